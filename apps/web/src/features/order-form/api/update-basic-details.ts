import type { ZBasicDetailsRequest } from '@portal/domain';
import type { z } from 'zod';
import { useOrderFormSave } from '../hooks/use-order-form-save.ts';
import { SAVE_FAILURE_GO_BACK } from '../utils/save-failure.ts';
import { writeOrderForm } from './write-order-form.ts';

export type TBasicDetails = z.input<typeof ZBasicDetailsRequest>;

/** PUT /api/order-form/{id}/basic-details: the goal, "upload later" and whether bundles were asked for. */
export function updateBasicDetails(orderId: string, details: TBasicDetails) {
  return writeOrderForm('put', orderId, 'basic-details', details);
}

export function useUpdateBasicDetails() {
  return useOrderFormSave(updateBasicDetails, { goBackTo: SAVE_FAILURE_GO_BACK.basicDetails });
}
