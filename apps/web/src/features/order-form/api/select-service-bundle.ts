import type { ZSelectBundleRequest } from '@portal/domain';
import type { z } from 'zod';
import { useOrderFormSave } from '../hooks/use-order-form-save.ts';
import { SAVE_FAILURE_GO_BACK } from '../utils/save-failure.ts';
import { writeOrderForm } from './write-order-form.ts';

export type TBundleSelection = z.input<typeof ZSelectBundleRequest>;

/** POST /api/order-form/{id}/service-bundle: the chosen bundle, its add-ons and delivery. */
export function selectServiceBundle(orderId: string, selection: TBundleSelection) {
  return writeOrderForm('post', orderId, 'service-bundle', selection);
}

export function useSelectServiceBundle() {
  return useOrderFormSave(selectServiceBundle, { goBackTo: SAVE_FAILURE_GO_BACK.serviceBundle });
}
