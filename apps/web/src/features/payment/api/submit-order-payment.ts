import type { TPaymentFormInput } from '@portal/domain';
import { sendPayment } from './send-payment.ts';

/** PUT /api/order-form/{orderIdentity}/payments: pays for the order form and places the order. */
export function submitOrderPayment(orderIdentity: string, values: TPaymentFormInput, idempotencyKey: string) {
  return sendPayment('PUT', `/api/order-form/${encodeURIComponent(orderIdentity)}/payments`, values, idempotencyKey);
}
