import { PAYMENT_METHOD_RULES } from '@portal/domain';
import type { Db } from '../../platform/db.ts';
import type { TPaymentDeps } from './deps.ts';
import type { TSubmissionKey } from './idempotency.ts';
import type { TKeyValues } from './key-statements.ts';
import { type TNewPaymentValues, type TWrittenPayment, writePaymentUnderLock } from './locked-payment-writer.ts';
import { insertFirstPaymentOfFormStatement, type TInsertedPaymentColumn } from './payment-statements.ts';
import type { TPlan } from './plan.ts';
import { newReceiptCode } from './receipt-code.ts';

/**
 * Writes a submission's pending payment, linked to its Idempotency-Key (and with its recovery job for a card or
 * redirect method), or answers the live payment found in its place.
 */
export type TPaymentWriter = (
  db: Db,
  plan: TPlan,
  key: TSubmissionKey,
  newPaymentValues: TNewPaymentValues,
) => Promise<TWrittenPayment>;

/** Whether the method's payment gets a recovery job (the provider may settle it after a crash). */
export function isRecoveredFlow(plan: TPlan): boolean {
  const { flow } = PAYMENT_METHOD_RULES[plan.methodId];
  return flow === 'card' || flow === 'redirect';
}

/** The advisory-locked transaction (locked-payment-writer.ts): every plan. */
const underLock: TPaymentWriter = (db, plan, key, newPaymentValues) =>
  writePaymentUnderLock(db, plan, key, isRecoveredFlow(plan), newPaymentValues);

/**
 * An order form's first payment, the common case, in one statement (no transaction, no lock), which claims the
 * Idempotency-Key too when the request has not claimed it yet. When it writes no payment (a live payment of the
 * form, or the form changed), the locked path says why.
 */
const firstOfForm: TPaymentWriter = async (db, plan, key, newPaymentValues) => {
  const isClaiming = !key.isClaimed();
  const written = await insertFirstPaymentOfFormStatement(db, isRecoveredFlow(plan), {
    ...(newPaymentValues({ prepaymentId: null, digitalPurchaseId: null, retainerInvoiceNumber: null }) as Record<
      TInsertedPaymentColumn,
      unknown
    >),
    ...key.values,
    ...(isClaiming ? { requestHash: key.requestHash } : {}),
    orderFormId: plan.orderFormId as number,
    formVersion: plan.orderFormVersion as number,
  });
  if (isClaiming) key.claimedInStatement(written.claimed);
  if (written.payment) return { payment: written.payment, isNew: true };
  return underLock(db, plan, key, newPaymentValues);
};

/** The way the plan's payment is written, chosen once: in one statement an order form's first payment, else under the lock. */
export function paymentWriterFor(plan: TPlan, key: TSubmissionKey): TPaymentWriter {
  const isFirstOfForm =
    plan.purpose === 'order' &&
    plan.orderFormId !== null &&
    plan.orderFormVersion !== undefined &&
    plan.prepaymentId === null &&
    !plan.newPrepayment &&
    !plan.newDigitalPurchase &&
    key.resumePaymentId === null;
  return isFirstOfForm ? firstOfForm : underLock;
}

/** The new payment's values: the plan's, the key's and what the locked path wrote before it (a prepayment, a purchase). */
export function newPaymentValuesOf(plan: TPlan, key: TSubmissionKey, gateway: TPaymentDeps['gateway']): TNewPaymentValues {
  const rules = PAYMENT_METHOD_RULES[plan.methodId];
  return ({ prepaymentId, digitalPurchaseId, retainerInvoiceNumber }) =>
    ({
      ...key.values,
      receiptCode: newReceiptCode(),
      userId: plan.userId,
      purpose: plan.purpose,
      methodId: plan.methodId,
      provider: rules.provider === 'portal' ? 'portal' : gateway.name,
      currencyIso: plan.currency.isoCode,
      total: plan.total,
      amount: plan.amountDue,
      creditsApplied: plan.creditsApplied,
      prepaymentApplied: plan.prepaymentApplied,
      voucherApplied: plan.voucherApplied,
      voucherCode: plan.voucherCode,
      installments: plan.installments,
      orderFormId: plan.orderFormId,
      invoiceNumbers: plan.invoiceNumbers,
      prepaymentId,
      digitalPurchaseId,
      details: { ...plan.details, ...(retainerInvoiceNumber ? { retainerInvoiceNumber } : {}) },
    }) satisfies Record<TInsertedPaymentColumn | keyof TKeyValues, unknown>;
}
