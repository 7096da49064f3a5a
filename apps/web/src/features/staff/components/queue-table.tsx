import { formatDateTime, type TStaffQueueOrder } from '@portal/domain';
import { Link } from 'react-router';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { orderStatusTone, StatusBadge } from '../../../components/ui/status-badge.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { stageLabelKey, statusLabelKey } from '../utils/status-labels.ts';

const QUEUE_COLUMNS = [
  'staff-column-order',
  'staff-column-researcher',
  'staff-column-stage',
  'staff-column-status',
  'staff-column-deadline',
  'staff-column-editor',
];

type TQueueTableProps = { orders: readonly TStaffQueueOrder[]; lang: string; isBusy: boolean };

/** The page of the queue: late orders are marked in words as well as in colour. */
export function QueueTable({ orders, lang, isBusy }: TQueueTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <DataTable
      classes={{ scroll: 'staff-table__scroll', table: 'data-table staff-table' }}
      columns={QUEUE_COLUMNS}
      caption={t('staff-queue-caption')}
      isBusy={isBusy}
    >
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
    </DataTable>
  );
}
