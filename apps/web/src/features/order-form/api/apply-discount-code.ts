import { api } from '../../../lib/api-client.ts';
import { orderFormSchema } from '../../../lib/lazy-schemas.ts';
import { useOrderFormSave } from '../hooks/use-order-form-save.ts';

/** PUT /api/order-form/{id}/discount-code/{code}: applies a promo code; the dialog shows the outcome. */
export function applyDiscountCode(orderId: string, code: string) {
  return api.put(
    `/api/order-form/${encodeURIComponent(orderId)}/discount-code/${encodeURIComponent(code)}`,
    {},
    orderFormSchema('ZDiscountCodeResponse'),
  );
}

export function useApplyDiscountCode() {
  return useOrderFormSave(applyDiscountCode, { isQuiet: true });
}
