import type { TService } from '@portal/domain';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../lib/translation.ts';
import { useUpdateSelectedService } from '../../api/update-selected-service.ts';
import { useGoToCurrentStep } from '../../hooks/use-go-to-step.ts';
import { useOrderForm } from '../../hooks/use-order-form.tsx';
import { useIsSavingOrder } from '../../hooks/use-order-form-save.ts';
import { useStepBack } from '../../hooks/use-step-back.ts';
import { servicesOf } from '../../utils/services.ts';
import { DeadlineNotices } from '../deadline-notices.tsx';
import { ServiceDescriptionDialog } from '../service-description-dialog.tsx';
import { ServiceTile } from '../service-tile.tsx';
import { StepActions } from '../step-actions.tsx';
import { StepHeader } from '../step-header.tsx';

/** Step 4: any number of multimedia services (figures, tables, graphical abstracts…). */
export function MultimediaServicesStep() {
  const { t } = useTranslation();
  const order = useOrderForm();
  const isSaving = useIsSavingOrder();
  const goToCurrentStep = useGoToCurrentStep();
  const save = useUpdateSelectedService();
  const back = useStepBack('multimedia-services');
  const groupName = useId();
  const services = servicesOf(order, ['multimedia']);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(services.filter((s) => s.selected).map((s) => s.identity)),
  );
  const [described, setDescribed] = useState<TService | null>(null);

  const onToggle = (identity: string, isChecked: boolean) =>
    setChosen((old) => {
      const next = new Set(old);
      if (isChecked) next.add(identity);
      else next.delete(identity);
      return next;
    });

  return (
    <div className="step">
      <StepHeader title={t('order-form-multimedia-title')} lead={t('order-form-multimedia-lead')} />
      <DeadlineNotices order={order} />
      <section className="card order-card" aria-labelledby="multimedia-heading">
        <h2 id="multimedia-heading" className="order-card__title">
          {t('order-form-multimedia-services')}
        </h2>
        {services.length === 0 ? (
          <p className="empty-state">{t('order-form-no-services')}</p>
        ) : (
          <fieldset className="service-group">
            <legend className="visually-hidden">{t('order-form-choose-services')}</legend>
            <div className="service-group__tiles">
              {services.map((service) => (
                <ServiceTile
                  key={service.identity}
                  service={service}
                  name={groupName}
                  type="checkbox"
                  isChecked={chosen.has(service.identity)}
                  onChange={(isChecked) => onToggle(service.identity, isChecked)}
                  onDescribe={() => setDescribed(service)}
                />
              ))}
            </div>
          </fieldset>
        )}
      </section>
      <StepActions
        back={
          back.previous ? (
            <Button variant="secondary" isBusy={back.isPending} onClick={back.goBack}>
              {t('order-form-back')}
            </Button>
          ) : null
        }
        next={
          <Button
            disabled={chosen.size === 0 || isSaving}
            isBusy={save.isPending}
            onClick={() =>
              save.mutate({ serviceIdentities: [...chosen] }, { onSuccess: ({ order: next }) => goToCurrentStep(next) })
            }
          >
            {t('order-form-next')}
          </Button>
        }
      />
      {described ? <ServiceDescriptionDialog service={described} onClose={() => setDescribed(null)} /> : null}
    </div>
  );
}
