import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-client.ts';

const TEN_MINUTES = 10 * 60 * 1000;

/** Asked for at registration's second stage: the schemas (and zod) load with the first call. */
const accountSchemas = () => import('@portal/domain/api/account');

/** GET /api/countries (cached as the whole answer, like every reader of this key). */
const countriesQuery = queryOptions({
  queryKey: queryKeys.countries,
  queryFn: ({ signal }) =>
    api.get('/api/countries', () => accountSchemas().then((schemas) => schemas.ZCountriesResponse), signal),
  select: (data) => data.countries,
  staleTime: TEN_MINUTES,
});

/** GET /api/payment/currencies?purpose=registration: every currency; registrationCurrencies filters by country. */
const currenciesQuery = queryOptions({
  queryKey: [...queryKeys.currencies, 'registration'],
  queryFn: ({ signal }) =>
    api.get(
      '/api/payment/currencies?purpose=registration',
      () => accountSchemas().then((schemas) => schemas.ZCurrenciesResponse),
      signal,
    ),
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
