import type { TPaymentLoadResponse } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, serverChecked } from '../../../lib/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

/** GET /api/payment/load: methods, balances, countries, saved addresses and fapiaos of the signed-in payer. */
export function loadPayment(signal?: AbortSignal) {
  return api.get('/api/payment/load', serverChecked<TPaymentLoadResponse>(), signal);
}

/**
 * Balances change with every payment (the pages that pay invalidate this), so an answer is trusted only
 * briefly: long enough for the payment step's prefetch to serve the form it then loads.
 */
export const paymentLoadQuery = queryOptions({
  queryKey: paymentKeys.load,
  queryFn: ({ signal }) => loadPayment(signal),
  staleTime: 10_000,
});
