import type { TPaymentResult } from '@portal/domain';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertPayment } from '../../../test/fixtures/orders/checkout-fixtures.ts';
import { APPROVE_CARD, DECLINE_CARD, paymentsApiSetup } from '../../../test/fixtures/payments/payments-api-setup.ts';
import { newIdempotencyKey as newKey } from '../../../test/fixtures/payments/test-client.ts';
import { untilALockIsAwaited } from '../../../test/lock-waits.ts';
import { BACKENDS } from '../../../test/test-app.ts';
import { orderForms } from '../../schema/order-form.ts';
import { paymentIdempotency, payments } from '../../schema/payments.ts';
import { jobs } from '../../schema/platform.ts';

describe.each(BACKENDS)('payments API on %s: idempotency and one live payment', (backend) => {
  const { t, client, tokenize, orderReady, pay, cardBody, countsFor, formIdOf } = paymentsApiSetup(backend);

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
});
