import {
  hasOrderFilters,
  orderFiltersPath,
  type TLanguageSegment,
  type TOrderFilters,
  type TOrderSearchResponse,
} from '@portal/domain';
import { Link } from 'react-router';
import { paths, to } from '../../../app/paths.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { OrderPanel } from './order-panel.tsx';

type TOrderListProps = {
  lang: TLanguageSegment;
  filters: TOrderFilters;
  result: TOrderSearchResponse;
  isUpdating: boolean;
};

/** The orders of one page, their pagination (links, so a page can be shared and reached back), and the empty states. */
export function OrderList({ lang, filters, result, isUpdating }: TOrderListProps) {
  const { t } = useTranslation();
  const { orders, pagination } = result;
  const pageLink = (page: number) => to(lang, `/researcher/index/orders/${orderFiltersPath({ ...filters, page })}`);

  if (orders.length === 0) {
    return hasOrderFilters(filters) || filters.page > 1 ? (
      <p className="order-list__empty">{t('dashboard-orders-none-found')}</p>
    ) : (
      <div className="order-list__empty">
        <p>{t('dashboard-orders-none')}</p>
        <Link className="button button--primary" to={to(lang, paths.submitNew)}>
          {t('home-start-order')}
        </Link>
      </div>
    );
  }
  return (
    <div className="order-list" aria-busy={isUpdating || undefined}>
      <p className="order-list__count" aria-live="polite">
        {t('dashboard-orders-count', { count: pagination.total })}
      </p>
      {orders.map((order) => (
        <OrderPanel key={order.externalId} order={order} lang={lang} />
      ))}
      {pagination.pages > 1 ? (
        <nav className="order-list__pagination" aria-label={t('dashboard-pagination-label')}>
          {pagination.previous !== null ? (
            <Link className="button button--secondary" to={pageLink(pagination.previous)}>
              {t('dashboard-pagination-previous')}
            </Link>
          ) : null}
          <span aria-current="page">
            {t('dashboard-pagination-current', { page: pagination.current, pages: pagination.pages })}
          </span>
          {pagination.next !== null ? (
            <Link className="button button--secondary" to={pageLink(pagination.next)}>
              {t('dashboard-pagination-next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
