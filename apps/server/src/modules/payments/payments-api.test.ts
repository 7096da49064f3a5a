import { PAYMENT_METHOD, type TPaymentResult } from '@portal/domain';
import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countryIdOf, createSignedInUser } from '../../../test/factories.ts';
import { signedIn } from '../../../test/fixtures/order-form/test-client.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS } from '../../../test/test-app.ts';
import { invoices } from '../../schema/invoices.ts';
import { prepayments } from '../../schema/ledger.ts';
import { orders } from '../../schema/orders.ts';
import { payments, sandboxCharges } from '../../schema/payments.ts';
import { APPROVE_CARD, paymentsApiSetup } from './fixtures/payments-api-setup.ts';
import { boletoPayment, newIdempotencyKey as newKey } from './fixtures/test-client.ts';

describe.each(BACKENDS)('payments API on %s: bank transfer, boleto, payoff, prepayment and the payment form data', (backend) => {
  const setup = paymentsApiSetup(backend);
  const { t, client, billing, orderReady, pay, decideAtProvider, queuedWebhook, sendWebhook, cardBody } = setup;
  const { countsFor, formIdOf, placeByBankTransfer } = setup;

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
