import type { ZSelectedServiceRequest } from '@portal/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { orderFormSchema } from '../../../lib/lazy-schemas.ts';
import { useOrderFormSave } from '../hooks/use-order-form-save.ts';

export type TSelectedService = z.input<typeof ZSelectedServiceRequest>;

/** PUT /api/order-form/{id}/selected-service: the services chosen on a selection step, with delivery tier. */
export function updateSelectedService(orderId: string, selection: TSelectedService) {
  return api.put(
    `/api/order-form/${encodeURIComponent(orderId)}/selected-service`,
    selection,
    orderFormSchema('ZOrderFormResponse'),
  );
}

export function useUpdateSelectedService() {
  return useOrderFormSave(updateSelectedService);
}
