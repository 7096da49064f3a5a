import { ZAccountResponse } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, createUser } from '../../../test/factories.ts';
import { inject, isSignedIn, sessionOf } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import type { TApp } from '../../app.ts';

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
});
