import type { ZDetailsRequest } from '@portal/domain';
import type { z } from 'zod';
import { useOrderFormSave } from '../hooks/use-order-form-save.ts';
import { writeOrderForm } from './write-order-form.ts';

export type TDetails = z.input<typeof ZDetailsRequest>;

/** PUT /api/order-form/{id}/details: the details step's answers, a duplicate-order choice, or only a currency. */
export function updateDetails(orderId: string, details: TDetails) {
  return writeOrderForm('put', orderId, 'details', details);
}

export function useUpdateDetails() {
  return useOrderFormSave(updateDetails);
}
