import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, createUser, emailsTo, TEST_PASSWORD } from '../../../test/factories.ts';
import { inject, isSignedIn, login } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import type { TApp } from '../../app.ts';
import type { Db } from '../../platform/db.ts';
import { passwordResets } from '../../schema/auth.ts';

const NEW_PASSWORD = 'a-brand-new-secret';

/** The reset link of the newest e-mail to an address: /{lang}/login/reset-password/{token}/{identity}. */
async function resetLinkSentTo(db: Db, email: string) {
  const sent = await emailsTo(db, email);
  const text = sent.at(-1)?.text ?? '';
  const match = text.match(/\/([a-z]{2})\/login\/reset-password\/([A-Za-z0-9_-]+)\/([0-9a-f-]{36})/);
  if (!match) throw new Error(`no reset link in: ${text}`);
  const [, segment, oneTimeLoginHash = '', userIdentity = ''] = match;
  return { segment, oneTimeLoginHash, userIdentity };
}

const requestReset = (app: TApp, email: string, cookies: Record<string, string> = {}, ip?: string) =>
  inject(app, { method: 'POST', url: '/api/auth/request-password-reset', body: { email }, cookies, ip });

const resetPassword = (
  app: TApp,
  link: { oneTimeLoginHash: string; userIdentity: string },
  password = NEW_PASSWORD,
  ip?: string,
) => inject(app, { method: 'POST', url: '/api/auth/reset-password', body: { ...link, password }, ip });

const loginStatus = async (app: TApp, email: string, password: string, ip?: string) =>
  (await inject(app, { method: 'POST', url: '/api/auth/login', body: { email, password }, ip })).statusCode;

