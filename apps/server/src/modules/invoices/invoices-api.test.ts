import { randomBytes } from 'node:crypto';
import { PAYMENT_METHOD, ZInvoiceLoadResponse } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, createUser } from '../../../test/factories.ts';
import { insertPayment, placeTestOrder } from '../../../test/fixtures/orders/checkout-fixtures.ts';
import { completeOrder } from '../../../test/fixtures/orders/fulfilment-fixtures.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { invoices } from '../../schema/invoices.ts';
import { credits, vouchers } from '../../schema/ledger.ts';
import { createPrepayment, fundPrepayment } from '../ledger/service.ts';
import { applyPaymentToInvoice } from './apply-payment-to-invoice.ts';
import { findPayableInvoices } from './invoice-queries.ts';
import { createInvoice, invoicePrefix } from './issue-invoice.ts';

function invoiceInput(userId: number, totalAmount: number) {
  return {
    userId,
    orderId: null,
    orderExternalId: null,
    currencyIso: 'USD',
    exchangeRate: '1',
    totalAmount,
    lines: [{ description: 'Premium Editing', quantity: 1, amount: totalAmount }],
    localization: 'us',
    language: 'en_US',
  };
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

async function invoiceAt(
  db: Db,
  userId: number,
  values: { total: number; at: string; orderExternalId?: string; balance?: number },
) {
  const created = await createInvoice(db, {
    ...invoiceInput(userId, values.total),
    orderExternalId: values.orderExternalId ?? null,
  });
  await db
    .update(invoices)
    .set({ transactionDate: new Date(values.at), ...(values.balance === undefined ? {} : { balance: values.balance }) })
    .where(eq(invoices.id, created.id));
  return created;
}

describe.each(BACKENDS)('invoices on %s', (backend) => {
  const t = withTestApp(backend);

  describe('service', () => {
    it('numbers invoices by year and counts up, also when created concurrently', async () => {
      const user = await createUser(t.db);
      const created = await Promise.all(
        Array.from({ length: 6 }, () => t.db.transaction((tx) => createInvoice(tx, invoiceInput(user.id, 1_000)))),
      );
      const numbers = created.map((c) => c.invoiceNumber);
      expect(new Set(numbers).size).toBe(6);
      for (const n of numbers) expect(n).toMatch(new RegExp(`^${invoicePrefix()}\\d{6}$`));
      const counters = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
      expect((counters.at(-1) ?? 0) - (counters[0] ?? 0)).toBe(5);
    });

    it('applies payments conditionally, once per call, and marks the invoice paid at zero', async () => {
      const user = await createUser(t.db);
      const { invoiceNumber } = await createInvoice(t.db, invoiceInput(user.id, 10_000));
      const first = await insertPayment(t.db, { userId: user.id, total: 4_000, purpose: 'payoff' });
      const second = await insertPayment(t.db, { userId: user.id, total: 6_000, purpose: 'payoff' });
      const apply = (paymentId: number, amount: number) =>
        t.db.transaction((tx) => applyPaymentToInvoice(tx, { invoiceNumber, paymentId, amount }));

      expect(await apply(first.id, 4_000)).toEqual({ balance: 6_000, status: 'unpaid' });
      expect(await apply(first.id, 4_000)).toEqual({ balance: 6_000, status: 'unpaid' });
      const error = await rejection(apply(second.id, 6_001));
      expect([error.statusCode, error.code]).toEqual([409, 'payment-amount-mismatch']);
      expect(await apply(second.id, 6_000)).toEqual({ balance: 0, status: 'paid' });
      const [row] = await t.db.select().from(invoices).where(eq(invoices.invoiceNumber, invoiceNumber));
      expect(row?.paidAt).not.toBeNull();
    });

    it('applies what a bank transfer collects later beside an equal amount settled when ordering', async () => {
      const user = await createUser(t.db);
      const { invoiceNumber } = await createInvoice(t.db, invoiceInput(user.id, 10_000));
      const payment = await insertPayment(t.db, { userId: user.id, total: 10_000, purpose: 'order' });
      const apply = (part: 'payment' | 'collected') =>
        t.db.transaction((tx) => applyPaymentToInvoice(tx, { invoiceNumber, paymentId: payment.id, amount: 5_000, part }));

      expect(await apply('payment')).toEqual({ balance: 5_000, status: 'unpaid' });
      expect(await apply('collected')).toEqual({ balance: 0, status: 'paid' });
      expect(await apply('collected')).toEqual({ balance: 0, status: 'paid' });
    });

    it('never takes a balance below zero under concurrent payments', async () => {
      const user = await createUser(t.db);
      const { invoiceNumber } = await createInvoice(t.db, invoiceInput(user.id, 1_000));
      const paymentsMade = await Promise.all(
        Array.from({ length: 5 }, () => insertPayment(t.db, { userId: user.id, total: 400, purpose: 'payoff' })),
      );
      const results = await Promise.allSettled(
        paymentsMade.map((p) =>
          t.db.transaction((tx) => applyPaymentToInvoice(tx, { invoiceNumber, paymentId: p.id, amount: 400 })),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
      const [row] = await t.db.select().from(invoices).where(eq(invoices.invoiceNumber, invoiceNumber));
      expect(row?.balance).toBe(200);
    });

    it('finds payable invoices only when all are the user’s and payable', async () => {
      const user = await createUser(t.db);
      const other = await createUser(t.db);
      const a = await createInvoice(t.db, invoiceInput(user.id, 1_000));
      const b = await createInvoice(t.db, invoiceInput(user.id, 2_000));
      const paid = await createInvoice(t.db, invoiceInput(user.id, 0));
      const writeOff = await createInvoice(t.db, invoiceInput(user.id, 500));
      await t.db.update(invoices).set({ pendingWriteoff: true }).where(eq(invoices.id, writeOff.id));
      const theirs = await createInvoice(t.db, invoiceInput(other.id, 1_000));

      expect(await findPayableInvoices(t.db, user.id, [b.invoiceNumber, a.invoiceNumber])).toEqual([
        { id: b.id, invoiceNumber: b.invoiceNumber, balance: 2_000, currencyIso: 'USD' },
        { id: a.id, invoiceNumber: a.invoiceNumber, balance: 1_000, currencyIso: 'USD' },
      ]);
      for (const wrong of [paid, writeOff, theirs, { invoiceNumber: 'INV-0000-000000' }]) {
        const error = await rejection(findPayableInvoices(t.db, user.id, [a.invoiceNumber, wrong.invoiceNumber]));
        expect([error.statusCode, error.code]).toEqual([404, 'not-found']);
      }
    });
  });

  describe('GET /api/invoice/load', () => {
    it('lists invoices newest first, ten per page, with pagination', async () => {
      const { user, session } = await createSignedInUser(t.app, t.db);
      for (let day = 1; day <= 12; day += 1) {
        await invoiceAt(t.db, user.id, { total: day * 100, at: `2026-03-${String(day).padStart(2, '0')}T12:00:00Z` });
      }
      const first = ZInvoiceLoadResponse.parse((await inject(t.app, { url: '/api/invoice/load', session })).json());
      expect(first.invoices).toHaveLength(10);
      expect(first.invoices[0]).toMatchObject({ totalAmount: 1_200, formattedDate: 'March 12, 2026', balance: 1_200 });
      expect(first.pagination).toEqual({ previous: null, next: 2, current: 1, total: 12 });
      const second = ZInvoiceLoadResponse.parse((await inject(t.app, { url: '/api/invoice/load?page=2', session })).json());
      expect(second.invoices.map((i) => i.totalAmount)).toEqual([200, 100]);
      expect(second.pagination).toEqual({ previous: 1, next: null, current: 2, total: 12 });
    });

    it('filters by status, day range and order number', async () => {
      const { user, session } = await createSignedInUser(t.app, t.db);
      await invoiceAt(t.db, user.id, { total: 100, at: '2026-04-01T23:30:00Z', orderExternalId: 'ABC11111' });
      await invoiceAt(t.db, user.id, { total: 200, at: '2026-04-02T00:30:00Z', orderExternalId: 'ABC22222', balance: 0 });
      await invoiceAt(t.db, user.id, { total: 300, at: '2026-04-03T10:00:00Z', orderExternalId: 'ABC33333' });
      const writeOff = await invoiceAt(t.db, user.id, { total: 400, at: '2026-04-04T10:00:00Z' });
      await t.db.update(invoices).set({ pendingWriteoff: true }).where(eq(invoices.id, writeOff.id));
      const totals = async (query: string) =>
        ZInvoiceLoadResponse.parse((await inject(t.app, { url: `/api/invoice/load?${query}`, session })).json()).invoices.map(
          (i) => i.totalAmount,
        );
      expect(await totals('status=unpaid')).toEqual([300, 100]);
      expect(await totals('from=2026-04-02&to=2026-04-03')).toEqual([300, 200]);
      expect(await totals('to=2026-04-01')).toEqual([100]);
      expect(await totals('orderNumber=ABC22222')).toEqual([200]);
      expect(await totals('orderNumber=ABC2222')).toEqual([]);
      for (const query of [
        'from=yesterday',
        'from=0000-01-01',
        'to=0000-12-31',
        'from=10000-01-01',
        'to=2026-02-30',
        'from=Infinity',
      ]) {
        const bad = await inject(t.app, { url: `/api/invoice/load?${query}`, session });
        expect([bad.statusCode, bad.json().error], query).toEqual([400, 'validation-error']);
      }
    });

    it('shows only the user’s own invoices, credits and prepayments, and needs a session', async () => {
      const { session } = await createSignedInUser(t.app, t.db);
      const other = await createUser(t.db);
      await createInvoice(t.db, invoiceInput(other.id, 999));
      const body = ZInvoiceLoadResponse.parse((await inject(t.app, { url: '/api/invoice/load', session })).json());
      expect([body.invoices, body.unpaidInvoices, body.credits, body.prepayments]).toEqual([[], [], [], []]);
      expect((await inject(t.app, { url: '/api/invoice/load' })).statusCode).toBe(401);
    });

    it('carries unpaid invoices, applied payments, credits, prepayments, pending payments and payoff methods', async () => {
      const { user, session } = await createSignedInUser(t.app, t.db);
      const paidOrder = await placeTestOrder(t.db, user.id);
      const unpaidOrder = await placeTestOrder(t.db, user.id, { status: 'awaiting-payment', snapshot: { total: 8_000 } });
      await t.db.insert(credits).values({
        userId: user.id,
        referenceNumber: `CR-${randomBytes(4).toString('hex')}`,
        currencyIso: 'USD',
        totalAmount: 3_000,
        balance: 2_500,
        createdAt: new Date('2026-05-04T01:00:00Z'),
      });
      const prepayment = await createPrepayment(t.db, {
        userId: user.id,
        amount: 15_000,
        currencyIso: 'USD',
        localization: 'us',
      });
      const funding = await insertPayment(t.db, { userId: user.id, total: 15_000, purpose: 'prepay' });
      await t.db.transaction((tx) => fundPrepayment(tx, { prepaymentId: prepayment.id, paymentId: funding.id, amount: 15_000 }));
      const redirected = await insertPayment(t.db, {
        userId: user.id,
        total: 5_000,
        status: 'redirected',
        methodId: PAYMENT_METHOD.payPal,
        provider: 'paypal',
      });
      await t.db
        .insert(vouchers)
        .values({ code: `U-${user.id}`, currencyIso: 'USD', amount: 100, balance: 100, userId: user.id });

      const body = ZInvoiceLoadResponse.parse(
        (await inject(t.app, { url: '/api/invoice/load', session, headers: { 'x-page-language': 'en' } })).json(),
      );
      expect(body.unpaidInvoices.map((i) => i.invoiceNumber)).toEqual([unpaidOrder.invoiceNumber]);
      const paid = body.invoices.find((i) => i.invoiceNumber === paidOrder.invoiceNumber);
      expect(paid).toMatchObject({
        balance: 0,
        customFields: { Submission: paidOrder.externalId },
        payments: [{ id: paidOrder.payment.id, amount: 25_000, retainerinvoice_id: null }],
        statementOfDelivery: { status: 'pending' },
        fapiao: null,
      });
      expect(body.credits).toEqual([
        expect.objectContaining({ totalAmount: 3_000, balance: 2_500, formattedDate: 'May 04, 2026', expirationDate: null }),
      ]);
      expect(body.prepayments).toEqual([
        expect.objectContaining({
          retainerInvoiceNumber: prepayment.retainerInvoiceNumber,
          totalAmount: 15_000,
          availablePrepaymentAmount: 15_000,
          balance: 0,
          payment: { id: funding.id, amount: 15_000 },
        }),
      ]);
      expect(body.pendingPayments).toEqual([{ receiptCode: redirected.receiptCode, amount: 5_000, methodKey: 'paypal' }]);
      expect(body.usdCredits).toBe(2_500);
      expect(body.voucherAvailable).toBe(true);
      expect(body.currency.isoCode).toBe('USD');
      // US payoff methods: card, PayPal and bank transfer; credits only when they cannot cover the total (2,500 < 8,000).
      expect(body.paymentMethods.map((m) => m.key)).toEqual(['credit-card', 'paypal', 'bank-transfer', 'credits']);
    });

    it('answers each invoice’s order number, statement of delivery, exchange rate, localization, pending write-off and boleto', async () => {
      const { user, session } = await createSignedInUser(t.app, t.db);
      const delivered = await placeTestOrder(t.db, user.id, {
        snapshot: { currencyIso: 'BRL', localization: 'br', language: 'pt_BR' },
      });
      await completeOrder(t.db, delivered.orderId);
      const waiting = await placeTestOrder(t.db, user.id, { status: 'awaiting-payment' });
      await t.db
        .update(invoices)
        .set({ boletoUrl: 'https://boleto.test/1', pendingWriteoff: true })
        .where(eq(invoices.invoiceNumber, waiting.invoiceNumber));
      const [stored] = await t.db
        .select({ exchangeRate: invoices.exchangeRate })
        .from(invoices)
        .where(eq(invoices.invoiceNumber, delivered.invoiceNumber));

      const body = ZInvoiceLoadResponse.parse((await inject(t.app, { url: '/api/invoice/load', session })).json());
      const byNumber = new Map(body.invoices.map((invoice) => [invoice.invoiceNumber, invoice]));
      expect(stored?.exchangeRate).not.toBe('1');
      expect(byNumber.get(delivered.invoiceNumber)).toMatchObject({
        customFields: { Submission: delivered.externalId },
        statementOfDelivery: { status: 'available' },
        exchangeRate: stored?.exchangeRate,
        localization: 'br',
        currency: expect.objectContaining({ isoCode: 'BRL' }),
        pendingWriteoff: false,
        boletoUrl: null,
      });
      expect(byNumber.get(waiting.invoiceNumber)).toMatchObject({
        customFields: { Submission: waiting.externalId },
        statementOfDelivery: { status: 'pending' },
        localization: 'us',
        pendingWriteoff: true,
        boletoUrl: 'https://boleto.test/1',
      });
      // An invoice waiting to be written off is not there to be paid.
      expect(body.unpaidInvoices.map((invoice) => invoice.invoiceNumber)).not.toContain(waiting.invoiceNumber);
    });

    it('writes dates in the page’s language', async () => {
      const { user, session } = await createSignedInUser(t.app, t.db);
      await invoiceAt(t.db, user.id, { total: 100, at: '2026-03-05T12:00:00Z' });
      const body = ZInvoiceLoadResponse.parse(
        (await inject(t.app, { url: '/api/invoice/load', session, headers: { 'x-page-language': 'jp' } })).json(),
      );
      expect(body.invoices[0]?.formattedDate).toBe('2026年3月5日');
    });
  });
});
