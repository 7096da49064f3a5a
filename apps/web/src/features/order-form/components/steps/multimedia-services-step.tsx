import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../lib/translation.ts';
import { useUpdateSelectedService } from '../../api/update-selected-service.ts';
import { useOrderStep } from '../../hooks/use-order-step.ts';
import { useStepBack } from '../../hooks/use-step-back.ts';
import { servicesOf } from '../../utils/services.ts';
import { DeadlineNotices } from '../deadline-notices.tsx';
import { OrderCard } from '../order-card.tsx';
import { useServiceDescription } from '../service-description-dialog.tsx';
import { ServiceTiles } from '../service-tile.tsx';
import { StepActions, StepBackButton } from '../step-actions.tsx';
import { StepHeader } from '../step-header.tsx';

/** Step 4: any number of multimedia services (figures, tables, graphical abstracts…). */
export function MultimediaServicesStep() {
  const { t } = useTranslation();
  const { order, isSaving, goToCurrentStep } = useOrderStep();
  const save = useUpdateSelectedService();
  const back = useStepBack('multimedia-services');
  const services = servicesOf(order, ['multimedia']);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(services.filter((s) => s.selected).map((s) => s.identity)),
  );
  const description = useServiceDescription();

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
      <OrderCard id="multimedia-heading" title={t('order-form-multimedia-services')}>
        <ServiceTiles
          services={services}
          legend="order-form-choose-services"
          type="checkbox"
          isChecked={(service) => chosen.has(service.identity)}
          onChange={(service, isChecked) => onToggle(service.identity, isChecked)}
          onDescribe={description.describe}
        />
      </OrderCard>
      <StepActions
        back={<StepBackButton back={back} />}
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
      {description.dialog}
    </div>
  );
}
