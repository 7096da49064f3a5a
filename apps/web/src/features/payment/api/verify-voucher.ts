import { ZVoucherResponse } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client.ts';

/** PUT /api/order-form/{orderIdentity}/voucher/{code}: what the voucher covers of this order. */
export function verifyVoucher(orderIdentity: string, code: string) {
  return apiRequest(`/api/order-form/${encodeURIComponent(orderIdentity)}/voucher/${encodeURIComponent(code)}`, {
    method: 'PUT',
    body: {},
    schema: ZVoucherResponse,
    isQuiet: true,
  });
}
