import { and, eq, inArray } from 'drizzle-orm';
import { payments } from '../../schema/payments.ts';
import { cancelPurchaseOfPayment } from '../digital-purchases/index.ts';
import type { TCurrencyRow } from '../ledger/index.ts';
import type { TPaymentDeps, TPaymentRow } from './deps.ts';
import type { TSubmissionKey } from './idempotency.ts';
import { paymentCompleterFor } from './payment-completer.ts';

export type TCharge = { status: 'approved' | 'declined'; chargeId: string; message: string | null };

/**
 * Records the provider's answer to a card charge (the submission's, or the one the recovery job finds); the
 * payment as it now stands, or null when another caller moved it first. With `key` (a submission's
 * Idempotency-Key) an approved charge's answer is written with its completion.
 */
export async function settleCharge(
  deps: Pick<TPaymentDeps, 'db' | 'log'>,
  payment: TPaymentRow,
  charge: TCharge,
  currency: TCurrencyRow,
  key?: Pick<TSubmissionKey, 'answerValues'>,
): Promise<TPaymentRow | null> {
  if (charge.status === 'approved') {
    const complete = paymentCompleterFor(payment, key);
    return complete(deps, payment, currency, charge.chargeId, key);
  }
  const [declined] = await deps.db
    .update(payments)
    .set({ status: 'declined', declineMessage: charge.message, providerReference: charge.chargeId, updatedAt: new Date() })
    .where(and(eq(payments.id, payment.id), inArray(payments.status, ['pending', 'redirected'])))
    .returning();
  if (declined) await cancelPurchaseOfPayment(deps.db, payment.id);
  return declined ?? null;
}