describe.each(BACKENDS)('password reset on %s', (backend) => {
  const t = withTestApp(backend);

  it('e-mails a reset link naming the user, in the user’s language', async () => {
    const user = await createUser(t.db, { language: 'pt_BR' });
    const response = await requestReset(t.app, user.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ error: null });
    const link = await resetLinkSentTo(t.db, user.email);
    expect(link.segment).toBe('br');
    expect(link.userIdentity).toBe(user.identity);
  });

  it('sets the new password with the link: the new password signs in and the old one no longer does', async () => {
    const user = await createUser(t.db);
    await requestReset(t.app, user.email);
    const response = await resetPassword(t.app, await resetLinkSentTo(t.db, user.email));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ redirectUri: '/en/login/success/password-reset-done' });
    expect(await loginStatus(t.app, user.email, NEW_PASSWORD)).toBe(200);
    expect(await loginStatus(t.app, user.email, TEST_PASSWORD)).toBe(401);
  });

  it('ends every session of the account when the password is reset', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    await requestReset(t.app, user.email);
    await resetPassword(t.app, await resetLinkSentTo(t.db, user.email));
    expect(await isSignedIn(t.app, session)).toBe(false);
  });

  it('refuses the same link a second time with 400 reset-link-invalid', async () => {
    const user = await createUser(t.db);
    await requestReset(t.app, user.email);
    const link = await resetLinkSentTo(t.db, user.email);
    expect((await resetPassword(t.app, link)).statusCode).toBe(200);
    const again = await resetPassword(t.app, link, 'yet-another-secret');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'reset-link-invalid' });
    expect(await loginStatus(t.app, user.email, 'yet-another-secret')).toBe(401);
  });

  it('refuses an expired link with 400 reset-link-invalid and keeps the old password', async () => {
    const user = await createUser(t.db);
    await requestReset(t.app, user.email);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    const response = await resetPassword(t.app, await resetLinkSentTo(t.db, user.email));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'reset-link-invalid' });
    expect(await loginStatus(t.app, user.email, TEST_PASSWORD)).toBe(200);
  });

  it('retires the older link when a new one is requested', async () => {
    const user = await createUser(t.db);
    await requestReset(t.app, user.email);
    const first = await resetLinkSentTo(t.db, user.email);
    await requestReset(t.app, user.email);
    const second = await resetLinkSentTo(t.db, user.email);
    expect(second.oneTimeLoginHash).not.toBe(first.oneTimeLoginHash);
    expect((await resetPassword(t.app, first)).statusCode).toBe(400);
    expect((await resetPassword(t.app, second)).statusCode).toBe(200);
  });

  it('refuses a link used for another user’s identity', async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    await requestReset(t.app, user.email);
    const link = await resetLinkSentTo(t.db, user.email);
    const response = await resetPassword(t.app, { ...link, userIdentity: other.identity });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'reset-link-invalid' });
    expect(await loginStatus(t.app, other.email, NEW_PASSWORD)).toBe(401);
  });

  it('refuses a new password that is too short, leaving the link usable', async () => {
    const user = await createUser(t.db);
    await requestReset(t.app, user.email);
    const link = await resetLinkSentTo(t.db, user.email);
    const response = await resetPassword(t.app, link, 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { password: expect.stringMatching(/^password-too-short\?/) } });
    expect((await resetPassword(t.app, link)).statusCode).toBe(200);
  });

  it('answers an unknown e-mail address the same way, and sends nothing', async () => {
    const email = 'nobody-at-all@example.test';
    const response = await requestReset(t.app, email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ error: null });
    expect(await emailsTo(t.db, email)).toEqual([]);
  });

  it('refuses an invalid e-mail address with emailAddressInvalidFormat, and sends nothing', async () => {
    for (const email of ['not-an-address', '', 'two@@example.test']) {
      const response = await requestReset(t.app, email);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation-error', fieldErrors: { email: 'emailAddressInvalidFormat' } });
    }
    expect(await emailsTo(t.db, 'not-an-address')).toEqual([]);
  });

  it('sends nothing to a deactivated account', async () => {
    const user = await createUser(t.db, { active: false });
    expect((await requestReset(t.app, user.email)).json()).toEqual({ error: null });
    expect(await emailsTo(t.db, user.email)).toEqual([]);
  });

  it('throttles a fourth request for one account within 15 minutes', async () => {
    const user = await createUser(t.db);
    for (let request = 1; request <= 3; request += 1) expect((await requestReset(t.app, user.email)).statusCode).toBe(200);
    const response = await requestReset(t.app, user.email);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ error: 'too-many-requests' });
    expect(await emailsTo(t.db, user.email)).toHaveLength(3);
  });

  it('lifts the login throttle of the account once the password is reset', async () => {
    const user = await createUser(t.db);
    for (let attempt = 1; attempt <= 5; attempt += 1) await loginStatus(t.app, user.email, 'wrong-password');
    expect(await loginStatus(t.app, user.email, TEST_PASSWORD)).toBe(429);
    await requestReset(t.app, user.email);
    await resetPassword(t.app, await resetLinkSentTo(t.db, user.email));
    expect(await login(t.app, user.email, NEW_PASSWORD)).toBeTruthy();
  });

  it('lets an owner behind a throttled address in once the password is reset from there', async () => {
    const ip = '198.51.100.51';
    for (let account = 1; account <= 6; account += 1) {
      const target = await createUser(t.db);
      for (let attempt = 1; attempt <= 5; attempt += 1) await loginStatus(t.app, target.email, 'wrong-password', ip);
    }
    const owner = await createUser(t.db);
    expect(await loginStatus(t.app, owner.email, TEST_PASSWORD, ip)).toBe(429);
    expect((await requestReset(t.app, owner.email, {}, ip)).statusCode).toBe(200);
    expect((await resetPassword(t.app, await resetLinkSentTo(t.db, owner.email), NEW_PASSWORD, ip)).statusCode).toBe(200);
    expect(await loginStatus(t.app, owner.email, NEW_PASSWORD, ip)).toBe(200);
  });
});
