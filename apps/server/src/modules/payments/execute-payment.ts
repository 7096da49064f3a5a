import { convertBetween, MESSAGE, PAYMENT_METHOD_RULES, type TPaymentFormFields, type TPaymentResult } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { payments } from '../../schema/payments.ts';
import { completePaymentInTransaction } from './complete-payment.ts';
import type { TPaymentDeps, TPaymentRow } from './deps.ts';
import type { TSubmissionKey } from './idempotency.ts';
import { reloadPayment, resultOf } from './payment-result.ts';
import { currencyOf, currencyRowOf } from './payment-validation.ts';
import { newPaymentValuesOf, paymentWriterFor } from './payment-writer.ts';
import type { TPlan } from './plan.ts';
import { settleCharge } from './settle-charge.ts';

/**
 * A validated submission executed (the step every submit-*.ts ends with): the pending payment written (or a dead
 * attempt's resumed) by the plan's writer (payment-writer.ts), then collected by the method's flow: completed at
 * once, charged by card, or sent to the provider's page. Nothing is held locked while the provider is called.
 */
export async function executePayment(
  deps: TPaymentDeps,
  plan: TPlan,
  form: TPaymentFormFields,
  key: TSubmissionKey,
): Promise<TPaymentResult> {
  const { db, gateway } = deps;
  const rules = PAYMENT_METHOD_RULES[plan.methodId];
  const write = paymentWriterFor(plan, key);
  const written = await write(db, plan, key, newPaymentValuesOf(plan, key, gateway));
  const { payment } = written;
  if (!written.isNew && payment.status !== 'pending') return resultOf(payment);

  if (rules.flow === 'internal' || rules.flow === 'offline' || rules.flow === 'boleto') {
    const boletoSessionId = rules.flow === 'boleto' ? (await openProviderSession(deps, payment, plan.methodId)).sessionId : null;
    const target = rules.flow === 'internal' ? 'captured' : 'awaiting-payment';
    const completed = await completePaymentInTransaction(deps, payment, target, currencyRowOf(plan.currency), {
      providerSessionId: boletoSessionId,
    });
    return resultOf(completed ?? (await reloadPayment(db, payment.id)));
  }

  if (rules.flow === 'card') {
    const card = form.creditCard;
    if (!card) throw AppError.invalid({ 'creditCard.nonce': MESSAGE.paymentProcessingError });
    const chargeCurrency = card.currency ? await currencyOf(deps.catalogue, card.currency) : plan.currency;
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
    if (charge.status === 'approved' && deps.paymentConfig.isChaosKillAfterApproval) {
      // Test hook (scripts/kill-the-server.ts): die between the provider's approval and the order.
      process.kill(process.pid, 'SIGKILL');
    }
    const settled = await settleCharge(deps, payment, charge, currencyRowOf(plan.currency), key);
    if (settled) return resultOf(settled);
    // Another caller settled the payment first: its state is the answer.
    const answer = resultOf(await reloadPayment(db, payment.id));
    await key.storeAnswer(db, answer);
    return answer;
  }

  // Redirect methods: the payer approves at the provider; the webhook or the return URL completes it.
  const session = await openProviderSession(deps, payment, plan.methodId);
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
  return resultOf(redirected ?? (await reloadPayment(db, payment.id)));
}

/** A checkout session at the provider for a redirect or boleto payment; the browser comes back to the return URL. */
function openProviderSession({ gateway, webhookUrl }: TPaymentDeps, payment: TPaymentRow, methodId: TPlan['methodId']) {
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
