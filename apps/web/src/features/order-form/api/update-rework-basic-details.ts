import type { ZReworkBasicDetailsRequest } from '@portal/domain';
import type { z } from 'zod';
import { useOrderFormSave } from '../hooks/use-order-form-save.ts';
import { SAVE_FAILURE_GO_BACK } from '../utils/save-failure.ts';
import { writeOrderForm } from './write-order-form.ts';

export type TReworkBasicDetails = z.output<typeof ZReworkBasicDetailsRequest>;

/** PUT /api/order-form/{id}/rework-basic-details: language, word count and "upload later" of a rework order. */
export function updateReworkBasicDetails(orderId: string, details: TReworkBasicDetails) {
  return writeOrderForm('put', orderId, 'rework-basic-details', details);
}

export function useUpdateReworkBasicDetails() {
  return useOrderFormSave(updateReworkBasicDetails, { goBackTo: SAVE_FAILURE_GO_BACK.reworkBasicDetails });
}
