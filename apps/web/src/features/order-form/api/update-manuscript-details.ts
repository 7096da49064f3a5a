import type { ZManuscriptDetailsRequest } from '@portal/domain';
import type { z } from 'zod';
import { useOrderFormSave } from '../hooks/use-order-form-save.ts';
import { writeOrderForm } from './write-order-form.ts';

export type TManuscriptDetails = z.output<typeof ZManuscriptDetailsRequest>;

/** PUT /api/order-form/{id}/manuscript-details: language and word count, typed or detected. */
export function updateManuscriptDetails(orderId: string, details: TManuscriptDetails) {
  return writeOrderForm('put', orderId, 'manuscript-details', details);
}

export function useUpdateManuscriptDetails() {
  return useOrderFormSave(updateManuscriptDetails);
}
