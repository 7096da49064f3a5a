import { ZStaffQueueResponse } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, createUser } from '../../../test/factories.ts';
import { impersonate, staffClient } from '../../../test/fixtures/fulfilment/staff-requests.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { statementsOf } from '../../platform/query-stats.ts';
import { orders } from '../../schema/orders.ts';
import { placeTestOrder } from '../orders/fixtures/checkout-fixtures.ts';

describe.each(BACKENDS)('the staff order queue on %s', (backend) => {
  const t = withTestApp(backend, { QUERY_STATS: '1' });

  /** A researcher with orders in several states, each with a title that names the test run. */
  async function ordersOfOneResearcher(tag: string) {
    const researcher = await createUser(t.db, { firstName: 'Queue', lastName: tag });
    const place = async (title: string, deadline: string, status: 'placed' | 'awaiting-payment' = 'placed') =>
      placeTestOrder(t.db, researcher.id, { snapshot: { title: `${tag} ${title}`, deadline }, status });
    const late = await place('late', '2020-03-01T12:00:00.000Z');
    const soon = await place('soon', '2099-01-10T12:00:00.000Z', 'awaiting-payment');
    const later = await place('later', '2099-02-20T12:00:00.000Z');
    const done = await place('done', '2020-01-01T12:00:00.000Z');
    await t.db.update(orders).set({ status: 'completed', stage: 'delivered' }).where(eq(orders.id, done.orderId));
    return { researcher, late, soon, later, done };
  }

  async function queueOf(session: string, query: string) {
    const response = await staffClient(t.app, session).queue(query);
    expect(response.statusCode, response.body).toBe(200);
    return ZStaffQueueResponse.parse(response.json());
  }

  it('lists open orders by deadline, the late ones marked, with their researcher; completed ones only when asked', async () => {
    const staff = await createSignedInUser(t.app, t.db, { role: 'staff' });
    const tag = `Q${Date.now()}`;
    const { researcher, late, soon, later, done } = await ordersOfOneResearcher(tag);

    const open = await queueOf(staff.session, `q=${tag}`);
    expect(open.orders.map((o) => o.externalId)).toEqual([late.externalId, soon.externalId, later.externalId]);
    expect(open.orders.map((o) => o.isLate)).toEqual([true, false, false]);
    expect(open.orders[0]).toMatchObject({
      title: `${tag} late`,
      status: 'placed',
      stage: 'received',
      researcher: { email: researcher.email, fullName: `Queue ${tag}` },
      assignee: null,
    });
    expect(open.pagination).toEqual({ page: 1, pageSize: 20, total: 3 });

    expect((await queueOf(staff.session, `q=${tag}&status=completed`)).orders.map((o) => o.externalId)).toEqual([
      done.externalId,
    ]);
    expect((await queueOf(staff.session, `q=${tag}&status=all`)).pagination.total).toBe(4);
    expect((await queueOf(staff.session, `q=${tag}&status=awaiting-payment`)).orders.map((o) => o.externalId)).toEqual([
      soon.externalId,
    ]);
  });

  it('filters by stage, deadline range, lateness, assignee and the researcher’s address or order number', async () => {
    const staff = await createSignedInUser(t.app, t.db, { role: 'staff', firstName: 'Erin', lastName: 'Editor' });
    const tag = `F${Date.now()}`;
    const { researcher, late, soon, later } = await ordersOfOneResearcher(tag);
    const client = staffClient(t.app, staff.session);
    const assigned = await client.assign(soon.externalId, staff.user.identity, 1);
    expect(assigned.statusCode, assigned.body).toBe(200);

    const ids = async (query: string) => (await queueOf(staff.session, `q=${tag}&${query}`)).orders.map((o) => o.externalId);
    expect(await ids('late=true')).toEqual([late.externalId]);
    expect(await ids('stage=editor-assigned')).toEqual([soon.externalId]);
    expect(await ids('assignee=me')).toEqual([soon.externalId]);
    expect(await ids(`assignee=${staff.user.identity}`)).toEqual([soon.externalId]);
    expect(await ids('assignee=none')).toEqual([late.externalId, later.externalId]);
    expect(await ids('deadlineFrom=2099-01-10&deadlineTo=2099-01-10')).toEqual([soon.externalId]);
    expect(await ids('deadlineFrom=2099-01-11')).toEqual([later.externalId]);
    expect(await ids('deadlineTo=2099-01-09')).toEqual([late.externalId]);

    const byEmail = await queueOf(staff.session, `q=${encodeURIComponent(researcher.email.toUpperCase())}`);
    expect(byEmail.pagination.total).toBe(3);
    expect((await queueOf(staff.session, `q=${later.externalId.toLowerCase()}`)).orders.map((o) => o.externalId)).toEqual([
      later.externalId,
    ]);
    expect((await queueOf(staff.session, `q=${tag}%25`)).orders).toEqual([]);
    const assignee = (await queueOf(staff.session, `q=${tag}&assignee=me`)).orders[0]?.assignee;
    expect(assignee).toEqual({ identity: staff.user.identity, email: staff.user.email, fullName: 'Erin Editor' });
  });

  it('pages by twenty, counting every match, in one statement with the session', async () => {
    const staff = await createSignedInUser(t.app, t.db, { role: 'staff' });
    const tag = `P${Date.now()}`;
    const researcher = await createUser(t.db);
    for (let i = 0; i < 23; i += 1) {
      await placeTestOrder(t.db, researcher.id, {
        snapshot: { title: `${tag} ${String(i).padStart(2, '0')}`, deadline: `2098-01-${String(i + 1).padStart(2, '0')}` },
      });
    }
    const first = await queueOf(staff.session, `q=${tag}`);
    const second = await queueOf(staff.session, `q=${tag}&page=2`);
    expect(first.orders).toHaveLength(20);
    expect(second.orders.map((o) => o.title)).toEqual([`${tag} 20`, `${tag} 21`, `${tag} 22`]);
    expect(second.pagination).toEqual({ page: 2, pageSize: 20, total: 23 });
    expect((await queueOf(staff.session, `q=${tag}&page=9`)).orders).toEqual([]);

    for (const query of [`q=${tag}`, `q=${tag}&page=2&late=true&assignee=none&stage=received`, 'status=completed']) {
      const response = await staffClient(t.app, staff.session).queue(query);
      expect({ query, statements: statementsOf(response.headers['server-timing']) }).toEqual({ query, statements: 1 });
    }
  });

  it('refuses a researcher (403), a signed-out visitor (401), an impersonating session (403) and malformed filters (400)', async () => {
    const researcher = await createSignedInUser(t.app, t.db);
    expect((await staffClient(t.app, researcher.session).queue()).statusCode).toBe(403);
    const signedOut = await staffClient(t.app, null).queue();
    expect([signedOut.statusCode, signedOut.json()]).toEqual([401, { error: 'session-invalid' }]);

    const staff = await createSignedInUser(t.app, t.db, { role: 'staff' });
    const asCustomer = await impersonate(t.app, staff.session, researcher.user.email);
    expect((await staffClient(t.app, asCustomer).queue()).statusCode).toBe(403);

    const other = await createSignedInUser(t.app, t.db, { role: 'staff' });
    for (const query of ['status=shipped', 'stage=printing', 'deadlineFrom=2026-02-30', 'late=yes', 'assignee=bob', 'page=0']) {
      const response = await staffClient(t.app, other.session).queue(query);
      expect({ query, status: response.statusCode, error: response.json().error }).toEqual({
        query,
        status: 400,
        error: 'validation-error',
      });
    }
  });

  it('tells the web app who is staff, and starts staff at the console; a staff member acting as a customer is the customer', async () => {
    const staff = await createSignedInUser(t.app, t.db, { role: 'staff' });
    const researcher = await createSignedInUser(t.app, t.db);
    const accountOf = async (session: string) => (await inject(t.app, { url: '/api/account', session })).json().user;
    expect(await accountOf(staff.session)).toMatchObject({ isStaff: true, homeDirectory: '/en/staff' });
    expect(await accountOf(researcher.session)).toMatchObject({ isStaff: false, homeDirectory: '/en/researcher' });
    const asCustomer = await impersonate(t.app, staff.session, researcher.user.email);
    expect(await accountOf(asCustomer)).toMatchObject({ isStaff: false, email: researcher.user.email });
  });
});
