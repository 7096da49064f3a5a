import { describeFailure } from '../../platform/errors.ts';
import type { TOrderSnapshot } from '../../schema/orders.ts';
import { paidInvoiceSelectValues } from '../invoices/index.ts';
import type { TCurrencyRow } from '../ledger/index.ts';
import { isPlacedWithMoreWrites, placedOrderSelectValues } from '../orders/index.ts';
import { completeOrderStatement, INVOICE_VALUES, ORDER_VALUES } from './complete-order-statement.ts';
import { completePaymentInTransaction } from './complete-payment.ts';
import type { TPaymentDeps, TPaymentRow } from './deps.ts';
import type { TSubmissionKey } from './idempotency.ts';
import { boletoUrlOf, invoiceInputOf, orderInputOf } from './payment-inputs.ts';
import { resultOf } from './payment-result.ts';

/**
 * Completes an approved card charge: the payment captured with what it pays for. Answers the payment as
 * completed, or null when another caller moved it first. With `key`, the submission's answer is written with it.
 */
export type TPaymentCompleter = (
  deps: Pick<TPaymentDeps, 'db' | 'log'>,
  payment: TPaymentRow,
  currency: TCurrencyRow,
  chargeId: string,
  key?: Pick<TSubmissionKey, 'answerValues'>,
) => Promise<TPaymentRow | null>;

/** The completing transaction (complete-payment.ts): any payment, any purpose; retried, never skipped. */
const inTransaction: TPaymentCompleter = (deps, payment, currency, chargeId, key) =>
  completePaymentInTransaction(deps, payment, 'captured', currency, { providerReference: chargeId }, key);

/**
 * Complete Order's common case in one statement (complete-order-statement.ts) instead of the completing
 * transaction's five round trips. When the statement fails (a number found taken or the form placed already,
 * which roll it back; a lost connection, after which it may or may not have committed), the payment is completed
 * in the completing transaction, which tells those cases apart and retries, and finds the payment moved if the
 * statement did commit.
 */
const inOneStatement: TPaymentCompleter = async (deps, payment, currency, chargeId, key) => {
  // The statement stores the submission's answer; a completion without one has no use for it.
  if (!key) return inTransaction(deps, payment, currency, chargeId);
  try {
    const [completed] = await completeOrderStatement(deps.db, completeOrderValuesOf(payment, currency, chargeId, key));
    return completed ?? null;
  } catch (error) {
    const failure = describeFailure(error);
    if (failure.sqlState === '23505')
      deps.log.info({ constraint: failure.constraint }, 'a number was taken; completing the order in a transaction');
    else deps.log.warn({ err: error }, 'completing the order in one statement failed; completing it in a transaction');
    return inTransaction(deps, payment, currency, chargeId, key);
  }
};

/**
 * The way an approved charge is completed, chosen once per payment: in one statement a submission's order paid
 * by the charge alone (no credits, prepayment or voucher to spend, no promotional code, which placeOrder marks
 * used when it is the researcher's own), with an amount to apply to its invoice and an invoice to issue; anything
 * else (and the recovery job's completions, which have no answer to store) in the completing transaction.
 */
export function paymentCompleterFor(
  payment: TPaymentRow,
  key: Pick<TSubmissionKey, 'answerValues'> | undefined,
): TPaymentCompleter {
  const details = payment.details as Record<string, unknown>;
  const snapshot = details.orderSnapshot as TOrderSnapshot | undefined;
  const isCommonOrder =
    key !== undefined &&
    payment.purpose === 'order' &&
    payment.orderFormId !== null &&
    snapshot !== undefined &&
    payment.creditsApplied === 0 &&
    payment.prepaymentApplied === 0 &&
    payment.voucherApplied === 0 &&
    payment.total > 0 &&
    payment.amount > 0 &&
    details.suppressInvoiceCreation !== true &&
    !isPlacedWithMoreWrites(snapshot);
  return isCommonOrder ? inOneStatement : inTransaction;
}

/** The values of completeOrderStatement for an approved card payment (charge `chargeId`) of an order. */
function completeOrderValuesOf(
  payment: TPaymentRow,
  currency: TCurrencyRow,
  chargeId: string,
  key: Pick<TSubmissionKey, 'answerValues'>,
): Record<string, unknown> {
  const details = payment.details as Record<string, unknown>;
  const snapshot = details.orderSnapshot as TOrderSnapshot;
  const orderFormId = payment.orderFormId as number;
  const order = placedOrderSelectValues(orderInputOf(payment, orderFormId, currency, 'placed'), ORDER_VALUES);
  const recorded = { externalId: order.externalId, boletoUrl: boletoUrlOf(payment) };
  const paid = { paymentId: payment.id, amount: Math.min(payment.total, payment.amount), retainerInvoiceId: null };
  // The order's id is drawn by the statement.
  const invoice = paidInvoiceSelectValues(
    { ...invoiceInputOf(payment, snapshot, { orderId: null, ...recorded, currency, paid }), paid },
    INVOICE_VALUES,
  );
  const now = new Date();
  const answered = key.answerValues(
    resultOf({ ...payment, status: 'captured', invoiceNumbers: [], details: { ...details, ...recorded } }),
  );
  return {
    paymentId: payment.id,
    completedAt: now,
    now,
    providerReference: chargeId,
    recorded: JSON.stringify(recorded),
    ...order.values,
    ...invoice,
    ...answered,
    answer: JSON.stringify(answered.answer),
  };
}
