import { randomBytes } from 'node:crypto';
import { PAYMENT_METHOD, type TPaymentResult } from '@portal/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countryIdOf, createSignedInUser } from '../../../test/factories.ts';
import { inject } from '../../../test/http.ts';
import { untilALockIsAwaited } from '../../../test/lock-waits.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { DELIVER_SANDBOX_WEBHOOK_JOB } from '../../integrations/payments/sandbox-webhook-delivery.ts';
import { statementsOf } from '../../platform/query-stats.ts';
import { promotionalCodes } from '../../schema/catalogue.ts';
import { orderStageEvents } from '../../schema/fulfilment.ts';
import { invoicePayments, invoices } from '../../schema/invoices.ts';
import { credits, prepayments } from '../../schema/ledger.ts';
import { orderForms } from '../../schema/order-form.ts';
import { orders } from '../../schema/orders.ts';
import { paymentIdempotency, payments, paymentWebhookEvents, sandboxCharges } from '../../schema/payments.ts';
import { jobs } from '../../schema/platform.ts';
import { invoicePrefix } from '../invoices/issue-invoice.ts';
import { impersonating, orderFormClient, signedIn } from '../order-form/fixtures/test-client.ts';
import { insertPayment } from '../orders/fixtures/checkout-fixtures.ts';
import { ORDER_PLACED_JOB } from '../orders/service.ts';
import { boletoPayment, newIdempotencyKey as newKey, paymentsTestClient } from './fixtures/test-client.ts';

const APPROVE_CARD = '4111 1111 1111 1111';
const DECLINE_CARD = '4000 1111 1111 1115';

