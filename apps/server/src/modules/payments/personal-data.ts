import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { personalDataEntry, TAX_LAW, TAX_RETENTION, type TPersonalDataPart } from '../../platform/personal-data.ts';
import { researcherRowsOf } from '../../platform/researcher-rows.ts';
import { paymentIdempotency, payments } from '../../schema/payments.ts';

/**
 * A researcher's rights over their data, for the payments module: what the data export lists, what closing
 * the account erases at once and what it keeps until the invoices' retention period is over.
 */

/** The researcher's payments, oldest first: method, amounts, state, and the billing details given at payment. */
export async function paymentsForExport(db: DbOrTx, userId: number) {
  return researcherRowsOf(
    db,
    payments,
    userId,
    {
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
    },
    [payments.createdAt, payments.id],
  );
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

const PROVIDER_RECORDS = "the sandbox provider's own records, standing in for a processor's (none in production)";

export const paymentsPersonalData: TPersonalDataPart = {
  owner: 'payments',
  tables: {
    payments: personalDataEntry(
      'each payment: method, amounts, state, billing details (addresses, tax id, fapiao, card type and last four)',
      { file: 'payments.json' },
      { kept: TAX_LAW, for: `${TAX_RETENTION}, then the billing details emptied` },
    ),
    payment_idempotency: personalDataEntry(
      'the first answer to a Complete Order, replayed to its retries',
      { leftOut: 'a copy of answers already in orders.json and payments.json' },
      { erased: 'deleted' },
    ),
    payment_webhook_events: personalDataEntry(
      "the provider's signed events, by event id, to handle each once",
      { leftOut: "the provider's messages about payments that payments.json lists" },
      { kept: 'proof of what the provider reported for a kept payment', for: TAX_RETENTION },
    ),
    sandbox_card_nonces: personalDataEntry(
      'test-card tokens: brand and last four, no user',
      { leftOut: PROVIDER_RECORDS },
      { noPersonalData: 'test cards, linked to no user' },
    ),
    sandbox_charges: personalDataEntry(
      "the sandbox provider's charges",
      { leftOut: PROVIDER_RECORDS },
      { noPersonalData: `${PROVIDER_RECORDS}: amounts and references` },
    ),
    sandbox_sessions: personalDataEntry(
      "the sandbox provider's checkout sessions",
      { leftOut: PROVIDER_RECORDS },
      { noPersonalData: `${PROVIDER_RECORDS}: amounts and references` },
    ),
  },
  exportOf: async (db, user) => ({ documents: [{ path: 'payments.json', content: await paymentsForExport(db, user.id) }] }),
  erase: (tx, user) => erasePaymentPersonalData(tx, user.id).then(() => undefined),
  eraseRetained: (tx, userId) => eraseRetainedPaymentData(tx, userId).then(() => undefined),
};
