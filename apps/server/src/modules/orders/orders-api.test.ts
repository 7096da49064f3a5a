import { convertBetween, PAYMENT_METHOD, ZOrderDetailsResponse, ZRewardPointsResponse } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, createUser, emailsTo } from '../../../test/factories.ts';
import { currencyRow, orderSnapshot, placeTestOrder } from '../../../test/fixtures/orders/checkout-fixtures.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { users } from '../../schema/account.ts';
import { orders } from '../../schema/orders.ts';
import { jobs } from '../../schema/platform.ts';
import { createCatalogueService } from '../catalogue/service.ts';
import { applyPaymentToInvoice } from '../invoices/apply-payment-to-invoice.ts';
import { findFormById, insertFile, insertOpenForm } from '../order-form/repository.ts';
import { awardPointsOfPaidOrders } from '../rewards/order-points.ts';
import { runOrderFollowUps } from './jobs.ts';
import { markOrderPaid, ORDER_PLACED_JOB, placeOrder, rewardPointsFor } from './service.ts';

describe.each(BACKENDS)('placed orders on %s', (backend) => {
  const t = withTestApp(backend);

  async function openForm(userId: number) {
    const form = await insertOpenForm(t.db, { userId });
    if (!form) throw new Error('no form');
    return form;
  }

  describe('placeOrder', () => {
    it('places one order per order form, converts the form and queues its follow-ups once', async () => {
      const user = await createUser(t.db);
      const form = await openForm(user.id);
      const input = {
        userId: user.id,
        orderFormId: form.id,
        snapshot: orderSnapshot({ total: 12_345 }),
        currency: await currencyRow(t.db, 'USD'),
        paymentId: null,
        receiptCode: 'RTEST1',
        status: 'placed' as const,
      };
      const first = await t.db.transaction((tx) => placeOrder(tx, input));
      const second = await t.db.transaction((tx) => placeOrder(tx, input));
      expect(first.created).toBe(true);
      expect(first.externalId).toMatch(/^[A-Z]{3}\d{5}$/);
      expect(second).toEqual({ ...first, created: false });

      const [order] = await t.db.select().from(orders).where(eq(orders.id, first.orderId));
      expect(order).toMatchObject({ status: 'placed', total: 12_345, rewardPoints: 123, styleOfEnglish: 'British' });
      expect((await findFormById(t.db, form.id))?.status).toBe('converted');
      const queued = await t.db.select().from(jobs).where(eq(jobs.kind, ORDER_PLACED_JOB));
      expect(queued.filter((j) => j.payload.orderId === first.orderId)).toHaveLength(1);
      expect(await emailsTo(t.db, user.email)).toEqual([]);

      await t.app.jobs.drain();
      const mail = await emailsTo(t.db, user.email);
      expect(mail).toHaveLength(1);
      expect(mail[0]?.subject).toBe(`Your order ${first.externalId} is confirmed`);
      expect(mail[0]?.text).toContain('Premium Editing: $123.45');
      expect(mail[0]?.text).toContain(`/en/researcher/index/details/${first.externalId}`);
      const [owner] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(owner?.totalRewardPoints).toBe(123);
    });

    it('sends the confirmation and credits the points once when the follow-up job runs again', async () => {
      const user = await createUser(t.db);
      const placed = await placeTestOrder(t.db, user.id, { snapshot: { total: 30_000 } });
      expect(await runOrderFollowUps(t.db, createCatalogueService(t.db), placed.orderId, 'http://portal.test')).toBe(true);
      expect(await runOrderFollowUps(t.db, createCatalogueService(t.db), placed.orderId, 'http://portal.test')).toBe(false);
      await t.app.jobs.drain();
      expect(await emailsTo(t.db, user.email)).toHaveLength(1);
      const [owner] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(owner?.totalRewardPoints).toBe(300);
    });

    it('places exactly one order when the same form is placed concurrently', async () => {
      const user = await createUser(t.db);
      const form = await openForm(user.id);
      const usd = await currencyRow(t.db, 'USD');
      const results = await Promise.all(
        Array.from({ length: 6 }, () =>
          t.db.transaction((tx) =>
            placeOrder(tx, {
              userId: user.id,
              orderFormId: form.id,
              snapshot: orderSnapshot(),
              currency: usd,
              paymentId: null,
              receiptCode: null,
              status: 'placed',
            }),
          ),
        ),
      );
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(new Set(results.map((r) => r.externalId)).size).toBe(1);
      expect(await t.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(1);
      await t.app.jobs.drain();
      expect(await emailsTo(t.db, user.email)).toHaveLength(1);
    });

    it('writes the confirmation in the user’s language and notes an awaited payment', async () => {
      const user = await createUser(t.db, { language: 'zh_CN' });
      const placed = await placeTestOrder(t.db, user.id, { status: 'awaiting-payment' });
      await t.app.jobs.drain();
      const [mail] = await emailsTo(t.db, user.email);
      expect(mail?.subject).toBe(`您的订单 ${placed.externalId} 已确认`);
      expect(mail?.text).toContain('收到您的付款后');
      // The service under its catalogue name in Chinese, not the English name it was placed under.
      expect(mail?.text).toContain('高级润色: $250.00');
      expect(mail?.html).toContain('<li>高级润色: $250.00</li>');
      expect(mail?.text).not.toContain('Premium Editing');
    });

    it('sends no confirmation when staff asked not to notify the customer', async () => {
      const user = await createUser(t.db);
      await placeTestOrder(t.db, user.id, { snapshot: { requireCustomerNotification: false, adminCreated: true } });
      await t.app.jobs.drain();
      expect(await emailsTo(t.db, user.email)).toEqual([]);
    });

    it('gives one reward point per whole US dollar of the total', async () => {
      const cny = await currencyRow(t.db, 'CNY');
      expect(rewardPointsFor(9_999, await currencyRow(t.db, 'USD'))).toBe(99);
      expect(rewardPointsFor(100_000, cny)).toBe(
        Math.floor(convertBetween(100_000, cny, { exchangeRate: '1', numDecimals: 2 }) / 100),
      );
    });

    it('moves an awaiting-payment order to placed once', async () => {
      const user = await createUser(t.db);
      const placed = await placeTestOrder(t.db, user.id, { status: 'awaiting-payment' });
      expect(await t.db.transaction((tx) => markOrderPaid(tx, placed.orderId))).toBe(true);
      expect(await t.db.transaction((tx) => markOrderPaid(tx, placed.orderId))).toBe(false);
      const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
      expect(order?.status).toBe('placed');
    });
  });

  describe('reward points', () => {
    it('adds an order’s points when it is paid: none while its transfer is awaited, once when paid', async () => {
      const user = await createUser(t.db);
      const placed = await placeTestOrder(t.db, user.id, { status: 'awaiting-payment', snapshot: { total: 23_456 } });
      await t.app.jobs.drain();
      const totalOf = async () => (await t.db.select().from(users).where(eq(users.id, user.id)))[0]?.totalRewardPoints;
      expect(await totalOf()).toBe(0);
      expect(await t.db.transaction((tx) => awardPointsOfPaidOrders(tx, user.id))).toBe(0);

      // Paid as a captured transfer is (payment-completion.ts): the invoice settled, the order marked paid.
      await t.db.transaction(async (tx) => {
        await markOrderPaid(tx, placed.orderId);
        expect(await awardPointsOfPaidOrders(tx, user.id)).toBe(0);
        await applyPaymentToInvoice(tx, {
          invoiceNumber: placed.invoiceNumber,
          paymentId: placed.payment.id,
          amount: 23_456,
          part: 'collected',
        });
        expect(await awardPointsOfPaidOrders(tx, user.id)).toBe(1);
      });
      expect(await totalOf()).toBe(234);
      expect(await t.db.transaction((tx) => awardPointsOfPaidOrders(tx, user.id))).toBe(0);
      expect(await totalOf()).toBe(234);
    });

    it('credits an order’s points to the user once and reports it', async () => {
      const { user, session } = await createSignedInUser(t.app, t.db);
      const placed = await placeTestOrder(t.db, user.id, { snapshot: { total: 45_067 } });
      const url = `/api/users/${user.identity}/reward-points?externalId=${placed.externalId}`;
      expect(ZRewardPointsResponse.parse((await inject(t.app, { url, session })).json())).toEqual({
        totalRewardPoints: 0,
        updated: false,
      });
      await t.app.jobs.drain();
      expect(await runOrderFollowUps(t.db, createCatalogueService(t.db), placed.orderId, null)).toBe(false);
      expect((await inject(t.app, { url, session })).json()).toEqual({ totalRewardPoints: 450, updated: true });
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.totalRewardPoints).toBe(450);
    });

    it('answers 404 for another user’s identity or order and 401 when signed out', async () => {
      const { user, session } = await createSignedInUser(t.app, t.db);
      const other = await createUser(t.db);
      const theirs = await placeTestOrder(t.db, other.id);
      expect((await inject(t.app, { url: `/api/users/${other.identity}/reward-points`, session })).statusCode).toBe(404);
      const url = `/api/users/${user.identity}/reward-points?externalId=${theirs.externalId}`;
      expect((await inject(t.app, { url, session })).statusCode).toBe(404);
      expect((await inject(t.app, { url })).statusCode).toBe(401);
    });
  });

  describe('order pages', () => {
    it('shows the order with its services, files, payment, journal and style of English', async () => {
      const { user, session } = await createSignedInUser(t.app, t.db);
      const placed = await placeTestOrder(t.db, user.id);
      const file = await insertFile(t.db, placed.formId, {
        kind: 'main',
        originalName: 'manuscript.docx',
        storedName: 'stored-1',
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        size: 1234,
        sha256: 'a'.repeat(64),
      });
      const response = await inject(t.app, { url: `/api/order/${placed.externalId}`, session });
      expect(response.statusCode).toBe(200);
      const { order } = ZOrderDetailsResponse.parse(response.json());
      expect(order).toMatchObject({
        externalId: placed.externalId,
        title: 'Thermal conductivity of layered perovskites',
        status: 'placed',
        deadline: '2026-12-01',
        wordCount: 4500,
        services: [
          { identity: 'premium-editing', name: 'Premium Editing', deliveryTier: 'standard', quantity: 1, totalPrice: 25_000 },
        ],
        files: [{ identity: file.identity, name: 'manuscript.docx', kind: 'main', expired: false }],
        journal: { name: 'Journal of Materials Chemistry', url: 'https://example.org/jmc' },
        styleOfEnglish: 'British',
        rewardPoints: 250,
      });
      expect(order.payment).toMatchObject({
        paymentId: placed.payment.id,
        receiptCode: placed.payment.receiptCode,
        methodId: PAYMENT_METHOD.creditCard,
        methodKey: 'credit-card',
        status: 'paid',
        amount: 25_000,
        total: 25_000,
        invoiceNumber: placed.invoiceNumber,
      });
      expect(order.payment.currency.isoCode).toBe('USD');
    });

    it('answers the payment (as the order, its payment within) and the services separately', async () => {
      const { user, session } = await createSignedInUser(t.app, t.db);
      const placed = await placeTestOrder(t.db, user.id, { status: 'awaiting-payment' });
      const payment = await inject(t.app, { url: `/api/order/${placed.externalId}/payment`, session });
      // researcher-area §7: the answer is the order.
      expect(payment.json()).toEqual({
        order: {
          externalId: placed.externalId,
          title: expect.any(String),
          status: 'awaiting-payment',
          paid: false,
          freeOrder: false,
          payment: expect.objectContaining({ status: 'awaiting-payment', methodKey: 'bank-transfer' }),
        },
      });
      const services = await inject(t.app, { url: `/api/order/${placed.externalId}/services`, session });
      expect(services.json().services).toEqual([
        {
          identity: 'premium-editing',
          name: 'Premium Editing',
          type: 'editing',
          deliveryTier: 'standard',
          quantity: 1,
          totalPrice: 25_000,
          fileType: 'main',
          canBeRemovedFromOrder: false,
        },
      ]);
    });

    it('answers 404 for another user’s order and an unknown one, and 401 when signed out', async () => {
      const { session } = await createSignedInUser(t.app, t.db);
      const other = await createUser(t.db);
      const theirs = await placeTestOrder(t.db, other.id);
      for (const suffix of ['', '/payment', '/services']) {
        expect((await inject(t.app, { url: `/api/order/${theirs.externalId}${suffix}`, session })).statusCode).toBe(404);
        expect((await inject(t.app, { url: `/api/order/ZZZ00000${suffix}`, session })).statusCode).toBe(404);
        expect((await inject(t.app, { url: `/api/order/${theirs.externalId}${suffix}` })).statusCode).toBe(401);
      }
      expect((await inject(t.app, { url: `/api/order/${'X'.repeat(41)}`, session })).statusCode).toBe(400);
    });

    it('keeps the order count and the duplicate-title check working on placed orders', async () => {
      const { user, session } = await createSignedInUser(t.app, t.db);
      const placed = await placeTestOrder(t.db, user.id);
      expect((await inject(t.app, { url: `/api/users/${user.identity}/order-count`, session })).json()).toEqual({
        numberOfOrders: 1,
      });
      const duplicate = await inject(t.app, {
        url: `/api/order/duplicate?title=${encodeURIComponent(placed.snapshot.title.toUpperCase())}`,
        session,
      });
      expect(duplicate.json().order).toMatchObject({ externalId: placed.externalId });
    });
  });
});
