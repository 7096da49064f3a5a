import { api } from '../../../lib/api-client.ts';
import { orderFormSchema } from '../../../lib/lazy-schemas.ts';
import { useOrderFormSave } from '../hooks/use-order-form-save.ts';

/** DELETE /api/order-form/{id}/discount-code/{code}: takes the promo code off the order. */
export function removeDiscountCode(orderId: string, code: string) {
  return api.delete(
    `/api/order-form/${encodeURIComponent(orderId)}/discount-code/${encodeURIComponent(code)}`,
    orderFormSchema('ZDiscountCodeResponse'),
  );
}

export function useRemoveDiscountCode() {
  return useOrderFormSave(removeDiscountCode, { isQuiet: true });
}
