import type { ZSelectedServiceRequest } from '@portal/domain';
import type { z } from 'zod';
import { useOrderFormSave } from '../hooks/use-order-form-save.ts';
import { writeOrderForm } from './write-order-form.ts';

export type TSelectedService = z.input<typeof ZSelectedServiceRequest>;

/** PUT /api/order-form/{id}/selected-service: the services chosen on a selection step, with delivery tier. */
export function updateSelectedService(orderId: string, selection: TSelectedService) {
  return writeOrderForm('put', orderId, 'selected-service', selection);
}

export function useUpdateSelectedService() {
  return useOrderFormSave(updateSelectedService);
}
