import { randomBytes } from 'node:crypto';
import { convertBetween, MESSAGE, PAYMENT_METHOD_RULES, type TPaymentFormFields, type TPaymentResult } from '@portal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { payments } from '../../schema/payments.ts';
import { cancelPurchaseOfPayment, insertPendingPurchase, linkPurchaseToPayment } from '../digital-purchases/index.ts';
import { createPrepayment } from '../ledger/index.ts';
import type { TPaymentsContext, TPlan, TSubmitOptions } from './context.ts';
import type { TPaymentRow } from './deps.ts';
import type { TKeyValues } from './idempotency.ts';
import {
  insertFirstPaymentOfFormStatement,
  insertPaymentStatement,
  insertRecoveredPaymentStatement,
  LIVE_STATUSES,
  livePaymentsOfFormStatement,
  type TInsertedPaymentColumn,
} from './payment-statements.ts';
import { currencyRowOf } from './payment-validation.ts';

// Executing a submission: the pending payment written (or a dead attempt's resumed), then collected by the
// method's flow (completed at once, charged by card, or sent to the provider's page).

/** Whether an earlier payment settles what the plan settles (a captured payoff's invoices are no longer payable). */
function paysForTheSame(plan: TPlan, payment: TPaymentRow): boolean {
  if (plan.orderFormId !== null) return payment.orderFormId === plan.orderFormId;
  if (plan.purpose === 'payoff') return payment.invoiceNumbers.some((n) => plan.invoiceNumbers.includes(n));
  // A researcher's digital payments wait for (or abandon) the one still open; a paid one never blocks another.
  if (plan.purpose === 'digital') return payment.status === 'pending' || payment.status === 'redirected';
  return plan.prepaymentId !== null && payment.prepaymentId === plan.prepaymentId;
}

type TNewPaymentValues = (
  prepaymentId: number | null,
  digitalPurchaseId: number | null,
  retainerInvoiceNumber: string | null,
) => Record<TInsertedPaymentColumn | keyof TKeyValues, unknown>;

export function newReceiptCode(): string {
  return `R${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x').toUpperCase()}`;
}

