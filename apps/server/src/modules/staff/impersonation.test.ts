import { ZAccountResponse } from '@portal/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, createUser } from '../../../test/factories.ts';
import { inject, isSignedIn, sessionOf } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import type { TApp } from '../../app.ts';
import { users } from '../../schema/account.ts';
import { auditLog } from '../../schema/platform.ts';

async function signedInUserOf(app: TApp, session: string) {
  const { user } = ZAccountResponse.parse((await inject(app, { url: '/api/account', session })).json());
  if (!user.loggedIn) throw new Error('not signed in');
  return user;
}

describe.each(BACKENDS)('staff impersonation on %s', (backend) => {
  const t = withTestApp(backend);

  const impersonate = (session: string | null, email: string) =>
    inject(t.app, { method: 'POST', url: '/api/staff/impersonate', session, body: { email } });

  it('refuses a researcher with 403 forbidden', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const customer = await createUser(t.db);
    const response = await impersonate(session, customer.email);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'forbidden' });
    expect((await signedInUserOf(t.app, session)).impersonatorIdentity).toBeNull();
  });

  it('refuses an anonymous visitor with 401', async () => {
    const customer = await createUser(t.db);
    expect((await impersonate(null, customer.email)).statusCode).toBe(401);
  });

  it('turns a staff session into the customer’s, with the staff member as impersonator', async () => {
    const staff = await createSignedInUser(t.app, t.db, { role: 'staff' });
    const customer = await createUser(t.db, { wfoeInMigratingGroup: true });
    const response = await impersonate(staff.session, customer.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ impersonating: customer.identity });
    const session = sessionOf(response);
    expect(session).toBeDefined();
    const user = await signedInUserOf(t.app, session ?? '');
    expect(user).toMatchObject({ identity: customer.identity, impersonatorIdentity: staff.user.identity });
    expect(await isSignedIn(t.app, staff.session)).toBe(false);
  });

  it('answers 404 for an address without a researcher account', async () => {
    const staff = await createSignedInUser(t.app, t.db, { role: 'staff' });
    const otherStaff = await createUser(t.db, { role: 'staff' });
    expect((await impersonate(staff.session, 'no-such-customer@example.test')).statusCode).toBe(404);
    expect((await impersonate(staff.session, otherStaff.email)).statusCode).toBe(404);
  });

  it('stops impersonating: the session is the staff member’s again', async () => {
    const staff = await createSignedInUser(t.app, t.db, { role: 'staff' });
    const customer = await createUser(t.db);
    const impersonating = sessionOf(await impersonate(staff.session, customer.email)) ?? '';
    const response = await inject(t.app, { method: 'POST', url: '/api/staff/stop-impersonating', session: impersonating });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ impersonating: null });
    const back = sessionOf(response) ?? '';
    expect(await signedInUserOf(t.app, back)).toMatchObject({ identity: staff.user.identity, impersonatorIdentity: null });
    expect(await isSignedIn(t.app, impersonating)).toBe(false);
  });

  it('refuses to stop impersonating in a session that is not impersonating', async () => {
    const { session } = await createSignedInUser(t.app, t.db, { role: 'staff' });
    const response = await inject(t.app, { method: 'POST', url: '/api/staff/stop-impersonating', session });
    expect(response.statusCode).toBe(403);
    expect(await isSignedIn(t.app, session)).toBe(true);
  });

  const stopImpersonating = (session: string) => inject(t.app, { method: 'POST', url: '/api/staff/stop-impersonating', session });

  /**
   * The audit entries of a staff member acting for others, oldest first, once every answer's status is in
   * (written after it is sent); their own second factor's entries (the factory enrols one) are left out.
   */
  async function auditOf(actorId: number) {
    for (let attempt = 0; ; attempt += 1) {
      const rows = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.actorId, actorId), ne(auditLog.subjectUserId, actorId)))
        .orderBy(asc(auditLog.id));
      if (rows.every((row) => row.statusCode !== null) || attempt === 40) return rows;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it.each([
    ['no longer staff', { role: 'researcher' as const }],
    ['deactivated', { active: false }],
  ])('signs out the session of a staff member %s on every call, stop-impersonating included', async (_, change) => {
    const staff = await createSignedInUser(t.app, t.db, { role: 'staff' });
    const customer = await createUser(t.db);
    const impersonating = sessionOf(await impersonate(staff.session, customer.email)) ?? '';
    expect(await isSignedIn(t.app, impersonating)).toBe(true);
    await t.db.update(users).set(change).where(eq(users.id, staff.user.id));

    // The session lookup of every request, and the reads that look the session up in their own statement.
    expect(await isSignedIn(t.app, impersonating)).toBe(false);
    for (const url of ['/api/invoice/load', '/api/payment/load', '/api/account/redirect', '/api/order/X1']) {
      const response = await inject(t.app, { url, session: impersonating });
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 401,
        body: { error: 'session-invalid' },
      });
    }
    const write = await inject(t.app, {
      method: 'PUT',
      url: `/api/users/${customer.identity}/hide-check-spam-message`,
      session: impersonating,
    });
    expect(write.statusCode).toBe(401);
    const response = await stopImpersonating(impersonating);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'session-invalid' });
    expect(sessionOf(response)).toBeUndefined();
    // Nothing was done as the customer: the trail holds the start only.
    expect(await auditOf(staff.user.id)).toMatchObject([{ action: 'impersonation-start', statusCode: 200 }]);
  });

  it('writes the start, every state-changing call and the stop to the audit log, with ids and routes only', async () => {
    const staff = await createSignedInUser(t.app, t.db, { role: 'staff' });
    const customer = await createUser(t.db);
    const impersonating = sessionOf(await impersonate(staff.session, customer.email)) ?? '';
    expect((await inject(t.app, { url: '/api/account', session: impersonating })).statusCode).toBe(200);
    expect((await inject(t.app, { method: 'POST', url: '/api/order-form/reset', session: impersonating })).statusCode).toBe(204);
    const refused = await inject(t.app, {
      method: 'PUT',
      url: `/api/users/${customer.identity}/wfoe-tos-accepted`,
      session: impersonating,
    });
    expect(refused.statusCode).toBe(409);
    expect((await stopImpersonating(impersonating)).statusCode).toBe(200);

    const entries = await auditOf(staff.user.id);
    const entry = (action: string, method: string, route: string, statusCode: number) =>
      expect.objectContaining({ actorId: staff.user.id, subjectUserId: customer.id, action, method, route, statusCode });
    expect(entries).toEqual([
      entry('impersonation-start', 'POST', '/api/staff/impersonate', 200),
      entry('impersonated-request', 'POST', '/api/order-form/reset', 204),
      entry('impersonated-request', 'PUT', '/api/users/:identity/wfoe-tos-accepted', 409),
      entry('impersonation-stop', 'POST', '/api/staff/stop-impersonating', 200),
    ]);
    expect(entries.every((entry) => entry.occurredAt instanceof Date)).toBe(true);
    expect(JSON.stringify(entries)).not.toContain(customer.email);
  });

  it.each([
    ['POST /api/auth/logout', { method: 'POST' as const, url: '/api/auth/logout' }],
    ['GET /api/auth/logout.gif', { method: 'GET' as const, url: '/api/auth/logout.gif' }],
  ])('writes the stop to the audit log when the impersonated session signs out with %s', async (_, call) => {
    const staff = await createSignedInUser(t.app, t.db, { role: 'staff' });
    const customer = await createUser(t.db);
    const impersonating = sessionOf(await impersonate(staff.session, customer.email)) ?? '';
    expect((await inject(t.app, { ...call, session: impersonating })).statusCode).toBe(200);
    expect(await isSignedIn(t.app, impersonating)).toBe(false);

    expect(await auditOf(staff.user.id)).toEqual([
      expect.objectContaining({ action: 'impersonation-start', subjectUserId: customer.id, statusCode: 200 }),
      expect.objectContaining({ action: 'impersonation-stop', subjectUserId: customer.id, route: call.url, statusCode: 200 }),
    ]);
  });
});
