import { api } from '../../../lib/api-client.ts';
import { orderFormSchema } from '../../../lib/lazy-schemas.ts';
import { useOrderFormSave } from '../hooks/use-order-form-save.ts';

/** POST /api/order-form/{id}/convert-quote: continues ordering from a price quote. */
export function convertQuote(orderId: string) {
  return api.post(`/api/order-form/${encodeURIComponent(orderId)}/convert-quote`, {}, orderFormSchema('ZOrderFormResponse'));
}

export function useConvertQuote() {
  return useOrderFormSave((orderId: string, _: undefined) => convertQuote(orderId));
}
