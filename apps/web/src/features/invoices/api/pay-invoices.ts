import type { TPaymentFormInput, TPaymentResult } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { paymentSchema } from '../../../lib/lazy-schemas.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { invoiceKeys } from './get-invoices.ts';

/**
 * POST /api/payoff/payment: pays the given invoices with the payment form's values. The invoice numbers are
 * the payoff receipt codes; the key makes a repeated submission answer the first result instead of paying twice.
 */
export async function payInvoices(
  invoiceNumbers: readonly string[],
  values: TPaymentFormInput,
  idempotencyKey: string,
): Promise<TPaymentResult> {
  const result = await apiRequest('/api/payoff/payment', {
    method: 'POST',
    body: { ...values, payoffReceiptCodes: invoiceNumbers },
    schema: paymentSchema('ZPaymentResult'),
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  // Marked stale only: refetching now would drop the paid invoices from the page before it moves on.
  if (result.status !== 'declined') await queryClient.invalidateQueries({ queryKey: invoiceKeys.all, refetchType: 'none' });
  return result;
}
