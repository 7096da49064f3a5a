import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { TOrderSnapshot } from '../../schema/orders.ts';
import { payments } from '../../schema/payments.ts';
import { activatePurchase } from '../digital-purchases/index.ts';
import { applyPaymentToInvoice, createInvoice, findPayableInvoices } from '../invoices/index.ts';
import { fundPrepayment, spendCredits, spendPrepayment, spendVoucher, type TCurrencyRow } from '../ledger/index.ts';
import { placeOrder } from '../orders/index.ts';
import { rewardReferrerOfPaidOrder } from '../referrals/index.ts';
import { awardPointsOfPaidOrders } from '../rewards/index.ts';
import type { TPaymentDeps, TPaymentRow } from './deps.ts';
import type { TSubmissionKey } from './idempotency.ts';
import { boletoUrlOf, invoiceInputOf, orderInputOf } from './payment-inputs.ts';
import { resultOf } from './payment-result.ts';
import {
  captureStatementOf,
  issueInvoiceRecordOrderAndAnswerStatement,
  recordOrderStatement,
  recordOrderWithAnswerStatement,
} from './payment-statements.ts';

// The completing transaction: a payment captured (or left awaiting the money) with the ledgers spent and the
// order, invoice, prepayment or purchase it pays for written, all or nothing.

export type TCompletionTarget = 'captured' | 'awaiting-payment';
export type TProviderReferences = { providerReference?: string | null; providerSessionId?: string | null };

/**
 * completePayment in its own transaction, retried a few times: it touches other modules' counters (invoice
 * numbers) that may collide under load. If every attempt fails the payment stays pending for the recovery job.
 */
export async function completePaymentInTransaction(
  { db, log }: Pick<TPaymentDeps, 'db' | 'log'>,
  ...args: Parameters<typeof completePayment> extends [DbOrTx, ...infer TRest] ? TRest : never
): Promise<TPaymentRow | null> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => completePayment(tx, ...args));
    } catch (error) {
      if (error instanceof AppError || attempt >= 3) throw error;
      log.warn({ err: error, attempt }, 'completing a payment failed; retrying');
    }
  }
}

/**
 * Moves a pending or redirected payment to captured (or awaiting-payment) with one conditional update
 * and, in the same transaction, spends the ledgers and places the order, invoice or prepayment funding.
 * Answers the payment as completed; a second call for the same payment finds it moved already, changes
 * nothing and answers null. With `key` (a submission's Idempotency-Key), a placed order's answer to the
 * submission is written by the same transaction (the statement that records the order on the payment).
 */
export async function completePayment(
  tx: DbOrTx,
  payment: TPaymentRow,
  target: TCompletionTarget,
  currency: TCurrencyRow,
  provider: TProviderReferences = {},
  key?: Pick<TSubmissionKey, 'answerValues'>,
): Promise<TPaymentRow | null> {
  const [moved] = await captureStatementOf(Boolean(provider.providerReference), Boolean(provider.providerSessionId))(tx, {
    paymentId: payment.id,
    status: target,
    completedAt: target === 'captured' ? new Date() : null,
    now: new Date(),
    providerReference: provider.providerReference ?? null,
    providerSessionId: provider.providerSessionId ?? null,
  });
  if (!moved) return null;
  const base = { userId: moved.userId, paymentId: moved.id, currency };
  await spendCredits(tx, { ...base, amount: moved.creditsApplied });
  const spentPrepayment = await spendPrepayment(tx, { ...base, amount: moved.prepaymentApplied });
  if (moved.voucherCode && moved.voucherApplied > 0) {
    await spendVoucher(tx, { ...base, code: moved.voucherCode, amount: moved.voucherApplied });
  }
  const internalPaid = moved.creditsApplied + moved.prepaymentApplied + moved.voucherApplied;
  const methodPaid = target === 'captured' ? moved.amount : 0;

  if (moved.purpose === 'order' && moved.orderFormId !== null) {
    const paid = Math.min(moved.total, internalPaid + methodPaid);
    const retainerInvoiceId = spentPrepayment.prepaymentIds[0] ?? null;
    return placeOrderOfPayment(tx, moved, moved.orderFormId, target, currency, { paid, retainerInvoiceId }, key);
  }
  if (moved.purpose === 'payoff') {
    if (target === 'captured') await payOffInvoices(tx, moved, internalPaid + methodPaid);
    const boletoUrl = boletoUrlOf(moved);
    if (boletoUrl) {
      const [withBoleto] = await tx
        .update(payments)
        .set({ details: sql`${payments.details} || ${JSON.stringify({ boletoUrl })}::jsonb` })
        .where(eq(payments.id, moved.id))
        .returning();
      return withBoleto ?? moved;
    }
  } else if (moved.purpose === 'prepay' && moved.prepaymentId !== null && target === 'captured') {
    await fundPrepayment(tx, { prepaymentId: moved.prepaymentId, paymentId: moved.id, amount: moved.amount });
  } else if (moved.purpose === 'digital' && moved.digitalPurchaseId !== null && target === 'captured') {
    // The subscription or package becomes usable in the transaction that captures its payment.
    await activatePurchase(tx, moved.digitalPurchaseId);
  }
  return moved;
}

