import { type TPaymentFormInput, type TPaymentResult, ZPaymentResult } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { prepayKeys } from './get-balances.ts';

/** Either a new prepayment of an amount, or the unpaid balance of an existing one (by its retainer invoice). */
export type TPrepayTarget = { prepayAmount: number } | { retainerInvoiceNumber: string };

/** POST /api/prepay/payment; the key makes a repeated submission answer the first result instead of paying twice. */
export async function payPrepayment(
  target: TPrepayTarget,
  values: TPaymentFormInput,
  idempotencyKey: string,
): Promise<TPaymentResult> {
  const result = await apiRequest('/api/prepay/payment', {
    method: 'POST',
    body: { ...values, ...target },
    schema: ZPaymentResult,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  // Marked stale only: the lists refetch when the researcher is back on the prepay page.
  if (result.status !== 'declined') await queryClient.invalidateQueries({ queryKey: prepayKeys.balances, refetchType: 'none' });
  return result;
}
