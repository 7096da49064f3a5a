import { useOrderFormSave } from '../hooks/use-order-form-save.ts';
import { SAVE_FAILURE_GO_BACK } from '../utils/save-failure.ts';
import { writeOrderForm } from './write-order-form.ts';

/** POST /api/order-form/{id}/service-bundle-interest: `false` leaves bundles for the list of all services. */
export function updateBundleInterest(orderId: string, interested: boolean) {
  return writeOrderForm('post', orderId, 'service-bundle-interest', { interested });
}

export function useUpdateBundleInterest() {
  // A failure returns the researcher to get-started with the message (spec §8).
  return useOrderFormSave(updateBundleInterest, { goBackTo: SAVE_FAILURE_GO_BACK.bundleInterest });
}
