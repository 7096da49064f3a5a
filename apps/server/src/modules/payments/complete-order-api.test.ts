import type { TPaymentResult } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories.ts';
import { DECLINE_CARD, paymentsApiSetup } from '../../../test/fixtures/payments/payments-api-setup.ts';
import { newIdempotencyKey as newKey } from '../../../test/fixtures/payments/test-client.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS } from '../../../test/test-app.ts';
import { statementsOf } from '../../platform/query-stats.ts';
import { invoices } from '../../schema/invoices.ts';
import { paymentIdempotency, payments } from '../../schema/payments.ts';
import { invoicePrefix } from '../invoices/issue-invoice.ts';

describe.each(BACKENDS)('payments API on %s: card orders', (backend) => {
  const { t, client, orderReady, pay, cardBody, countsFor, formIdOf, expectPlacedOnce } = paymentsApiSetup(backend);

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
});
