import { ZLoginResponse } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, createUser } from '../../../test/factories.ts';
import { cookieOf, inject, isSignedIn, sessionOf } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { enrolTotp, nextTotpCode, PENDING_COOKIE, passwordStep, signInWithTotp } from '../../../test/two-factor.ts';
import { auditLog } from '../../schema/platform.ts';
import { totpFactors, twoFactorChallenges } from '../../schema/two-factor.ts';
import { stepAt, totpCodeAt } from './totp.ts';

describe.each(BACKENDS)('two-factor sign-in with an authenticator app on %s', (backend) => {
  const t = withTestApp(backend);

  const secondStep = (pending: string, body: unknown, ip?: string) =>
    inject(t.app, {
      method: 'POST',
      url: '/api/auth/two-factor',
      cookies: { [PENDING_COOKIE]: pending },
      body,
      ...(ip ? { ip } : {}),
    });
  const settingsOf = async (session: string) => (await inject(t.app, { url: '/api/account/two-factor', session })).json();
  const auditOf = (userId: number) =>
    t.db
      .select({ action: auditLog.action, detail: auditLog.detail, statusCode: auditLog.statusCode })
      .from(auditLog)
      .where(eq(auditLog.subjectUserId, userId))
      .orderBy(auditLog.id);

  it('enrols an app with its first code, shows ten recovery codes once, and never answers the secret again', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const setup = await inject(t.app, { method: 'POST', url: '/api/account/two-factor/totp', session });
    expect(setup.json()).toMatchObject({
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      qrCodeUrl: '/api/account/two-factor/totp/qr.svg',
    });
    const { secret, otpauthUri } = setup.json();
    expect(otpauthUri).toContain(`secret=${secret}`);
    const qr = await inject(t.app, { url: '/api/account/two-factor/totp/qr.svg', session });
    expect(qr.headers['content-type']).toContain('image/svg+xml');

    const wrong = await inject(t.app, {
      method: 'POST',
      url: '/api/account/two-factor/totp/confirm',
      session,
      body: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'two-factor-invalid' });

    const confirmed = await inject(t.app, {
      method: 'POST',
      url: '/api/account/two-factor/totp/confirm',
      session,
      body: { code: await nextTotpCode(secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    expect((await inject(t.app, { url: '/api/account/two-factor/totp/qr.svg', session })).statusCode).toBe(404);
    const settings = await settingsOf(session);
    expect(settings).toMatchObject({
      isRequired: false,
      totp: { lastUsedAt: expect.any(String) },
      passkeys: [],
      recoveryCodes: { remaining: 10 },
    });
    expect(JSON.stringify(settings)).not.toContain(secret);
    const [stored] = await t.db.select().from(totpFactors).where(eq(totpFactors.userId, user.id));
    expect(stored?.secretSealed).not.toContain(secret);
    expect((await inject(t.app, { method: 'POST', url: '/api/account/two-factor/totp', session })).statusCode).toBe(409);
    expect(await auditOf(user.id)).toEqual([
      { action: 'two-factor-failed', detail: 'totp', statusCode: 400 },
      { action: 'two-factor-enrolled', detail: 'totp', statusCode: 200 },
      { action: 'recovery-codes-generated', detail: 'totp', statusCode: 200 },
    ]);
  });

  it('signs out the account’s other sessions when the first factor is added, and keeps the one that added it', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const other = await signInAgain(user.email, user.password);
    await enrolTotp(t.app, session);
    expect(await isSignedIn(t.app, other)).toBe(false);
    expect(await isSignedIn(t.app, session)).toBe(true);
  });

  async function signInAgain(email: string, password: string) {
    const response = await inject(t.app, { method: 'POST', url: '/api/auth/login', body: { email, password } });
    return sessionOf(response) ?? '';
  }

  it('answers the password step without a session, then signs in with a code', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db, { language: 'ja_JP' });
    const { secret } = await enrolTotp(t.app, session);
    const login = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      body: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    expect(ZLoginResponse.parse(login.json())).toEqual({
      loggedIn: false,
      user: null,
      language: null,
      error: null,
      redirectUri: null,
      secondFactor: { methods: ['totp', 'recovery-code'] },
    });
    expect(sessionOf(login)).toBeUndefined();
    const pending = cookieOf(login, PENDING_COOKIE) ?? '';
    expect(login.cookies.find((c) => c.name === PENDING_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/auth/two-factor',
    });

    const methods = await inject(t.app, { url: '/api/auth/two-factor', cookies: { [PENDING_COOKIE]: pending } });
    expect(methods.json()).toEqual({ methods: ['totp', 'recovery-code'] });

    const wrong = await secondStep(pending, { method: 'totp', code: '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'two-factor-invalid' });
    expect(sessionOf(wrong)).toBeUndefined();

    const right = await secondStep(pending, { method: 'totp', code: await nextTotpCode(secret) });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ loggedIn: true, language: 'ja_JP', error: null, user: { email: user.email } });
    expect(cookieOf(right, 'language')).toBe('ja_JP');
    expect(await isSignedIn(t.app, sessionOf(right) ?? '')).toBe(true);

    // The pending sign-in is spent: the cookie makes no second session, whatever code comes with it.
    const again = await secondStep(pending, { method: 'totp', code: totpCodeAt(secret, stepAt(Date.now())) });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error: 'two-factor-expired' });
    expect((await auditOf(user.id)).slice(-2)).toEqual([
      { action: 'two-factor-failed', detail: 'totp', statusCode: 401 },
      { action: 'two-factor-passed', detail: 'totp', statusCode: 200 },
    ]);
  });

  it('refuses a code that was already used, even in another sign-in', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const { secret } = await enrolTotp(t.app, session);
    const code = await nextTotpCode(secret);
    expect((await secondStep(await passwordStep(t.app, user.email, user.password), { method: 'totp', code })).statusCode).toBe(
      200,
    );
    const replay = await secondStep(await passwordStep(t.app, user.email, user.password), { method: 'totp', code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: 'two-factor-invalid' });
  });

  it('accepts codes one step off the clock and refuses those two steps off', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const { secret } = await enrolTotp(t.app, session);
    // The enrolment used the current step or the next; two steps on is outside the window either way.
    const farFuture = totpCodeAt(secret, stepAt(Date.now()) + 3);
    expect(
      (await secondStep(await passwordStep(t.app, user.email, user.password), { method: 'totp', code: farFuture })).statusCode,
    ).toBe(401);
    const past = totpCodeAt(secret, stepAt(Date.now()) - 2);
    expect(
      (await secondStep(await passwordStep(t.app, user.email, user.password), { method: 'totp', code: past })).statusCode,
    ).toBe(401);
  });

  it('refuses an expired pending sign-in', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const { secret } = await enrolTotp(t.app, session);
    const pending = await passwordStep(t.app, user.email, user.password);
    await t.db
      .update(twoFactorChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(twoFactorChallenges.userId, user.id), eq(twoFactorChallenges.purpose, 'sign-in')));
    const response = await secondStep(pending, { method: 'totp', code: await nextTotpCode(secret) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'two-factor-expired' });
  });

  it('allows five wrong codes per account in 15 minutes, then refuses even the right one', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const { secret } = await enrolTotp(t.app, session);
    const pending = await passwordStep(t.app, user.email, user.password);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await secondStep(pending, { method: 'totp', code: '000000' })).statusCode).toBe(401);
    }
    const throttled = await secondStep(pending, { method: 'totp', code: await nextTotpCode(secret) });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ error: 'two-factor-throttled' });
    expect(sessionOf(throttled)).toBeUndefined();
    expect((await auditOf(user.id)).at(-1)).toEqual({ action: 'two-factor-failed', detail: 'totp', statusCode: 429 });
  });

  it('signs in with a recovery code once, typed in any case and without its dash', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const { recoveryCodes } = await enrolTotp(t.app, session);
    const code = recoveryCodes[3] ?? '';
    const typed = code.replace('-', '').toUpperCase();
    const used = await secondStep(await passwordStep(t.app, user.email, user.password), { method: 'recovery-code', code: typed });
    expect(used.statusCode).toBe(200);
    expect((await settingsOf(sessionOf(used) ?? '')).recoveryCodes.remaining).toBe(9);
    const reused = await secondStep(await passwordStep(t.app, user.email, user.password), { method: 'recovery-code', code });
    expect(reused.statusCode).toBe(401);
    expect((await auditOf(user.id)).slice(-2)).toEqual([
      { action: 'two-factor-passed', detail: 'recovery-code', statusCode: 200 },
      { action: 'two-factor-failed', detail: 'recovery-code', statusCode: 401 },
    ]);
  });

  it('removes the app only with the password or a current code, and the account signs in with the password alone again', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const { secret, recoveryCodes } = await enrolTotp(t.app, session);
    const remove = (body: unknown) =>
      inject(t.app, { method: 'POST', url: '/api/account/two-factor/totp/remove', session, body });
    expect((await remove({ password: 'not-the-password' })).json()).toEqual({ error: 'two-factor-proof-invalid' });
    expect((await remove({ code: '999999' })).statusCode).toBe(403);
    expect((await remove({})).statusCode).toBe(400);
    expect((await remove({ code: await nextTotpCode(secret) })).statusCode).toBe(200);
    expect(await settingsOf(session)).toMatchObject({ totp: null, recoveryCodes: null });
    const login = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      body: { email: user.email, password: user.password },
    });
    expect(login.json()).toMatchObject({ loggedIn: true });
    expect((await auditOf(user.id)).slice(-3)).toEqual([
      { action: 'two-factor-failed', detail: 'password', statusCode: 403 },
      { action: 'two-factor-failed', detail: 'totp', statusCode: 403 },
      { action: 'two-factor-removed', detail: 'totp', statusCode: 200 },
    ]);
    expect(recoveryCodes).toHaveLength(10);
  });

  it('renews the recovery codes with the password: the old ones stop working', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const { recoveryCodes } = await enrolTotp(t.app, session);
    const renewed = await inject(t.app, {
      method: 'POST',
      url: '/api/account/two-factor/recovery-codes',
      session,
      body: { password: user.password },
    });
    expect(renewed.json().recoveryCodes).toHaveLength(10);
    const old = await secondStep(await passwordStep(t.app, user.email, user.password), {
      method: 'recovery-code',
      code: recoveryCodes[0],
    });
    expect(old.statusCode).toBe(401);
    const fresh = await secondStep(await passwordStep(t.app, user.email, user.password), {
      method: 'recovery-code',
      code: renewed.json().recoveryCodes[0],
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('leaves the factors alone in a session where staff act for the researcher', async () => {
    const staff = await createSignedInUser(t.app, t.db, { role: 'staff' });
    const customer = await createUser(t.db);
    const impersonating = sessionOf(
      await inject(t.app, {
        method: 'POST',
        url: '/api/staff/impersonate',
        session: staff.session,
        body: { email: customer.email },
      }),
    );
    const response = await inject(t.app, { method: 'POST', url: '/api/account/two-factor/totp', session: impersonating ?? '' });
    expect(response.statusCode).toBe(403);
  });

  it('signs in with both steps through the test helper, as staff factories do', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const { secret } = await enrolTotp(t.app, session);
    expect(await isSignedIn(t.app, await signInWithTotp(t.app, user.email, user.password, secret))).toBe(true);
  });
});
