import { isPaymentMethodId, LOCALE_TO_SEGMENT, MESSAGE, PAYMENT_METHOD_RULES, toLocale } from '@portal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { TGatewayEvent } from '../../integrations/payments/payment-gateway.ts';
import { AppError } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/sessions.ts';
import { payments, paymentWebhookEvents } from '../../schema/payments.ts';
import { cancelPurchaseOfPayment } from '../digital-purchases/index.ts';
import type { TPaymentsContext } from './context.ts';
import type { TPaymentRow } from './deps.ts';
import { currencyRowOf } from './payment-validation.ts';

// After the submission: the provider's webhooks, the browser's return from the provider's page and the
// recovery job, each bringing a payment up to date with the provider.

/** A card payment with no charge at the provider after this long was never charged (the process died first). */
const UNCHARGED_AFTER_MS = 120_000;

function languageSegmentOf(language: unknown): string {
  return LOCALE_TO_SEGMENT[toLocale(typeof language === 'string' ? language : 'en_US')];
}

export function createPaymentReconciliation({
  db,
  gateway,
  log,
  currencyOf,
  inCompletingTransaction,
  settleCharge,
  completePayment,
  captureAwaiting,
  reload,
  resultOf,
}: TPaymentsContext) {
  /** A pending payment never charged: failed once UNCHARGED_AFTER_MS have passed (the process died before the charge). */
  async function failUncharged(payment: TPaymentRow): Promise<'settled' | 'open'> {
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
  async function reconcile(payment: TPaymentRow): Promise<'settled' | 'open'> {
    if (payment.status !== 'pending' && payment.status !== 'redirected') return 'settled';
    const currency = currencyRowOf(await currencyOf(payment.currencyIso));
    const flow = isPaymentMethodId(payment.methodId) ? PAYMENT_METHOD_RULES[payment.methodId].flow : 'internal';
    if (flow === 'card') {
      const charge = await gateway.retrieveCharge(payment.receiptCode);
      if (charge) {
        await settleCharge(payment, charge, currency);
        return 'settled';
      }
      return failUncharged(payment);
    }
    if (!payment.providerSessionId) {
      // No session was recorded: the payer was never sent to the provider.
      return failUncharged(payment);
    }
    const session = await gateway.retrieveSession(payment.providerSessionId);
    if (session.status === 'approved') {
      await inCompletingTransaction((tx) => completePayment(tx, payment, 'captured', currency));
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

  /**
   * Whether a provider's event is about this payment: its own provider session, for a method paid at the
   * provider (redirect or boleto). A payment that does not know its session yet (the process died between
   * opening the session and recording it) accepts the event only when the provider confirms that the session
   * was opened for this payment's receipt code. Bank transfer, purchase order, card, credits and vouchers are
   * never settled by a webhook.
   */
  async function isEventOfPayment(event: TGatewayEvent, payment: TPaymentRow): Promise<boolean> {
    const flow = PAYMENT_METHOD_RULES[payment.methodId as keyof typeof PAYMENT_METHOD_RULES]?.flow;
    if (flow !== 'redirect' && flow !== 'boleto') return false;
    if (payment.providerSessionId !== null) return payment.providerSessionId === event.sessionId;
    const session = await gateway.retrieveSession(event.sessionId);
    return session.reference === payment.receiptCode;
  }

  /** A verified provider event, applied once: the event id is recorded in the same transaction. */
  async function handleEvent(event: TGatewayEvent): Promise<{ duplicate: boolean }> {
    const [payment] = await db.select().from(payments).where(eq(payments.receiptCode, event.reference));
    const currency = payment ? currencyRowOf(await currencyOf(payment.currencyIso)) : null;
    const isOfPayment = payment ? await isEventOfPayment(event, payment) : false;
    return db.transaction(async (tx) => {
      const [recorded] = await tx
        .insert(paymentWebhookEvents)
        .values({ eventId: event.eventId, provider: gateway.name, type: event.type, payload: event.payload })
        .onConflictDoNothing()
        .returning();
      if (!recorded) return { duplicate: true };
      if (!payment || !currency || !isOfPayment) {
        log.warn({ eventId: event.eventId, reference: event.reference }, 'payment webhook for an unknown session');
        return { duplicate: false };
      }
      if (event.type === 'payment.approved') {
        if (event.amount !== payment.amount || event.currencyIso !== payment.currencyIso) {
          log.error({ eventId: event.eventId, paymentId: payment.id }, 'payment webhook amount differs from the payment');
          return { duplicate: false };
        }
        if (payment.status === 'awaiting-payment') await captureAwaiting(tx, payment);
        else if (
          !(await completePayment(tx, payment, 'captured', currency, { providerSessionId: event.sessionId })) &&
          payment.status === 'failed'
        ) {
          // Approved after the payer had abandoned it for another attempt: money to refund by staff.
          log.error({ paymentId: payment.id }, 'approval received for a superseded payment');
        }
      } else {
        await tx
          .update(payments)
          .set({ status: 'declined', declineMessage: event.message ?? 'Processor Declined', updatedAt: new Date() })
          .where(and(eq(payments.id, payment.id), inArray(payments.status, ['pending', 'redirected'])));
        await cancelPurchaseOfPayment(tx, payment.id);
      }
      return { duplicate: false };
    });
  }

  /** Where the browser goes after the provider's page: the thank-you page, the result page or back to payment. */
  async function returnFromProvider(auth: TAuth, receiptCode: string): Promise<string> {
    const [payment] =
      receiptCode.length <= 64
        ? await db
            .select()
            .from(payments)
            .where(and(eq(payments.receiptCode, receiptCode), eq(payments.userId, auth.user.id)))
        : [];
    if (!payment) throw AppError.notFound();
    await reconcile(payment);
    const current = await reload(payment.id);
    const result = resultOf(current);
    const details = current.details as Record<string, unknown>;
    const lang = languageSegmentOf(details.language ?? auth.user.language);
    const isSuccess = result.status === 'paid' || result.status === 'awaiting-payment';
    if (current.purpose === 'payoff') return `/${lang}/researcher/invoices/unpaid/${isSuccess ? 'success' : 'error'}`;
    if (current.purpose === 'prepay') return `/${lang}/researcher/prepay/complete/${isSuccess ? 'success' : 'error'}`;
    if (current.purpose === 'digital') {
      const page = details.digitalType === 'translation' ? 'digital-translations/purchase' : 'digital-editing/subscribe';
      return `/${lang}/researcher/${page}/${current.receiptCode}/${isSuccess ? 'success' : 'error'}`;
    }
    if (isSuccess && result.externalId) return `/${lang}/researcher/index/details/${result.externalId}/thank-you`;
    const error = result.error ?? MESSAGE.paymentProcessingError;
    return `/${lang}/researcher/submit/payment-details?paymentError=${encodeURIComponent(error)}`;
  }

  /** The recovery job: a payment still pending or redirected is checked with the provider. */
  async function recover(paymentId: number): Promise<'settled' | 'open'> {
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment) return 'settled';
    return reconcile(payment);
  }

  return { handleEvent, returnFromProvider, recover };
}
