import { isExpressAvailable, isRushAvailable, type TDeliveryTier, type TService } from '@portal/domain';
import { useRef, useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { CheckboxField } from '../../../../components/ui/field.tsx';
import { useApplication } from '../../../../lib/application.ts';
import { useTranslation } from '../../../../lib/translation.ts';
import { useUpdateBundleInterest } from '../../api/update-bundle-interest.ts';
import { useUpdateDeliveryTier } from '../../api/update-delivery-tier.ts';
import { type TSelectedService, updateSelectedService, useUpdateSelectedService } from '../../api/update-selected-service.ts';
import { useOrderForm } from '../../hooks/use-order-form.tsx';
import { useOrderFormSave } from '../../hooks/use-order-form-save.ts';
import { useOrderStep } from '../../hooks/use-order-step.ts';
import { useStepBack } from '../../hooks/use-step-back.ts';
import { isReworkGoal, servicesOf, tierOption } from '../../utils/services.ts';
import { canContinueFromServices, tierOnChoosing } from '../../utils/step-rules.ts';
import { BundleQuestionsPanel } from '../bundle-questions-panel.tsx';
import { DeadlineNotices } from '../deadline-notices.tsx';
import { DeliveryTierOptions } from '../delivery-tier-options.tsx';
import { ManuscriptDetailsCard } from '../manuscript-details-card.tsx';
import { OrderCard } from '../order-card.tsx';
import { CompareLevelsButton, ServiceComparison } from '../service-comparison.tsx';
import { useServiceDescription } from '../service-description-dialog.tsx';
import { ServiceTiles } from '../service-tile.tsx';
import { StepActions, StepBackButton } from '../step-actions.tsx';
import { StepHeader } from '../step-header.tsx';
import { TrustSignals } from '../trust-signals.tsx';

/** Step 3: the bundle questionnaire when help was asked for, else the service tiles. */
export function ManuscriptServicesStep() {
  const order = useOrderForm();
  return order.serviceBundle.interested ? <BundleQuestionsPanel /> : <ServiceSelection />;
}

/** One editing, translation or rework service (or none, declined), and its delivery tier. */
function ServiceSelection() {
  const { t } = useTranslation();
  const { order, isSaving, goToCurrentStep } = useOrderStep();
  const application = useApplication();
  const saveSelection = useUpdateSelectedService();
  const saveTier = useUpdateDeliveryTier();
  const bundleInterest = useUpdateBundleInterest();
  const back = useStepBack('manuscript-services');
  const services = servicesOf(order, ['manuscript', 'rework']);
  const saved = services.find((s) => s.selected) ?? null;
  const [chosen, setChosen] = useState<string | null>(saved?.identity ?? null);
  const [isDeclined, setIsDeclined] = useState(order.declinedEditing && !saved);
  const [tier, setTier] = useState<TDeliveryTier>(saved ? order.delivery.tier : 'standard');
  const description = useServiceDescription();
  const isRework = isReworkGoal(order);

  const chosenService = services.find((s) => s.identity === chosen) ?? null;
  const tiers = chosenService ? offeredTiers(chosenService) : [];

  function offeredTiers(service: TService): TDeliveryTier[] {
    const context = {
      isExpressFlagOn: application.featureFlags.show_express_service_options ?? false,
      wordCount: order.wordCount ?? 0,
      serviceKey: service.identity,
      hasRushOption: tierOption(service, 'rush') !== undefined,
      isBundle: false,
    };
    const offered: TDeliveryTier[] = ['standard'];
    if (isRushAvailable(context)) offered.push('rush');
    if (isExpressAvailable(context) && tierOption(service, 'express')) offered.push('express');
    return offered;
  }

  const saveChoice = useSaveLatestChoice();

  const onChoose = (service: TService) => {
    setChosen(service.identity);
    setIsDeclined(false);
    // A service whose only option is rush is always delivered rush (spec §4).
    const nextTier = tierOnChoosing(service, tier, offeredTiers(service));
    setTier(nextTier);
    // Saved at once, so the summary beside the tiles prices the service chosen (Next saves it again).
    saveChoice({
      serviceIdentities: [service.identity],
      rush: nextTier === 'rush',
      deliveryTier: nextTier,
      declineEditing: false,
    });
  };

  const onTier = (next: TDeliveryTier) => {
    setTier(next);
    // The saved service is repriced at once so the summary follows; a new choice is saved with Next.
    if (saved && saved.identity === chosen) saveTier.mutate(next);
  };

  const onDecline = (isChecked: boolean) => {
    setIsDeclined(isChecked);
    if (isChecked) {
      setChosen(null);
      setTier('standard');
      saveChoice({ serviceIdentities: [], rush: false, deliveryTier: 'standard', declineEditing: true });
    }
  };

  const onNext = () =>
    saveSelection.mutate(
      {
        serviceIdentities: chosen ? [chosen] : [],
        rush: tier === 'rush',
        deliveryTier: tier,
        declineEditing: isDeclined,
      },
      { onSuccess: ({ order: next }) => goToCurrentStep(next) },
    );

  const canContinue = canContinueFromServices({ hasChosen: chosen !== null, isDeclined, isSaving });

  return (
    <div className="step">
      <StepHeader title={t('order-form-services-title')} lead={t('order-form-services-lead')} />
      <ManuscriptDetailsCard />

      {order.noServiceOption ? <Alert kind="warning">{t('no-service-option')}</Alert> : null}
      {order.deadlineNotice ? <Alert kind="info">{t(order.deadlineNotice)}</Alert> : null}
      <DeadlineNotices order={order} />

      <OrderCard id="services-heading" title={t(isRework ? 'order-form-rework-services' : 'order-form-language-services')}>
        <ServiceTiles
          services={services}
          legend="order-form-choose-service"
          type="radio"
          isChecked={(service) => chosen === service.identity}
          onChange={onChoose}
          onDescribe={description.describe}
        />
        <CheckboxField
          label={t(isRework ? 'order-form-decline-rework' : 'order-form-decline-editing')}
          checked={isDeclined}
          onChange={(event) => onDecline(event.currentTarget.checked)}
        />
        {chosenService && tiers.length > 1 ? (
          <DeliveryTierOptions
            service={chosenService}
            tiers={tiers}
            value={tier}
            onChange={onTier}
            isDisabled={saveTier.isPending}
          />
        ) : null}
        {isRework ? null : <CompareLevelsButton />}
      </OrderCard>

      {application.allowsServiceBundles && !isRework ? (
        <p className="bundle-link">
          {t('order-form-bundle-link-lead')}{' '}
          <Button
            variant="link"
            isBusy={bundleInterest.isPending}
            onClick={() => bundleInterest.mutate(true, { onSuccess: ({ order: next }) => goToCurrentStep(next) })}
          >
            {t('order-form-help-me-decide')}
          </Button>
        </p>
      ) : null}

      <StepActions
        back={<StepBackButton back={back} />}
        next={
          <Button disabled={!canContinue} isBusy={saveSelection.isPending} onClick={onNext}>
            {t('order-form-next')}
          </Button>
        }
      />
      {isRework ? null : <ServiceComparison />}
      <TrustSignals />
      {description.dialog}
    </div>
  );
}

/**
 * Saves a choice of service as it is made, quietly (Next reports what fails). Choices made while a save is
 * on its way wait for it, and only the latest is sent, so quick clicks never race each other's versions.
 */
function useSaveLatestChoice() {
  const save = useOrderFormSave(updateSelectedService, { isQuiet: true });
  const isSending = useRef(false);
  const waiting = useRef<TSelectedService | null>(null);
  const send = (selection: TSelectedService) => {
    if (isSending.current) {
      waiting.current = selection;
      return;
    }
    isSending.current = true;
    save.mutate(selection, {
      onSettled: () => {
        isSending.current = false;
        const next = waiting.current;
        waiting.current = null;
        if (next) send(next);
      },
    });
  };
  return send;
}
