import { hasOrderFilters, parseFilterDate, type TOrderFilters, toFilterDate } from '@portal/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/translation.ts';

type TOrderSearchFormProps = {
  filters: TOrderFilters;
  onSearch: (filters: TOrderFilters) => void;
};

/**
 * The dashboard's order search (xid, orderTitle, from, to): dates are picked as days and sent as MM/dd/yyyy.
 * The parent remounts it when the path's filters change, so the fields always show the list's filters.
 */
export function OrderSearchForm({ filters, onSearch }: TOrderSearchFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({
    xid: filters.xid,
    orderTitle: filters.orderTitle,
    from: parseFilterDate(filters.from) ?? '',
    to: parseFilterDate(filters.to) ?? '',
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onSearch({
      xid: draft.xid.trim(),
      orderTitle: draft.orderTitle.trim(),
      from: toFilterDate(draft.from),
      to: toFilterDate(draft.to),
      page: 1,
    });
  }

  return (
    <search aria-label={t('dashboard-search-label')}>
      <form className="order-search" onSubmit={onSubmit}>
        <TextField
          name="xid"
          label={t('dashboard-search-xid')}
          value={draft.xid}
          maxLength={40}
          onChange={(event) => setDraft({ ...draft, xid: event.target.value })}
        />
        <TextField
          name="orderTitle"
          label={t('dashboard-search-title')}
          value={draft.orderTitle}
          maxLength={512}
          onChange={(event) => setDraft({ ...draft, orderTitle: event.target.value })}
        />
        <DateField
          name="from"
          label={t('dashboard-search-from')}
          value={draft.from}
          onChange={(from) => setDraft({ ...draft, from })}
        />
        <DateField name="to" label={t('dashboard-search-to')} value={draft.to} onChange={(to) => setDraft({ ...draft, to })} />
        <div className="order-search__actions">
          <Button type="submit">{t('dashboard-search-submit')}</Button>
          {hasOrderFilters(filters) ? (
            <Button variant="secondary" onClick={() => onSearch({ xid: '', orderTitle: '', from: '', to: '', page: 1 })}>
              {t('dashboard-search-clear')}
            </Button>
          ) : null}
        </div>
      </form>
    </search>
  );
}
