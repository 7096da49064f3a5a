import { greetingNameOf, hasOrderFilters, orderFiltersOf, orderFiltersPath, type TOrderFilters, toSegment } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, matchPath, useNavigate, useParams } from 'react-router';
import { paths, to } from '../../../app/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { prefetchWhenSignedIn, useApplication, useUser } from '../../../lib/application.ts';
import { isAwaitingFirstReads } from '../../../lib/first-reads.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { dashboardQuery } from '../api/get-dashboard.ts';
import { orderSearchQueryOptions } from '../api/search-orders.ts';
import { DashboardNotice } from '../components/dashboard-notice.tsx';
import { DashboardWidgets } from '../components/dashboard-widgets.tsx';
import { OrderList } from '../components/order-list.tsx';
import { OrderSearchForm } from '../components/order-search-form.tsx';
import { shownPreferredGroup } from '../utils/preferred-group.ts';
import { dashboardVisibility } from '../utils/widgets.ts';
import '../dashboard.css';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';

/** The filtered list's address (app/router.tsx); the plain dashboard has no filters. */
const FILTERED_PATH = '/:lang/researcher/index/orders/:xid/:orderTitle/:from/:to/:page';

/** The dashboard's two reads, started as soon as its code has arrived (app/router.tsx). */
export function prefetch(pathname: string): void {
  prefetchWhenSignedIn(() => {
    void queryClient.prefetchQuery(dashboardQuery);
    void queryClient.prefetchQuery(orderSearchQueryOptions(orderFiltersOf(matchPath(FILTERED_PATH, pathname)?.params ?? {})));
  });
}

/**
 * /researcher and /researcher/index/orders/{xid}/{orderTitle}/{from}/{to}/{page}: the dashboard. The filters
 * live in the path (`_` for an empty one), so a search is a navigation: shareable, and the back button
 * returns to the previous list.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const lang = toSegment(params.lang);
  const navigate = useNavigate();
  const user = useUser();
  const application = useApplication();
  const filters = orderFiltersOf(params);
  const search = useQuery(orderSearchQueryOptions(filters));
  const dashboard = useQuery(dashboardQuery);
  const group = shownPreferredGroup(user);
  const visible = dashboardVisibility(user, dashboard.data, application.featureFlags);
  const ordersId = useId();
  const searchId = useId();
  // On a phone the search folds away so the orders come first; an active search keeps it open.
  const [isSearchOpen, setIsSearchOpen] = useState(() => hasOrderFilters(filters));

  const onSearch = (next: TOrderFilters) => navigate(to(lang, `/researcher/index/orders/${orderFiltersPath(next)}`));

  const content = (
    <>
      <DashboardNotice lang={lang} user={user} dashboard={dashboard.data} group={group} visible={visible} />
      <div className="dashboard__layout">
        <section className="dashboard__orders" aria-labelledby={ordersId}>
          <div className="dashboard__orders-header">
            <h2 id={ordersId}>{t('home-orders-title')}</h2>
            <Link className="button button--primary" to={to(lang, paths.submitNew)}>
              {t('home-start-order')}
            </Link>
          </div>
          <Button
            variant="secondary"
            className="dashboard__search-toggle"
            aria-expanded={isSearchOpen}
            aria-controls={searchId}
            onClick={() => setIsSearchOpen(!isSearchOpen)}
          >
            {t('dashboard-search-label')}
          </Button>
          <div id={searchId} className={`dashboard__search${isSearchOpen ? '' : ' dashboard__search--folded'}`}>
            <OrderSearchForm key={orderFiltersPath(filters)} filters={filters} onSearch={onSearch} />
          </div>
          {search.data ? (
            <OrderList lang={lang} filters={filters} result={search.data} isUpdating={search.isPlaceholderData} />
          ) : search.isError ? (
            <RetryAlert query={search} texts={{ failure: 'dashboard-orders-failure', retry: 'orders-try-again' }} />
          ) : (
            <PageSpinner label={t('dashboard-orders-loading')} />
          )}
        </section>
        <aside className="dashboard__side" aria-label={t('dashboard-widgets-label')}>
          <DashboardWidgets
            lang={lang}
            user={user}
            dashboard={dashboard.data}
            group={group}
            referralAmount={application.config.referralAmount}
            visible={visible}
          />
        </aside>
      </div>
    </>
  );

  return (
    <div className="dashboard">
      <div className="dashboard__intro">
        <h1>{t('home-researcher-heading', { name: greetingNameOf(user, i18n.language) || user.fullName })}</h1>
        <p className="dashboard__lead">{t('home-researcher-intro')}</p>
      </div>
      {/* The notice, the orders and the widgets appear together once both reads have answered: the notice
          arriving above the orders would push them down the screen. */}
      {isAwaitingFirstReads(dashboard, search) ? <PageSpinner label={t('dashboard-orders-loading')} /> : content}
    </div>
  );
}
