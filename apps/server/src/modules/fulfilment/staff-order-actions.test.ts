import { ZStaffOrderResponse } from '@portal/domain';
import { and, desc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, createUser, emailsTo } from '../../../test/factories.ts';
import { buildDocx } from '../../../test/fixtures/files/build-zip.ts';
import { staffClient } from '../../../test/fixtures/fulfilment/staff-requests.ts';
import { hostileString } from '../../../test/hostile-inputs.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { orderStageEvents } from '../../schema/fulfilment.ts';
import { orders } from '../../schema/orders.ts';
import { auditLog } from '../../schema/platform.ts';
import { placeTestOrder } from '../orders/fixtures/checkout-fixtures.ts';

describe.each(BACKENDS)('staff working on an order, on %s', (backend) => {
  const t = withTestApp(backend);

  async function setUp(options: { status?: 'placed' | 'awaiting-payment'; language?: string } = {}) {
    const staff = await createSignedInUser(t.app, t.db, { role: 'staff', firstName: 'Sam', lastName: 'Support' });
    const researcher = await createUser(t.db, { firstName: 'Rita', lastName: 'Levi', language: options.language ?? 'en_US' });
    const placed = await placeTestOrder(t.db, researcher.id, { status: options.status ?? 'placed' });
    await t.db
      .update(orders)
      .set({ notificationEmails: ['coauthor@example.test'] })
      .where(eq(orders.id, placed.orderId));
    return { staff, researcher, placed, client: staffClient(t.app, staff.session) };
  }

  async function auditOf(orderId: number) {
    return t.db
      .select({
        action: auditLog.action,
        actorId: auditLog.actorId,
        subjectUserId: auditLog.subjectUserId,
        route: auditLog.route,
      })
      .from(auditLog)
      .where(eq(auditLog.orderId, orderId))
      .orderBy(auditLog.id);
  }

  it('shows the order with its researcher, services, files, payment state and timeline', async () => {
    const { client, researcher, placed } = await setUp({ status: 'awaiting-payment' });
    const page = ZStaffOrderResponse.parse((await client.page(placed.externalId)).json()).order;
    expect(page).toMatchObject({
      externalId: placed.externalId,
      title: placed.snapshot.title,
      status: 'awaiting-payment',
      stage: 'received',
      version: 1,
      researcher: { email: researcher.email, fullName: 'Rita Levi', language: 'en_US' },
      assignee: null,
      notificationEmails: ['coauthor@example.test'],
      services: [{ identity: 'premium-editing', name: 'Premium Editing', totalPrice: 25_000 }],
      currency: { isoCode: 'USD', sign: '$', numDecimals: 2 },
      isPaid: false,
      invoice: { invoiceNumber: placed.invoiceNumber, balance: 25_000, status: 'unpaid' },
      payment: { receiptCode: placed.payment.receiptCode, status: 'awaiting-payment' },
      flags: { downloadAvailable: false, touchUpAvailable: false, reeditAvailable: false, scientificReworkEligible: false },
      deliverables: [],
      certificate: null,
      paymentProofs: [],
    });
    expect(page.timeline).toEqual([{ stage: 'received', occurredAt: expect.any(String), actor: null }]);
  });

  it("names the order's services in the staff member's page language, after a change too", async () => {
    const { staff, placed } = await setUp();
    const url = `/api/staff/orders/${placed.externalId}`;
    const read = await inject(t.app, { url, session: staff.session, headers: { 'x-page-language': 'ja_JP' } });
    expect(ZStaffOrderResponse.parse(read.json()).order.services).toEqual([
      expect.objectContaining({ identity: 'premium-editing', name: 'プレミアム英文校正' }),
    ]);
    const moved = await inject(t.app, {
      method: 'POST',
      url: `${url}/stage`,
      session: staff.session,
      body: { stage: 'editing', version: 1 },
      headers: { 'x-page-language': 'zh_CN' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(ZStaffOrderResponse.parse(moved.json()).order.services.map((s) => s.name)).toEqual(['高级润色']);
  });

  it('answers 404 for an unknown order on every staff order route', async () => {
    const { client } = await setUp();
    const unknown = 'ZZZ00000';
    const answers = [
      await client.page(unknown),
      await client.move(unknown, 'editing', 1),
      await client.assign(unknown, null, 1),
      await client.flags(unknown, { version: 1, touchUpAvailable: true }),
      await client.issueCertificate(unknown, { deliverableKey: '00000000-0000-4000-8000-000000000000' }),
      await client.removeDeliverable(unknown, '00000000-0000-4000-8000-000000000000'),
      await client.file(unknown, 'deliverables/00000000-0000-4000-8000-000000000000'),
      await client.upload(unknown, 'edited.docx', await buildDocx(['Edited.'])),
    ];
    expect(answers.map((r) => [r.statusCode, r.json().error])).toEqual(answers.map(() => [404, 'not-found']));
  });

  it('moves the order forward through its stages, starting the work at editing and telling the researcher', async () => {
    const { client, researcher, placed, staff } = await setUp();
    const toEditing = await client.move(placed.externalId, 'editing', 1);
    expect(toEditing.statusCode, toEditing.body).toBe(200);
    const page = ZStaffOrderResponse.parse(toEditing.json()).order;
    expect(page).toMatchObject({ stage: 'editing', status: 'in-progress', version: 2 });
    expect(page.timeline.map((e) => [e.stage, e.actor])).toEqual([
      ['received', null],
      ['editing', 'Sam Support'],
    ]);
    const [toResearcher] = await emailsTo(t.db, researcher.email);
    expect(toResearcher?.subject).toBe(`Work has started on your order ${placed.externalId}`);
    expect(toResearcher?.text).toContain(placed.snapshot.title);
    expect(toResearcher?.text).toContain(`/en/researcher/index/details/${placed.externalId}`);
    expect((await emailsTo(t.db, 'coauthor@example.test')).map((e) => e.subject)).toContain(toResearcher?.subject);

    expect((await client.move(placed.externalId, 'quality-check', 2)).statusCode).toBe(200);
    expect(await auditOf(placed.orderId)).toEqual([
      {
        action: 'order-stage-moved',
        actorId: staff.user.id,
        subjectUserId: researcher.id,
        route: '/api/staff/orders/:externalId/stage',
      },
      {
        action: 'order-stage-moved',
        actorId: staff.user.id,
        subjectUserId: researcher.id,
        route: '/api/staff/orders/:externalId/stage',
      },
    ]);
  });

  it('never moves backwards nor to the stage it is at, and writes nothing when it refuses', async () => {
    const { client, placed } = await setUp();
    expect((await client.move(placed.externalId, 'quality-check', 1)).statusCode).toBe(200);
    for (const stage of ['quality-check', 'editing', 'received']) {
      const response = await client.move(placed.externalId, stage, 2);
      expect({ stage, status: response.statusCode, body: response.json() }).toEqual({
        stage,
        status: 409,
        body: { error: 'staff-stage-not-allowed' },
      });
    }
    const events = await t.db.select().from(orderStageEvents).where(eq(orderStageEvents.orderId, placed.orderId));
    expect(events.map((e) => e.stage)).toEqual(['received', 'quality-check']);
    expect((await client.pageOf(placed.externalId)).version).toBe(2);
  });

  it('refuses a change decided on a stale version with 409 and a message, changing nothing', async () => {
    const { client, placed } = await setUp();
    expect((await client.move(placed.externalId, 'editing', 1)).statusCode).toBe(200);
    for (const response of [
      await client.move(placed.externalId, 'quality-check', 1),
      await client.flags(placed.externalId, { version: 1, reeditAvailable: true }),
      await client.assign(placed.externalId, null, 1),
    ]) {
      expect([response.statusCode, response.json()]).toEqual([409, { error: 'staff-order-changed' }]);
    }
    expect(await client.pageOf(placed.externalId)).toMatchObject({
      stage: 'editing',
      version: 2,
      flags: { reeditAvailable: false },
    });
  });

  it('refuses "editor assigned" while nobody is assigned, writing nothing; with an editor the move is made', async () => {
    const { client, placed, staff } = await setUp();
    const refused = await client.move(placed.externalId, 'editor-assigned', 1);
    expect([refused.statusCode, refused.json()]).toEqual([409, { error: 'staff-editor-required' }]);
    const events = await t.db.select().from(orderStageEvents).where(eq(orderStageEvents.orderId, placed.orderId));
    expect(events.map((e) => e.stage)).toEqual(['received']);
    expect(await client.pageOf(placed.externalId)).toMatchObject({ stage: 'received', version: 1, assignee: null });
    expect(await auditOf(placed.orderId)).toEqual([]);

    // With an editor on the order (set directly here: through the API assigning one reaches the stage at once),
    // the same move is made.
    await t.db.update(orders).set({ assigneeId: staff.user.id }).where(eq(orders.id, placed.orderId));
    const moved = await client.move(placed.externalId, 'editor-assigned', 1);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(ZStaffOrderResponse.parse(moved.json()).order).toMatchObject({ stage: 'editor-assigned', version: 2 });
  });

  it('lets one of two staff members moving the order at once win; the other gets 409', async () => {
    const { placed, client } = await setUp();
    const colleague = await createSignedInUser(t.app, t.db, { role: 'staff' });
    const answers = await Promise.all([
      client.move(placed.externalId, 'editing', 1),
      staffClient(t.app, colleague.session).move(placed.externalId, 'quality-check', 1),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const events = await t.db.select().from(orderStageEvents).where(eq(orderStageEvents.orderId, placed.orderId));
    expect(events).toHaveLength(2);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order?.version).toBe(2);
    expect(order?.stage).toBe(events.find((e) => e.stage !== 'received')?.stage);
  });

  it('delivers only with an edited file, completing the order and telling the researcher the files wait for payment', async () => {
    const { client, placed, researcher } = await setUp({ status: 'awaiting-payment', language: 'ja_JP' });
    const refused = await client.move(placed.externalId, 'delivered', 1);
    expect([refused.statusCode, refused.json()]).toEqual([409, { error: 'staff-deliverable-required' }]);
    expect((await client.upload(placed.externalId, 'edited.docx', await buildDocx(['Edited text.']))).statusCode).toBe(200);
    const delivered = await client.move(placed.externalId, 'delivered', 1);
    expect(delivered.statusCode, delivered.body).toBe(200);
    const page = ZStaffOrderResponse.parse(delivered.json()).order;
    expect(page).toMatchObject({ stage: 'delivered', status: 'completed', isPaid: false });
    expect(Date.parse(page.completedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const mail = (await emailsTo(t.db, researcher.email)).at(-1);
    // The researcher reads Japanese: the e-mail is in Japanese.
    expect(mail?.subject).toContain(placed.externalId);
    expect(mail?.subject).not.toMatch(/complete/i);
    expect(mail?.text).toMatch(/[\u3040-\u30ff]/);

    const closed = await client.move(placed.externalId, 'delivered', 2);
    expect([closed.statusCode, closed.json()]).toEqual([409, { error: 'staff-order-closed' }]);
  });

  it('assigns an editor, reaching editor-assigned from received, and refuses someone who is not staff', async () => {
    const { client, placed, researcher, staff } = await setUp();
    const refused = await client.assign(placed.externalId, researcher.identity, 1);
    expect([refused.statusCode, refused.json()]).toEqual([400, { error: 'staff-assignee-invalid' }]);
    const assigned = await client.assign(placed.externalId, staff.user.identity, 1);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(ZStaffOrderResponse.parse(assigned.json()).order).toMatchObject({
      stage: 'editor-assigned',
      version: 2,
      assignee: { identity: staff.user.identity, fullName: 'Sam Support' },
    });
    const unassigned = await client.assign(placed.externalId, null, 2);
    expect(ZStaffOrderResponse.parse(unassigned.json()).order).toMatchObject({ stage: 'editor-assigned', assignee: null });
    expect((await auditOf(placed.orderId)).map((a) => a.action)).toEqual(['order-assigned', 'order-assigned']);
  });

  it('sets the flags it is given and leaves the others, releasing a completed unpaid order’s files with an e-mail', async () => {
    const { client, placed, researcher } = await setUp({ status: 'awaiting-payment' });
    const set = await client.flags(placed.externalId, { version: 1, touchUpAvailable: true, scientificReworkEligible: true });
    expect(ZStaffOrderResponse.parse(set.json()).order.flags).toEqual({
      downloadAvailable: false,
      touchUpAvailable: true,
      reeditAvailable: false,
      scientificReworkEligible: true,
    });
    const invalid = await client.flags(placed.externalId, { version: 2 });
    expect([invalid.statusCode, invalid.json().error]).toEqual([400, 'validation-error']);

    await client.upload(placed.externalId, 'edited.docx', await buildDocx(['Edited text.']));
    expect((await client.move(placed.externalId, 'delivered', 2)).statusCode).toBe(200);
    const before = (await emailsTo(t.db, researcher.email)).length;
    const released = await client.flags(placed.externalId, { version: 3, downloadAvailable: true, touchUpAvailable: false });
    expect(ZStaffOrderResponse.parse(released.json()).order.flags).toMatchObject({
      downloadAvailable: true,
      touchUpAvailable: false,
    });
    const mails = await emailsTo(t.db, researcher.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.text).toContain('ready to download');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orderId, placed.orderId), eq(auditLog.action, 'order-flags-set')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ method: 'PUT', route: '/api/staff/orders/:externalId/flags', statusCode: 200 });
  });

  it('refuses a researcher on every change with 403, writing nothing', async () => {
    const { placed } = await setUp();
    const researcher = await createSignedInUser(t.app, t.db);
    const client = staffClient(t.app, researcher.session);
    for (const response of [
      await client.page(placed.externalId),
      await client.move(placed.externalId, 'editing', 1),
      await client.flags(placed.externalId, { version: 1, downloadAvailable: true }),
      await client.upload(placed.externalId, 'edited.docx', await buildDocx(['Edited.'])),
    ]) {
      expect([response.statusCode, response.json()]).toEqual([403, { error: 'forbidden' }]);
    }
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({ version: 1, stage: 'received', downloadAvailable: false });
    expect(await auditOf(placed.orderId)).toEqual([]);
  });

  it('answers hostile input from a staff member with a 4xx and an error field on every staff route, changing nothing', async () => {
    const { client, placed, staff } = await setUp();
    const values = fc.sample(hostileString, { numRuns: 25, seed: 11 });
    const paths = [...values.map((value) => encodeURIComponent(value)), '..%2F..%2Fetc%2Fpasswd', placed.externalId];
    const answers = [];
    for (const [i, value] of values.entries()) {
      const path = paths[i] ?? placed.externalId;
      answers.push(
        await client.queue(`q=${encodeURIComponent(value)}&stage=${encodeURIComponent(value)}&page=${encodeURIComponent(value)}`),
        await client.queue(
          `status=${encodeURIComponent(value)}&deadlineFrom=${encodeURIComponent(value)}&assignee=${encodeURIComponent(value)}`,
        ),
        await client.page(path),
        await client.move(placed.externalId, value, 1),
        await inject(t.app, {
          method: 'POST',
          url: `/api/staff/orders/${path}/stage`,
          session: staff.session,
          body: { stage: 'editing', version: value },
        }),
        await client.assign(placed.externalId, value, 1),
        await client.flags(placed.externalId, { version: 1, touchUpAvailable: value }),
        await client.issueCertificate(placed.externalId, { deliverableKey: value, title: value }),
        await client.removeDeliverable(placed.externalId, encodeURIComponent(value)),
        await client.file(placed.externalId, `files/${encodeURIComponent(value)}`),
        await client.reviewProof(placed.externalId, encodeURIComponent(value), true),
      );
    }
    const unexpected = answers.filter((r) => r.statusCode !== 200 && (r.statusCode < 400 || typeof r.json().error !== 'string'));
    expect(unexpected.map((r) => `${r.statusCode} ${r.body.slice(0, 80)}`)).toEqual([]);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({ version: 1, stage: 'received', assigneeId: null, touchUpAvailable: false });
  });
});
