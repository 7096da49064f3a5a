import { STAFF_QUEUE_PAGE_SIZE, type TStaffQueueQuery } from '@portal/domain';
import { useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { LoadFallback } from '../../../components/ui/load-fallback.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { useEditors } from '../api/get-editors.ts';
import { useStaffQueue } from '../api/get-staff-queue.ts';
import { PendingProofs } from '../components/pending-proofs.tsx';
import { EMPTY_FILTERS, QueueFilters, type TQueueFilterValues } from '../components/queue-filters.tsx';
import { QueueTable } from '../components/queue-table.tsx';
import { StaffListPage } from '../components/staff-list-page.tsx';
import { STAFF_LOAD_TEXTS, StaffListPages } from '../components/staff-list-parts.tsx';
import '../staff.css';

const FILTER_NAMES = ['q', 'status', 'stage', 'deadlineFrom', 'deadlineTo', 'assignee'] as const;

const QUEUE_TEXTS = { title: 'staff-queue-title', lead: 'staff-queue-lead', list: 'staff-queue-caption' };

/** The filters as the address holds them, so a filtered queue can be shared and survives the back button. */
function filtersOf(search: URLSearchParams): TQueueFilterValues {
  const values = { ...EMPTY_FILTERS, late: search.get('late') === 'true' };
  for (const name of FILTER_NAMES) values[name] = search.get(name) ?? EMPTY_FILTERS[name];
  return values;
}

/** /{lang}/staff: the order queue. */
export function Component() {
  const { t } = useTranslation();
  const { lang = 'en' } = useParams();
  const [search, setSearch] = useSearchParams();
  const values = filtersOf(search);
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const query: TStaffQueueQuery = {
    status: values.status as TStaffQueueQuery['status'],
    page,
    ...Object.fromEntries(FILTER_NAMES.filter((name) => name !== 'status' && values[name]).map((name) => [name, values[name]])),
    ...(values.late ? { late: 'true' as const } : {}),
  };
  const queue = useStaffQueue(query);
  const editors = useEditors();
  const data = queue.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.pagination.total / STAFF_QUEUE_PAGE_SIZE)) : 1;

  function apply(next: TQueueFilterValues) {
    const params = new URLSearchParams();
    for (const name of FILTER_NAMES) if (next[name] && next[name] !== EMPTY_FILTERS[name]) params.set(name, next[name]);
    if (next.late) params.set('late', 'true');
    setSearch(params);
  }

  function goToPage(target: number) {
    const params = new URLSearchParams(search);
    params.set('page', String(target));
    setSearch(params);
  }

  return (
    <StaffListPage texts={QUEUE_TEXTS} listId="staff-queue-list" after={<PendingProofs lang={lang} />}>
      <QueueFilters key={search.toString()} values={values} editors={editors.data ?? []} onApply={apply} />
      {!data ? (
        <LoadFallback query={queue} texts={STAFF_LOAD_TEXTS} className="staff-loading" />
      ) : data.orders.length === 0 ? (
        <div className="staff-empty">
          <p>{page > 1 ? t('staff-queue-empty-page') : t('staff-queue-empty')}</p>
          {search.toString() ? (
            <Button variant="secondary" onClick={() => setSearch(new URLSearchParams())}>
              {t('staff-filter-clear')}
            </Button>
          ) : null}
        </div>
      ) : (
        <>
          <p className="staff-count" aria-live="polite">
            {t('staff-queue-count', { total: data.pagination.total })}
          </p>
          <QueueTable orders={data.orders} lang={lang} isBusy={queue.isFetching} />
          <StaffListPages page={page} pageCount={pageCount} onPage={goToPage} />
        </>
      )}
    </StaffListPage>
  );
}
