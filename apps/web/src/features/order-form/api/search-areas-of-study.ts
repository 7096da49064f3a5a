import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { orderFormSchema } from '../../../lib/lazy-schemas.ts';
import { orderFormKeys } from './order-form-cache.ts';

export const AREA_OF_STUDY_SEARCH_MIN = 2;
export const AREA_OF_STUDY_SEARCH_MAX_RESULTS = 6;

/** GET /api/areas-of-study?search=: at most six selectable areas matching two or more typed characters. */
export function areaOfStudySearchQuery(search: string) {
  return queryOptions({
    queryKey: orderFormKeys.areaOfStudySearch(search),
    queryFn: ({ signal }) =>
      api.get(`/api/areas-of-study?search=${encodeURIComponent(search)}`, orderFormSchema('ZAreasOfStudyResponse'), signal),
    select: (data) => data.areasOfStudy.filter((a) => a.isLeaf).slice(0, AREA_OF_STUDY_SEARCH_MAX_RESULTS),
    enabled: search.length >= AREA_OF_STUDY_SEARCH_MIN,
    staleTime: 5 * 60_000,
  });
}
