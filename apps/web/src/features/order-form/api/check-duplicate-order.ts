import { ZDuplicateResponse } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/order/duplicate?title=: an earlier order with the same project title, if any. Failures stay silent. */
export function checkDuplicateOrder(title: string, signal?: AbortSignal) {
  return apiRequest(`/api/order/duplicate?title=${encodeURIComponent(title)}`, {
    schema: ZDuplicateResponse,
    signal,
    isQuiet: true,
  });
}
