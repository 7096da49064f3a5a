import { PAYMENT_METHOD, type TPaymentResult } from '@portal/domain';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentsApiSetup } from '../../../test/fixtures/payments/payments-api-setup.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS } from '../../../test/test-app.ts';
import { DELIVER_SANDBOX_WEBHOOK_JOB } from '../../integrations/payments/sandbox-webhook-delivery.ts';
import { paymentWebhookEvents } from '../../schema/payments.ts';
import { jobs } from '../../schema/platform.ts';

describe.each(BACKENDS)('payments API on %s: redirects, webhooks and recovery', (backend) => {
  const { t, billing, orderReady, pay, decideAtProvider, queuedWebhook, sendWebhook, countsFor, formIdOf } =
    paymentsApiSetup(backend);

  it('completes a redirect payment from the signed webhook, once, even when the webhook is replayed', async () => {
    const { who, id, order } = await orderReady();
    const body = { paymentMethodId: PAYMENT_METHOD.payPal, amount: order.total, currencyIso: 'USD', billingAddress: billing() };
    const result = (await pay(id, who, body)).json() as TPaymentResult;
    expect(result.status).toBe('redirect');
    expect(result.redirectUrl).toMatch(/^\/sandbox\/checkout\/ss_/);

    const page = await t.app.inject({ url: result.redirectUrl ?? '' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Approve payment');
    const decided = await decideAtProvider(result, 'approve');
    expect(decided.statusCode).toBe(303);
    expect(decided.headers.location).toBe(`/api/payment/return/${result.receiptCode}`);

    const event = await queuedWebhook(result.receiptCode);
    const first = await sendWebhook(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const replayed = await sendWebhook(event);
    expect(replayed.json()).toEqual({ received: true, duplicate: true });
    expect(await countsFor(await formIdOf(id))).toEqual({ orders: 1, payments: 1, charges: 0, captured: 1 });

    const back = await inject(t.app, { url: `/api/payment/return/${result.receiptCode}`, session: who.session ?? null });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toMatch(/^\/en\/researcher\/index\/details\/.+\/thank-you$/);
  });

  it('completes a redirect payment from the return URL when the webhook has not arrived', async () => {
    const { who, id, order } = await orderReady();
    const body = { paymentMethodId: PAYMENT_METHOD.payPal, amount: order.total, currencyIso: 'USD', billingAddress: billing() };
    const result = (await pay(id, who, body)).json() as TPaymentResult;
    await decideAtProvider(result, 'approve');
    const back = await inject(t.app, { url: `/api/payment/return/${result.receiptCode}`, session: who.session ?? null });
    expect(back.headers.location).toMatch(/thank-you$/);
    // The late webhook then changes nothing.
    expect((await sendWebhook(await queuedWebhook(result.receiptCode))).statusCode).toBe(200);
    expect(await countsFor(await formIdOf(id))).toMatchObject({ orders: 1, captured: 1 });
  });

  it('sends the payer back to the payment step after a decline at the provider', async () => {
    const { who, id, order } = await orderReady();
    const body = { paymentMethodId: PAYMENT_METHOD.payPal, amount: order.total, currencyIso: 'USD', billingAddress: billing() };
    const result = (await pay(id, who, body)).json() as TPaymentResult;
    await decideAtProvider(result, 'decline');
    const back = await inject(t.app, { url: `/api/payment/return/${result.receiptCode}`, session: who.session ?? null });
    expect(back.headers.location).toBe(
      `/en/researcher/submit/payment-details?paymentError=${encodeURIComponent('payment-declined?message=Processor+Declined')}`,
    );
    expect(await countsFor(await formIdOf(id))).toMatchObject({ orders: 0 });
  });

  it('refuses webhooks with a bad signature or an old timestamp and writes nothing', async () => {
    const { who, id, order } = await orderReady();
    const body = { paymentMethodId: PAYMENT_METHOD.payPal, amount: order.total, currencyIso: 'USD', billingAddress: billing() };
    const result = (await pay(id, who, body)).json() as TPaymentResult;
    await decideAtProvider(result, 'approve');
    const event = await queuedWebhook(result.receiptCode);
    const [before] = await t.db.select({ n: count() }).from(paymentWebhookEvents);
    const forged = await sendWebhook(event, new Date(), 'not-the-secret-of-the-portal');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ error: 'webhook-signature-invalid' });
    const old = await sendWebhook(event, new Date(Date.now() - 6 * 60_000));
    expect(old.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    const [after] = await t.db.select({ n: count() }).from(paymentWebhookEvents);
    expect(after?.n).toBe(before?.n);
    expect(await countsFor(await formIdOf(id))).toMatchObject({ orders: 0, captured: 0 });
  });

  it('recovers a payment approved at the provider whose webhook never arrived', async () => {
    const { who, id, order } = await orderReady();
    const body = { paymentMethodId: PAYMENT_METHOD.payPal, amount: order.total, currencyIso: 'USD', billingAddress: billing() };
    const result = (await pay(id, who, body)).json() as TPaymentResult;
    await decideAtProvider(result, 'approve');
    // Only the recovery job runs now (the webhook delivery has nowhere to go in a test).
    await t.db.update(jobs).set({ status: 'done' }).where(eq(jobs.kind, DELIVER_SANDBOX_WEBHOOK_JOB));
    await t.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(and(eq(jobs.kind, 'payments.recover'), eq(jobs.status, 'queued')));
    await t.app.jobs.drain();
    expect(await countsFor(await formIdOf(id))).toEqual({ orders: 1, payments: 1, charges: 0, captured: 1 });
  });
});
