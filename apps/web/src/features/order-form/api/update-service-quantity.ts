import { api } from '../../../lib/api-client.ts';
import { orderFormSchema } from '../../../lib/lazy-schemas.ts';
import { useOrderFormSave } from '../hooks/use-order-form-save.ts';

/** PUT /api/order-form/{id}/service-options/{identity}/quantity: the figure or table count of a service. */
export function updateServiceQuantity(orderId: string, change: { serviceIdentity: string; quantity: number }) {
  return api.put(
    `/api/order-form/${encodeURIComponent(orderId)}/service-options/${encodeURIComponent(change.serviceIdentity)}/quantity`,
    { quantity: change.quantity },
    orderFormSchema('ZPricingResponse'),
  );
}

export function useUpdateServiceQuantity() {
  return useOrderFormSave(updateServiceQuantity);
}
