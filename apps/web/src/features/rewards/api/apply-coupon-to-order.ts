import { ZDiscountCodeResponse, ZLoadOrderFormResponse } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * Puts a coupon on the order form in progress through the order form's own calls: GET /api/order-form/new
 * answers the unfinished order (or starts one), then PUT …/discount-code/{code} applies the code, where the
 * best-discount rule decides as for any code typed in the form.
 */
export async function applyCouponToOrder(code: string) {
  const { order } = await api.get('/api/order-form/new', ZLoadOrderFormResponse);
  return api.put(
    `/api/order-form/${encodeURIComponent(order.identity)}/discount-code/${encodeURIComponent(code)}`,
    {},
    ZDiscountCodeResponse,
  );
}

export function useApplyCouponToOrder() {
  return useMutation({ mutationFn: applyCouponToOrder });
}
