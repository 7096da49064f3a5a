import { PAYMENT_METHOD_RULES } from '@portal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { TGatewayEvent } from '../../integrations/payments/payment-gateway.ts';
import { payments, paymentWebhookEvents } from '../../schema/payments.ts';
import { cancelPurchaseOfPayment } from '../digital-purchases/index.ts';
import { captureAwaiting } from './capture-awaiting.ts';
import { completePayment } from './complete-payment.ts';
import type { TPaymentDeps, TPaymentRow } from './deps.ts';
import { currencyOf, currencyRowOf } from './payment-validation.ts';

/**
 * Whether a provider's event is about this payment: its own provider session, for a method paid at the
 * provider (redirect or boleto). A payment that does not know its session yet (the process died between
 * opening the session and recording it) accepts the event only when the provider confirms that the session
 * was opened for this payment's receipt code. Bank transfer, purchase order, card, credits and vouchers are
 * never settled by a webhook.
 */
async function isEventOfPayment({ gateway }: Pick<TPaymentDeps, 'gateway'>, event: TGatewayEvent, payment: TPaymentRow) {
  const flow = PAYMENT_METHOD_RULES[payment.methodId as keyof typeof PAYMENT_METHOD_RULES]?.flow;
  if (flow !== 'redirect' && flow !== 'boleto') return false;
  if (payment.providerSessionId !== null) return payment.providerSessionId === event.sessionId;
  const session = await gateway.retrieveSession(event.sessionId);
  return session.reference === payment.receiptCode;
}

/** POST /api/payment/webhook/sandbox: a verified provider event, applied once (its id recorded in the same transaction). */
export async function handleWebhookEvent(deps: TPaymentDeps, event: TGatewayEvent): Promise<{ duplicate: boolean }> {
  const { db, gateway, log } = deps;
  const [payment] = await db.select().from(payments).where(eq(payments.receiptCode, event.reference));
  const currency = payment ? currencyRowOf(await currencyOf(deps.catalogue, payment.currencyIso)) : null;
  const isOfPayment = payment ? await isEventOfPayment(deps, event, payment) : false;
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
