import {
  formatDeadline,
  formatLongDate,
  ZEmailNotificationsResponse,
  ZOrderDetailsResponse,
  ZOrderSaveResponse,
  ZOrderServicesResponse,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, emailsTo } from '../../../test/factories.ts';
import { orderSnapshot, placeTestOrder } from '../../../test/fixtures/orders/checkout-fixtures.ts';
import { completeOrder } from '../../../test/fixtures/orders/fulfilment-fixtures.ts';
import { deadlineIn, placedOrdersSetup } from '../../../test/fixtures/orders/placed-orders-setup.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS } from '../../../test/test-app.ts';
import { invoices } from '../../schema/invoices.ts';
import { credits } from '../../schema/ledger.ts';
import { orders } from '../../schema/orders.ts';

describe.each(BACKENDS)(
  'placed orders: search, files, edit and notifications on %s: edits and notification e-mails',
  (backend) => {
    const { t } = placedOrdersSetup(backend);

    describe('editing an order', () => {
      it('offers the additional services it may add, priced for the order, without the ones it has', async () => {
        const { user, session } = await createSignedInUser(t.app, t.db);
        const placed = await placeTestOrder(t.db, user.id);
        const response = await inject(t.app, { url: `/api/order/${placed.externalId}/services`, session });
        const { services, serviceOptions } = ZOrderServicesResponse.parse(response.json());
        expect(services).toEqual([expect.objectContaining({ identity: 'premium-editing', canBeRemovedFromOrder: false })]);
        const identities = serviceOptions.map((s) => s.identity);
        expect(identities).toContain('journal-recommendation');
        expect(identities).not.toContain('premium-editing');
        expect(identities).not.toContain('figure-formatting');
        const journal = serviceOptions.find((s) => s.identity === 'journal-recommendation');
        expect(journal).toMatchObject({ price: 14_900, name: 'Journal Recommendation' });
        expect(new Date(journal?.deadline ?? '').getTime() % (30 * 60_000)).toBe(0);
      });

      it('saves the title and deadline and e-mails the researcher and the co-authors that the deadline changed', async () => {
        const { user, session } = await createSignedInUser(t.app, t.db);
        const placed = await placeTestOrder(t.db, user.id);
        await inject(t.app, {
          method: 'POST',
          url: `/api/order/${placed.externalId}/email-notifications`,
          session,
          body: { settings: { emails: ['coauthor@example.org'] } },
        });
        const deadline = deadlineIn(20, '14:00');
        const response = await inject(t.app, {
          method: 'PUT',
          url: `/api/order/${placed.externalId}/save`,
          session,
          body: { orderDetails: { title: 'A better title', deadline } },
        });
        expect(response.statusCode, response.body).toBe(200);
        const { orderDetails } = ZOrderSaveResponse.parse(response.json());
        expect(orderDetails).toMatchObject({ title: 'A better title', invoiceNumber: null, creditIssued: 0 });
        expect(formatDeadline(orderDetails.deadline)).toBe(deadline);
        const [stored] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
        expect(stored).toMatchObject({ title: 'A better title', deadline: orderDetails.deadline });

        await t.app.jobs.drain();
        for (const to of [user.email, 'coauthor@example.org']) {
          const mail = (await emailsTo(t.db, to)).filter((e) => e.subject.includes('deadline'));
          expect(mail, to).toHaveLength(1);
          // The day as every screen and document writes it, then the time (UTC).
          expect(mail[0]?.text).toContain(`${formatLongDate(deadline.slice(0, 10), 'en')} ${deadline.slice(11)}`);
        }
      });

      it('invoices the difference when a service is added, and recomputes the deadline from it', async () => {
        const { user, session } = await createSignedInUser(t.app, t.db);
        const placed = await placeTestOrder(t.db, user.id);
        const options = ZOrderServicesResponse.parse(
          (await inject(t.app, { url: `/api/order/${placed.externalId}/services`, session })).json(),
        ).serviceOptions;
        const added = options.find((s) => s.identity === 'journal-recommendation');
        const response = await inject(t.app, {
          method: 'PUT',
          url: `/api/order/${placed.externalId}/save`,
          session,
          body: {
            orderDetails: {
              title: 'T',
              deadline: formatDeadline(added?.deadline ?? ''),
              addedServices: ['journal-recommendation'],
            },
          },
        });
        expect(response.statusCode, response.body).toBe(200);
        const { orderDetails } = ZOrderSaveResponse.parse(response.json());
        expect(orderDetails.calculatedDeadline).toBe(added?.deadline);
        expect(orderDetails.services.map((s) => s.identity)).toEqual(['premium-editing', 'journal-recommendation']);
        expect(orderDetails.invoiceNumber).toEqual(expect.any(String));
        const [invoice] = await t.db
          .select()
          .from(invoices)
          .where(eq(invoices.invoiceNumber, orderDetails.invoiceNumber ?? ''));
        expect(invoice).toMatchObject({ orderId: placed.orderId, totalAmount: 14_900, balance: 14_900, status: 'unpaid' });
        const [stored] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
        expect(stored?.total).toBe(25_000 + 14_900);
        // The new invoice is unpaid: the order is no longer paid, so its files wait for it.
        const { order } = ZOrderDetailsResponse.parse(
          (await inject(t.app, { url: `/api/order/${placed.externalId}`, session })).json(),
        );
        expect(order.paid).toBe(false);
      });

      it('returns a removed service’s price as account credit', async () => {
        const { user, session } = await createSignedInUser(t.app, t.db);
        const [editing] = orderSnapshot().services;
        if (!editing) throw new Error('no service in the snapshot');
        const plagiarismCheck = { ...editing, identity: 'plagiarism-check', name: 'Plagiarism Check', type: 'other' };
        const placed = await placeTestOrder(t.db, user.id, {
          snapshot: { total: 30_000, services: [editing, { ...plagiarismCheck, listPrice: 5_000, totalPrice: 5_000 }] },
        });
        const before = ZOrderServicesResponse.parse(
          (await inject(t.app, { url: `/api/order/${placed.externalId}/services`, session })).json(),
        );
        expect(before.services.map((s) => [s.identity, s.canBeRemovedFromOrder])).toEqual([
          ['premium-editing', false],
          ['plagiarism-check', true],
        ]);
        const refused = await inject(t.app, {
          method: 'PUT',
          url: `/api/order/${placed.externalId}/save`,
          session,
          body: { orderDetails: { title: 'T', deadline: deadlineIn(9), removedServices: ['premium-editing'] } },
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().fieldErrors).toEqual({ removedServices: 'order-service-not-removable' });

        const response = await inject(t.app, {
          method: 'PUT',
          url: `/api/order/${placed.externalId}/save`,
          session,
          body: { orderDetails: { title: 'T', deadline: deadlineIn(9), removedServices: ['plagiarism-check'] } },
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(ZOrderSaveResponse.parse(response.json()).orderDetails).toMatchObject({
          creditIssued: 5_000,
          invoiceNumber: null,
        });
        const granted = await t.db.select().from(credits).where(eq(credits.userId, user.id));
        expect(granted).toEqual([expect.objectContaining({ totalAmount: 5_000, balance: 5_000, currencyIso: 'USD' })]);
      });

      it('refuses deadlines off the grid or in the past, an empty title and malformed bodies, with messages', async () => {
        const { user, session } = await createSignedInUser(t.app, t.db);
        const placed = await placeTestOrder(t.db, user.id);
        const save = (body: unknown) =>
          inject(t.app, { method: 'PUT', url: `/api/order/${placed.externalId}/save`, session, body: body as object });
        const cases: [unknown, Record<string, string>][] = [
          [
            { orderDetails: { title: 'T', deadline: deadlineIn(5, '10:15') } },
            { 'orderDetails.deadline': 'order-deadline-step?minutes=30' },
          ],
          [{ orderDetails: { title: 'T', deadline: '2020-01-01 10:00' } }, { 'orderDetails.deadline': 'order-deadline-past' }],
          [
            { orderDetails: { title: ' ', deadline: '' } },
            { 'orderDetails.title': 'order-title-required', 'orderDetails.deadline': 'order-deadline-required' },
          ],
          [
            { orderDetails: { title: 'T', deadline: deadlineIn(5), addedServices: ['no-such-service'] } },
            { addedServices: 'order-service-not-addable' },
          ],
        ];
        for (const [body, fieldErrors] of cases) {
          const response = await save(body);
          expect(response.statusCode, JSON.stringify(body)).toBe(400);
          expect(response.json().fieldErrors).toEqual(fieldErrors);
        }
        for (const body of [{}, { orderDetails: 'x' }, { orderDetails: { title: 5 } }]) {
          const response = await save(body);
          expect(response.statusCode).toBe(400);
          expect(response.json().error).toBe('validation-error');
        }
        const [stored] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
        expect(stored?.title).toBe(placed.snapshot.title);
      });

      it('refuses to edit a completed order', async () => {
        const { user, session } = await createSignedInUser(t.app, t.db);
        const placed = await placeTestOrder(t.db, user.id);
        await completeOrder(t.db, placed.orderId);
        const response = await inject(t.app, {
          method: 'PUT',
          url: `/api/order/${placed.externalId}/save`,
          session,
          body: { orderDetails: { title: 'T', deadline: deadlineIn(5) } },
        });
        expect(response.statusCode).toBe(409);
        expect(response.json().error).toBe('order-not-editable');
      });
    });

    describe('notification e-mails', () => {
      it('keeps the co-authors’ addresses, each once, without the researcher’s own', async () => {
        const { user, session } = await createSignedInUser(t.app, t.db);
        const placed = await placeTestOrder(t.db, user.id);
        const response = await inject(t.app, {
          method: 'POST',
          url: `/api/order/${placed.externalId}/email-notifications`,
          session,
          body: { settings: { emails: ['a@example.org', 'A@example.org', user.email, 'b@example.org'] } },
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(ZEmailNotificationsResponse.parse(response.json())).toEqual({
          settings: { emails: ['a@example.org', 'b@example.org'] },
        });
        const [stored] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
        expect(stored?.notificationEmails).toEqual(['a@example.org', 'b@example.org']);
      });

      it('refuses invalid addresses and more than ten', async () => {
        const { user, session } = await createSignedInUser(t.app, t.db);
        const placed = await placeTestOrder(t.db, user.id);
        const post = (emails: unknown) =>
          inject(t.app, {
            method: 'POST',
            url: `/api/order/${placed.externalId}/email-notifications`,
            session,
            body: { settings: { emails } },
          });
        expect((await post(['not-an-address'])).json().fieldErrors).toEqual({ 'settings.emails.0': 'emailAddressInvalidFormat' });
        const eleven = Array.from({ length: 11 }, (_, i) => `co${i}@example.org`);
        expect((await post(eleven)).json().fieldErrors).toEqual({ 'settings.emails': 'notification-emails-too-many?max=10' });
      });
    });
  },
);
