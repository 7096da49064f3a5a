import type { TCurrency } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, serverChecked } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-client.ts';

/** GET /api/payment/currencies: what a visitor may pay in; CNY is never offered in the picker (spec §3). */
export const currenciesQuery = queryOptions({
  queryKey: queryKeys.currencies,
  queryFn: ({ signal }) => api.get('/api/payment/currencies', serverChecked<{ currencies: TCurrency[] }>(), signal),
  select: (data) => data.currencies.filter((c) => c.isoCode !== 'CNY'),
  staleTime: 10 * 60_000,
});
