import { Writable } from 'node:stream';
import { PAYMENT_METHOD, type TPaymentResult, type TSandboxWebhookEvent } from '@portal/domain';
import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories.ts';
import {
  BRAZILIAN_RESEARCHER,
  boletoPayment,
  newIdempotencyKey,
  paymentsTestClient,
  sandboxWebhookSecret,
} from '../../../test/fixtures/payments/test-client.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { SANDBOX_SIGNATURE_HEADER } from '../../integrations/payments/sandbox-gateway.ts';
import { sandboxWebhookRequest } from '../../integrations/payments/sandbox-webhook-delivery.ts';
import { invoicePayments, invoices } from '../../schema/invoices.ts';
import { prepayments } from '../../schema/ledger.ts';
import { orderForms } from '../../schema/order-form.ts';
import { orders } from '../../schema/orders.ts';
import { payments, paymentWebhookEvents } from '../../schema/payments.ts';

describe.each(BACKENDS)('sandbox webhooks on %s', (backend) => {
  const lines: string[] = [];
  const logDestination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const t = withTestApp(backend, { LOG_LEVEL: 'warn' }, { logDestination });
  const client = paymentsTestClient(t);

  async function paymentOf(receiptCode: string) {
    const [row] = await t.db.select().from(payments).where(eq(payments.receiptCode, receiptCode));
    if (!row) throw new Error(`no payment ${receiptCode}`);
    return row;
  }

  async function ordersOfForm(identity: string) {
    const [form] = await t.db.select({ id: orderForms.id }).from(orderForms).where(eq(orderForms.identity, identity));
    return t.db
      .select()
      .from(orders)
      .where(eq(orders.orderFormId, form?.id ?? -1));
  }

  async function applicationsOf(paymentId: number) {
    const [row] = await t.db.select({ n: count() }).from(invoicePayments).where(eq(invoicePayments.paymentId, paymentId));
    return row?.n ?? 0;
  }

  /** A Brazilian order placed awaiting its boleto, then paid at the sandbox's boleto page. */
  async function boletoPaid() {
    const ready = await client.orderReady(BRAZILIAN_RESEARCHER);
    const response = await client.pay(ready.id, ready.who, boletoPayment(ready.order.total));
    const result = response.json() as TPaymentResult;
    expect(result.status, response.body).toBe('awaiting-payment');
    expect((await t.app.inject({ method: 'POST', url: `/sandbox/boleto/${result.receiptCode}/pay` })).statusCode).toBe(303);
    return { ...ready, result };
  }

  /** A prepayment of USD 150.00 paid at PayPal. */
  async function prepaymentApproved() {
    const { session } = await createSignedInUser(t.app, t.db);
    const response = await inject(t.app, {
      method: 'POST',
      url: '/api/prepay/payment',
      session,
      headers: { 'idempotency-key': newIdempotencyKey() },
      body: {
        paymentMethodId: PAYMENT_METHOD.payPal,
        amount: 150_00,
        currencyIso: 'USD',
        prepayAmount: 150_00,
        billingAddress: client.billing(),
      },
    });
    const result = response.json() as TPaymentResult;
    expect(result.status, response.body).toBe('redirect');
    await client.decideAtProvider(result, 'approve');
    return result;
  }

  it('changes each payment once when every kind of sandbox webhook is delivered five times, out of order and at once', async () => {
    const approved = await client.orderReady();
    const approvedResult = await client.payAtPayPal(approved);
    await client.decideAtProvider(approvedResult, 'approve');

    const declined = await client.orderReady();
    const declinedResult = await client.payAtPayPal(declined);
    await client.decideAtProvider(declinedResult, 'decline');

    const boleto = await boletoPaid();
    const prepay = await prepaymentApproved();

    // The payer left PayPal's page unfinished and paid again; then approved both sessions (two tabs).
    const twice = await client.orderReady();
    const abandoned = await client.payAtPayPal(twice);
    const second = await client.payAtPayPal(twice);
    expect(second.receiptCode).not.toBe(abandoned.receiptCode);
    await client.decideAtProvider(abandoned, 'approve');
    await client.decideAtProvider(second, 'approve');

    const references = [approvedResult, declinedResult, boleto.result, prepay, abandoned, second].map((r) => r.receiptCode);
    const events = await Promise.all(references.map((reference) => client.queuedWebhook(reference)));
    // Newest first, each event five times, all sent at once.
    const deliveries = Array.from({ length: 5 }, () => [...events].reverse()).flat();
    const answers = await Promise.all(deliveries.map((event) => client.sendWebhook(event)));

    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    for (const event of events) {
      const mine = answers.filter((_, i) => deliveries[i] === event).map((a) => a.json().duplicate);
      expect(mine.sort()).toEqual([false, true, true, true, true]);
    }
    const [recorded] = await t.db
      .select({ n: count() })
      .from(paymentWebhookEvents)
      .where(
        inArray(
          paymentWebhookEvents.eventId,
          events.map((e) => `sandbox:${e.id}`),
        ),
      );
    expect(recorded?.n).toBe(events.length);

    // An approved redirect payment: one order, one invoice paid once.
    const approvedPayment = await paymentOf(approvedResult.receiptCode);
    expect(approvedPayment.status).toBe('captured');
    expect(await ordersOfForm(approved.id)).toHaveLength(1);
    expect(await applicationsOf(approvedPayment.id)).toBe(1);
    // A declined one: no order.
    expect((await paymentOf(declinedResult.receiptCode)).status).toBe('declined');
    expect(await ordersOfForm(declined.id)).toHaveLength(0);
    // A boleto paid: its invoice paid once, its order placed.
    const boletoPayment = await paymentOf(boleto.result.receiptCode);
    expect(boletoPayment.status).toBe('captured');
    expect(await applicationsOf(boletoPayment.id)).toBe(1);
    const [boletoInvoice] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.invoiceNumber, boleto.result.invoiceNumbers[0] ?? ''));
    expect(boletoInvoice).toMatchObject({ status: 'paid', balance: 0 });
    expect((await ordersOfForm(boleto.id)).map((o) => o.status)).toEqual(['placed']);
    // A prepayment: funded once.
    const [prepayment] = await t.db
      .select()
      .from(prepayments)
      .where(eq(prepayments.retainerInvoiceNumber, prepay.retainerInvoiceNumber ?? ''));
    expect(prepayment).toMatchObject({ status: 'paid', paidAmount: 150_00, availableAmount: 150_00 });
    // Two approved sessions for one order form: the live one places the order, the abandoned one changes nothing.
    expect((await paymentOf(abandoned.receiptCode)).status).toBe('failed');
    expect((await paymentOf(second.receiptCode)).status).toBe('captured');
    expect(await ordersOfForm(twice.id)).toHaveLength(1);
  });

  it('refuses a forged signature, a stale timestamp, an unsigned body and a signed non-event with 400, and logs why without secrets', async () => {
    const ready = await client.orderReady();
    const result = await client.payAtPayPal(ready);
    await client.decideAtProvider(result, 'approve');
    const event = await client.queuedWebhook(result.receiptCode);
    const secret = sandboxWebhookSecret();
    const raw = (body: string, signature?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment/webhook/sandbox',
        headers: { 'content-type': 'application/json', ...(signature ? { [SANDBOX_SIGNATURE_HEADER]: signature } : {}) },
        payload: body,
      });
    const forged = sandboxWebhookRequest('a-secret-the-portal-never-had', event);
    const stale = sandboxWebhookRequest(secret, event, new Date(Date.now() - 5 * 60_000 - 2_000));
    const notAnEvent = sandboxWebhookRequest(secret, { ...event, type: 'payment.refunded' } as unknown as TSandboxWebhookEvent);
    const signatureOf = (request: { headers: Record<string, string> }) => request.headers[SANDBOX_SIGNATURE_HEADER] ?? '';
    lines.length = 0;

    const answers = [
      await raw(forged.body, signatureOf(forged)),
      await raw(stale.body, signatureOf(stale)),
      await raw(JSON.stringify(event)),
      await raw(notAnEvent.body, signatureOf(notAnEvent)),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ error: 'webhook-signature-invalid' });
    }
    expect((await paymentOf(result.receiptCode)).status).toBe('redirected');
    expect(await ordersOfForm(ready.id)).toHaveLength(0);

    const refusals = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'payment webhook refused');
    expect(refusals.map((entry) => entry.refusal)).toEqual([
      'signature-mismatch',
      'stale-timestamp',
      'unsigned',
      'malformed-event',
    ]);
    const log = lines.join('');
    for (const hidden of [secret, signatureOf(forged), signatureOf(stale), event.data.sessionId, result.receiptCode]) {
      expect(log).not.toContain(hidden);
    }

    // The genuine delivery still settles the payment afterwards.
    expect((await client.sendWebhook(event)).json()).toEqual({ received: true, duplicate: false });
    expect(await ordersOfForm(ready.id)).toHaveLength(1);
  });
});
