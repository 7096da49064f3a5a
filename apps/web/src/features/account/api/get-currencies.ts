import { ZCurrenciesResponse } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-client.ts';

/** GET /api/payment/currencies: the currencies the user may choose. */
export const currenciesQuery = queryOptions({
  queryKey: queryKeys.currencies,
  queryFn: ({ signal }) => api.get('/api/payment/currencies', ZCurrenciesResponse, signal),
  select: (data) => data.currencies,
  staleTime: 10 * 60 * 1000,
});

export function useCurrencies() {
  return useQuery(currenciesQuery);
}
