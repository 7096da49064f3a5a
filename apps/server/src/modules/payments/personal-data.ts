import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { paymentIdempotency, payments } from '../../schema/payments.ts';

/**
 * A researcher's rights over their data, for the payments module: what the data export lists, what closing
 * the account erases at once and what it keeps until the invoices' retention period is over.
 */

/** The researcher's payments, oldest first: method, amounts, state, and the billing details given at payment. */
export async function paymentsForExport(db: DbOrTx, userId: number) {
  return db
    .select({
      receiptCode: payments.receiptCode,
      purpose: payments.purpose,
      methodId: payments.methodId,
      provider: payments.provider,
      status: payments.status,
      currencyIso: payments.currencyIso,
      total: payments.total,
      amount: payments.amount,
      creditsApplied: payments.creditsApplied,
      prepaymentApplied: payments.prepaymentApplied,
      voucherApplied: payments.voucherApplied,
      voucherCode: payments.voucherCode,
      installments: payments.installments,
      invoiceNumbers: payments.invoiceNumbers,
      declineMessage: payments.declineMessage,
      details: payments.details,
      createdAt: payments.createdAt,
      completedAt: payments.completedAt,
    })
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

/**
 * Closing an account: the stored answers of past submissions (they repeat addresses and names) go; the
 * payments stay, with their billing details (addresses, tax id, fapiao), as records the invoices rest on.
 */
export async function erasePaymentPersonalData(tx: DbOrTx, userId: number): Promise<void> {
  await tx.delete(paymentIdempotency).where(eq(paymentIdempotency.userId, userId));
}

/** After the invoices' retention period: the payments keep their amounts and states, not the billing details. */
export async function eraseRetainedPaymentData(tx: DbOrTx, userId: number): Promise<void> {
  await tx.update(payments).set({ details: {}, declineMessage: null, updatedAt: new Date() }).where(eq(payments.userId, userId));
}
