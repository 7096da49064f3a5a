import { orderSearchQuery, type TOrderFilters, ZOrderSearchResponse } from '@portal/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const dashboardKeys = {
  search: (filters: TOrderFilters) => ['orders', 'search', filters] as const,
  dashboard: ['researcher', 'dashboard'] as const,
};

/** GET /api/order/search: one page of the researcher's orders matching the filters. */
export function searchOrders(filters: TOrderFilters, signal?: AbortSignal) {
  const query = orderSearchQuery(filters);
  return api.get(`/api/order/search${query ? `?${query}` : ''}`, ZOrderSearchResponse, signal);
}

/** The list keeps the previous page on screen while the next one loads. */
export function orderSearchQueryOptions(filters: TOrderFilters) {
  return queryOptions({
    queryKey: dashboardKeys.search(filters),
    queryFn: ({ signal }) => searchOrders(filters, signal),
    placeholderData: keepPreviousData,
  });
}
