import { formatLongDate, formatMoney, type TDeliveryTier, type TService } from '@portal/domain';
import { useId } from 'react';
import { RadioCard } from '../../../components/ui/radio-card.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { useOrderForm } from '../hooks/use-order-form.tsx';
import { standardOption, tierOption } from '../utils/services.ts';
import './delivery-tier-options.css';

type TDeliveryTierOptionsProps = {
  service: TService;
  tiers: readonly TDeliveryTier[];
  value: TDeliveryTier;
  onChange: (tier: TDeliveryTier) => void;
  isDisabled?: boolean;
};

/** Standard, rush or express delivery of the chosen service, with what each adds and when it returns. */
export function DeliveryTierOptions({ service, tiers, value, onChange, isDisabled }: TDeliveryTierOptionsProps) {
  const { t, i18n } = useTranslation();
  const order = useOrderForm();
  const name = useId();
  const standard = standardOption(service);
  if (!standard) return null;
  return (
    <fieldset className="choice-group delivery-tiers" disabled={isDisabled}>
      <legend className="choice-group__legend">{t('order-form-delivery-legend')}</legend>
      <div className="choice-group__options choice-group__options--row">
        {tiers.map((tier) => {
          const option = tier === 'standard' ? standard : tierOption(service, tier);
          if (!option) return null;
          const difference = option.price - standard.price;
          return (
            <RadioCard
              key={tier}
              name={name}
              value={tier}
              checked={value === tier}
              onChange={() => onChange(tier)}
              title={t(`order-form-tier-${tier}`)}
              price={
                tier === 'standard'
                  ? t('order-form-tier-included')
                  : t('order-form-tier-extra', { amount: formatMoney(difference, order.currency) })
              }
              description={t('order-form-returned-by', { date: formatLongDate(option.deadline, i18n.language) })}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
