import type { TInvoice } from '@portal/domain';
import { isPayable } from './invoice-display.ts';

/**
 * The unpaid invoices chosen for payment (researcher-area §4). A selection belongs to one view and one set of
 * filters: leaving the unpaid view or changing a filter clears it; turning the page keeps it.
 */
export type TInvoiceSelection = { scope: string; numbers: ReadonlySet<string> };

export function selectionScopeOf(filters: { status: string; from: string; to: string; orderNumber: string }): string {
  return [filters.status, filters.from, filters.to, filters.orderNumber].join('|');
}

/** The invoices selected in this scope: none when the selection was made in another. */
export function selectedIn(selection: TInvoiceSelection, scope: string): ReadonlySet<string> {
  return selection.scope === scope ? selection.numbers : new Set<string>();
}

/** The selection after ticking (or unticking) these invoices in this scope. */
export function changeSelection(
  selection: TInvoiceSelection,
  scope: string,
  invoiceNumbers: readonly string[],
  isSelected: boolean,
): TInvoiceSelection {
  const next = new Set(selectedIn(selection, scope));
  for (const number of invoiceNumbers) {
    if (isSelected) next.add(number);
    else next.delete(number);
  }
  return { scope, numbers: next };
}

/** The header checkbox: it selects every payable invoice of the page; ticked when all are, mixed when some are. */
export function headerCheckboxOf(
  invoices: readonly Pick<TInvoice, 'invoiceNumber' | 'balance' | 'pendingWriteoff'>[],
  selected: ReadonlySet<string>,
): { payable: string[]; isAllSelected: boolean; isMixed: boolean } {
  const payable = invoices.filter(isPayable).map((invoice) => invoice.invoiceNumber);
  const count = payable.filter((number) => selected.has(number)).length;
  const isAllSelected = payable.length > 0 && count === payable.length;
  return { payable, isAllSelected, isMixed: count > 0 && !isAllSelected };
}
