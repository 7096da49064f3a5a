import { type TStaffOrder, ZStaffOrderResponse } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { staffKeys, staffOrderPath } from './staff-keys.ts';

/** GET /api/staff/orders/{externalId}: the order's page. */
export function staffOrderQuery(externalId: string) {
  return queryOptions({
    queryKey: staffKeys.order(externalId),
    queryFn: async ({ signal }): Promise<TStaffOrder> =>
      (await api.get(staffOrderPath(externalId), ZStaffOrderResponse, signal)).order,
    staleTime: 0,
  });
}

export function useStaffOrder(externalId: string) {
  return useQuery(staffOrderQuery(externalId));
}

/** Every change answers the order's page as it now is: it replaces the cached one, and the queue is asked again. */
export function storeStaffOrder(order: TStaffOrder): void {
  queryClient.setQueryData(staffKeys.order(order.externalId), order);
  void queryClient.invalidateQueries({ queryKey: ['staff', 'queue'] });
}
