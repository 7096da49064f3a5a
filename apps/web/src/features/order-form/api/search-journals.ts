import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderFormSchema } from '../../../lib/lazy-schemas.ts';
import { orderFormKeys } from './order-form-cache.ts';

export const JOURNAL_SEARCH_MIN = 3;
export const JOURNAL_SEARCH_MAX_RESULTS = 10;

/** GET /api/journals?search=: the ten best matches; a failure is an empty list (spec §7). */
export function journalSearchQuery(search: string) {
  return queryOptions({
    queryKey: orderFormKeys.journalSearch(search),
    queryFn: ({ signal }) =>
      apiRequest(`/api/journals?search=${encodeURIComponent(search)}`, {
        schema: orderFormSchema('ZJournalSearchResponse'),
        signal,
        isQuiet: true,
      })
        .then((data) => data.journals.slice(0, JOURNAL_SEARCH_MAX_RESULTS))
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') throw error;
          return [];
        }),
    enabled: search.length >= JOURNAL_SEARCH_MIN,
    staleTime: 5 * 60_000,
  });
}
