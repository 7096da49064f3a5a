import type { TStepName } from '@portal/domain';
import { useOrderFormSave } from '../hooks/use-order-form-save.ts';
import { writeOrderForm } from './write-order-form.ts';

/** PUT /api/order-form/{id}/step: moves the order to another step (back buttons). */
export function updateStep(orderId: string, step: TStepName) {
  return writeOrderForm('put', orderId, 'step', { step });
}

export function useUpdateStep() {
  return useOrderFormSave(updateStep);
}
