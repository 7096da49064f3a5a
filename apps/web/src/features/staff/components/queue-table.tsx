import { formatDateTime, type TStaffQueueOrder } from '@portal/domain';
import { Link } from 'react-router';
import { orderStatusTone, StatusBadge } from '../../../components/ui/status-badge.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { stageLabelKey, statusLabelKey } from '../utils/status-labels.ts';

type TQueueTableProps = { orders: readonly TStaffQueueOrder[]; lang: string; isBusy: boolean };

/** The page of the queue: late orders are marked in words as well as in colour. */
export function QueueTable({ orders, lang, isBusy }: TQueueTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <div className="staff-table__scroll">
      <table className="data-table staff-table" aria-busy={isBusy || undefined}>
        <caption className="visually-hidden">{t('staff-queue-caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('staff-column-order')}</th>
            <th scope="col">{t('staff-column-researcher')}</th>
            <th scope="col">{t('staff-column-stage')}</th>
            <th scope="col">{t('staff-column-status')}</th>
            <th scope="col">{t('staff-column-deadline')}</th>
            <th scope="col">{t('staff-column-editor')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.externalId} className={order.isLate ? 'is-late' : undefined}>
              <td>
                <Link className="staff-table__order" to={`/${lang}/staff/orders/${encodeURIComponent(order.externalId)}`}>
                  {order.externalId}
                </Link>
                <span className="staff-table__title">{order.title}</span>
              </td>
              <td>
                <span>{order.researcher.fullName}</span>
                <span className="staff-table__muted">{order.researcher.email}</span>
              </td>
              <td>{t(stageLabelKey(order.stage))}</td>
              <td>
                <StatusBadge
                  tone={orderStatusTone(order.status)}
                  label={t(statusLabelKey(order.status), { defaultValue: order.status })}
                />
              </td>
              <td className="staff-table__nowrap">
                {order.deadline ? formatDateTime(order.deadline, i18n.language) : t('staff-no-deadline')}
                {order.isLate ? <StatusBadge tone="danger" label={t('staff-late')} /> : null}
              </td>
              <td>{order.assignee?.fullName ?? <span className="staff-table__muted">{t('staff-unassigned')}</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
