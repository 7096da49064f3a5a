import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, createUser } from '../../../test/factories.ts';
import { inject, login, sessionOf } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { enrolTotp, signInWithTotp } from '../../../test/two-factor.ts';
import { sessions } from '../../schema/auth.ts';

describe.each(BACKENDS)('staff and the second factor on %s', (backend) => {
  const t = withTestApp(backend);

  const queue = (session: string) => inject(t.app, { url: '/api/staff/orders', session });
  const impersonate = (session: string, email: string) =>
    inject(t.app, { method: 'POST', url: '/api/staff/impersonate', session, body: { email } });

  it('refuses staff without a second factor on staff routes and impersonation with 403 two-factor-required', async () => {
    const staff = await createUser(t.db, { role: 'staff' });
    const customer = await createUser(t.db);
    const session = await login(t.app, staff.email, staff.password);
    for (const response of [
      await queue(session),
      await inject(t.app, { url: '/api/staff/fapiaos', session }),
      await inject(t.app, { url: '/api/staff/testimonials', session }),
      await impersonate(session, customer.email),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'two-factor-required' });
    }
    // The account page still works: that is where they enrol.
    expect((await inject(t.app, { url: '/api/account/two-factor', session })).json()).toMatchObject({
      isRequired: true,
      totp: null,
    });
  });

  it('lets staff in once they enrol, in the session that enrolled', async () => {
    const staff = await createUser(t.db, { role: 'staff' });
    const session = await login(t.app, staff.email, staff.password);
    await enrolTotp(t.app, session);
    expect((await queue(session)).statusCode).toBe(200);
  });

  it('asks staff with an app for it at sign-in, and the second step opens the console', async () => {
    const staff = await createUser(t.db, { role: 'staff' });
    const { secret } = await enrolTotp(t.app, await login(t.app, staff.email, staff.password));
    const passwordOnly = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      body: { email: staff.email, password: staff.password },
    });
    expect(passwordOnly.json()).toMatchObject({ loggedIn: false, secondFactor: { methods: ['totp', 'recovery-code'] } });
    expect(sessionOf(passwordOnly)).toBeUndefined();
    const session = await signInWithTotp(t.app, staff.email, staff.password, secret);
    expect((await queue(session)).statusCode).toBe(200);
  });

  it('carries the passed second factor into the customer’s session and back', async () => {
    const staff = await createSignedInUser(t.app, t.db, { role: 'staff' });
    const customer = await createUser(t.db);
    const acting = sessionOf(await impersonate(staff.session, customer.email)) ?? '';
    const back = sessionOf(await inject(t.app, { method: 'POST', url: '/api/staff/stop-impersonating', session: acting })) ?? '';
    expect((await queue(back)).statusCode).toBe(200);
  });

  it('refuses a staff session that did not pass the second factor, even of staff who have one', async () => {
    const staff = await createSignedInUser(t.app, t.db, { role: 'staff' });
    await t.db.update(sessions).set({ secondFactorAt: null }).where(eq(sessions.userId, staff.user.id));
    const response = await queue(staff.session);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'two-factor-required' });
  });

  it('keeps staff from removing their last factor', async () => {
    const staff = await createSignedInUser(t.app, t.db, { role: 'staff' });
    const response = await inject(t.app, {
      method: 'POST',
      url: '/api/account/two-factor/totp/remove',
      session: staff.session,
      body: { password: staff.user.password },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'two-factor-staff-must-keep' });
    expect((await queue(staff.session)).statusCode).toBe(200);
  });
});
