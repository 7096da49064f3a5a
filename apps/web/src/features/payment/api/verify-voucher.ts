import { apiRequest } from '../../../lib/api-client.ts';
import { paymentSchema } from '../../../lib/lazy-schemas.ts';

/** PUT /api/order-form/{orderIdentity}/voucher/{code}: what the voucher covers of this order. */
export function verifyVoucher(orderIdentity: string, code: string) {
  return apiRequest(`/api/order-form/${encodeURIComponent(orderIdentity)}/voucher/${encodeURIComponent(code)}`, {
    method: 'PUT',
    body: {},
    schema: paymentSchema('ZVoucherResponse'),
    isQuiet: true,
  });
}
