import { api } from '../../../lib/api-client.ts';
import { orderFormSchema } from '../../../lib/lazy-schemas.ts';

/** GET /api/order-form/{id}/document-details: language and word count found in the uploaded manuscript. */
export function getDocumentDetails(orderId: string, signal?: AbortSignal) {
  return api.get(
    `/api/order-form/${encodeURIComponent(orderId)}/document-details`,
    orderFormSchema('ZDocumentDetailsResponse'),
    signal,
  );
}
