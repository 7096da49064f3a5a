import {
  ZDashboardResponse,
  ZDeliverablesResponse,
  ZOrderDetailsResponse,
  ZOrderSearchResponse,
  ZOrderServicesResponse,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, createUser } from '../../../test/factories.ts';
import { placeTestOrder } from '../../../test/fixtures/orders/checkout-fixtures.ts';
import { addDeliverable, completeOrder, reachStages } from '../../../test/fixtures/orders/fulfilment-fixtures.ts';
import { DOCX, deadlineIn, placedOrdersSetup } from '../../../test/fixtures/orders/placed-orders-setup.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS } from '../../../test/test-app.ts';
import { invoices } from '../../schema/invoices.ts';
import { credits } from '../../schema/ledger.ts';
import { orderForms } from '../../schema/order-form.ts';
import { orders } from '../../schema/orders.ts';
import { insertOpenForm } from '../order-form/repository.ts';

describe.each(BACKENDS)(
  'placed orders: search, files, edit and notifications on %s: search, page, deliverables and dashboard',
  (backend) => {
    const { t, storage, search } = placedOrdersSetup(backend);

    describe('GET /api/order/search', () => {
      it('lists the researcher’s own orders newest first, ten a page, with their state', async () => {
        const { user, session } = await createSignedInUser(t.app, t.db);
        const other = await createUser(t.db);
        await placeTestOrder(t.db, other.id, { snapshot: { title: 'Not mine' } });
        const placed = [];
        for (let i = 0; i < 12; i += 1) {
          const order = await placeTestOrder(t.db, user.id, { snapshot: { title: `Study ${i}` } });
          await t.db
            .update(orders)
            .set({ createdAt: new Date(Date.UTC(2026, 0, 1 + i)) })
            .where(eq(orders.id, order.orderId));
          placed.push(order);
        }
        const first = await search(session);
        expect(first.pagination).toEqual({ current: 1, previous: null, next: 2, pages: 2, total: 12 });
        expect(first.orders.map((o) => o.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Study ${11 - i}`));
        expect(first.orders[0]).toMatchObject({
          externalId: placed[11]?.externalId,
          status: 'placed',
          statusLabelKey: 'placed',
          stage: 'received',
          createdAt: '2026-01-12T00:00:00.000Z',
          paid: true,
          completed: false,
          certificate: null,
          services: [{ identity: 'premium-editing', name: 'Premium Editing', type: 'editing' }],
          containsActiveService: true,
        });
        const second = await search(session, 'page=2');
        expect(second.orders.map((o) => o.title)).toEqual(['Study 1', 'Study 0']);
        expect(second.pagination).toEqual({ current: 2, previous: 1, next: null, pages: 2, total: 12 });
        // A page past the last has no order to carry the count: it is counted apart, and the way back is page 2.
        const beyond = await search(session, 'page=7');
        expect(beyond.orders).toEqual([]);
        expect(beyond.pagination).toEqual({ current: 7, previous: 2, next: null, pages: 2, total: 12 });
      });

      it('filters by order number, title (anywhere, any case, % taken literally) and MM/dd/yyyy dates', async () => {
        const { user, session } = await createSignedInUser(t.app, t.db);
        const a = await placeTestOrder(t.db, user.id, { snapshot: { title: 'Graphene at 100% humidity' } });
        const b = await placeTestOrder(t.db, user.id, { snapshot: { title: 'Perovskite stability' } });
        await t.db
          .update(orders)
          .set({ createdAt: new Date('2026-02-10T23:30:00Z') })
          .where(eq(orders.id, a.orderId));
        await t.db
          .update(orders)
          .set({ createdAt: new Date('2026-03-05T08:00:00Z') })
          .where(eq(orders.id, b.orderId));
        const titles = async (query: string) => (await search(session, query)).orders.map((o) => o.title);

        expect(await titles(`xid=${a.externalId}`)).toEqual(['Graphene at 100% humidity']);
        expect(await titles(`xid=${a.externalId.slice(0, 4)}`)).toContain('Graphene at 100% humidity');
        expect(await titles('orderTitle=PEROVSKITE')).toEqual(['Perovskite stability']);
        expect(await titles('orderTitle=100%25')).toEqual(['Graphene at 100% humidity']);
        expect(await titles('orderTitle=1%25%25')).toEqual([]);
        expect(await titles(`from=${encodeURIComponent('02/10/2026')}&to=${encodeURIComponent('02/10/2026')}`)).toEqual([
          'Graphene at 100% humidity',
        ]);
        expect(await titles(`from=${encodeURIComponent('03/01/2026')}`)).toEqual(['Perovskite stability']);
        expect(await titles(`orderTitle=nothing-like-this`)).toEqual([]);
      });

      it('labels a completed unpaid order Awaiting Payment', async () => {
        const { user, session } = await createSignedInUser(t.app, t.db);
        const unpaid = await placeTestOrder(t.db, user.id, { status: 'awaiting-payment' });
        await completeOrder(t.db, unpaid.orderId);
        const [row] = (await search(session)).orders;
        expect(row).toMatchObject({ status: 'completed', completed: true, paid: false, statusLabelKey: 'awaitingpayment' });
      });

      it('answers the boleto of each unpaid invoice as pendingPayments, and freeOrder for an order of no charge', async () => {
        const { user, session } = await createSignedInUser(t.app, t.db);
        const waiting = await placeTestOrder(t.db, user.id, { status: 'awaiting-payment', snapshot: { title: 'Waiting' } });
        const paid = await placeTestOrder(t.db, user.id, { snapshot: { title: 'Paid' } });
        const free = await placeTestOrder(t.db, user.id, { snapshot: { title: 'Free', total: 0 } });
        const boleto = (n: number) => `https://boleto.test/${n}`;
        await t.db
          .update(invoices)
          .set({ boletoUrl: boleto(1) })
          .where(eq(invoices.invoiceNumber, waiting.invoiceNumber));
        await t.db
          .update(invoices)
          .set({ boletoUrl: boleto(2) })
          .where(eq(invoices.invoiceNumber, paid.invoiceNumber));

        const byTitle = new Map((await search(session)).orders.map((order) => [order.title, order]));
        expect(byTitle.get('Waiting')).toMatchObject({ pendingPayments: [{ boletoUrl: boleto(1) }], freeOrder: false });
        // The paid invoice's boleto is settled: nothing is pending.
        expect(byTitle.get('Paid')).toMatchObject({ pendingPayments: [], freeOrder: false });
        expect(byTitle.get('Free')).toMatchObject({ pendingPayments: [], freeOrder: true });
        const page = async (externalId: string) =>
          ZOrderDetailsResponse.parse((await inject(t.app, { url: `/api/order/${externalId}`, session })).json()).order;
        expect((await page(free.externalId)).freeOrder).toBe(true);
        expect((await page(paid.externalId)).freeOrder).toBe(false);
      });

      it('refuses malformed filters with 400 and answers 401 signed out', async () => {
        const { session } = await createSignedInUser(t.app, t.db);
        for (const query of ['from=2026-01-31', 'to=13%2F01%2F2026', 'page=0', 'page=abc', `orderTitle=${'x'.repeat(513)}`]) {
          const response = await inject(t.app, { url: `/api/order/search?${query}`, session });
          expect(response.statusCode, query).toBe(400);
          expect(response.json().error).toEqual(expect.any(String));
        }
        expect((await inject(t.app, { url: '/api/order/search' })).statusCode).toBe(401);
      });
    });

    describe('order page', () => {
      it('shows the stage timeline, completion, certificate state and what may be edited', async () => {
        const { user, session } = await createSignedInUser(t.app, t.db);
        const placed = await placeTestOrder(t.db, user.id);
        await reachStages(t.db, placed.orderId, 'editing');
        const response = await inject(t.app, { url: `/api/order/${placed.externalId}`, session });
        const { order } = ZOrderDetailsResponse.parse(response.json());
        expect(order.stages.map((s) => s.stage)).toEqual(['received', 'editor-assigned', 'editing']);
        expect(order.stages[0]?.occurredAt).toBe('2026-03-02T09:00:00.000Z');
        expect(order).toMatchObject({
          stage: 'editing',
          completed: false,
          paid: true,
          deadlineAvailable: true,
          certificateReady: false,
        });
      });

      it('answers hasFigures, hasManuscriptFormatting, currentStep, customerGoal, journalDetails.required and services[].fileType in the list and on the page', async () => {
        const { user, session } = await createSignedInUser(t.app, t.db);
        const line = (identity: string, type: string) => ({
          identity,
          name: identity,
          type,
          deliveryTier: 'standard',
          quantity: 1,
          timelineDays: 5,
          deadline: '2026-12-01',
          listPrice: 1000,
          discountAmount: 0,
          totalPrice: 1000,
        });
        const rich = await placeTestOrder(t.db, user.id, {
          snapshot: {
            title: 'Figures and formatting',
            services: [
              line('premium-editing', 'editing'),
              line('manuscript-formatting', 'formatting'),
              line('figure-formatting', 'figures'),
            ],
          },
        });
        await reachStages(t.db, rich.orderId, 'editing');
        const plain = await placeTestOrder(t.db, user.id, { snapshot: { title: 'Editing only', customerGoalId: null } });

        const listed = (await search(session)).orders;
        const listedRich = listed.find((o) => o.externalId === rich.externalId);
        expect(listedRich).toMatchObject({
          hasFigures: true,
          hasManuscriptFormatting: true,
          currentStep: 'editing',
          customerGoal: { id: 1, key: 'publication', name: 'Prepare my manuscript for journal submission' },
          journalDetails: { requested: true, required: true },
        });
        expect(listedRich?.services.map((s) => [s.identity, s.fileType])).toEqual([
          ['premium-editing', 'main'],
          ['manuscript-formatting', 'main'],
          ['figure-formatting', 'figure'],
        ]);
        expect(listed.find((o) => o.externalId === plain.externalId)).toMatchObject({
          hasFigures: false,
          hasManuscriptFormatting: false,
          currentStep: 'received',
          customerGoal: null,
          journalDetails: { requested: false, required: false },
        });

        const response = await inject(t.app, {
          url: `/api/order/${rich.externalId}`,
          session,
          headers: { 'x-page-language': 'jp' },
        });
        const { order } = ZOrderDetailsResponse.parse(response.json());
        expect(order).toMatchObject({
          hasFigures: true,
          hasManuscriptFormatting: true,
          currentStep: 'editing',
          customerGoal: { key: 'publication', name: 'ジャーナル投稿用に原稿を準備する' },
          journalDetails: { required: true },
        });
        expect(order.services.map((s) => s.fileType)).toEqual(['main', 'main', 'figure']);
      });

      it('names the services in the page’s language, whatever language the order was placed in', async () => {
        const { user, session } = await createSignedInUser(t.app, t.db);
        // Placed from an English page: the order keeps "Premium Editing".
        const placed = await placeTestOrder(t.db, user.id);
        const names = async (url: string, language: string) => {
          const response = await inject(t.app, { url, session, headers: { 'x-page-language': language } });
          expect(response.statusCode).toBe(200);
          return response.json();
        };
        const page = ZOrderDetailsResponse.parse(await names(`/api/order/${placed.externalId}`, 'jp'));
        expect(page.order.services.map((s) => s.name)).toEqual(['プレミアム英文校正']);
        const list = ZOrderSearchResponse.parse(await names('/api/order/search', 'cn'));
        expect(list.orders.find((o) => o.externalId === placed.externalId)?.services.map((s) => s.name)).toEqual(['高级润色']);
        const services = ZOrderServicesResponse.parse(await names(`/api/order/${placed.externalId}/services`, 'cn'));
        expect(services.services.map((s) => s.name)).toEqual(['高级润色']);
        expect(services.serviceOptions.every((s) => /[\u4e00-\u9fff]/.test(s.name))).toBe(true);
      });
    });

    describe('deliverables', () => {
      it('lists and streams the files of a paid order with their real name and size', async () => {
        const { user, session } = await createSignedInUser(t.app, t.db);
        const placed = await placeTestOrder(t.db, user.id);
        await completeOrder(t.db, placed.orderId);
        const file = await addDeliverable(t.db, storage, placed.orderId, {
          name: 'Manuscript – edited 修订版.docx',
          content: DOCX,
        });
        const list = ZDeliverablesResponse.parse(
          (await inject(t.app, { url: `/api/order/${placed.externalId}/deliverables`, session })).json(),
        );
        expect(list).toEqual({
          files: [{ key: file.key, path: 'Manuscript – edited 修订版.docx', size: DOCX.length }],
          companyName: 'Manuscript Services',
          externalId: placed.externalId,
        });
        const download = await inject(t.app, { url: `/api/order/${placed.externalId}/deliverables/${file.key}`, session });
        expect(download.statusCode).toBe(200);
        expect(download.rawPayload.equals(DOCX)).toBe(true);
        expect(download.headers['content-length']).toBe(String(DOCX.length));
        expect(download.headers['content-disposition']).toContain(
          `filename*=UTF-8''${encodeURIComponent('Manuscript – edited 修订版.docx')}`,
        );
      });

      it('answers the awaiting-payment error for an unpaid order, until staff release the files', async () => {
        const { user, session } = await createSignedInUser(t.app, t.db);
        const placed = await placeTestOrder(t.db, user.id, { status: 'awaiting-payment' });
        await completeOrder(t.db, placed.orderId);
        const file = await addDeliverable(t.db, storage, placed.orderId, { name: 'edited.docx', content: DOCX });
        const listUrl = `/api/order/${placed.externalId}/deliverables`;
        expect((await inject(t.app, { url: listUrl, session })).json()).toEqual({
          files: [],
          companyName: 'Manuscript Services',
          externalId: placed.externalId,
          error: 'download-awaiting-payment',
        });
        const refused = await inject(t.app, { url: `${listUrl}/${file.key}`, session });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ error: 'download-awaiting-payment' });

        await t.db.update(orders).set({ downloadAvailable: true }).where(eq(orders.id, placed.orderId));
        expect((await inject(t.app, { url: `${listUrl}/${file.key}`, session })).statusCode).toBe(200);
      });

      it('answers 404 for another researcher, another order’s key, a removed file and a key that is not a UUID', async () => {
        const { user, session } = await createSignedInUser(t.app, t.db);
        const intruder = await createSignedInUser(t.app, t.db);
        const mine = await placeTestOrder(t.db, user.id);
        const other = await placeTestOrder(t.db, user.id);
        const file = await addDeliverable(t.db, storage, mine.orderId, { name: 'edited.docx', content: DOCX });
        const url = `/api/order/${mine.externalId}/deliverables`;
        expect((await inject(t.app, { url, session: intruder.session })).statusCode).toBe(404);
        expect((await inject(t.app, { url: `${url}/${file.key}`, session: intruder.session })).statusCode).toBe(404);
        expect(
          (await inject(t.app, { url: `/api/order/${other.externalId}/deliverables/${file.key}`, session })).statusCode,
        ).toBe(404);
        for (const key of ['..%2F..%2Fetc%2Fpasswd', 'not-a-uuid', '00000000-0000-0000-0000-000000000000']) {
          expect((await inject(t.app, { url: `${url}/${key}`, session })).statusCode, key).toBe(404);
        }
        expect((await inject(t.app, { url: `${url}/not-a-uuid` })).statusCode).toBe(401);
      });
    });

    describe('another researcher', () => {
      it('gets 404 on every order call and writes nothing', async () => {
        const owner = await createUser(t.db);
        const { session } = await createSignedInUser(t.app, t.db);
        const placed = await placeTestOrder(t.db, owner.id);
        const before = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
        const calls = [
          { url: `/api/order/${placed.externalId}` },
          { url: `/api/order/${placed.externalId}/payment` },
          { url: `/api/order/${placed.externalId}/services` },
          { url: `/api/order/${placed.externalId}/deliverables` },
          {
            method: 'PUT' as const,
            url: `/api/order/${placed.externalId}/save`,
            body: { orderDetails: { title: 'Taken over', deadline: deadlineIn(5) } },
          },
          { method: 'PUT' as const, url: `/api/order/${placed.externalId}/save`, body: {} },
          {
            method: 'POST' as const,
            url: `/api/order/${placed.externalId}/email-notifications`,
            body: { settings: { emails: ['spy@example.org'] } },
          },
        ];
        for (const call of calls) {
          const response = await inject(t.app, { ...call, session });
          expect(response.statusCode, call.url).toBe(404);
          expect(response.json().error).toBe('not-found');
        }
        expect(await t.db.select().from(orders).where(eq(orders.id, placed.orderId))).toEqual(before);
        expect((await search(session)).orders).toEqual([]);
      });
    });

    describe('GET /api/researcher/dashboard', () => {
      it('answers the unpaid invoices (ten listed, the count and total), balances and the order form in progress', async () => {
        const { user, session } = await createSignedInUser(t.app, t.db);
        for (let i = 0; i < 12; i += 1) await placeTestOrder(t.db, user.id, { status: 'awaiting-payment' });
        await placeTestOrder(t.db, user.id);
        const form = await insertOpenForm(t.db, { userId: user.id });
        await t.db
          .update(orderForms)
          .set({ currentStep: 'details' })
          .where(eq(orderForms.id, form?.id ?? 0));
        await t.db.insert(credits).values({
          userId: user.id,
          referenceNumber: `CR-T${user.id}`,
          currencyIso: 'USD',
          totalAmount: 2_500,
          balance: 2_500,
        });
        const response = await inject(t.app, { url: '/api/researcher/dashboard', session });
        expect(response.statusCode, response.body).toBe(200);
        const dashboard = ZDashboardResponse.parse(response.json());
        expect(dashboard.unpaidInvoices.count).toBe(12);
        expect(dashboard.unpaidInvoices.invoices).toHaveLength(10);
        expect(dashboard.unpaidInvoices.invoices[0]?.formattedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(dashboard.unpaidInvoices.totals).toEqual([
          { currency: expect.objectContaining({ isoCode: 'USD' }), balance: 12 * 25_000 },
        ]);
        expect(dashboard).toMatchObject({
          creditBalance: 2_500,
          availablePrepayment: 0,
          orderFormInProgress: { currentStep: 'details' },
        });
        expect((await inject(t.app, { url: '/api/researcher/dashboard' })).statusCode).toBe(401);
      });
    });
  },
);
