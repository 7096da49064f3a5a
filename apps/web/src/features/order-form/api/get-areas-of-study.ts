import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { orderFormSchema } from '../../../lib/lazy-schemas.ts';
import { orderFormKeys } from './order-form-cache.ts';

/** GET /api/areas-of-study: the whole three-level tree, for the cascading selects and for naming a saved choice. */
export const areasOfStudyQuery = queryOptions({
  queryKey: orderFormKeys.areasOfStudy,
  queryFn: ({ signal }) => api.get('/api/areas-of-study', orderFormSchema('ZAreasOfStudyResponse'), signal),
  select: (data) => data.areasOfStudy,
  staleTime: 30 * 60_000,
});
