import type { ZSelectBundleRequest } from '@portal/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { orderFormSchema } from '../../../lib/lazy-schemas.ts';
import { useOrderFormSave } from '../hooks/use-order-form-save.ts';
import { SAVE_FAILURE_GO_BACK } from '../utils/save-failure.ts';

export type TBundleSelection = z.input<typeof ZSelectBundleRequest>;

/** POST /api/order-form/{id}/service-bundle: the chosen bundle, its add-ons and delivery. */
export function selectServiceBundle(orderId: string, selection: TBundleSelection) {
  return api.post(
    `/api/order-form/${encodeURIComponent(orderId)}/service-bundle`,
    selection,
    orderFormSchema('ZOrderFormResponse'),
  );
}

export function useSelectServiceBundle() {
  return useOrderFormSave(selectServiceBundle, { goBackTo: SAVE_FAILURE_GO_BACK.serviceBundle });
}
