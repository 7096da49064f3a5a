import { type TUser, ZOrderCountResponse } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { patchCachedUser } from '../../../lib/application.ts';
import { queryKeys } from '../../../lib/query-client.ts';

/**
 * GET /api/users/{identity}/order-count. The user's cached count shows at once (spec §7); the
 * fresh one replaces it and is written back onto the cached user.
 */
export function useOrderCount(user: TUser): number {
  const { data } = useQuery({
    queryKey: queryKeys.orderCount(user.identity),
    queryFn: async ({ signal }) => {
      const { numberOfOrders } = await api.get(
        `/api/users/${encodeURIComponent(user.identity)}/order-count`,
        ZOrderCountResponse,
        signal,
      );
      patchCachedUser((cached) => ({ ...cached, numberOfOrders }));
      return numberOfOrders;
    },
    placeholderData: user.numberOfOrders,
  });
  return data ?? user.numberOfOrders;
}
