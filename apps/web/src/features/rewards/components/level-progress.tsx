import type { TLoyaltyStanding } from '@portal/domain/api/rewards';
import { useTranslation } from '../../../lib/translation.ts';

/** The researcher's points, level and the bar towards the next level (capped at 100 %, full at level6). */
export function LevelProgress({ standing }: { standing: TLoyaltyStanding }) {
  const { t, i18n } = useTranslation();
  const percent = Math.min(100, Math.max(0, standing.percent));
  return (
    <div className="rewards-standing">
      <p className="rewards-standing__figure">
        <span className="rewards-standing__number">{standing.totalRewardPoints.toLocaleString(i18n.language)}</span>
        <span className="rewards-standing__label">{t('rewards-points')}</span>
      </p>
      <p className="rewards-standing__level">{t('rewards-current-level', { level: t(`loyalty-${standing.level}`) })}</p>
      <div
        className="rewards-progress"
        role="progressbar"
        aria-label={t('rewards-progress-label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('rewards-progress-value', { percent })}
      >
        <div className="rewards-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="rewards-muted">
        {standing.nextLevel
          ? t('rewards-next-level', {
              points: standing.pointsToNext.toLocaleString(i18n.language),
              level: t(`loyalty-${standing.nextLevel}`),
            })
          : t('rewards-top-level')}
      </p>
    </div>
  );
}
