import { ZRewardPointsResponse } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { REWARD_POINTS_POLL_INTERVAL_MS, REWARD_POINTS_POLL_LIMIT } from '../utils/polling.ts';
import { orderKeys } from './get-order.ts';

/** GET /api/users/{identity}/reward-points?externalId: the points total, and whether this order's points are in. */
export function getRewardPoints(identity: string, externalId: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ externalId }).toString();
  return api.get(`/api/users/${encodeURIComponent(identity)}/reward-points?${query}`, ZRewardPointsResponse, signal);
}

/** A new order's points are added by a job: polled every 3 s, at most 80 times, until updated. */
export function rewardPointsQuery(identity: string, externalId: string) {
  return queryOptions({
    queryKey: orderKeys.rewardPoints(identity, externalId),
    queryFn: ({ signal }) => getRewardPoints(identity, externalId, signal),
    refetchInterval: (query) =>
      query.state.data?.updated !== true && query.state.dataUpdateCount < REWARD_POINTS_POLL_LIMIT
        ? REWARD_POINTS_POLL_INTERVAL_MS
        : false,
  });
}
