import { CREDIT_PREPAY_LIST_ROWS } from '@portal/domain';

/** The rows a credits or prepayments table shows: the first 5 until 'show all' is pressed (shell-and-account §9). */
export function shownRows<T>(rows: readonly T[], isExpanded: boolean): readonly T[] {
  return isExpanded ? rows : rows.slice(0, CREDIT_PREPAY_LIST_ROWS);
}

/** Whether the table needs its 'show all' toggle. */
export function hasHiddenRows(rows: readonly unknown[]): boolean {
  return rows.length > CREDIT_PREPAY_LIST_ROWS;
}
