import { formatLongDate, formatMoney, type TDeliveryTier, type TServiceBundle } from '@portal/domain';
import { useId } from 'react';
import { PhraseText } from '../../../components/ui/phrase-text.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { useOrderForm } from '../hooks/use-order-form.tsx';
import { bundleCardPrice, bundleDeadline } from '../utils/bundle-price.ts';
import './bundle-card.css';

type TBundleCardProps = {
  bundle: TServiceBundle;
  number: number;
  groupName: string;
  isSelected: boolean;
  tier: TDeliveryTier;
  addOns: ReadonlySet<string>;
  onSelect: () => void;
  onTier: (tier: TDeliveryTier) => void;
  onAddOn: (identity: string, isOn: boolean) => void;
};

/** One numbered bundle: price (struck through when discounted), add-ons, delivery and what it includes. */
export function BundleCard({ bundle, number, groupName, isSelected, tier, addOns, onSelect, onTier, onAddOn }: TBundleCardProps) {
  const { t, i18n } = useTranslation();
  const order = useOrderForm();
  const titleId = useId();
  const tierName = useId();
  const shownTier = isSelected ? tier : 'standard';
  const shownAddOns = isSelected ? addOns : new Set(bundle.addOns.filter((a) => a.selected).map((a) => a.identity));
  const { listPrice, price } = bundleCardPrice(bundle, shownTier, shownAddOns);
  const money = (amount: number) => formatMoney(amount, order.currency);
  const tiers = (['standard', 'rush', 'express'] as const).filter((name) => name === 'standard' || bundle.prices[name] !== null);

  return (
    <article className={`bundle-card${isSelected ? ' bundle-card--selected' : ''}`} aria-labelledby={titleId}>
      <header className="bundle-card__header">
        <span className="bundle-card__number" aria-hidden="true">
          {number}
        </span>
        <h3 id={titleId} className="bundle-card__title">
          <span className="visually-hidden">{t('order-form-bundle-option', { number })} </span>
          <PhraseText text={bundle.name} />
        </h3>
        {bundle.discount.isApplicable ? (
          <span className="badge badge--discount">{t('order-form-bundle-save', { percent: bundle.discount.percent })}</span>
        ) : (
          <span className="badge badge--muted" title={t('order-form-bundle-no-discount')}>
            {t('order-form-bundle-badge')}
          </span>
        )}
      </header>

      <p className="bundle-card__price">
        {bundle.discount.isApplicable && listPrice !== price ? (
          <>
            <span className="visually-hidden">{t('order-form-original-price')} </span>
            <s className="bundle-card__list-price">{money(listPrice)}</s>{' '}
            <span className="visually-hidden">{t('order-form-discounted-price')} </span>
          </>
        ) : null}
        <strong className="bundle-card__total">{money(price)}</strong>
      </p>
      {bundle.discount.isApplicable ? null : <p className="bundle-card__note">{t('order-form-bundle-no-discount')}</p>}

      <ul className="bundle-card__services">
        {bundle.services.map((service) => (
          <li key={service.identity}>
            <PhraseText text={service.name} />
          </li>
        ))}
      </ul>

      <label className="bundle-card__choose">
        <input type="radio" name={groupName} checked={isSelected} onChange={onSelect} />
        <span>{isSelected ? t('order-form-bundle-selected') : t('order-form-bundle-choose')}</span>
      </label>

      {bundle.addOns.length > 0 ? (
        <fieldset className="choice-group" disabled={!isSelected}>
          <legend className="choice-group__legend">{t('order-form-bundle-add-ons')}</legend>
          {bundle.addOns.map((addOn) => (
            <label key={addOn.identity} className="choice-line">
              <input
                type="checkbox"
                checked={shownAddOns.has(addOn.identity)}
                onChange={(event) => onAddOn(addOn.identity, event.currentTarget.checked)}
              />
              <span>{t('order-form-bundle-add-on', { name: addOn.name, price: money(addOn.price) })}</span>
            </label>
          ))}
        </fieldset>
      ) : null}

      {tiers.length > 1 ? (
        <fieldset className="choice-group" disabled={!isSelected}>
          <legend className="choice-group__legend">{t('order-form-delivery-legend')}</legend>
          {tiers.map((name) => {
            const tierPrice = bundle.prices[name];
            const difference = tierPrice ? tierPrice.price - bundle.prices.standard.price : 0;
            return (
              <label key={name} className="choice-line">
                <input type="radio" name={tierName} checked={shownTier === name} onChange={() => onTier(name)} />
                <span>
                  {t(`order-form-tier-${name}`)}
                  {name === 'standard' ? '' : ` (${t('order-form-tier-extra', { amount: money(difference) })})`}
                </span>
              </label>
            );
          })}
        </fieldset>
      ) : null}

      <p className="bundle-card__deadline">
        {t('order-form-returned-by', { date: formatLongDate(bundleDeadline(bundle, shownTier), i18n.language) })}
      </p>

      {bundle.learnMoreTerms.length > 0 ? (
        <details className="bundle-card__more">
          <summary>{t('order-form-learn-more')}</summary>
          <ul>
            {bundle.learnMoreTerms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </article>
  );
}
