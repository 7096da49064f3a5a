import { LEVEL_COUPON_PERCENT } from '@portal/domain';
import type { TLoyaltyLevel, TLoyaltyStanding } from '@portal/domain/api/rewards';
import { useTranslation } from '../../../lib/translation.ts';

/** The six tiers with the points each needs and its coupon; the researcher's own tier is marked. */
export function LoyaltyTiers({ levels, current }: { levels: readonly TLoyaltyLevel[]; current: TLoyaltyStanding['level'] }) {
  const { t, i18n } = useTranslation();
  return (
    <ol className="rewards-tiers">
      {levels.map((level) => {
        const isCurrent = level.name === current;
        const percent = level.name === 'level1' ? null : LEVEL_COUPON_PERCENT[level.name];
        return (
          <li
            key={level.name}
            className={`rewards-tier${isCurrent ? ' rewards-tier--current' : ''}`}
            aria-current={isCurrent ? 'step' : undefined}
          >
            <span className="rewards-tier__name">{t(`loyalty-${level.name}`)}</span>
            <span className="rewards-tier__points">
              {t('rewards-tier-minimum', { points: level.minimumPointsNeeded.toLocaleString(i18n.language) })}
            </span>
            <span className="rewards-tier__perk">
              {percent === null ? t('rewards-tier-start') : t('rewards-tier-coupon', { percent })}
            </span>
            {isCurrent ? <span className="rewards-badge">{t('rewards-tier-you')}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
