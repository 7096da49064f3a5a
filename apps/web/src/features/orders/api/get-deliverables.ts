import { ZDeliverablesResponse } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from './get-order.ts';

/** GET /api/order/{externalId}/deliverables: the edited files, or none and the awaiting-payment error. */
export function deliverablesQuery(externalId: string) {
  return queryOptions({
    queryKey: orderKeys.deliverables(externalId),
    queryFn: ({ signal }) => api.get(`/api/order/${encodeURIComponent(externalId)}/deliverables`, ZDeliverablesResponse, signal),
  });
}

export function deliverableUrl(externalId: string, key: string): string {
  return `/api/order/${encodeURIComponent(externalId)}/deliverables/${encodeURIComponent(key)}`;
}
