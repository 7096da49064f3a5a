import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { paymentSchema } from '../../../lib/lazy-schemas.ts';
import { paymentKeys } from './payment-keys.ts';

/** GET /api/payment/braintree-client-token: the token the hosted card frame starts with. */
export function getClientToken(signal?: AbortSignal) {
  return api.get('/api/payment/braintree-client-token', paymentSchema('ZClientTokenResponse'), signal);
}

/** A fresh token for each start of the frame (`generation` counts the restarts after a decline). */
export function clientTokenQuery(generation: number) {
  return queryOptions({
    queryKey: [...paymentKeys.clientToken, generation],
    queryFn: ({ signal }) => getClientToken(signal).then((response) => response.clientToken),
    staleTime: 0,
    gcTime: 0,
  });
}