/** The order of a payment just moved: placed, its invoice issued, both recorded on the payment (with the answer). */
async function placeOrderOfPayment(
  tx: DbOrTx,
  moved: TPaymentRow,
  orderFormId: number,
  target: TCompletionTarget,
  currency: TCurrencyRow,
  { paid, retainerInvoiceId }: { paid: number; retainerInvoiceId: number | null },
  key: Pick<TSubmissionKey, 'answerValues'> | undefined,
): Promise<TPaymentRow> {
  const details = moved.details as Record<string, unknown>;
  const snapshot = details.orderSnapshot as TOrderSnapshot;
  const boletoUrl = boletoUrlOf(moved);
  const order = await placeOrder(
    tx,
    orderInputOf(moved, orderFormId, currency, target === 'captured' ? 'placed' : 'awaiting-payment'),
  );
  const recorded = { externalId: order.externalId, boletoUrl };
  const placedWith = (invoiceNumbers: string[]): TPaymentRow => ({
    ...moved,
    orderId: order.orderId,
    invoiceNumbers,
    details: { ...details, ...recorded },
  });
  const paidAtIssue = paid > 0 && moved.total > 0 ? { paymentId: moved.id, amount: paid, retainerInvoiceId } : null;
  const isInvoiced = details.suppressInvoiceCreation !== true;
  // A submission's order paid at issue, the common case: the statement issuing the invoice also records the
  // order on the payment and stores the answer (its invoice number filled in by the statement).
  const answerWithInvoice = key && paidAtIssue && isInvoiced ? key.answerValues(resultOf(placedWith([]))) : null;
  const invoiceNumbers: string[] = [];
  if (isInvoiced) {
    const invoice = await createInvoice(
      tx,
      invoiceInputOf(moved, snapshot, { ...order, boletoUrl, currency, paid: paidAtIssue }),
      answerWithInvoice
        ? {
            statement: issueInvoiceRecordOrderAndAnswerStatement,
            values: {
              ...answerWithInvoice,
              answer: JSON.stringify(answerWithInvoice.answer),
              recorded: JSON.stringify(recorded),
            },
          }
        : undefined,
    );
    invoiceNumbers.push(invoice.invoiceNumber);
  }
  const placed = placedWith(invoiceNumbers);
  if (answerWithInvoice) return placed;
  const record = {
    paymentId: moved.id,
    orderId: order.orderId,
    invoiceNumbers: JSON.stringify(invoiceNumbers),
    recorded: JSON.stringify(recorded),
  };
  if (key) await recordOrderWithAnswerStatement(tx, { ...record, ...key.answerValues(resultOf(placed)) });
  else await recordOrderStatement(tx, record);
  return placed;
}

/**
 * A payoff's money applied to its invoices, oldest listed first, then the rewards a paid invoice may unlock
 * (a paid-off invoice may be the one a referred researcher's first order waited for).
 */
export async function payOffInvoices(tx: DbOrTx, payment: TPaymentRow, amount: number): Promise<void> {
  let remaining = amount;
  for (const invoice of await findPayableInvoices(tx, payment.userId, payment.invoiceNumbers)) {
    const share = Math.min(invoice.balance, remaining);
    if (share <= 0) continue;
    await applyPaymentToInvoice(tx, { invoiceNumber: invoice.invoiceNumber, paymentId: payment.id, amount: share });
    remaining -= share;
  }
  await rewardPaidOrders(tx, payment.userId);
}

/** The referral reward and the reward points a paid order may have been waiting for. */
export async function rewardPaidOrders(tx: DbOrTx, userId: number): Promise<void> {
  await rewardReferrerOfPaidOrder(tx, userId);
  await awardPointsOfPaidOrders(tx, userId);
}
