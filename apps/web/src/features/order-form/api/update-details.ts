import type { ZDetailsRequest } from '@portal/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { orderFormSchema } from '../../../lib/lazy-schemas.ts';
import { useOrderFormSave } from '../hooks/use-order-form-save.ts';

export type TDetails = z.input<typeof ZDetailsRequest>;

/** PUT /api/order-form/{id}/details: the details step's answers, a duplicate-order choice, or only a currency. */
export function updateDetails(orderId: string, details: TDetails) {
  return api.put(`/api/order-form/${encodeURIComponent(orderId)}/details`, details, orderFormSchema('ZOrderFormResponse'));
}

export function useUpdateDetails() {
  return useOrderFormSave(updateDetails);
}
