import type { TDeliveryTier } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';
import { orderFormSchema } from '../../../lib/lazy-schemas.ts';
import { useOrderFormSave } from '../hooks/use-order-form-save.ts';

/** PUT /api/order-form/{id}/update-delivery-tier: standard, rush or express for the chosen service. */
export function updateDeliveryTier(orderId: string, deliveryTier: TDeliveryTier) {
  return api.put(
    `/api/order-form/${encodeURIComponent(orderId)}/update-delivery-tier`,
    { rushed: deliveryTier === 'rush', deliveryTier },
    orderFormSchema('ZPricingResponse'),
  );
}

export function useUpdateDeliveryTier() {
  return useOrderFormSave(updateDeliveryTier);
}
