import type { TDeliveryTier } from '@portal/domain';
import { useId, useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../lib/translation.ts';
import { useSelectServiceBundle } from '../../api/select-service-bundle.ts';
import { useStepBack } from '../../hooks/use-step-back.ts';
import { bundleCardChoice, initialBundleChoice } from '../../utils/step-rules.ts';
import { BundleCard } from '../bundle-card.tsx';
import { LeaveBundlesButton } from '../leave-bundles-button.tsx';
import { StepActions } from '../step-actions.tsx';
import { StepHeader } from '../step-header.tsx';
import './service-bundles-step.css';
import { useOrderStep } from '../../hooks/use-order-step.ts';

/** Step 6: the bundles that fit the questionnaire, numbered; the first is chosen unless the order says otherwise. */
export function ServiceBundlesStep() {
  const { t } = useTranslation();
  const { order, isSaving, goToCurrentStep } = useOrderStep();
  const back = useStepBack('service-bundles');
  const groupName = useId();
  const bundles = order.availableServiceBundles;
  const initial = initialBundleChoice(bundles, order.serviceBundle.selectedBundleId, order.delivery.tier);
  const [selectedId, setSelectedId] = useState<number | null>(initial.bundle?.id ?? null);
  const [tier, setTier] = useState<TDeliveryTier>(initial.tier);
  const [addOns, setAddOns] = useState<Set<string>>(() => bundleCardChoice(initial.bundle).addOns);
  const selectBundle = useSelectServiceBundle();

  const onSelect = (id: number) => {
    const bundle = bundles.find((b) => b.id === id);
    setSelectedId(id);
    // Choosing another card starts again from its standard delivery and default add-ons.
    const choice = bundleCardChoice(bundle);
    setTier(choice.tier);
    setAddOns(choice.addOns);
  };

  const onNext = () => {
    if (selectedId === null) return;
    selectBundle.mutate(
      { bundleId: selectedId, selectedServices: [...addOns], rush: tier === 'rush', deliveryTier: tier },
      { onSuccess: ({ order: next }) => goToCurrentStep(next) },
    );
  };

  return (
    <div className="step">
      <StepHeader title={t('order-form-bundles-title')} lead={t('order-form-bundles-lead')} />
      {bundles.length === 0 ? (
        <Alert kind="warning">{t('service-bundle-no-bundles-error')}</Alert>
      ) : (
        <fieldset className="bundle-list">
          <legend className="visually-hidden">{t('order-form-bundles-choose')}</legend>
          <div className="bundle-list__cards">
            {bundles.map((bundle, index) => (
              <BundleCard
                key={bundle.id}
                bundle={bundle}
                number={index + 1}
                groupName={groupName}
                isSelected={bundle.id === selectedId}
                tier={tier}
                addOns={addOns}
                onSelect={() => onSelect(bundle.id)}
                onTier={setTier}
                onAddOn={(identity, isOn) =>
                  setAddOns((old) => {
                    const next = new Set(old);
                    if (isOn) next.add(identity);
                    else next.delete(identity);
                    return next;
                  })
                }
              />
            ))}
          </div>
        </fieldset>
      )}
      {back.previous ? (
        <p className="bundle-link">
          <Button variant="link" isBusy={back.isPending} onClick={back.goBack}>
            {t('order-form-bundles-change-answers')}
          </Button>
        </p>
      ) : null}
      <StepActions
        back={<LeaveBundlesButton />}
        next={
          <Button disabled={selectedId === null || isSaving} isBusy={selectBundle.isPending} onClick={onNext}>
            {t('order-form-next-order-details')}
          </Button>
        }
      />
    </div>
  );
}
