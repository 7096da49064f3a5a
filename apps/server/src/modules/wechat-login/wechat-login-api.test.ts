import { WECHAT_LOGIN_ERROR } from '@portal/domain/api/wechat-login';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { closeAccount, createSignedInUser, createUser } from '../../../test/factories.ts';
import { cookieOf, inject, login, sessionOf } from '../../../test/http.ts';
import { BACKENDS, TEST_TWO_FACTOR_KEY, withTestApp } from '../../../test/test-app.ts';
import { enrolTotp, nextTotpCode, PENDING_COOKIE } from '../../../test/two-factor.ts';
import type { TApp } from '../../app.ts';
import { SANDBOX_WECHAT_USERS } from '../../integrations/wechat/sandbox-provider.ts';
import type { Db } from '../../platform/db.ts';
import { statementsOf } from '../../platform/query-stats.ts';
import { sessions } from '../../schema/auth.ts';
import { wechatIdentities, wechatLoginCodes } from '../../schema/wechat-login.ts';
import { BROWSER_COOKIE } from './login-codes.ts';

const LINKED_OPENID = 'sandbox-openid-0123456789ab';

/** A browser asking for a QR sign-in: its code, ticket, QR address and the cookie binding the code to it. */
async function askForCode(app: TApp, session?: string) {
  const response = await inject(app, { method: 'POST', url: '/api/auth/wechat-login', session: session ?? null });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  const browser = cookieOf(response, BROWSER_COOKIE) ?? '';
  expect(browser).not.toBe('');
  return { ...body, browser } as { loginCode: string; ticket: string; url: string; error: null; browser: string };
}

const poll = (app: TApp, code: { loginCode: string; browser: string }, session?: string) =>
  inject(app, {
    url: `/api/auth/wechat-login/${code.loginCode}`,
    cookies: { [BROWSER_COOKIE]: code.browser },
    session: session ?? null,
  });

