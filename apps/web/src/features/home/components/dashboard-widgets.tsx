import {
  formatMoney,
  loyaltyProgress,
  referralCreditAmount,
  type TDashboardResponse,
  type TLanguageSegment,
  type TPreferredGroup,
  type TUser,
} from '@portal/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths, to } from '../../../app/paths.ts';
import { useTranslation } from '../../../lib/translation.ts';
import type { TDashboardVisibility } from '../utils/widgets.ts';
import { PreferredGroupJoinWidget, PreferredGroupWidget } from './preferred-group-widget.tsx';

type TWidgetsProps = {
  lang: TLanguageSegment;
  user: TUser;
  dashboard: TDashboardResponse | undefined;
  group: TPreferredGroup | null;
  referralAmount: number;
  visible: TDashboardVisibility;
};

/** The dashboard's widgets (researcher-area §2, §6): rewards, referrals, credits and prepay, preferred group. */
export function DashboardWidgets({ lang, user, dashboard, group, referralAmount, visible }: TWidgetsProps) {
  const { t, i18n } = useTranslation();
  const rewardsId = useId();
  const referralsId = useId();
  const balanceId = useId();
  const progress = loyaltyProgress(user.totalRewardPoints);
  const money = (amount: number) => (dashboard ? formatMoney(amount, dashboard.currency) : '');
  const referralAmountText = formatMoney(referralCreditAmount(referralAmount, user.currency), user.currency);

  return (
    <div className="dashboard__grid">
      {visible.rewards ? (
        <section className="card dashboard-card" aria-labelledby={rewardsId}>
          <h2 id={rewardsId} className="dashboard-card__title">
            {t('dashboard-rewards-title')}
          </h2>
          <p className="dashboard-card__figure">
            <span className="dashboard-card__number">{user.totalRewardPoints.toLocaleString(i18n.language)}</span>
            <span className="dashboard-card__label">{t('dashboard-rewards-points')}</span>
          </p>
          <p>{t('dashboard-rewards-level', { level: t(`loyalty-${progress.level}`) })}</p>
          <div
            className="progress"
            role="progressbar"
            aria-label={t('dashboard-rewards-progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
          >
            <div className="progress__bar" style={{ width: `${progress.percent}%` }} />
          </div>
          <p className="dashboard-card__muted">
            {progress.nextLevel
              ? t('dashboard-rewards-next', { points: progress.pointsToNext, level: t(`loyalty-${progress.nextLevel}`) })
              : t('dashboard-rewards-top')}
          </p>
          <Link to={to(lang, paths.rewards)}>{t('dashboard-rewards-link')}</Link>
        </section>
      ) : null}
      {visible.referrals ? (
        <section className="card dashboard-card" aria-labelledby={referralsId}>
          <h2 id={referralsId} className="dashboard-card__title">
            {t('dashboard-referrals-title')}
          </h2>
          <p>{t('dashboard-referrals-body', { amount: referralAmountText })}</p>
          <p className="dashboard-card__muted">{t('dashboard-referrals-code', { code: user.referralCode })}</p>
          <Link to={to(lang, paths.referralRewards)}>{t('dashboard-referrals-link')}</Link>
        </section>
      ) : null}
      {visible.credits || visible.prepay ? (
        <section className="card dashboard-card" aria-labelledby={balanceId}>
          <h2 id={balanceId} className="dashboard-card__title">
            {t('dashboard-balance-title')}
          </h2>
          {visible.credits ? <p>{t('dashboard-credit-balance', { amount: money(dashboard?.creditBalance ?? 0) })}</p> : null}
          {visible.prepay ? (
            <>
              <p>{t('dashboard-prepay-balance', { amount: money(dashboard?.availablePrepayment ?? 0) })}</p>
              <Link to={to(lang, paths.prepay)}>{t('dashboard-prepay-link')}</Link>
            </>
          ) : null}
        </section>
      ) : null}
      {visible.group && group ? <PreferredGroupWidget group={group} currency={user.currency} /> : null}
      {visible.groupJoin ? <PreferredGroupJoinWidget user={user} /> : null}
    </div>
  );
}
