import { isPaymentMethodId, PAYMENT_METHOD_RULES } from '@portal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { payments } from '../../schema/payments.ts';
import { cancelPurchaseOfPayment } from '../digital-purchases/index.ts';
import { completePaymentInTransaction } from './complete-payment.ts';
import type { TPaymentDeps, TPaymentRow } from './deps.ts';
import { currencyOf, currencyRowOf } from './payment-validation.ts';
import { settleCharge } from './settle-charge.ts';

// Bringing a payment up to date with the provider after the submission: the browser's return (return-from-provider.ts)
// and the recovery job (payments.recover, jobs.ts).

/** A card payment with no charge at the provider after this long was never charged (the process died first). */
const UNCHARGED_AFTER_MS = 120_000;

/** A pending payment never charged: failed once UNCHARGED_AFTER_MS have passed (the process died before the charge). */
async function failUncharged({ db }: Pick<TPaymentDeps, 'db'>, payment: TPaymentRow): Promise<'settled' | 'open'> {
  if (Date.now() - payment.createdAt.getTime() < UNCHARGED_AFTER_MS) return 'open';
  await db
    .update(payments)
    .set({ status: 'failed', updatedAt: new Date() })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
  await cancelPurchaseOfPayment(db, payment.id);
  return 'settled';
}

/**
 * Brings a pending or redirected payment up to date with the provider: completes it exactly once when
 * approved, records a decline, and leaves it when the payer has not decided. Used by the return URL and
 * the recovery job; returns whether the provider still has no answer.
 */
export async function reconcilePayment(deps: TPaymentDeps, payment: TPaymentRow): Promise<'settled' | 'open'> {
  const { db, gateway } = deps;
  if (payment.status !== 'pending' && payment.status !== 'redirected') return 'settled';
  const currency = currencyRowOf(await currencyOf(deps.catalogue, payment.currencyIso));
  const flow = isPaymentMethodId(payment.methodId) ? PAYMENT_METHOD_RULES[payment.methodId].flow : 'internal';
  if (flow === 'card') {
    const charge = await gateway.retrieveCharge(payment.receiptCode);
    if (charge) {
      await settleCharge(deps, payment, charge, currency);
      return 'settled';
    }
    return failUncharged(deps, payment);
  }
  if (!payment.providerSessionId) {
    // No session was recorded: the payer was never sent to the provider.
    return failUncharged(deps, payment);
  }
  const session = await gateway.retrieveSession(payment.providerSessionId);
  if (session.status === 'approved') {
    await completePaymentInTransaction(deps, payment, 'captured', currency);
    return 'settled';
  }
  if (session.status === 'declined' || session.status === 'not-found') {
    await db
      .update(payments)
      .set({ status: 'declined', declineMessage: session.message, updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ['pending', 'redirected'])));
    await cancelPurchaseOfPayment(db, payment.id);
    return 'settled';
  }
  return 'open';
}

/** The recovery job: a payment still pending or redirected is checked with the provider. */
export async function recoverPayment(deps: TPaymentDeps, paymentId: number): Promise<'settled' | 'open'> {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) return 'settled';
  return reconcilePayment(deps, payment);
}
