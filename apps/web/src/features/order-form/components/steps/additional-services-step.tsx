import type { TService } from '@portal/domain';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { SelectField } from '../../../../components/ui/field.tsx';
import { PhraseText } from '../../../../components/ui/phrase-text.tsx';
import { useApplication } from '../../../../lib/application.ts';
import { useTranslation } from '../../../../lib/translation.ts';
import { useLanguageSegment } from '../../../../lib/use-language-segment.ts';
import { useUpdateServiceQuantity } from '../../api/update-service-quantity.ts';
import { useUpdateStep } from '../../api/update-step.ts';
import { useOrderForm } from '../../hooks/use-order-form.tsx';
import { useStepBack } from '../../hooks/use-step-back.ts';
import { servicesOf, standardOption } from '../../utils/services.ts';
import { OrderCard } from '../order-card.tsx';
import { LearnMoreButton, useServiceDescription } from '../service-description-dialog.tsx';
import { ServicePrice } from '../service-price.tsx';
import { StepActions, StepBackButton } from '../step-actions.tsx';
import { StepHeader } from '../step-header.tsx';
import './additional-services-step.css';
import { useOrderStep } from '../../hooks/use-order-step.ts';

const MAX_QUANTITY = 25;

function quantityChoices(service: TService): number[] {
  const counts = service.serviceOptions.map((o) => o.figureCount ?? o.tableCount).filter((n): n is number => n !== null && n > 0);
  const distinct = [...new Set(counts)].sort((a, b) => a - b);
  return distinct.length > 0 ? distinct : Array.from({ length: MAX_QUANTITY }, (_, i) => i + 1);
}

function countsTables(service: TService): boolean {
  return service.serviceOptions.some((o) => o.tableCount !== null);
}

function priceFor(service: TService, quantity: number): number | null {
  if (service.optionsDeterminedByCount) {
    const option = service.serviceOptions.find(
      (o) => o.deliveryTier === 'standard' && (o.figureCount ?? o.tableCount) === quantity,
    );
    if (option) return option.price;
  }
  return standardOption(service)?.price ?? null;
}

/**
 * Step 5: optional extras, each switched on or off at once (the summary follows), some with a figure
 * or table count; concierge services; a quote request for work priced by hand (book editing).
 */
export function AdditionalServicesStep() {
  const { t } = useTranslation();
  const { order, isSaving, goToCurrentStep } = useOrderStep();
  const back = useStepBack('additional-services');
  const saveQuantity = useUpdateServiceQuantity();
  const updateStep = useUpdateStep();
  const description = useServiceDescription();
  const additional = servicesOf(order, ['additional', 'addon']);
  const concierge = servicesOf(order, ['concierge']);
  const index = order.steps.list.findIndex((s) => s.name === 'additional-services');
  const next = order.steps.list[index + 1];

  // The switch moves at once; the server's answer then confirms it (or the save-error modal explains).
  const [pending, setPending] = useState<Record<string, number>>({});

  // A quantity of 0 takes the service off the order; switching on starts at one figure or table.
  const onChange = (service: TService, quantity: number) => {
    setPending((old) => ({ ...old, [service.identity]: quantity }));
    saveQuantity.mutate(
      { serviceIdentity: service.identity, quantity },
      {
        onSettled: () =>
          setPending((old) => {
            const { [service.identity]: _, ...rest } = old;
            return rest;
          }),
      },
    );
  };

  const renderList = (services: TService[]) => (
    <ul className="toggle-list">
      {services.map((service) => (
        <ServiceToggle
          key={service.identity}
          service={service}
          pendingQuantity={pending[service.identity]}
          isBusy={pending[service.identity] !== undefined}
          isDisabled={isSaving}
          onChange={(quantity) => onChange(service, quantity)}
          onDescribe={() => description.describe(service)}
        />
      ))}
    </ul>
  );

  return (
    <div className="step">
      <StepHeader title={t('order-form-additional-title')} lead={t('order-form-additional-lead')} />
      <OrderCard id="additional-heading" title={t('order-form-additional-services')}>
        {additional.length === 0 ? (
          <p className="empty-state">{t('order-form-no-additional-services')}</p>
        ) : (
          renderList(additional)
        )}
      </OrderCard>
      {concierge.length > 0 ? (
        <OrderCard id="concierge-heading" title={t('order-form-concierge-services')}>
          <p className="order-card__lead">{t('order-form-concierge-lead')}</p>
          {renderList(concierge)}
        </OrderCard>
      ) : null}
      <StepActions
        back={<StepBackButton back={back} />}
        next={
          next ? (
            <Button
              disabled={isSaving || order.lineItems.length === 0}
              isBusy={updateStep.isPending}
              onClick={() => updateStep.mutate(next.name, { onSuccess: ({ order: saved }) => goToCurrentStep(saved) })}
            >
              {t('order-form-next')}
            </Button>
          ) : null
        }
      />
      {description.dialog}
    </div>
  );
}

function ServiceToggle({
  service,
  pendingQuantity,
  isBusy,
  isDisabled,
  onChange,
  onDescribe,
}: {
  service: TService;
  pendingQuantity: number | undefined;
  isBusy: boolean;
  isDisabled: boolean;
  onChange: (quantity: number) => void;
  onDescribe: () => void;
}) {
  const { t } = useTranslation();
  const order = useOrderForm();
  const lang = useLanguageSegment();
  const { config } = useApplication();
  const switchId = useId();
  const isOn = pendingQuantity === undefined ? service.selected : pendingQuantity > 0;
  const quantity = Math.max(1, pendingQuantity || service.quantity);
  const price = priceFor(service, quantity);
  return (
    <li className={`toggle-list__item${isOn ? ' toggle-list__item--on' : ''}`}>
      <div className="toggle-list__main">
        {service.requiresQuote ? (
          <span className="toggle-list__name">
            <PhraseText text={service.name} />
          </span>
        ) : (
          <label className="switch" htmlFor={switchId}>
            <input
              id={switchId}
              type="checkbox"
              role="switch"
              aria-checked={isOn}
              aria-busy={isBusy || undefined}
              checked={isOn}
              disabled={service.disabled || (isDisabled && !isBusy)}
              onChange={(event) => onChange(event.currentTarget.checked ? quantity : 0)}
            />
            <span className="switch__track" aria-hidden="true" />
            <span className="toggle-list__name">
              <PhraseText text={service.name} />
            </span>
          </label>
        )}
        <span className="toggle-list__price">
          <ServicePrice
            requiresQuote={service.requiresQuote}
            price={price}
            currency={order.currency}
            quoteHref={`/${lang}${config.links.support ?? '/support'}`}
          />
        </span>
      </div>
      <LearnMoreButton service={service} className="toggle-list__more" onClick={onDescribe} />
      {service.optionsDeterminedByCount && isOn ? (
        <SelectField
          label={t(countsTables(service) ? 'order-form-table-count' : 'order-form-figure-count')}
          value={quantity}
          disabled={isDisabled}
          onChange={(event) => onChange(Number(event.currentTarget.value))}
        >
          {quantityChoices(service).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </SelectField>
      ) : null}
    </li>
  );
}