export function createPaymentExecution({
  db,
  gateway,
  paymentConfig,
  webhookUrl,
  currencyOf,
  inCompletingTransaction,
  settleCharge,
  completePayment,
  reload,
  resultOf,
}: TPaymentsContext) {
  // ——— Submissions ———

  /** A retry taking over a dead attempt whose payment has since been settled (by the webhook or the recovery job). */
  async function settledResume(options: TSubmitOptions, userId: number): Promise<TPaymentResult | null> {
    if (options.resumePaymentId === null) return null;
    const [payment] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.id, options.resumePaymentId), eq(payments.userId, userId)));
    return payment && payment.status !== 'pending' ? resultOf(payment) : null;
  }

  /**
   * The advisory-locked path: payoffs, prepayments, digital purchases, a resumed attempt, and an order form's
   * payment the one statement did not write (it answers the live payment, refuses, or replaces an abandoned one).
   */
  function writeUnderLock(plan: TPlan, options: TSubmitOptions, isRecovered: boolean, newPaymentValues: TNewPaymentValues) {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${plan.lockKey}))`);
      if (options.resumePaymentId !== null) {
        const [resumed] = await tx.select().from(payments).where(eq(payments.id, options.resumePaymentId));
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
        newPaymentValues(prepaymentId, digitalPurchaseId, retainerInvoiceNumber),
      );
      if (!payment) throw new Error('payment not stored');
      if (digitalPurchaseId !== null) await linkPurchaseToPayment(tx, digitalPurchaseId, payment.id);
      return { payment, isNew: true };
    });
  }

  /**
   * Writes the pending payment (or resumes the one a dead attempt wrote), then collects by the method's
   * flow. Nothing is held locked while the provider is called.
   */
  async function execute(plan: TPlan, form: TPaymentFormFields, options: TSubmitOptions): Promise<TPaymentResult> {
    const rules = PAYMENT_METHOD_RULES[plan.methodId];
    const isRecovered = rules.flow === 'card' || rules.flow === 'redirect';
    const newPaymentValues: TNewPaymentValues = (prepaymentId, digitalPurchaseId, retainerInvoiceNumber) =>
      ({
        ...options.key,
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
    // An order form's first payment, the common case, is one statement (no transaction, no lock), which claims the
    // Idempotency-Key too when the request has not claimed it yet; when it writes no payment (a live payment of
    // the form, or the form changed), the locked path below says why.
    let firstOfForm: TPaymentRow | null = null;
    if (
      plan.purpose === 'order' &&
      plan.orderFormId !== null &&
      plan.orderFormVersion !== undefined &&
      plan.prepaymentId === null &&
      !plan.newPrepayment &&
      !plan.newDigitalPurchase &&
      options.resumePaymentId === null
    ) {
      const { keyClaim } = options;
      const isClaiming = !keyClaim.isClaimed();
      const written = await insertFirstPaymentOfFormStatement(db, isRecovered, {
        ...(newPaymentValues(null, null, null) as Record<TInsertedPaymentColumn, unknown>),
        ...options.key,
        ...(isClaiming ? { requestHash: keyClaim.requestHash } : {}),
        orderFormId: plan.orderFormId,
        formVersion: plan.orderFormVersion,
      });
      if (isClaiming) keyClaim.claimedInStatement(written.claimed);
      firstOfForm = written.payment;
    }
    if (!firstOfForm) await options.keyClaim.claim();
    const created = firstOfForm
      ? { payment: firstOfForm, isNew: true }
      : await writeUnderLock(plan, options, isRecovered, newPaymentValues);
    let payment = created.payment;
    if (!created.isNew && payment.status !== 'pending') return resultOf(payment);

    if (rules.flow === 'internal' || rules.flow === 'offline' || rules.flow === 'boleto') {
      let boletoSessionId: string | null = null;
      if (rules.flow === 'boleto') {
        const session = await openProviderSession(payment, plan.methodId);
        boletoSessionId = session.sessionId;
      }
      const currencyRow = currencyRowOf(plan.currency);
      const completed = await inCompletingTransaction((tx) =>
        completePayment(tx, payment, rules.flow === 'internal' ? 'captured' : 'awaiting-payment', currencyRow, {
          providerSessionId: boletoSessionId,
        }),
      );
      return resultOf(completed ?? (await reload(payment.id)));
    }

    if (rules.flow === 'card') {
      const card = form.creditCard;
      if (!card) throw AppError.invalid({ 'creditCard.nonce': MESSAGE.paymentProcessingError });
      const chargeCurrency = card.currency ? await currencyOf(card.currency) : plan.currency;
      const chargeAmount =
        chargeCurrency.isoCode === plan.currency.isoCode
          ? payment.amount
          : convertBetween(payment.amount, plan.currency, chargeCurrency);
      const charge = await gateway.chargeCard({
        idempotencyKey: payment.receiptCode,
        nonce: card.nonce,
        amount: chargeAmount,
        currencyIso: chargeCurrency.isoCode,
        numDecimals: chargeCurrency.numDecimals,
      });
      if (charge.status === 'approved' && paymentConfig.isChaosKillAfterApproval) {
        // Test hook (scripts/kill-the-server.ts): die between the provider's approval and the order.
        process.kill(process.pid, 'SIGKILL');
      }
      const settled = await settleCharge(payment, charge, currencyRowOf(plan.currency), options.answerInStatement);
      if (settled) return resultOf(settled);
      // Another caller settled the payment first: its state is the answer.
      const answer = resultOf(await reload(payment.id));
      await options.storeAnswer(db, answer);
      return answer;
    }

    // Redirect methods: the payer approves at the provider; the webhook or the return URL completes it.
    const session = await openProviderSession(payment, plan.methodId);
    const [redirected] = await db
      .update(payments)
      .set({
        status: 'redirected',
        providerSessionId: session.sessionId,
        details: sql`${payments.details} || ${JSON.stringify({ redirect: { url: session.redirectUrl, form: session.redirectForm } })}::jsonb`,
        updatedAt: new Date(),
      })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning();
    payment = redirected ?? (await reload(payment.id));
    return resultOf(payment);
  }

  /** A checkout session at the provider for a redirect or boleto payment; the browser comes back to the return URL. */
  function openProviderSession(payment: TPaymentRow, methodId: TPlan['methodId']) {
    return gateway.createRedirectSession({
      reference: payment.receiptCode,
      methodId,
      amount: payment.amount,
      currencyIso: payment.currencyIso,
      installments: payment.installments,
      returnUrl: `/api/payment/return/${payment.receiptCode}`,
      webhookUrl,
    });
  }

  return { settledResume, execute };
}
