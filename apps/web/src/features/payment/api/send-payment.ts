import { apiRequest } from '../../../lib/api-client.ts';
import { paymentSchema } from '../../../lib/lazy-schemas.ts';

/**
 * Sends one payment submission with its Idempotency-Key: the server stores the first answer and replays it
 * for a retry with the same key. Failures are the payment form's to show, so the shell is not told.
 */
export function sendPayment(method: 'PUT' | 'POST', path: string, body: unknown, idempotencyKey: string) {
  return apiRequest(path, {
    method,
    body,
    schema: paymentSchema('ZPaymentResult'),
    isQuiet: true,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
