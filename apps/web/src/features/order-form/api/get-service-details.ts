import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { orderFormSchema } from '../../../lib/lazy-schemas.ts';
import { orderFormKeys } from './order-form-cache.ts';

/** GET /api/service-details?serviceIdentities=a,b: file types, journal needs and questions of the chosen services. */
export function serviceDetailsQuery(serviceIdentities: readonly string[]) {
  return queryOptions({
    queryKey: orderFormKeys.serviceDetails(serviceIdentities),
    queryFn: ({ signal }) =>
      api.get(
        `/api/service-details?serviceIdentities=${encodeURIComponent(serviceIdentities.join(','))}`,
        orderFormSchema('ZServiceDetailsResponse'),
        signal,
      ),
    staleTime: 5 * 60_000,
  });
}
