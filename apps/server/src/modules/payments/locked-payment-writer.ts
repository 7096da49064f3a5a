import { MESSAGE } from '@portal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { payments } from '../../schema/payments.ts';
import { cancelPurchaseOfPayment, insertPendingPurchase, linkPurchaseToPayment } from '../digital-purchases/index.ts';
import { createPrepayment } from '../ledger/index.ts';
import type { TPaymentRow } from './deps.ts';
import type { TSubmissionKey } from './idempotency.ts';
import type { TKeyValues } from './key-statements.ts';
import {
  insertPaymentStatement,
  insertRecoveredPaymentStatement,
  LIVE_STATUSES,
  livePaymentsOfFormStatement,
  type TInsertedPaymentColumn,
} from './payment-statements.ts';
import type { TPlan } from './plan.ts';

/** The payment a writer wrote, or the live one it found (`isNew` false): a resumed or settled payment. */
export type TWrittenPayment = { payment: TPaymentRow; isNew: boolean };

/** A new payment's values (payment-writer.ts newPaymentValuesOf), given what the locked path wrote before it. */
export type TNewPaymentValues = (written: {
  prepaymentId: number | null;
  digitalPurchaseId: number | null;
  retainerInvoiceNumber: string | null;
}) => Record<TInsertedPaymentColumn | keyof TKeyValues, unknown>;

/** Whether an earlier payment settles what the plan settles (a captured payoff's invoices are no longer payable). */
function paysForTheSame(plan: TPlan, payment: TPaymentRow): boolean {
  if (plan.orderFormId !== null) return payment.orderFormId === plan.orderFormId;
  if (plan.purpose === 'payoff') return payment.invoiceNumbers.some((n) => plan.invoiceNumbers.includes(n));
  // A researcher's digital payments wait for (or abandon) the one still open; a paid one never blocks another.
  if (plan.purpose === 'digital') return payment.status === 'pending' || payment.status === 'redirected';
  return plan.prepaymentId !== null && payment.prepaymentId === plan.prepaymentId;
}

/**
 * The pending payment written under the plan's advisory lock, in a transaction: payoffs, prepayments, digital
 * purchases, a resumed attempt, and an order form's payment the one statement did not write (it answers the live
 * payment, refuses, or replaces an abandoned one). The key is claimed before the first write.
 */
export async function writePaymentUnderLock(
  db: Db,
  plan: TPlan,
  key: TSubmissionKey,
  isRecovered: boolean,
  newPaymentValues: TNewPaymentValues,
): Promise<TWrittenPayment> {
  await key.claim();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${plan.lockKey}))`);
    if (key.resumePaymentId !== null) {
      const [resumed] = await tx.select().from(payments).where(eq(payments.id, key.resumePaymentId));
      if (resumed) return { payment: resumed, isNew: false };
    }
    // Another live payment for the same order form, invoices or prepayment: answer it, or wait for it.
    // The form or prepayment narrows the read to its own payments (a payoff's invoices are matched below).
    let formVersion: number | null = null;
    let candidates: TPaymentRow[];
    if (plan.orderFormId !== null && plan.prepaymentId === null) {
      const rows = await livePaymentsOfFormStatement(tx, {
        userId: plan.userId,
        purpose: plan.purpose,
        orderFormId: plan.orderFormId,
      });
      // The form's version while it is open; null once converted or abandoned (or gone).
      formVersion = rows[0]?.formStatus === 'open' ? rows[0].formVersion : null;
      candidates = rows.flatMap((row) => (row.payment ? [row.payment] : []));
    } else {
      candidates = await tx
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.userId, plan.userId),
            eq(payments.purpose, plan.purpose),
            inArray(payments.status, LIVE_STATUSES),
            plan.orderFormId !== null ? eq(payments.orderFormId, plan.orderFormId) : undefined,
            plan.prepaymentId !== null ? eq(payments.prepaymentId, plan.prepaymentId) : undefined,
          ),
        );
    }
    const live = candidates.filter((p) => paysForTheSame(plan, p));
    const settled = live.find((p) => p.status === 'captured' || p.status === 'awaiting-payment');
    if (settled) return { payment: settled, isNew: false };
    if (live.some((p) => p.status === 'pending')) throw new AppError(409, MESSAGE.paymentInProgress);
    // The form was priced as read at the start of the request: a save, reset or closure that landed since
    // (another tab) changed what would be bought. Nothing is written; the payer reloads and pays what they see.
    if (plan.orderFormVersion !== undefined && formVersion !== plan.orderFormVersion) {
      throw new AppError(409, MESSAGE.orderFormChanged);
    }
    // The payer came back from a provider's page without finishing: that session is abandoned.
    for (const abandoned of live) {
      await tx
        .update(payments)
        .set({ status: 'failed', updatedAt: new Date() })
        .where(and(eq(payments.id, abandoned.id), eq(payments.status, 'redirected')));
      await cancelPurchaseOfPayment(tx, abandoned.id);
    }
    const digitalPurchaseId = plan.newDigitalPurchase
      ? await insertPendingPurchase(tx, plan.userId, plan.newDigitalPurchase)
      : null;
    let prepaymentId = plan.prepaymentId;
    let retainerInvoiceNumber: string | null = null;
    if (plan.newPrepayment) {
      const prepayment = await createPrepayment(tx, {
        userId: plan.userId,
        amount: plan.newPrepayment.amount,
        currencyIso: plan.currency.isoCode,
        localization: plan.newPrepayment.localization,
      });
      prepaymentId = prepayment.id;
      retainerInvoiceNumber = prepayment.retainerInvoiceNumber;
    }
    // One statement writes the payment, links it to the Idempotency-Key and queues its recovery job.
    const [payment] = await (isRecovered ? insertRecoveredPaymentStatement : insertPaymentStatement)(
      tx,
      newPaymentValues({ prepaymentId, digitalPurchaseId, retainerInvoiceNumber }),
    );
    if (!payment) throw new Error('payment not stored');
    if (digitalPurchaseId !== null) await linkPurchaseToPayment(tx, digitalPurchaseId, payment.id);
    return { payment, isNew: true };
  });
}
