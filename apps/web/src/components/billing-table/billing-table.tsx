import { formatLongDate, formatMoney, type TMoneyCurrency } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translation.ts';
import './billing-table.css';

/** A column's header: its text (or control), and whether it holds amounts (right-aligned figures). */
export type TBillingColumn = { label: ReactNode; isAmount?: boolean; className?: string };

type TBillingTableProps = {
  /** The table's name for screen readers; not shown. */
  caption?: string;
  /** The header cells, in order; a null is a column this table leaves out. */
  columns: readonly (TBillingColumn | null)[];
  /** The body rows. */
  children: ReactNode;
  /** A total row under the body. */
  foot?: ReactNode;
  /** A new page of rows is loading: the old ones fade. */
  isBusy?: boolean;
  id?: string;
  /** The feature's own class beside `billing-table` (its column widths, its row states). */
  className?: string;
  /** Rows a little taller, as the invoice history's. */
  isRoomy?: boolean;
};

/**
 * The table of money documents (invoices, prepayments, credits, referral credits, fapiaos): one look for all of
 * them, wide tables scroll sideways inside their card instead of widening the page.
 */
export function BillingTable({
  caption,
  columns,
  children,
  foot,
  isBusy = false,
  id,
  className,
  isRoomy = false,
}: TBillingTableProps) {
  const classes = ['data-table billing-table', isRoomy ? 'billing-table--roomy' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className="billing-table__scroll">
      <table id={id} className={classes} aria-busy={isBusy || undefined}>
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column, index) =>
              column ? (
                // Columns are fixed for a table: their place is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: the header cells never move
                <th key={index} scope="col" className={columnClassOf(column)}>
                  {column.label}
                </th>
              ) : null,
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {foot ? <tfoot>{foot}</tfoot> : null}
      </table>
    </div>
  );
}

function columnClassOf({ isAmount = false, className }: TBillingColumn): string | undefined {
  return [isAmount ? 'billing-table__amount' : '', className ?? ''].filter(Boolean).join(' ') || undefined;
}

/** A document's number as the row's header cell. */
export function NumberCell({ children }: { children: ReactNode }) {
  return (
    <th scope="row" className="billing-table__number">
      {children}
    </th>
  );
}

/** A day in the page's language, kept on one line; `fallback` where there is no day. */
export function DateCell({ value, fallback = null }: { value: string | null; fallback?: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <td className="billing-table__nowrap">
      {value ? <time dateTime={value}>{formatLongDate(value, i18n.language)}</time> : fallback}
    </td>
  );
}

/** An amount in its currency, right-aligned; `children` in its place when given (a "Paid" label, a dash). */
export function AmountCell({
  amount,
  currency,
  children,
}: {
  amount: number;
  currency: Pick<TMoneyCurrency, 'sign' | 'numDecimals'>;
  children?: ReactNode;
}) {
  return <td className="billing-table__amount">{children ?? formatMoney(amount, currency)}</td>;
}

export type TBillingTone = 'success' | 'warning' | 'error' | 'info' | 'muted';

/** A document's state as a small coloured label: paid, unpaid, credited, issued… */
export function BillingStatus({ tone, children }: { tone: TBillingTone; children: ReactNode }) {
  return <span className={`billing-status billing-status--${tone}`}>{children}</span>;
}
