import { formatLongDate, formatMoney, type TCurrency } from '@portal/domain';
import type { TCurrentPromotion } from '@portal/domain/api/rewards';
import { useTranslation } from '../../../lib/translation.ts';

/** The public promotional codes open now, with what each takes off and until when. */
export function CurrentPromotions({ promotions, currency }: { promotions: readonly TCurrentPromotion[]; currency: TCurrency }) {
  const { t, i18n } = useTranslation();
  if (promotions.length === 0) return <p className="rewards-empty">{t('rewards-promotions-empty')}</p>;
  return (
    <ul className="rewards-promotions">
      {promotions.map((promotion) => (
        <li key={promotion.code} className="rewards-promotion">
          <code className="rewards-code">{promotion.code}</code>
          <span className="rewards-promotion__text">
            {promotion.description ||
              (promotion.value.percent !== null
                ? t('rewards-value-percent', { percent: promotion.value.percent })
                : t('rewards-value-amount', { amount: formatMoney(promotion.value.amount ?? 0, currency) }))}
          </span>
          {promotion.endDate ? (
            <span className="rewards-muted">
              {t('rewards-promotion-until', { date: formatLongDate(promotion.endDate, i18n.language) })}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
