import { type TUser, ZOrderCountResponse } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { patchCachedUser } from '../../../lib/application.ts';
import { queryKeys } from '../../../lib/query-client.ts';

/** GET /api/users/{identity}/order-count; the fresh count is written back onto the cached user. */
export function orderCountQuery(identity: string) {
  return queryOptions({
    queryKey: queryKeys.orderCount(identity),
    queryFn: async ({ signal }) => {
      const { numberOfOrders } = await api.get(
        `/api/users/${encodeURIComponent(identity)}/order-count`,
        ZOrderCountResponse,
        signal,
      );
      patchCachedUser((user) => ({ ...user, numberOfOrders }));
      return numberOfOrders;
    },
  });
}

/** The cached count shows at once (spec §7); the call refreshes it. */
export function useOrderCount(user: TUser): number {
  const { data } = useQuery({ ...orderCountQuery(user.identity), placeholderData: user.numberOfOrders });
  return data ?? user.numberOfOrders;
}
