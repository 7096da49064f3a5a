import { type TInvoiceLoadResponse, ZInvoiceLoadResponse } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Below the invoices' key: a payoff (which may spend credits) drops these with the invoice lists. */
export const prepayKeys = {
  balances: ['invoices', 'prepay-balances'] as const,
};

/** GET /api/invoice/load: the researcher's credits and prepayments (the invoice page of the same call is unused here). */
export const balancesQuery = queryOptions({
  queryKey: prepayKeys.balances,
  queryFn: ({ signal }): Promise<TInvoiceLoadResponse> => api.get('/api/invoice/load', ZInvoiceLoadResponse, signal),
  // Every order or payment elsewhere may change the balances: asked afresh each time the page opens.
  staleTime: 0,
});

export function useBalances() {
  return useQuery(balancesQuery);
}
