import {
  EMPTY_ORDER_FILTERS,
  formatMoney,
  greetingNameOf,
  HOME_RECENT_ORDERS,
  referralCreditAmount,
  toSegment,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { paths, to } from '../../../app/paths.ts';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { useApplication, useUser } from '../../../lib/application.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { dashboardQuery } from '../api/get-dashboard.ts';
import { orderSearchQueryOptions } from '../api/search-orders.ts';
import { CheckSpamBanner } from '../components/check-spam-banner.tsx';
import { OrderPanel } from '../components/order-panel.tsx';
import { PreferredGroupWidget } from '../components/preferred-group-widget.tsx';
import { RecentDigitalDocuments } from '../components/recent-documents.tsx';
import { shownPreferredGroup } from '../utils/preferred-group.ts';
import '../dashboard.css';
import '../../digital-editing/digital-editing.css';

/**
 * /home, while curie is launched (otherwise the researcher dashboard, shell-and-account §2): the welcome,
 * the three most recent orders, the three most recent digital documents (edits and translations) and more options
 * (referral, preferred group, credit balance).
 */
export function Component() {
  const application = useApplication();
  const segment = toSegment(useParams().lang);
  if (!application.featureFlags.curie_is_launched) return <Navigate to={to(segment, paths.researcher)} replace />;
  return <Home />;
}

function Home() {
  const { t, i18n } = useTranslation();
  const lang = toSegment(useParams().lang);
  const user = useUser();
  const application = useApplication();
  const recent = useQuery(orderSearchQueryOptions(EMPTY_ORDER_FILTERS));
  const dashboard = useQuery(dashboardQuery);
  const group = shownPreferredGroup(user);
  const recentId = useId();
  const optionsId = useId();
  const creditBalance = dashboard.data?.creditBalance ?? 0;
  const hasCreditWidget = !user.hideInvoices && creditBalance > 0;

  return (
    <div className="dashboard">
      <h1>{t('home-welcome-heading', { name: greetingNameOf(user, i18n.language) || user.fullName })}</h1>
      {/* The home screen stands in for the dashboard while curie is launched; of its notices only this one applies. */}
      {user.showCheckSpamMessage ? <CheckSpamBanner user={user} onDismissed={() => undefined} /> : null}
      <div className="dashboard__layout">
        <section aria-labelledby={recentId} className="recent-orders">
          <h2 id={recentId}>{t('home-recent-orders')}</h2>
          {recent.data ? (
            recent.data.orders.length > 0 ? (
              recent.data.orders
                .slice(0, HOME_RECENT_ORDERS)
                .map((order) => <OrderPanel key={order.externalId} order={order} lang={lang} />)
            ) : (
              <p className="order-list__empty">{t('dashboard-orders-none')}</p>
            )
          ) : (
            <PageSpinner label={t('dashboard-orders-loading')} />
          )}
          <Link to={to(lang, paths.researcher)}>{t('home-all-orders')}</Link>
          <RecentDigitalDocuments lang={lang} />
        </section>
        <aside aria-labelledby={optionsId} className="dashboard__side">
          <h2 id={optionsId}>{t('home-more-options')}</h2>
          <div className="dashboard__grid">
            <section className="card dashboard-card">
              <h3 className="dashboard-card__title">{t('dashboard-referrals-title')}</h3>
              <p>
                {t('dashboard-referrals-body', {
                  amount: formatMoney(referralCreditAmount(application.config.referralAmount, user.currency), user.currency),
                })}
              </p>
              <p className="dashboard-card__muted">{t('dashboard-referrals-code', { code: user.referralCode })}</p>
              <Link to={to(lang, paths.referralRewards)}>{t('dashboard-referrals-link')}</Link>
            </section>
            {group ? <PreferredGroupWidget group={group} currency={user.currency} /> : null}
            {hasCreditWidget && dashboard.data ? (
              <section className="card dashboard-card">
                <h3 className="dashboard-card__title">{t('dashboard-balance-title')}</h3>
                <p>{t('dashboard-credit-balance', { amount: formatMoney(creditBalance, dashboard.data.currency) })}</p>
              </section>
            ) : null}
          </div>
        </aside>
      </div>
    </div>
  );
}
