import { MESSAGE, PAYMENT_METHOD, type TPaymentResult, withParams } from '@portal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError, describeFailure } from '../../platform/errors.ts';
import type { TOrderSnapshot } from '../../schema/orders.ts';
import { payments } from '../../schema/payments.ts';
import { activatePurchase, cancelPurchaseOfPayment } from '../digital-purchases/index.ts';
import { applyPaymentToInvoice, createInvoice, findPayableInvoices, paidInvoiceSelectValues } from '../invoices/index.ts';
import { fundPrepayment, spendCredits, spendPrepayment, spendVoucher, type TCurrencyRow } from '../ledger/index.ts';
import { isPlacedWithMoreWrites, markOrderPaid, placedOrderSelectValues, placeOrder } from '../orders/index.ts';
import { rewardReferrerOfPaidOrder } from '../referrals/index.ts';
import { awardPointsOfPaidOrders } from '../rewards/index.ts';
import { completeOrderStatement, INVOICE_VALUES, ORDER_VALUES } from './complete-order-statement.ts';
import type { TPaymentRow, TPaymentsServiceDeps } from './deps.ts';
import type { TAnswerInStatement } from './idempotency.ts';
import {
  captureStatementOf,
  issueInvoiceRecordOrderAndAnswerStatement,
  recordOrderStatement,
  recordOrderWithAnswerStatement,
} from './payment-statements.ts';

// Completing a payment: the completing transaction, a card charge's answer, the capture that spends the
// ledgers and places the order, invoice or prepayment funding, a boleto paid later, and the payment's result.

