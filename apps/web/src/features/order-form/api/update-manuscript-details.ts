import type { ZManuscriptDetailsRequest } from '@portal/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { orderFormSchema } from '../../../lib/lazy-schemas.ts';
import { useOrderFormSave } from '../hooks/use-order-form-save.ts';

export type TManuscriptDetails = z.output<typeof ZManuscriptDetailsRequest>;

/** PUT /api/order-form/{id}/manuscript-details: language and word count, typed or detected. */
export function updateManuscriptDetails(orderId: string, details: TManuscriptDetails) {
  return api.put(
    `/api/order-form/${encodeURIComponent(orderId)}/manuscript-details`,
    details,
    orderFormSchema('ZOrderFormResponse'),
  );
}

export function useUpdateManuscriptDetails() {
  return useOrderFormSave(updateManuscriptDetails);
}
