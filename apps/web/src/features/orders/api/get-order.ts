import { ZOrderDetailsResponse } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';
import { ORDER_POLL_INTERVAL_MS, ORDER_POLL_LIMIT } from '../utils/polling.ts';

export const orderKeys = {
  details: (externalId: string) => ['orders', externalId] as const,
  deliverables: (externalId: string) => ['orders', externalId, 'deliverables'] as const,
  certificate: (externalId: string) => ['orders', externalId, 'certificate'] as const,
  services: (externalId: string) => ['orders', externalId, 'services'] as const,
  rewardPoints: (identity: string, externalId: string) => ['users', identity, 'reward-points', externalId] as const,
};

/** GET /api/order/{externalId}: the order, or null while it is not placed yet (the payment may still be settling). */
export async function getOrder(externalId: string, signal?: AbortSignal) {
  try {
    const response = await api.get(`/api/order/${encodeURIComponent(externalId)}`, ZOrderDetailsResponse, signal);
    return response.order;
  } catch (failure) {
    if (failure instanceof ApiError && failure.status === 404) return null;
    throw failure;
  }
}

/** Polls every 3 s until the order exists, at most 80 times (spec §9); then the page gives up. */
export function orderDetailsQuery(externalId: string) {
  return queryOptions({
    queryKey: orderKeys.details(externalId),
    queryFn: ({ signal }) => getOrder(externalId, signal),
    refetchInterval: (query) =>
      query.state.data === null && query.state.dataUpdateCount < ORDER_POLL_LIMIT ? ORDER_POLL_INTERVAL_MS : false,
    staleTime: 30_000,
  });
}
