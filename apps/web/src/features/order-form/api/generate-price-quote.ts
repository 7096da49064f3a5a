import { api } from '../../../lib/api-client.ts';
import { orderFormSchema } from '../../../lib/lazy-schemas.ts';
import { useOrderFormSave } from '../hooks/use-order-form-save.ts';

/** PUT /api/order-form/{id}/generate-price-quote: freezes a quote; the order then names its estimate. */
export function generatePriceQuote(orderId: string) {
  return api.put(
    `/api/order-form/${encodeURIComponent(orderId)}/generate-price-quote`,
    {},
    orderFormSchema('ZOrderFormResponse'),
  );
}

export function useGeneratePriceQuote() {
  return useOrderFormSave((orderId: string, _: undefined) => generatePriceQuote(orderId));
}
