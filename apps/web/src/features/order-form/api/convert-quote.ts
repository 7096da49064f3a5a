import { useOrderFormSave } from '../hooks/use-order-form-save.ts';
import { writeOrderForm } from './write-order-form.ts';

/** POST /api/order-form/{id}/convert-quote: continues ordering from a price quote. */
export function convertQuote(orderId: string) {
  return writeOrderForm('post', orderId, 'convert-quote', {});
}

export function useConvertQuote() {
  return useOrderFormSave((orderId: string, _: undefined) => convertQuote(orderId));
}
