import { CERTIFICATE_POLL_INTERVAL_MS, CERTIFICATE_POLL_LIMIT, orderSearchQuery, ZOrderSearchResponse } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from './get-order.ts';

/**
 * The order's certificate through GET /api/order/search?xid (researcher-area §7: "also used to find an
 * order's certificate"), polled every 10 s, 5 times at most, until it exists (order-form-and-checkout §9).
 */
export function orderCertificateQuery(externalId: string) {
  return queryOptions({
    queryKey: orderKeys.certificate(externalId),
    queryFn: async ({ signal }) => {
      const query = orderSearchQuery({ xid: externalId, orderTitle: '', from: '', to: '', page: 1 });
      const { orders } = await api.get(`/api/order/search?${query}`, ZOrderSearchResponse, signal);
      return orders.find((order) => order.externalId === externalId)?.certificate ?? null;
    },
    refetchInterval: (query) =>
      query.state.data === null && query.state.dataUpdateCount < CERTIFICATE_POLL_LIMIT ? CERTIFICATE_POLL_INTERVAL_MS : false,
  });
}
