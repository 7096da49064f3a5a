import { randomBytes } from 'node:crypto';
import { PAYMENT_METHOD, type TPaymentResult } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inChina } from '../../../test/factories.ts';
import { impersonating, signedIn } from '../../../test/fixtures/order-form/test-client.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS } from '../../../test/test-app.ts';
import { promotionalCodes } from '../../schema/catalogue.ts';
import { credits } from '../../schema/ledger.ts';
import { orderForms } from '../../schema/order-form.ts';
import { payments } from '../../schema/payments.ts';
import { APPROVE_CARD, paymentsApiSetup } from './fixtures/payments-api-setup.ts';
import { chineseBillingAddress } from './fixtures/test-client.ts';

describe.each(BACKENDS)('payments API on %s: what the form may submit', (backend) => {
  const setup = paymentsApiSetup(backend);
  const { t, client, billing, orderReady, pay, payWithCredits, decideAtProvider, queuedWebhook, sendWebhook } = setup;
  const { cardBody, countsFor, formIdOf } = setup;

  it('asks staff acting for the customer whether to create the invoice, and creates none when told not to', async () => {
    const { who } = await impersonating(t.app, t.db);
    const { id, order } = await client().openWithService(who, 'standard-editing');
    const unanswered = await pay(id, who, await cardBody(order.total));
    expect(unanswered.statusCode, unanswered.body).toBe(400);
    expect((unanswered.json() as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      suppressInvoiceCreation: 'selection-required',
    });
    const response = await pay(id, who, await cardBody(order.total, APPROVE_CARD, { suppressInvoiceCreation: 'yes' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'paid', invoiceNumbers: [] });
    // The customer paying on their own is not asked.
    const own = await orderReady();
    expect((await pay(own.id, own.who, await cardBody(own.order.total))).statusCode).toBe(200);
  });

  it('refuses a method the rules do not allow and an unknown method id', async () => {
    const { who, id, order } = await orderReady();
    const alipay = await pay(id, who, {
      paymentMethodId: PAYMENT_METHOD.alipay,
      amount: order.total,
      currencyIso: 'USD',
      billingAddress: billing(),
    });
    expect(alipay.statusCode).toBe(400);
    expect(alipay.json().error).toBe('payment-method-not-allowed');
    const unknown = await pay(id, who, { paymentMethodId: 999, amount: order.total, currencyIso: 'USD' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.paymentMethodId).toBe('payment-method-required');
    expect(await countsFor(await formIdOf(id))).toMatchObject({ payments: 0 });
  });

  it('refuses a form without a service or without files (unless they come later)', async () => {
    const { who } = await signedIn(t.app, t.db);
    const bare = await client().openWithManuscript(who);
    const noService = await pay(bare.id, who, await cardBody(0));
    expect(noService.statusCode).toBe(400);
    expect(noService.json().error).toBe('submission-issue');

    const other = await signedIn(t.app, t.db);
    const { id, order } = await client().openWithService(other.who, 'standard-editing');
    // The details step never lets this happen; a crafted request (or a file removed since) can.
    await t.db.update(orderForms).set({ uploadLater: false }).where(eq(orderForms.identity, id));
    const noFiles = await pay(id, other.who, await cardBody(order.total));
    expect(noFiles.statusCode).toBe(400);
    expect(noFiles.json().error).toBe('no-manuscript-file');
  });

  it('asks a Chinese researcher about fapiao and checks the fapiao form before sending them to Alipay', async () => {
    const researcher = await signedIn(t.app, t.db, inChina());
    const { id, order } = await client().openWithService(researcher.who, 'standard-editing');
    const address = chineseBillingAddress();
    const alipay = { paymentMethodId: PAYMENT_METHOD.alipay, amount: order.total, currencyIso: 'CNY', billingAddress: address };
    const unanswered = await pay(id, researcher.who, alipay);
    expect(unanswered.statusCode).toBe(400);
    expect(unanswered.json().fieldErrors.requireFapiao).toBe('fapiao-answer-required');
    const emptyFapiao = await pay(id, researcher.who, { ...alipay, requireFapiao: true });
    expect(emptyFapiao.json().fieldErrors).toMatchObject({
      'fapiao.type': 'fapiao-type-required',
      'fapiao.title': 'fapiao-title-required',
      'fapiao.taxpayerNumber': 'fapiao-taxpayer-required',
    });
    const fapiao = { type: 'general', deliveryTimeline: 'with-payment', title: '北京大学', taxpayerNumber: '91110000MA01' };
    const sent = await pay(id, researcher.who, { ...alipay, requireFapiao: true, fapiao });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'redirect' });
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.orderFormId, await formIdOf(id)));
    expect(payment?.details).toMatchObject({ fapiao: { title: '北京大学' }, language: 'zh_CN' });

    // Not offered again while the payment is only redirected; once paid, the selector offers it.
    const load = async () =>
      (await inject(t.app, { url: '/api/payment/load', session: researcher.who.session ?? null })).json() as {
        fapiaos: { id: number; title: string; taxpayerNumber: string; typeLabel: string }[];
      };
    expect((await load()).fapiaos).toEqual([]);
    const result = sent.json() as TPaymentResult;
    await decideAtProvider(result, 'approve');
    expect((await sendWebhook(await queuedWebhook(result.receiptCode))).statusCode).toBe(200);
    expect((await load()).fapiaos).toEqual([
      expect.objectContaining({
        id: payment?.id,
        title: '北京大学',
        taxpayerNumber: '91110000MA01',
        typeLabel: '增值税普通发票',
      }),
    ]);
    const stranger = await signedIn(t.app, t.db);
    const strangers = (await inject(t.app, { url: '/api/payment/load', session: stranger.who.session ?? null })).json();
    expect(strangers.fapiaos).toEqual([]);
  });

  it("answers 404 for another user's order form and 401 without a session", async () => {
    const { id, order } = await orderReady();
    const stranger = await signedIn(t.app, t.db);
    expect((await pay(id, stranger.who, await cardBody(order.total))).statusCode).toBe(404);
    expect((await pay(id, {}, await cardBody(order.total))).statusCode).toBe(401);
    expect(await countsFor(await formIdOf(id))).toMatchObject({ payments: 0 });
  });

  it('places a free order with the free method and no charge', async () => {
    const code = `FREE${randomBytes(3).toString('hex').toUpperCase()}`;
    await t.db.insert(promotionalCodes).values({
      code,
      description: { en: 'All free', zh: 'All free', ja: 'All free', pt: 'All free', es: 'All free' },
      isPercentBased: true,
      amount: 100,
    });
    const { who, id } = await orderReady();
    const applied = await client().put(id, `discount-code/${code}`, who);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().order.total).toBe(0);
    const response = await pay(id, who, {
      paymentMethodId: PAYMENT_METHOD.free,
      amount: 0,
      currencyIso: 'USD',
      billingAddress: billing(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'paid' });
    expect(await countsFor(await formIdOf(id))).toEqual({ orders: 1, payments: 1, charges: 0, captured: 1 });
  });

  it('settles an order with credits that cover it all', async () => {
    const { user, who, id, order } = await orderReady();
    await t.db.insert(credits).values({
      userId: user.id,
      referenceNumber: `CR-${randomBytes(4).toString('hex')}`,
      currencyIso: 'USD',
      totalAmount: order.total + 1000,
      balance: order.total + 1000,
    });
    const response = await payWithCredits({ id, who }, order.total);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'paid' });
    const [credit] = await t.db.select().from(credits).where(eq(credits.userId, user.id));
    expect(credit?.balance).toBe(1000);
    expect(await countsFor(await formIdOf(id))).toEqual({ orders: 1, payments: 1, charges: 0, captured: 1 });
    // Asking for more credits than the balance is refused.
    const other = await orderReady();
    const tooMuch = await pay(other.id, other.who, {
      paymentMethodId: PAYMENT_METHOD.credits,
      amount: 0,
      currencyIso: 'USD',
      creditsApplied: other.order.total,
    });
    expect(tooMuch.statusCode).toBe(400);
  });
});
