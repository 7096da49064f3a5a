import { ZOrderServicesResponse } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from './get-order.ts';

/** GET /api/order/{externalId}/services: the order's services and those the edit may add (serviceOptions). */
export function orderServicesQuery(externalId: string) {
  return queryOptions({
    queryKey: orderKeys.services(externalId),
    queryFn: ({ signal }) => api.get(`/api/order/${encodeURIComponent(externalId)}/services`, ZOrderServicesResponse, signal),
  });
}