describe.each(BACKENDS)('payments API on %s', (backend) => {
  const t = withTestApp(backend, { QUERY_STATS: '1' });
  const client = () => orderFormClient(t.app);
  const { billing, tokenize, orderReady, pay, payWithCredits, decideAtProvider, queuedWebhook, sendWebhook } =
    paymentsTestClient(t);

  async function cardBody(total: number, card = APPROVE_CARD, overrides: Record<string, unknown> = {}) {
    return {
      paymentMethodId: PAYMENT_METHOD.creditCard,
      amount: total,
      currencyIso: 'USD',
      creditCard: { nonce: await tokenize(card), type: 'Visa', lastFour: card.slice(-4) },
      billingAddress: billing(),
      ...overrides,
    };
  }

  async function countsFor(orderFormId: number) {
    const [o] = await t.db.select({ n: count() }).from(orders).where(eq(orders.orderFormId, orderFormId));
    const rows = await t.db.select().from(payments).where(eq(payments.orderFormId, orderFormId));
    let charges = 0;
    for (const p of rows) {
      const [c] = await t.db.select({ n: count() }).from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, p.receiptCode));
      charges += c?.n ?? 0;
    }
    return { orders: o?.n ?? 0, payments: rows.length, charges, captured: rows.filter((p) => p.status === 'captured').length };
  }

  async function formIdOf(identity: string): Promise<number> {
    const [row] = await t.db.select({ id: orderForms.id }).from(orderForms).where(eq(orderForms.identity, identity));
    if (!row) throw new Error('no order form');
    return row.id;
  }

  /**
   * What placing an order paid by card in full must have written, once: the payment recording the order and its
   * invoice, the invoice's payment at issue, the order's follow-up job and first timeline event, the form converted.
   */
  async function expectPlacedOnce(result: TPaymentResult, total: number) {
    expect(await placedWritesOf(result.paymentId ?? 0)).toEqual({
      payment: { status: 'captured', invoiceNumbers: result.invoiceNumbers, externalId: result.externalId },
      order: { externalId: result.externalId, status: 'placed', paymentId: result.paymentId, total },
      applied: [{ invoiceNumber: result.invoiceNumbers[0], amount: total, part: 'payment' }],
      followUps: 1,
      stages: ['received'],
      form: 'converted',
    });
  }

  async function placedWritesOf(paymentId: number) {
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    const orderId = payment?.orderId ?? 0;
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const applied = await t.db
      .select({ invoiceNumber: invoices.invoiceNumber, amount: invoicePayments.amount, part: invoicePayments.part })
      .from(invoicePayments)
      .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
      .where(eq(invoicePayments.paymentId, paymentId));
    const followUps = await t.db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.kind, ORDER_PLACED_JOB), sql`${jobs.payload} ->> 'orderId' = ${String(orderId)}`));
    const stages = await t.db
      .select({ stage: orderStageEvents.stage })
      .from(orderStageEvents)
      .where(eq(orderStageEvents.orderId, orderId));
    const [form] = await t.db
      .select({ status: orderForms.status })
      .from(orderForms)
      .where(eq(orderForms.id, order?.orderFormId ?? 0));
    return {
      payment: {
        status: payment?.status,
        invoiceNumbers: payment?.invoiceNumbers,
        externalId: (payment?.details as Record<string, unknown> | undefined)?.externalId,
      },
      order: { externalId: order?.externalId, status: order?.status, paymentId: order?.paymentId, total: order?.total },
      applied,
      followUps: followUps[0]?.n,
      stages: stages.map((s) => s.stage),
      form: form?.status,
    };
  }

  /** An order placed by bank transfer: an unpaid invoice awaiting the money. */
  async function placeByBankTransfer() {
    const ready = await orderReady();
    const address = { ...billing(), phone: '+1 734 764 1817', organization: 'University of Michigan' };
    const response = await pay(ready.id, ready.who, {
      paymentMethodId: PAYMENT_METHOD.bankTransfer,
      amount: ready.order.total,
      currencyIso: 'USD',
      billingAddress: address,
      invoiceAddress: address,
      invoiceAddressSameAsBilling: false,
    });
    return { ...ready, response, placed: response.json() as TPaymentResult };
  }

  it('charges an approved card once and places the order with its paid invoice', async () => {
    const { who, id, order } = await orderReady();
    const response = await pay(id, who, await cardBody(order.total));
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as TPaymentResult;
    expect(result).toMatchObject({ status: 'paid', error: null, redirectUrl: null });
    expect(result.externalId).toMatch(/\S/);
    expect(result.invoiceNumbers).toHaveLength(1);
    const [invoice] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.invoiceNumber, result.invoiceNumbers[0] ?? ''));
    expect(invoice).toMatchObject({ status: 'paid', balance: 0, totalAmount: order.total });
    expect(await countsFor(await formIdOf(id))).toEqual({ orders: 1, payments: 1, charges: 1, captured: 1 });
    await expectPlacedOnce(result, order.total);
    // The form is converted: paying it again finds no open form.
    expect((await pay(id, who, await cardBody(order.total))).statusCode).toBe(404);
  });

  it('answers a declined card with the processor message and leaves the form open to pay again', async () => {
    const { who, id, order } = await orderReady();
    const declined = await pay(id, who, await cardBody(order.total, DECLINE_CARD));
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined', error: 'payment-declined?message=Processor+Declined' });
    const formId = await formIdOf(id);
    expect(await countsFor(formId)).toMatchObject({ orders: 0, captured: 0 });
    const load = await client().call('GET', `/api/order-form/${id}/load`, who);
    expect(load.statusCode).toBe(200);

    const approved = await pay(id, who, await cardBody(order.total));
    expect(approved.json()).toMatchObject({ status: 'paid' });
    expect(await countsFor(formId)).toEqual({ orders: 1, payments: 2, charges: 2, captured: 1 });
  });

  it('declines amounts in the processor-decline range (2000.00–2999.99)', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const prepay = async (prepayAmount: number) =>
      inject(t.app, {
        method: 'POST',
        url: '/api/prepay/payment',
        session,
        headers: { 'idempotency-key': newKey() },
        body: { ...(await cardBody(prepayAmount)), prepayAmount },
      });
    expect((await prepay(2000_00)).json()).toMatchObject({
      status: 'declined',
      error: 'payment-declined?message=Processor+Declined',
    });
    expect((await prepay(2999_99)).json()).toMatchObject({ status: 'declined' });
    const below = (await prepay(1999_99)).json() as TPaymentResult;
    expect(below).toMatchObject({ status: 'paid' });
    expect(below.retainerInvoiceNumber).toMatch(/^RI-/);
    expect((await prepay(3000_00)).json()).toMatchObject({ status: 'paid' });
  });

  it('refuses a prepayment below the currency minimum', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const response = await inject(t.app, {
      method: 'POST',
      url: '/api/prepay/payment',
      session,
      headers: { 'idempotency-key': newKey() },
      body: { ...(await cardBody(99_99)), prepayAmount: 99_99 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.prepayAmount).toMatch(/^prepay-amount-too-small\?price=/);
  });

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

  it('completes a card order in four statements, session lookup included, also for a payer with earlier orders', async () => {
    const { who, id, order } = await orderReady();
    expect((await pay(id, who, await cardBody(order.total))).json()).toMatchObject({ status: 'paid' });
    const next = await client().openWithService(who, 'standard-editing');
    const key = newKey();
    const response = await pay(next.id, who, await cardBody(next.order.total), key);
    expect(response.json()).toMatchObject({ status: 'paid' });
    // docs/payments.md lists them: the session lookup (which reads the order form too), the pending payment
    // with the key's claim, the sandbox's charge, and one statement capturing the payment, placing the order, issuing
    // its invoice and storing the answer.
    expect(statementsOf(response.headers['server-timing'])).toBe(4);
    const [claim] = await t.db.select().from(paymentIdempotency).where(eq(paymentIdempotency.key, key));
    expect(claim).toMatchObject({ status: 'done', statusCode: 200, response: response.json() });
  });

  it('draws another invoice number when the next one is taken, and records the order and the answer with it', async () => {
    const { user, who, id, order } = await orderReady();
    // The number the sequence gives next, written by hand on another invoice (as staff or an import may).
    const [next] = await t.db
      .select({ n: sql<string>`(case when is_called then last_value + 1 else last_value end)::text` })
      .from(sql`invoice_number_seq`);
    const taken = `${invoicePrefix()}${String(next?.n ?? '').padStart(6, '0')}`;
    await t.db.insert(invoices).values({
      invoiceNumber: taken,
      userId: user.id,
      currencyIso: 'USD',
      exchangeRate: '1',
      localization: 'us',
      totalAmount: 100,
      balance: 100,
    });
    const key = newKey();
    const body = await cardBody(order.total);
    const response = await pay(id, who, body, key);
    const answer = response.json() as TPaymentResult;
    expect(answer).toMatchObject({ status: 'paid' });
    expect(answer.invoiceNumbers).toHaveLength(1);
    expect(answer.invoiceNumbers[0]).not.toBe(taken);
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.id, answer.paymentId ?? 0));
    expect(payment).toMatchObject({ invoiceNumbers: answer.invoiceNumbers, status: 'captured' });
    expect(payment?.orderId).not.toBeNull();
    const ofOrder = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, payment?.orderId ?? 0));
    expect(ofOrder.map((i) => [i.invoiceNumber, i.status])).toEqual([[answer.invoiceNumbers[0], 'paid']]);
    const [claim] = await t.db.select().from(paymentIdempotency).where(eq(paymentIdempotency.key, key));
    expect(claim).toMatchObject({ status: 'done', statusCode: 200, response: answer });
    // The attempt that found the number taken left nothing behind: one order, written once with its follow-ups.
    expect(await countsFor(await formIdOf(id))).toEqual({ orders: 1, payments: 1, charges: 1, captured: 1 });
    await expectPlacedOnce(answer, order.total);
    // A retry with the key is answered the same.
    expect((await pay(id, who, body, key)).json()).toEqual(answer);
  });

  it('gives one order, one charge and one payment for 50 parallel identical submissions', async () => {
    const { who, id, order } = await orderReady();
    const body = await cardBody(order.total);
    const key = newKey();
    const responses = await Promise.all(Array.from({ length: 50 }, () => pay(id, who, body, key)));
    const ok = responses.filter((r) => r.statusCode === 200);
    for (const r of responses) expect([200, 409]).toContain(r.statusCode);
    expect(ok.length).toBeGreaterThan(0);
    const receipts = new Set(ok.map((r) => (r.json() as TPaymentResult).receiptCode));
    expect(receipts.size).toBe(1);
    for (const r of ok) expect(r.json()).toMatchObject({ status: 'paid' });
    expect(await countsFor(await formIdOf(id))).toEqual({ orders: 1, payments: 1, charges: 1, captured: 1 });
    // A retry afterwards replays the stored answer.
    const replay = await pay(id, who, body, key);
    expect(replay.json()).toEqual(ok[0]?.json());
  });

  it('replays the answer to a retry with the same key once the form is converted, and refuses it with another body', async () => {
    const { who, id, order } = await orderReady();
    const body = await cardBody(order.total);
    const key = newKey();
    const first = await pay(id, who, body, key);
    expect(first.json()).toMatchObject({ status: 'paid' });
    // The key is claimed by the statement writing the payment, after the form is read: a retry finds the form
    // converted (404 to any other key) and still answers what the first request answered.
    const retry = await pay(id, who, body, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const other = await pay(id, who, await cardBody(order.total + 100), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ error: 'idempotency-key-reused' });
    expect((await pay(id, who, body)).statusCode).toBe(404);
    expect(await countsFor(await formIdOf(id))).toEqual({ orders: 1, payments: 1, charges: 1, captured: 1 });
  });

  it('gives one order for parallel submissions of one form under different keys (double click)', async () => {
    const { who, id, order } = await orderReady();
    const body = await cardBody(order.total);
    const responses = await Promise.all(Array.from({ length: 5 }, () => pay(id, who, body)));
    for (const r of responses) expect([200, 404, 409]).toContain(r.statusCode);
    expect(await countsFor(await formIdOf(id))).toEqual({ orders: 1, payments: 1, charges: 1, captured: 1 });
  });

  it('lets a retry take over the claim of an attempt that died and answer its settled payment', async () => {
    const { who, id, order } = await orderReady();
    const key = newKey();
    const body = await cardBody(order.total);
    const first = (await pay(id, who, body, key)).json() as TPaymentResult;
    // As if the process had died before storing the answer: the claim is left in progress.
    await t.db
      .update(paymentIdempotency)
      .set({ status: 'in-progress', response: null, updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(paymentIdempotency.key, key));
    const retry = await pay(id, who, body, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({ status: 'paid', receiptCode: first.receiptCode, externalId: first.externalId });
    expect(await countsFor(await formIdOf(id))).toEqual({ orders: 1, payments: 1, charges: 1, captured: 1 });
  });

  it('frees a key whose claim names no payment when the retry taking it over is refused', async () => {
    const { who, id, order } = await orderReady();
    const key = newKey();
    const body = await cardBody(order.total);
    expect((await pay(id, who, body, key)).json()).toMatchObject({ status: 'paid' });
    // As if the process had died after a statement that claimed the key but wrote no payment: the key names the
    // id drawn for it, which no payment has, and is left in progress.
    await t.db
      .update(paymentIdempotency)
      .set({ status: 'in-progress', response: null, paymentId: 2_000_000_000, updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(paymentIdempotency.key, key));
    // The retry takes the claim over, finds no payment to resume and the form converted: refused, and the key freed.
    expect((await pay(id, who, body, key)).statusCode).toBe(404);
    expect(await t.db.select().from(paymentIdempotency).where(eq(paymentIdempotency.key, key))).toEqual([]);
    expect((await pay(id, who, body, key)).statusCode).toBe(404);
  });

  it('refuses the same key with another body and requires a key', async () => {
    const { who, id, order } = await orderReady();
    const key = newKey();
    const body = await cardBody(order.total, DECLINE_CARD);
    expect((await pay(id, who, body, key)).json()).toMatchObject({ status: 'declined' });
    const other = await pay(id, who, await cardBody(order.total), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ error: 'idempotency-key-reused' });
    const missing = await pay(id, who, await cardBody(order.total), null);
    expect(missing.statusCode).toBe(400);
    const short = await pay(id, who, await cardBody(order.total), 'short');
    expect(short.statusCode).toBe(400);
  });

  it('refuses a tampered amount or currency and writes nothing', async () => {
    const { who, id, order } = await orderReady();
    const amount = await pay(id, who, await cardBody(order.total - 1));
    expect(amount.statusCode).toBe(400);
    expect(amount.json().error).toBe('payment-amount-mismatch');
    const currency = await pay(id, who, await cardBody(order.total, APPROVE_CARD, { currencyIso: 'EUR' }));
    expect(currency.statusCode).toBe(400);
    expect(currency.json().error).toBe('payment-currency-mismatch');
    const cardCurrency = await pay(id, who, {
      ...(await cardBody(order.total)),
      creditCard: { nonce: await tokenize(APPROVE_CARD), currency: 'XXX' },
    });
    expect(cardCurrency.statusCode).toBe(400);
    expect(cardCurrency.json().fieldErrors['creditCard.currency']).toBe('payment-currency-required');
    expect(await countsFor(await formIdOf(id))).toEqual({ orders: 0, payments: 0, charges: 0, captured: 0 });
    // The key of a refused request is free again for the corrected form: it was never claimed.
    const key = newKey();
    expect((await pay(id, who, await cardBody(order.total + 5), key)).statusCode).toBe(400);
    expect(await t.db.select().from(paymentIdempotency).where(eq(paymentIdempotency.key, key))).toEqual([]);
    expect((await pay(id, who, await cardBody(order.total), key)).json()).toMatchObject({ status: 'paid' });
  });

  // PostgreSQL only: the test holds a lock in a transaction of its own while the app goes on, which PGlite's
  // single connection cannot do.
  (backend === 'postgres' ? it : it.skip)(
    'refuses with 409 order-form-changed a payment whose form was saved after it was priced, and writes nothing',
    async () => {
      const { user, who, id, order } = await orderReady();
      const formId = await formIdOf(id);
      const key = newKey();
      const body = await cardBody(order.total);
      let paying: ReturnType<typeof pay> | undefined;
      const rolledBack = new Error('rolled back');
      await t.db
        .transaction(async (tx) => {
          // The key's row, uncommitted: Complete Order's claim of the same key (after it read and priced the
          // form, before it writes the payment) waits for this transaction.
          await tx.insert(paymentIdempotency).values({ userId: user.id, key, requestHash: 'held by the test' });
          paying = pay(id, who, body, key);
          await untilALockIsAwaited(t.db, 'Complete Order');
          // Another tab moves the form on: rush delivery costs more than what was priced.
          const saved = await client().put(id, 'selected-service', who, {
            serviceIdentities: ['standard-editing'],
            deliveryTier: 'rush',
          });
          expect(saved.statusCode).toBe(200);
          throw rolledBack;
        })
        .catch((error: unknown) => {
          if (error !== rolledBack) throw error;
        });
      const refused = await (paying as ReturnType<typeof pay>);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe('order-form-changed');
      expect(await countsFor(formId)).toEqual({ orders: 0, payments: 0, charges: 0, captured: 0 });
      // Reloaded, the payer pays what the form now asks, with the same key (a refusal frees it).
      const reloaded = client().orderOf(await client().get(id, 'load', who));
      expect(reloaded.total).toBeGreaterThan(order.total);
      expect((await pay(id, who, await cardBody(reloaded.total), key)).json()).toMatchObject({ status: 'paid' });
      expect(await countsFor(formId)).toEqual({ orders: 1, payments: 1, charges: 1, captured: 1 });
    },
  );

  (backend === 'postgres' ? it : it.skip)(
    'waits for a save in flight when it checks the form, and refuses with 409 order-form-changed once it lands',
    async () => {
      const { who, id, order } = await orderReady();
      const formId = await formIdOf(id);
      const body = await cardBody(order.total);
      let paying: ReturnType<typeof pay> | undefined;
      await t.db.transaction(async (tx) => {
        // A save in flight: the form's row changed and its version bumped, not committed yet.
        await tx
          .update(orderForms)
          .set({ deliveryTier: 'rush', version: sql`${orderForms.version} + 1` })
          .where(eq(orderForms.id, formId));
        paying = pay(id, who, body);
        // Complete Order read the form before the save (its snapshot), and its check now waits for the save.
        await untilALockIsAwaited(t.db, 'Complete Order');
      });
      const refused = await (paying as ReturnType<typeof pay>);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe('order-form-changed');
      expect(await countsFor(formId)).toEqual({ orders: 0, payments: 0, charges: 0, captured: 0 });
    },
  );

  it('keeps one live payment per order form in the database, and a submission beside a live one writes nothing', async () => {
    const { user, who, id, order } = await orderReady();
    const orderFormId = await formIdOf(id);
    // A pending payment of the form, as an attempt that is still running (or died) leaves it.
    const live = await insertPayment(t.db, { userId: user.id, total: order.total, orderFormId, status: 'pending' });
    const [jobsBefore] = await t.db.select({ n: count() }).from(jobs);
    const key = newKey();
    const refused = await pay(id, who, await cardBody(order.total), key);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('payment-in-progress');
    // The one-statement write did nothing (no payment, no recovery job), and the refusal freed the key.
    expect(await countsFor(orderFormId)).toEqual({ orders: 0, payments: 1, charges: 0, captured: 0 });
    const [jobsAfter] = await t.db.select({ n: count() }).from(jobs);
    expect(jobsAfter?.n).toBe(jobsBefore?.n);
    expect(await t.db.select().from(paymentIdempotency).where(eq(paymentIdempotency.key, key))).toEqual([]);
    // The database itself refuses a second live payment of the form; a declined one may sit beside it.
    await expect(insertPayment(t.db, { userId: user.id, total: order.total, orderFormId, status: 'pending' })).rejects.toThrow();
    await insertPayment(t.db, { userId: user.id, total: order.total, orderFormId, status: 'declined' });
    // Once the attempt has failed (the recovery job's verdict on a card never charged), the form can be paid.
    await t.db.update(payments).set({ status: 'failed' }).where(eq(payments.id, live.id));
    expect((await pay(id, who, await cardBody(order.total), key)).json()).toMatchObject({ status: 'paid' });
    expect(await countsFor(orderFormId)).toEqual({ orders: 1, payments: 3, charges: 1, captured: 1 });
  });

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
    const researcher = await signedIn(t.app, t.db, {
      countryId: countryIdOf('CN'),
      currencyIso: 'CNY',
      localization: 'cn',
      language: 'zh_CN',
    });
    const { id, order } = await client().openWithService(researcher.who, 'standard-editing');
    const address = {
      name: '王小明',
      phone: '13800138000',
      organization: '北京大学',
      address1: '颐和园路5号',
      city: '北京',
      state: 'BJ',
      zip: '100871',
      country: countryIdOf('CN'),
    };
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

  it("does not let a signed event of another session pay a bank transfer's invoice", async () => {
    const { id, order, placed: transfer } = await placeByBankTransfer();
    expect(transfer.status).toBe('awaiting-payment');
    // A real, approved session of someone's PayPal payment, and a session id made up for the occasion.
    const other = await orderReady();
    const paypal = (
      await pay(other.id, other.who, {
        paymentMethodId: PAYMENT_METHOD.payPal,
        amount: other.order.total,
        currencyIso: 'USD',
        billingAddress: billing(),
      })
    ).json() as TPaymentResult;
    await decideAtProvider(paypal, 'approve');
    const genuine = await queuedWebhook(paypal.receiptCode);
    for (const sessionId of [genuine.data.sessionId, 'ss_made_up_for_the_occasion']) {
      const forged = {
        id: `evt_${sessionId}_forged`,
        type: 'payment.approved' as const,
        data: { sessionId, reference: transfer.receiptCode, amount: order.total, currency: 'USD' },
      };
      expect((await sendWebhook(forged)).statusCode).toBe(200);
    }
    const [invoice] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.invoiceNumber, transfer.invoiceNumbers[0] ?? ''));
    expect(invoice).toMatchObject({ status: 'unpaid', balance: order.total });
    expect(await countsFor(await formIdOf(id))).toMatchObject({ orders: 1, captured: 0 });
  });

  it('issues an unpaid invoice for a bank transfer, then pays it off by card', async () => {
    const { who, order, response: transfer, placed } = await placeByBankTransfer();
    expect(transfer.statusCode, transfer.body).toBe(200);
    expect(placed.status).toBe('awaiting-payment');
    const invoiceNumber = placed.invoiceNumbers[0] ?? '';
    const payoff = await inject(t.app, {
      method: 'POST',
      url: '/api/payoff/payment',
      session: who.session ?? null,
      headers: { 'idempotency-key': newKey() },
      body: { ...(await cardBody(order.total)), payoffReceiptCodes: [invoiceNumber] },
    });
    expect(payoff.statusCode, payoff.body).toBe(200);
    expect(payoff.json()).toMatchObject({ status: 'paid' });
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.invoiceNumber, invoiceNumber));
    expect(invoice).toMatchObject({ status: 'paid', balance: 0 });
    // Someone else's invoice is not found.
    const stranger = await signedIn(t.app, t.db);
    const foreign = await inject(t.app, {
      method: 'POST',
      url: '/api/payoff/payment',
      session: stranger.who.session ?? null,
      headers: { 'idempotency-key': newKey() },
      body: { ...(await cardBody(order.total)), payoffReceiptCodes: [invoiceNumber] },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('places a Brazilian order awaiting its boleto, then marks it paid when the boleto is paid', async () => {
    const { who, id, order } = await (async () => {
      const researcher = await signedIn(t.app, t.db, {
        countryId: countryIdOf('BR'),
        currencyIso: 'BRL',
        localization: 'br',
        language: 'pt_BR',
      });
      const opened = await client().openWithService(researcher.who, 'standard-editing');
      return { ...researcher, ...opened };
    })();
    expect(order.currency.isoCode).toBe('BRL');
    const response = await pay(id, who, boletoPayment(order.total, 3));
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as TPaymentResult;
    expect(result).toMatchObject({ status: 'awaiting-payment', boletoUrl: `/api/payment/${result.receiptCode}/boleto` });
    const invoiceNumber = result.invoiceNumbers[0] ?? '';
    const [unpaid] = await t.db.select().from(invoices).where(eq(invoices.invoiceNumber, invoiceNumber));
    expect(unpaid).toMatchObject({ status: 'unpaid', balance: order.total });
    const [awaiting] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.orderFormId, await formIdOf(id)));
    expect(awaiting?.status).toBe('awaiting-payment');

    expect((await t.app.inject({ url: `/sandbox/boleto/${result.receiptCode}` })).statusCode).toBe(200);
    const paid = await t.app.inject({ method: 'POST', url: `/sandbox/boleto/${result.receiptCode}/pay` });
    expect(paid.statusCode).toBe(303);
    expect((await sendWebhook(await queuedWebhook(result.receiptCode))).statusCode).toBe(200);
    const [settled] = await t.db.select().from(invoices).where(eq(invoices.invoiceNumber, invoiceNumber));
    expect(settled).toMatchObject({ status: 'paid', balance: 0 });
    const [placed] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.orderFormId, await formIdOf(id)));
    expect(placed?.status).toBe('placed');
  });

  it('pays an existing prepayment by its number, and not somebody else', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const post = (who: string, body: unknown) =>
      inject(t.app, { method: 'POST', url: '/api/prepay/payment', session: who, headers: { 'idempotency-key': newKey() }, body });
    // A prepayment started at PayPal and left there: its retainer invoice stays unpaid.
    const started = (
      await post(session, {
        paymentMethodId: PAYMENT_METHOD.payPal,
        amount: 150_00,
        currencyIso: 'USD',
        prepayAmount: 150_00,
        billingAddress: billing(),
      })
    ).json() as TPaymentResult;
    expect(started.status).toBe('redirect');
    const retainerInvoiceNumber = started.retainerInvoiceNumber ?? '';
    const stranger = await createSignedInUser(t.app, t.db);
    const foreign = await post(stranger.session, { ...(await cardBody(150_00)), retainerInvoiceNumber });
    expect(foreign.statusCode).toBe(404);
    const byNumber = await post(session, { ...(await cardBody(150_00)), retainerInvoiceNumber });
    expect(byNumber.statusCode, byNumber.body).toBe(200);
    expect(byNumber.json()).toMatchObject({ status: 'paid', retainerInvoiceNumber });
    const [prepayment] = await t.db
      .select()
      .from(prepayments)
      .where(eq(prepayments.retainerInvoiceNumber, retainerInvoiceNumber));
    expect(prepayment).toMatchObject({ status: 'paid', availableAmount: 150_00 });
  });

  it('charges once for a payoff submitted twice at the same time under different keys', async () => {
    const { who, order, placed } = await placeByBankTransfer();
    const body = { ...(await cardBody(order.total)), payoffReceiptCodes: placed.invoiceNumbers };
    const submit = () =>
      inject(t.app, {
        method: 'POST',
        url: '/api/payoff/payment',
        session: who.session ?? null,
        headers: { 'idempotency-key': newKey() },
        body,
      });
    const responses = await Promise.all([submit(), submit(), submit()]);
    for (const r of responses) expect([200, 404, 409]).toContain(r.statusCode);
    const payoffs = await t.db.select().from(payments).where(eq(payments.purpose, 'payoff'));
    const mine = payoffs.filter((p) => p.invoiceNumbers.includes(placed.invoiceNumbers[0] ?? ''));
    expect(mine.filter((p) => p.status === 'captured')).toHaveLength(1);
    const [charges] = await t.db
      .select({ n: count() })
      .from(sandboxCharges)
      .where(
        inArray(
          sandboxCharges.idempotencyKey,
          mine.map((p) => p.receiptCode),
        ),
      );
    expect(charges?.n).toBe(1);
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

  it('loads the payment data, the client token and verifies vouchers', async () => {
    const { who, id } = await orderReady();
    const load = await inject(t.app, { url: '/api/payment/load', session: who.session ?? null });
    expect(load.statusCode, load.body).toBe(200);
    const data = load.json();
    expect(data.paymentMethods.map((m: { id: number }) => m.id)).toEqual([3, 6, 9, 1]);
    expect(data.minimumPrepayAmount).toBe(100_00);
    expect(data.bankDetails.bank).toMatch(/\S/);
    const token = await inject(t.app, { url: '/api/payment/braintree-client-token', session: who.session ?? null });
    expect(token.json().clientToken).toMatch(/^[\w-]+\.[\w-]+$/);
    expect((await inject(t.app, { url: '/api/payment/load' })).statusCode).toBe(401);
    const voucher = await client().put(id, 'voucher/NO-SUCH-CODE', who);
    expect(voucher.statusCode).toBe(200);
    expect(voucher.json()).toMatchObject({ valid: false, code: 'NO-SUCH-CODE', amount: 0 });
  });

  it('serves the hosted card frame in the payer language and tokenises only valid cards', async () => {
    const frame = await t.app.inject({ url: '/sandbox/card-frame?locale=ja' });
    expect(frame.statusCode).toBe(200);
    expect(frame.body).toContain('カード番号');
    expect(frame.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(frame.headers['x-frame-options']).toBe('SAMEORIGIN');
    const nonce = frame.body.match(/<script nonce="([^"]+)">/)?.[1];
    expect(nonce).toBeTruthy();
    expect(frame.headers['content-security-policy']).toContain(`script-src 'nonce-${nonce}'`);
    expect(frame.body).toContain("type:'card-nonce'");
    // The frame only collects the card: Complete Order on the page is the one action (no button of its own).
    expect(frame.body).not.toMatch(/<button|type="submit"/);
    expect(frame.body).not.toContain('このカードを使用');
    // It takes the portal's typeface when given one of the portal's built font files, and nothing else.
    const styled = await t.app.inject({ url: '/sandbox/card-frame?locale=en&font=/assets/inter-latin-wght-normal-Ab1_2.woff2' });
    expect(styled.body).toContain('src:url("/assets/inter-latin-wght-normal-Ab1_2.woff2")');
    expect(styled.body).toContain('font-family:"Portal Sans",');
    for (const font of ['https://fonts.example/x.woff2', '/assets/x.woff2");}body{background:url(//evil', '/assets/../x.woff2']) {
      const refused = await t.app.inject({ url: `/sandbox/card-frame?${new URLSearchParams({ font }).toString()}` });
      expect(refused.statusCode).toBe(200);
      expect(refused.body).not.toContain('@font-face');
      expect(refused.body).not.toContain('evil');
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: '/sandbox/card/tokenize',
      payload: { number: '4111 1111 1111 1112', expiry: '12/39', cvv: '123' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'number' });
    const expired = await t.app.inject({
      method: 'POST',
      url: '/sandbox/card/tokenize',
      payload: { number: APPROVE_CARD, expiry: '01/20', cvv: '123' },
    });
    expect(expired.json()).toEqual({ error: 'expiry' });
  });
});
