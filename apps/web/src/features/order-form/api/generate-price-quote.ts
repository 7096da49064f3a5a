import { useOrderFormSave } from '../hooks/use-order-form-save.ts';
import { writeOrderForm } from './write-order-form.ts';

/** PUT /api/order-form/{id}/generate-price-quote: freezes a quote; the order then names its estimate. */
export function generatePriceQuote(orderId: string) {
  return writeOrderForm('put', orderId, 'generate-price-quote', {});
}

export function useGeneratePriceQuote() {
  return useOrderFormSave((orderId: string, _: undefined) => generatePriceQuote(orderId));
}