/** The phone: opens the page the QR encodes, then confirms as `openid` or refuses, as a tester would. */
async function phone(app: TApp, ticket: string, decision: 'confirm' | 'refuse', openid?: string) {
  const page = await app.inject({ url: `/sandbox/wechat/scan?ticket=${encodeURIComponent(ticket)}` });
  const form = new URLSearchParams({ ticket, decision, ...(openid ? { openid } : {}) });
  const answer = await app.inject({
    method: 'POST',
    url: '/sandbox/wechat/scan',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  return { page, answer };
}

async function linkedUser(db: Db, openid = LINKED_OPENID) {
  const user = await createUser(db, { firstName: 'Wei' });
  await db.insert(wechatIdentities).values({ userId: user.id, openid, nickname: 'Wei' });
  return user;
}

describe.each(BACKENDS)('WeChat QR sign-in, on %s', (backend) => {
  const t = withTestApp(backend, { QUERY_STATS: '1' });

  it('signs in the browser that asked once the linked WeChat user confirms on the phone', async () => {
    const user = await linkedUser(t.db);
    const code = await askForCode(t.app);
    expect(code.url).toBe(`/api/auth/wechat-login/${code.loginCode}/qr.svg`);
    expect(code.loginCode.length).toBeGreaterThanOrEqual(43);

    const qr = await inject(t.app, { url: code.url, cookies: { [BROWSER_COOKIE]: code.browser } });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toContain('image/svg+xml');
    expect(qr.body).toContain('<svg');

    const pending = await poll(t.app, code);
    expect(pending.json()).toMatchObject({ error: null, loggedIn: false, user: null, status: 'pending' });
    expect(sessionOf(pending)).toBeUndefined();

    const { page, answer } = await phone(t.app, code.ticket, 'confirm', LINKED_OPENID);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(SANDBOX_WECHAT_USERS[0]?.nickname);
    expect(answer.statusCode).toBe(200);

    const signedIn = await poll(t.app, code);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ error: null, loggedIn: true, redirectUri: null, user: { email: user.email } });
    const session = sessionOf(signedIn);
    expect(session).toBeDefined();
    const account = await inject(t.app, { url: '/api/account', session });
    expect(account.statusCode).toBe(200);
    expect(account.json().user?.email ?? account.json().email).toBe(user.email);
  });

  it('answers "scanned" while the phone has opened the page but not yet decided', async () => {
    const code = await askForCode(t.app);
    await t.app.inject({ url: `/sandbox/wechat/scan?ticket=${encodeURIComponent(code.ticket)}` });
    expect((await poll(t.app, code)).json()).toMatchObject({ loggedIn: false, status: 'scanned', error: null });
  });

  it('signs in once: polling a spent code again is refused and makes no second session', async () => {
    const user = await linkedUser(t.db, 'sandbox-openid-aaaaaaaaaaaa');
    const code = await askForCode(t.app);
    await phone(t.app, code.ticket, 'confirm', 'sandbox-openid-aaaaaaaaaaaa');
    expect((await poll(t.app, code)).json().loggedIn).toBe(true);
    const again = await poll(t.app, code);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error: WECHAT_LOGIN_ERROR.unknown });
    expect(sessionOf(again)).toBeUndefined();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
    // The phone cannot confirm the spent ticket again either.
    expect((await phone(t.app, code.ticket, 'confirm', 'sandbox-openid-aaaaaaaaaaaa')).answer.statusCode).toBe(404);
  });

  it('lets only the browser that asked poll the code or fetch its QR', async () => {
    const code = await askForCode(t.app);
    const other = await askForCode(t.app);
    const stranger = await poll(t.app, { loginCode: code.loginCode, browser: other.browser });
    expect(stranger.statusCode).toBe(404);
    const noCookie = await inject(t.app, { url: `/api/auth/wechat-login/${code.loginCode}` });
    expect(noCookie.statusCode).toBe(404);
    const qr = await inject(t.app, { url: code.url, cookies: { [BROWSER_COOKIE]: other.browser } });
    expect(qr.statusCode).toBe(404);
  });

  it('refuses an expired code, and the phone can no longer confirm it', async () => {
    await linkedUser(t.db, 'sandbox-openid-bbbbbbbbbbbb');
    const code = await askForCode(t.app);
    await t.db
      .update(wechatLoginCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(wechatLoginCodes.ticket, code.ticket));
    expect((await phone(t.app, code.ticket, 'confirm', 'sandbox-openid-bbbbbbbbbbbb')).page.statusCode).toBe(404);
    const expired = await poll(t.app, code);
    expect(expired.json()).toMatchObject({ loggedIn: false, error: WECHAT_LOGIN_ERROR.expired, status: 'expired' });
    expect(sessionOf(expired)).toBeUndefined();
  });

  it('refuses a confirmed code that expired before the browser polled it', async () => {
    await linkedUser(t.db, 'sandbox-openid-cccccccccccc');
    const code = await askForCode(t.app);
    await phone(t.app, code.ticket, 'confirm', 'sandbox-openid-cccccccccccc');
    await t.db
      .update(wechatLoginCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(wechatLoginCodes.ticket, code.ticket));
    const late = await poll(t.app, code);
    expect(late.json()).toMatchObject({ loggedIn: false, error: WECHAT_LOGIN_ERROR.expired });
    expect(sessionOf(late)).toBeUndefined();
  });

  it('tells the browser when the phone refused, and signs nothing in', async () => {
    const code = await askForCode(t.app);
    const { answer } = await phone(t.app, code.ticket, 'refuse');
    expect(answer.statusCode).toBe(200);
    const refused = await poll(t.app, code);
    expect(refused.json()).toMatchObject({ loggedIn: false, error: WECHAT_LOGIN_ERROR.refused, status: 'refused' });
    expect(sessionOf(refused)).toBeUndefined();
  });

  it('answers an unknown code 404 with an error', async () => {
    const unknown = await poll(t.app, { loginCode: 'A'.repeat(43), browser: 'B'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: WECHAT_LOGIN_ERROR.unknown });
  });

  it('sends an account with a second factor to its second step instead of signing it in', async () => {
    const user = await linkedUser(t.db, 'sandbox-openid-2fa2fa2fa2fa');
    const { secret } = await enrolTotp(t.app, await login(t.app, user.email, user.password));
    const code = await askForCode(t.app);
    await phone(t.app, code.ticket, 'confirm', 'sandbox-openid-2fa2fa2fa2fa');
    const answer = await poll(t.app, code);
    expect(answer.json()).toEqual({
      error: null,
      loggedIn: false,
      redirectUri: '/en/login/two-factor',
      user: null,
      status: 'consumed',
    });
    expect(sessionOf(answer)).toBeUndefined();
    const second = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/two-factor',
      cookies: { [PENDING_COOKIE]: cookieOf(answer, PENDING_COOKIE) ?? '' },
      body: { method: 'totp', code: await nextTotpCode(secret) },
    });
    expect(second.json()).toMatchObject({ loggedIn: true, user: { email: user.email } });
  });

  it('tells a WeChat user linked to no account to sign in with e-mail and link WeChat first', async () => {
    const code = await askForCode(t.app);
    const newcomer = SANDBOX_WECHAT_USERS[1]?.openid ?? '';
    await phone(t.app, code.ticket, 'confirm', newcomer);
    const answer = await poll(t.app, code);
    expect(answer.json()).toMatchObject({ loggedIn: false, error: WECHAT_LOGIN_ERROR.notLinked });
    expect(sessionOf(answer)).toBeUndefined();
  });

  it('links WeChat from the account page, after which that WeChat user signs in to the account', async () => {
    const owner = await createUser(t.db, { firstName: 'Lin' });
    const session = (
      await inject(t.app, { method: 'POST', url: '/api/auth/login', body: { email: owner.email, password: owner.password } })
    ).cookies.find((c) => c.name === 'sid')?.value;
    expect((await inject(t.app, { url: '/api/account/wechat', session })).json()).toEqual({ wechat: null });
    const asked = await inject(t.app, { method: 'POST', url: '/api/account/wechat-link', session });
    expect(asked.statusCode).toBe(200);
    const link = { ...asked.json(), browser: cookieOf(asked, BROWSER_COOKIE) ?? '' };
    const linkPoll = () =>
      inject(t.app, { url: `/api/account/wechat-link/${link.loginCode}`, session, cookies: { [BROWSER_COOKIE]: link.browser } });
    expect((await linkPoll()).json()).toMatchObject({ linked: false, status: 'pending', error: null });
    const { page } = await phone(t.app, link.ticket, 'confirm', 'sandbox-openid-dddddddddddd');
    expect(page.body).toContain('Link this WeChat');
    const linked = await linkPoll();
    expect(linked.json()).toMatchObject({ error: null, linked: true, wechat: { nickname: expect.any(String) } });
    // A sign-in poll cannot spend a link code, nor another signed-in user poll it (even with the cookie).
    expect((await poll(t.app, link)).statusCode).toBe(404);
    const intruder = await createUser(t.db, { firstName: 'Eve' });
    const intruderSession = (
      await inject(t.app, {
        method: 'POST',
        url: '/api/auth/login',
        body: { email: intruder.email, password: intruder.password },
      })
    ).cookies.find((c) => c.name === 'sid')?.value;
    const foreign = await inject(t.app, {
      url: `/api/account/wechat-link/${link.loginCode}`,
      session: intruderSession,
      cookies: { [BROWSER_COOKIE]: link.browser },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await inject(t.app, { url: '/api/account/wechat', session: intruderSession })).json()).toEqual({ wechat: null });

    const code = await askForCode(t.app);
    await phone(t.app, code.ticket, 'confirm', 'sandbox-openid-dddddddddddd');
    expect((await poll(t.app, code)).json()).toMatchObject({ loggedIn: true, user: { email: owner.email } });

    expect((await inject(t.app, { method: 'DELETE', url: '/api/account/wechat', session })).json()).toEqual({ wechat: null });
    const afterUnlink = await askForCode(t.app);
    await phone(t.app, afterUnlink.ticket, 'confirm', 'sandbox-openid-dddddddddddd');
    expect((await poll(t.app, afterUnlink)).json()).toMatchObject({ loggedIn: false, error: WECHAT_LOGIN_ERROR.notLinked });
  });

  it("reads the account's WeChat user in one statement with the session, kept until the link changes", async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    await t.db.insert(wechatIdentities).values({ userId: user.id, openid: `openid-read-${user.id}`, nickname: '小林' });
    const read = async () => {
      const response = await inject(t.app, { url: '/api/account/wechat', session });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return { statements: statementsOf(response.headers['server-timing']), body: response.body, json: response.json() };
    };
    const first = await read();
    expect(first.statements).toBe(1);
    expect(first.json).toEqual({ wechat: { nickname: '小林', linkedAt: expect.any(String) } });
    // Kept: asked again, the session lookup alone, the same answer (still no-store for the browser).
    const again = await read();
    expect([again.statements, again.body]).toEqual([1, first.body]);
    // Written straight in the database (another process): shown at once.
    await t.db.update(wechatIdentities).set({ nickname: '林' }).where(eq(wechatIdentities.userId, user.id));
    const renamed = await read();
    expect([renamed.statements, renamed.json.wechat.nickname]).toEqual([2, '林']);
    await t.db.delete(wechatIdentities).where(eq(wechatIdentities.userId, user.id));
    const unlinked = await read();
    expect([unlinked.statements, unlinked.json]).toEqual([2, { wechat: null }]);
    expect((await inject(t.app, { url: '/api/account/wechat' })).statusCode).toBe(401);
  });

  it('will not link a WeChat user already linked to another account', async () => {
    await linkedUser(t.db, 'sandbox-openid-eeeeeeeeeeee');
    const other = await createUser(t.db, { firstName: 'Ming' });
    const session = (
      await inject(t.app, { method: 'POST', url: '/api/auth/login', body: { email: other.email, password: other.password } })
    ).cookies.find((c) => c.name === 'sid')?.value;
    const asked = await inject(t.app, { method: 'POST', url: '/api/account/wechat-link', session });
    const link = { ...asked.json(), browser: cookieOf(asked, BROWSER_COOKIE) ?? '' };
    await phone(t.app, link.ticket, 'confirm', 'sandbox-openid-eeeeeeeeeeee');
    const answer = await inject(t.app, {
      url: `/api/account/wechat-link/${link.loginCode}`,
      session,
      cookies: { [BROWSER_COOKIE]: link.browser },
    });
    expect(answer.json()).toMatchObject({ linked: false, error: WECHAT_LOGIN_ERROR.linkedElsewhere });
  });

  it('forgets the WeChat user of a closed account, so its QR sign-in no longer signs in', async () => {
    const user = await linkedUser(t.db, 'sandbox-openid-ffffffffffff');
    const session = (
      await inject(t.app, { method: 'POST', url: '/api/auth/login', body: { email: user.email, password: user.password } })
    ).cookies.find((c) => c.name === 'sid')?.value;
    const closed = await closeAccount(t.app, user, session ?? '');
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await t.db.select().from(wechatIdentities).where(eq(wechatIdentities.userId, user.id))).toEqual([]);
    const code = await askForCode(t.app);
    await phone(t.app, code.ticket, 'confirm', 'sandbox-openid-ffffffffffff');
    expect((await poll(t.app, code)).json()).toMatchObject({ loggedIn: false, error: WECHAT_LOGIN_ERROR.notLinked });
  });

  it('throttles asking for codes per address', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      answers.push((await inject(t.app, { method: 'POST', url: '/api/auth/wechat-login', ip: '198.51.100.9' })).statusCode);
    }
    expect(answers.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});

