import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-client.ts';

const TEN_MINUTES = 10 * 60 * 1000;
const accountSchemas = () => import('@portal/domain/api/account');

/** GET /api/countries and the registration currencies: the same calls and cache keys as password registration. */
const countriesQuery = queryOptions({
  queryKey: queryKeys.countries,
  queryFn: ({ signal }) => api.get('/api/countries', () => accountSchemas().then((s) => s.ZCountriesResponse), signal),
  select: (data) => data.countries,
  staleTime: TEN_MINUTES,
});

const currenciesQuery = queryOptions({
  queryKey: [...queryKeys.currencies, 'registration'],
  queryFn: ({ signal }) =>
    api.get('/api/payment/currencies?purpose=registration', () => accountSchemas().then((s) => s.ZCurrenciesResponse), signal),
  select: (data) => data.currencies,
  staleTime: TEN_MINUTES,
});

export function useRegistrationOptions() {
  const countries = useQuery(countriesQuery);
  const currencies = useQuery(currenciesQuery);
  return {
    countries: countries.data ?? [],
    currencies: currencies.data ?? [],
    isLoading: countries.isPending || currencies.isPending,
    isError: countries.isError || currencies.isError,
  };
}
