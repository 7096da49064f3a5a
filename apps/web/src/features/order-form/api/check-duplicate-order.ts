import { apiRequest } from '../../../lib/api-client.ts';
import { orderFormSchema } from '../../../lib/lazy-schemas.ts';

/** GET /api/order/duplicate?title=: an earlier order with the same project title, if any. Failures stay silent. */
export function checkDuplicateOrder(title: string, signal?: AbortSignal) {
  return apiRequest(`/api/order/duplicate?title=${encodeURIComponent(title)}`, {
    schema: orderFormSchema('ZDuplicateResponse'),
    signal,
    isQuiet: true,
  });
}
