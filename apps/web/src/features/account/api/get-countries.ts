import { ZCountriesResponse } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-client.ts';

/** GET /api/countries: reference data, changes rarely. */
export const countriesQuery = queryOptions({
  queryKey: queryKeys.countries,
  queryFn: ({ signal }) => api.get('/api/countries', ZCountriesResponse, signal),
  select: (data) => data.countries,
  staleTime: 10 * 60 * 1000,
});

export function useCountries() {
  return useQuery(countriesQuery);
}
