import { type TUser, ZOrderCountResponse } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { patchCachedUser } from '../../../lib/application.ts';
import { keepOrderCount, ORDER_COUNT_KEPT_MS, readKeptOrderCount } from '../../../lib/order-count-cache.ts';
import { queryKeys } from '../../../lib/query-client.ts';

/**
 * GET /api/users/{identity}/order-count (shell-and-account §7): the count is kept in this browser, and a kept
 * count is used without a call for as long as the user's data is (ten minutes); an older one shows while the
 * call refreshes it. The fresh count is kept and written back onto the cached user.
 */
export function orderCountQuery(identity: string) {
  return queryOptions({
    queryKey: queryKeys.orderCount(identity),
    queryFn: async ({ signal }) => {
      const { numberOfOrders } = await api.get(
        `/api/users/${encodeURIComponent(identity)}/order-count`,
        ZOrderCountResponse,
        signal,
      );
      keepOrderCount(identity, numberOfOrders);
      patchCachedUser((user) => ({ ...user, numberOfOrders }));
      return numberOfOrders;
    },
    initialData: () => readKeptOrderCount(identity)?.count,
    initialDataUpdatedAt: () => readKeptOrderCount(identity)?.at,
    staleTime: ORDER_COUNT_KEPT_MS,
  });
}

/** The kept count, else the user's own until the call answers. */
export function useOrderCount(user: TUser): number {
  const { data } = useQuery({ ...orderCountQuery(user.identity), placeholderData: user.numberOfOrders });
  return data ?? user.numberOfOrders;
}