describe('WeChat QR sign-in with the wechat_sso flag off', () => {
  const t = withTestApp('pglite', { ENABLED_FEATURES: 'prepay_enabled' });

  it('answers 404 wechat-unavailable and reports the flag off to the web app', async () => {
    const response = await inject(t.app, { method: 'POST', url: '/api/auth/wechat-login' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: WECHAT_LOGIN_ERROR.unavailable });
    const load = await inject(t.app, { url: '/api/researcher/load' });
    expect(load.json().application.featureFlags.wechat_sso).toBe(false);
  });
});

describe('WeChat QR sign-in in production mode', () => {
  const t = withTestApp('pglite', {
    NODE_ENV: 'production',
    TWO_FACTOR_KEY: TEST_TWO_FACTOR_KEY,
    ENABLED_FEATURES: 'wechat_sso',
  });

  it('has no sandbox phone page, and no provider to sign in with', async () => {
    expect((await t.app.inject({ url: '/sandbox/wechat/scan?ticket=x' })).statusCode).toBe(404);
    expect(t.app.routeTable.some((route) => route.url.startsWith('/sandbox/wechat'))).toBe(false);
    const response = await inject(t.app, { method: 'POST', url: '/api/auth/wechat-login' });
    expect(response.json()).toEqual({ error: WECHAT_LOGIN_ERROR.unavailable });
  });
});
