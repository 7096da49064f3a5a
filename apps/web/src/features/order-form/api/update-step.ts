import type { TStepName } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';
import { orderFormSchema } from '../../../lib/lazy-schemas.ts';
import { useOrderFormSave } from '../hooks/use-order-form-save.ts';

/** PUT /api/order-form/{id}/step: moves the order to another step (back buttons). */
export function updateStep(orderId: string, step: TStepName) {
  return api.put(`/api/order-form/${encodeURIComponent(orderId)}/step`, { step }, orderFormSchema('ZOrderFormResponse'));
}

export function useUpdateStep() {
  return useOrderFormSave(updateStep);
}
