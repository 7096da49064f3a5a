import type { TInvoice } from '@portal/domain';
import type { TBillingTone } from '../../../components/billing-table/billing-table.tsx';

export type TInvoiceStatus = 'paid' | 'unpaid' | 'partly-paid' | 'pending-writeoff';

/** The colour of each status's label. */
export const INVOICE_STATUS_TONES: Record<TInvoiceStatus, TBillingTone> = {
  paid: 'success',
  unpaid: 'error',
  'partly-paid': 'warning',
  'pending-writeoff': 'muted',
};

/** The spec's unpaid filter: a balance above 0 and not pending write-off; only those can be paid. */
export function isPayable(invoice: Pick<TInvoice, 'balance' | 'pendingWriteoff'>): boolean {
  return invoice.balance > 0 && !invoice.pendingWriteoff;
}

export function invoiceStatus(invoice: Pick<TInvoice, 'balance' | 'totalAmount' | 'pendingWriteoff'>): TInvoiceStatus {
  if (invoice.balance <= 0) return 'paid';
  if (invoice.pendingWriteoff) return 'pending-writeoff';
  return invoice.balance < invoice.totalAmount ? 'partly-paid' : 'unpaid';
}

/**
 * The pay page's path segment: each number URL-encoded, joined by commas (researcher-area §2). The router
 * decodes the segment, so the page splits on the commas of the decoded text.
 */
export function encodeInvoiceNumbers(invoiceNumbers: readonly string[]): string {
  return invoiceNumbers.map(encodeURIComponent).join(',');
}

export function decodeInvoiceNumbers(segment: string | undefined): string[] {
  if (!segment) return [];
  return [...new Set(segment.split(',').map((number) => number.trim()))].filter(Boolean);
}

/** Totals per currency, so that invoices in different currencies are never added together. */
export function sumByCurrency<T extends Pick<TInvoice, 'currency'>>(
  invoices: readonly T[],
  amountOf: (invoice: T) => number,
): { currency: TInvoice['currency']; amount: number }[] {
  const sums = new Map<string, { currency: TInvoice['currency']; amount: number }>();
  for (const invoice of invoices) {
    const entry = sums.get(invoice.currency.isoCode) ?? { currency: invoice.currency, amount: 0 };
    entry.amount += amountOf(invoice);
    sums.set(invoice.currency.isoCode, entry);
  }
  return [...sums.values()];
}

/** A fapiao is asked for one invoice at a time: paying several at once offers no fapiao choice (spec §5). */
export function isFapiaoSelectionDisabled(invoices: readonly unknown[]): boolean {
  return invoices.length > 1;
}