export function createPaymentCompletion({ db, log }: TPaymentsServiceDeps) {
  /**
   * The completing transaction, retried a few times: it touches other modules' counters (invoice numbers)
   * that may collide under load. If every attempt fails the payment stays pending for the recovery job.
   */
  async function inCompletingTransaction<T>(run: (tx: DbOrTx) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await db.transaction((tx) => run(tx));
      } catch (error) {
        if (error instanceof AppError || attempt >= 3) throw error;
        log.warn({ err: error, attempt }, 'completing a payment failed; retrying');
      }
    }
  }

  /**
   * Records the provider's answer to a card charge; the payment as it now stands, or null when another caller
   * moved it first. `answerInStatement` (a submission's Idempotency-Key) is passed on to the completion.
   */
  async function settleCharge(
    payment: TPaymentRow,
    charge: { status: 'approved' | 'declined'; chargeId: string; message: string | null },
    currency: TCurrencyRow,
    answerInStatement?: TAnswerInStatement,
  ): Promise<TPaymentRow | null> {
    if (charge.status === 'approved') {
      if (answerInStatement && isCompletedInOneStatement(payment)) {
        const completed = await completeOrderInOneStatement(payment, currency, charge.chargeId, answerInStatement);
        if (completed !== undefined) return completed;
      }
      return inCompletingTransaction((tx) =>
        completePayment(tx, payment, 'captured', currency, { providerReference: charge.chargeId }, answerInStatement),
      );
    }
    const [declined] = await db
      .update(payments)
      .set({ status: 'declined', declineMessage: charge.message, providerReference: charge.chargeId, updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ['pending', 'redirected'])))
      .returning();
    if (declined) await cancelPurchaseOfPayment(db, payment.id);
    return declined ?? null;
  }

  /**
   * Completes an approved card payment of an order in one statement (complete-order-statement.ts) instead of
   * the completing transaction's five round trips: see isCompletedInOneStatement for when. Answers the payment
   * as placed, null when another caller moved it first, or undefined when the statement failed (a number
   * found taken or the form placed already, which roll it back; a lost connection, after which it may or may
   * not have committed): the caller then completes the payment in the completing transaction, which tells those
   * cases apart and retries, and finds the payment moved if the statement did commit.
   */
  async function completeOrderInOneStatement(
    payment: TPaymentRow,
    currency: TCurrencyRow,
    chargeId: string,
    answerInStatement: TAnswerInStatement,
  ): Promise<TPaymentRow | null | undefined> {
    try {
      const [completed] = await completeOrderStatement(db, completeOrderValuesOf(payment, currency, chargeId, answerInStatement));
      return completed ?? null;
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.sqlState === '23505')
        log.info({ constraint: failure.constraint }, 'a number was taken; completing the order in a transaction');
      else log.warn({ err: error }, 'completing the order in one statement failed; completing it in a transaction');
      return undefined;
    }
  }

  /** The values of completeOrderStatement for an approved card payment (charge `chargeId`) of an order. */
  function completeOrderValuesOf(
    payment: TPaymentRow,
    currency: TCurrencyRow,
    chargeId: string,
    answerInStatement: TAnswerInStatement,
  ): Record<string, unknown> {
    const details = payment.details as Record<string, unknown>;
    const snapshot = details.orderSnapshot as TOrderSnapshot;
    const orderFormId = payment.orderFormId as number;
    const order = placedOrderSelectValues(orderInputOf(payment, orderFormId, currency, 'placed'), ORDER_VALUES);
    const recorded = { externalId: order.externalId, boletoUrl: boletoUrlOf(payment) };
    const paid = { paymentId: payment.id, amount: Math.min(payment.total, payment.amount), retainerInvoiceId: null };
    const invoice = paidInvoiceSelectValues(
      {
        // The order's id is drawn by the statement.
        ...invoiceInputOf(payment, snapshot, { orderId: null, ...recorded, currency, paid }),
        paid,
      },
      INVOICE_VALUES,
    );
    const now = new Date();
    const answered = answerInStatement(
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

  async function reload(paymentId: number): Promise<TPaymentRow> {
    const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (!row) throw AppError.notFound();
    return row;
  }

  /**
   * Moves a pending or redirected payment to captured (or awaiting-payment) with one conditional update
   * and, in the same transaction, spends the ledgers and places the order, invoice or prepayment funding.
   * Answers the payment as completed; a second call for the same payment finds it moved already, changes
   * nothing and answers null. With `answerInStatement`, a placed order's answer to the submission is written by
   * the same transaction (the statement that records the order on the payment).
   */
  async function completePayment(
    tx: DbOrTx,
    payment: TPaymentRow,
    target: 'captured' | 'awaiting-payment',
    currency: TCurrencyRow,
    provider: { providerReference?: string | null; providerSessionId?: string | null } = {},
    answerInStatement?: TAnswerInStatement,
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
    const details = moved.details as Record<string, unknown>;
    const boletoUrl = boletoUrlOf(moved);

    if (moved.purpose === 'order' && moved.orderFormId !== null) {
      const snapshot = details.orderSnapshot as TOrderSnapshot;
      const order = await placeOrder(
        tx,
        orderInputOf(moved, moved.orderFormId, currency, target === 'captured' ? 'placed' : 'awaiting-payment'),
      );
      const recorded = { externalId: order.externalId, boletoUrl };
      const placedWith = (invoiceNumbers: string[]): TPaymentRow => ({
        ...moved,
        orderId: order.orderId,
        invoiceNumbers,
        details: { ...details, ...recorded },
      });
      const paid = Math.min(moved.total, internalPaid + methodPaid);
      const paidAtIssue =
        paid > 0 && moved.total > 0
          ? { paymentId: moved.id, amount: paid, retainerInvoiceId: spentPrepayment.prepaymentIds[0] ?? null }
          : null;
      // A submission's order paid at issue, the common case: the statement issuing the invoice also records the
      // order on the payment and stores the answer (its invoice number filled in by the statement).
      const answerWithInvoice =
        answerInStatement && paidAtIssue && details.suppressInvoiceCreation !== true
          ? answerInStatement(resultOf(placedWith([])))
          : null;
      const invoiceNumbers: string[] = [];
      if (details.suppressInvoiceCreation !== true) {
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
      if (answerInStatement) await recordOrderWithAnswerStatement(tx, { ...record, ...answerInStatement(resultOf(placed)) });
      else await recordOrderStatement(tx, record);
      return placed;
    }
    if (moved.purpose === 'payoff') {
      let remaining = internalPaid + methodPaid;
      if (target === 'captured') {
        const invoices = await findPayableInvoices(tx, moved.userId, moved.invoiceNumbers);
        for (const invoice of invoices) {
          const share = Math.min(invoice.balance, remaining);
          if (share <= 0) continue;
          await applyPaymentToInvoice(tx, { invoiceNumber: invoice.invoiceNumber, paymentId: moved.id, amount: share });
          remaining -= share;
        }
        // A paid-off invoice may be the one a referred researcher's first order waited for.
        await rewardReferrerOfPaidOrder(tx, moved.userId);
        await awardPointsOfPaidOrders(tx, moved.userId);
      }
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

  /** A boleto (or other awaiting payment) paid later: awaiting-payment → captured, then the money applied. */
  async function captureAwaiting(tx: DbOrTx, payment: TPaymentRow): Promise<boolean> {
    const [moved] = await tx
      .update(payments)
      .set({ status: 'captured', completedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'awaiting-payment')))
      .returning();
    if (!moved) return false;
    if (moved.purpose === 'order') {
      const invoiceNumber = moved.invoiceNumbers[0];
      if (invoiceNumber && moved.amount > 0) {
        await applyPaymentToInvoice(tx, { invoiceNumber, paymentId: moved.id, amount: moved.amount, part: 'collected' });
      }
      if (moved.orderId !== null) await markOrderPaid(tx, moved.orderId);
      await rewardReferrerOfPaidOrder(tx, moved.userId);
      await awardPointsOfPaidOrders(tx, moved.userId);
    } else if (moved.purpose === 'payoff') {
      let remaining = moved.total;
      for (const invoice of await findPayableInvoices(tx, moved.userId, moved.invoiceNumbers)) {
        const share = Math.min(invoice.balance, remaining);
        if (share <= 0) continue;
        await applyPaymentToInvoice(tx, { invoiceNumber: invoice.invoiceNumber, paymentId: moved.id, amount: share });
        remaining -= share;
      }
      await rewardReferrerOfPaidOrder(tx, moved.userId);
      await awardPointsOfPaidOrders(tx, moved.userId);
    } else if (moved.prepaymentId !== null) {
      await fundPrepayment(tx, { prepaymentId: moved.prepaymentId, paymentId: moved.id, amount: moved.amount });
    }
    return true;
  }

  function resultOf(payment: TPaymentRow): TPaymentResult {
    const details = payment.details as Record<string, unknown>;
    const redirect = details.redirect as { url: string | null; form: TPaymentResult['redirectForm'] } | undefined;
    const base: TPaymentResult = {
      status: 'pending',
      error: null,
      redirectUrl: null,
      redirectForm: null,
      receiptCode: payment.receiptCode,
      paymentId: payment.id,
      externalId: (details.externalId as string | undefined) ?? null,
      invoiceNumbers: payment.invoiceNumbers,
      retainerInvoiceNumber: (details.retainerInvoiceNumber as string | undefined) ?? null,
      boletoUrl: (details.boletoUrl as string | undefined) ?? null,
    };
    switch (payment.status) {
      case 'captured':
        return { ...base, status: 'paid' };
      case 'awaiting-payment':
        return { ...base, status: 'awaiting-payment' };
      case 'redirected':
        return { ...base, status: 'redirect', redirectUrl: redirect?.url ?? null, redirectForm: redirect?.form ?? null };
      case 'declined':
        return {
          ...base,
          status: 'declined',
          error: withParams(MESSAGE.paymentDeclined, { message: payment.declineMessage ?? 'Processor Declined' }),
        };
      case 'failed':
        return { ...base, status: 'declined', error: MESSAGE.paymentProcessingError };
      default:
        return base;
    }
  }

  return { inCompletingTransaction, settleCharge, completePayment, captureAwaiting, reload, resultOf };
}

/**
 * Whether an approved card payment's order can be completed in one statement (completeOrderInOneStatement): an
 * order paid by the charge alone (no credits, prepayment or voucher to spend, no promotional code, which placeOrder
 * marks used when it is the researcher's own), with an amount to apply to its invoice, and an invoice to issue. Anything else is completed in
 * the completing transaction.
 */
function isCompletedInOneStatement(payment: TPaymentRow): boolean {
  const details = payment.details as Record<string, unknown>;
  const snapshot = details.orderSnapshot as TOrderSnapshot | undefined;
  return (
    payment.purpose === 'order' &&
    payment.orderFormId !== null &&
    snapshot !== undefined &&
    payment.creditsApplied === 0 &&
    payment.prepaymentApplied === 0 &&
    payment.voucherApplied === 0 &&
    payment.total > 0 &&
    payment.amount > 0 &&
    details.suppressInvoiceCreation !== true &&
    !isPlacedWithMoreWrites(snapshot)
  );
}

function boletoUrlOf(payment: TPaymentRow): string | null {
  return payment.methodId === PAYMENT_METHOD.boleto ? `/api/payment/${payment.receiptCode}/boleto` : null;
}

/** The order a payment pays for, from the snapshot its details keep. */
function orderInputOf(
  payment: TPaymentRow,
  orderFormId: number,
  currency: TCurrencyRow,
  status: 'placed' | 'awaiting-payment',
): Parameters<typeof placeOrder>[1] {
  const snapshot = (payment.details as Record<string, unknown>).orderSnapshot as TOrderSnapshot;
  return {
    userId: payment.userId,
    orderFormId,
    snapshot,
    currency,
    paymentId: payment.id,
    receiptCode: payment.receiptCode,
    status,
  };
}

/** The invoice of a payment's order, with what the payment's details keep for it. */
function invoiceInputOf(
  payment: TPaymentRow,
  snapshot: TOrderSnapshot,
  order: {
    orderId: number | null;
    externalId: string;
    boletoUrl: string | null;
    currency: TCurrencyRow;
    paid: { paymentId: number; amount: number; retainerInvoiceId: number | null } | null;
  },
) {
  const details = payment.details as Record<string, unknown>;
  return {
    userId: payment.userId,
    orderId: order.orderId,
    orderExternalId: order.externalId,
    currencyIso: payment.currencyIso,
    exchangeRate: order.currency.exchangeRate,
    totalAmount: payment.total,
    lines: snapshot.services.map((s) => ({
      identity: s.identity,
      description: s.name,
      quantity: s.quantity,
      amount: s.totalPrice,
    })),
    localization: String(details.localization ?? 'us'),
    language: String(details.language ?? 'en_US'),
    billingAddress: (details.billingAddress as Record<string, unknown> | null) ?? null,
    invoiceAddress: (details.invoiceAddress as Record<string, unknown> | null) ?? null,
    purchaseOrderNumber: (details.purchaseOrderNumber as string | null) ?? null,
    vatNumber: (details.vatNumber as string | null) ?? null,
    boletoUrl: order.boletoUrl,
    paid: order.paid,
  };
}

export type TPaymentCompletion = ReturnType<typeof createPaymentCompletion>;
