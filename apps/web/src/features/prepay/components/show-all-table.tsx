import { type ReactNode, useId, useState } from 'react';
import { BillingTable, type TBillingColumn } from '../../../components/billing-table/billing-table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { hasHiddenRows, shownRows } from '../utils/shown-rows.ts';

type TShowAllTableProps<T> = {
  title: string;
  rows: readonly T[];
  emptyText: string;
  columns: readonly (TBillingColumn | null)[];
  renderRow: (row: T) => ReactNode;
};

/** A titled table of the first rows, with a toggle for the rest. */
export function ShowAllTable<T>({ title, rows, emptyText, columns, renderRow }: TShowAllTableProps<T>) {
  const { t } = useTranslation();
  const [isExpanded, setIsExpanded] = useState(false);
  const titleId = useId();
  const tableId = useId();
  const shown = shownRows(rows, isExpanded);
  return (
    <section className="card prepay-list" aria-labelledby={titleId}>
      <h2 id={titleId} className="prepay-list__title">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="prepay-list__empty">{emptyText}</p>
      ) : (
        <BillingTable
          id={tableId}
          caption={t('prepay-table-caption', { title, shown: shown.length, count: rows.length })}
          columns={columns}
        >
          {shown.map(renderRow)}
        </BillingTable>
      )}
      {hasHiddenRows(rows) ? (
        <Button variant="link" aria-expanded={isExpanded} aria-controls={tableId} onClick={() => setIsExpanded(!isExpanded)}>
          {isExpanded ? t('prepay-show-fewer') : t('prepay-show-all', { count: rows.length })}
        </Button>
      ) : null}
    </section>
  );
}
