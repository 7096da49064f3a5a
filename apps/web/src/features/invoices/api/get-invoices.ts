import type { TInvoiceLoadResponse } from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, serverChecked } from '../../../lib/api-client.ts';

export type TInvoiceFilters = {
  status: 'unpaid' | 'all';
  /** ISO dates (yyyy-mm-dd); the server compares by day. */
  from: string;
  to: string;
  orderNumber: string;
  page: number;
};

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (filters: TInvoiceFilters) => ['invoices', 'list', filters] as const,
};

function searchOf(filters: TInvoiceFilters): string {
  const search = new URLSearchParams({ status: filters.status, page: String(filters.page) });
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  if (filters.orderNumber.trim()) search.set('orderNumber', filters.orderNumber.trim());
  return search.toString();
}

/** GET /api/invoice/load: one page of invoices matching the filters, plus every unpaid invoice and the balances. */
export function invoicesQuery(filters: TInvoiceFilters) {
  return queryOptions({
    queryKey: invoiceKeys.list(filters),
    queryFn: ({ signal }): Promise<TInvoiceLoadResponse> =>
      api.get(`/api/invoice/load?${searchOf(filters)}`, serverChecked<TInvoiceLoadResponse>(), signal),
    // Orders placed and payments made elsewhere change the lists: asked afresh each time a page opens.
    staleTime: 0,
  });
}

/** The previous page stays on screen while the next one loads, so the table does not jump. */
export function useInvoices(filters: TInvoiceFilters) {
  return useQuery({ ...invoicesQuery(filters), placeholderData: keepPreviousData });
}
