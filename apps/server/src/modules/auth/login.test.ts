import { ZLoginResponse, ZUser } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, createUser } from '../../../test/factories.ts';
import { cookieOf, inject, isSignedIn, login, sessionOf } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';

describe.each(BACKENDS)('sign-in and sign-out on %s', (backend) => {
  const t = withTestApp(backend);

  const postLogin = (email: string, password: string, session?: string) =>
    inject(t.app, { method: 'POST', url: '/api/auth/login', body: { email, password }, session });
  const postLoginFrom = (ip: string, email: string, password: string) =>
    inject(t.app, { method: 'POST', url: '/api/auth/login', body: { email, password }, ip });

  it('signs in with the right password, answering the user, their language and a session cookie', async () => {
    const user = await createUser(t.db, { language: 'ja_JP' });
    const response = await postLogin(user.email, user.password);
    expect(response.statusCode).toBe(200);
    const body = ZLoginResponse.parse(response.json());
    expect(body).toMatchObject({ loggedIn: true, language: 'ja_JP', error: null, redirectUri: null });
    expect(ZUser.parse(body.user).email).toBe(user.email);
    expect(cookieOf(response, 'language')).toBe('ja_JP');
    const session = sessionOf(response);
    expect(session).toBeDefined();
    expect(await isSignedIn(t.app, session ?? '')).toBe(true);
  });

  it('marks the session cookie HttpOnly and SameSite=Lax', async () => {
    const user = await createUser(t.db);
    const response = await postLogin(user.email, user.password);
    const cookie = response.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('accepts the e-mail address in any letter case', async () => {
    const user = await createUser(t.db);
    const response = await postLogin(user.email.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password with 401 login-form-error-message and no session', async () => {
    const user = await createUser(t.db);
    const response = await postLogin(user.email, 'not-the-password');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      loggedIn: false,
      user: null,
      language: null,
      error: 'login-form-error-message',
      redirectUri: null,
    });
    expect(sessionOf(response)).toBeUndefined();
  });

  it('answers an unknown e-mail address exactly like a wrong password', async () => {
    const response = await postLogin('nobody-here@example.test', 'whatever-password');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ loggedIn: false, error: 'login-form-error-message' });
  });

  it('answers 400 with field errors for an invalid e-mail and an empty password', async () => {
    const response = await postLogin('not-an-email', '');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'validation-error',
      fieldErrors: { email: 'emailAddressInvalidFormat', password: 'password-required' },
    });
  });

  it('refuses a login without the X-Requested-With header', async () => {
    const user = await createUser(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'forbidden' });
    expect(sessionOf(response)).toBeUndefined();
  });

  it('throttles the sixth attempt after five failures for one account, even with the right password', async () => {
    const user = await createUser(t.db);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await postLogin(user.email, `wrong-password-${attempt}`)).statusCode).toBe(401);
    }
    const response = await postLogin(user.email, user.password);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ error: 'login-throttled' });
    expect(sessionOf(response)).toBeUndefined();
  });

  it('does not count failures against another account', async () => {
    const throttled = await createUser(t.db);
    const other = await createUser(t.db);
    for (let attempt = 1; attempt <= 5; attempt += 1) await postLogin(throttled.email, 'wrong-password');
    expect((await postLogin(other.email, other.password)).statusCode).toBe(200);
  });

  it('checks 5 of 40 parallel wrong passwords for one account, answers the rest 429 and leaves the address open', async () => {
    const ip = '198.51.100.40';
    const target = await createUser(t.db);
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, attempt) => postLoginFrom(ip, target.email, `wrong-password-${attempt}`)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
    expect((await postLoginFrom(ip, target.email, target.password)).statusCode).toBe(429);
    const neighbour = await createUser(t.db);
    expect((await postLoginFrom(ip, neighbour.email, neighbour.password)).statusCode).toBe(200);
  });

  it('throttles an address after 30 failures over many accounts, except for an owner who signed in from it', async () => {
    const ip = '198.51.100.41';
    const owner = await createUser(t.db);
    expect((await postLoginFrom(ip, owner.email, owner.password)).statusCode).toBe(200);
    for (let account = 1; account <= 6; account += 1) {
      const target = await createUser(t.db);
      for (let attempt = 1; attempt <= 5; attempt += 1) await postLoginFrom(ip, target.email, 'wrong-password');
    }
    const stranger = await createUser(t.db);
    const refused = await postLoginFrom(ip, stranger.email, stranger.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'login-throttled' });
    expect((await postLoginFrom(ip, owner.email, owner.password)).statusCode).toBe(200);
    expect((await postLoginFrom('198.51.100.42', stranger.email, stranger.password)).statusCode).toBe(200);
  });

  it('refuses a deactivated account even with the right password', async () => {
    const user = await createUser(t.db, { active: false });
    const response = await postLogin(user.email, user.password);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'login-form-error-message' });
  });

  it('rotates the session on login: the cookie held before no longer works', async () => {
    const { user, session: before } = await createSignedInUser(t.app, t.db);
    const response = await postLogin(user.email, user.password, before);
    const after = sessionOf(response);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect(await isSignedIn(t.app, before)).toBe(false);
    expect(await isSignedIn(t.app, after ?? '')).toBe(true);
  });

  it('signs out with POST /api/auth/logout: the cookie is cleared and no longer works', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const response = await inject(t.app, { method: 'POST', url: '/api/auth/logout', session });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ loggedIn: false });
    expect(cookieOf(response, 'sid')).toBe('');
    expect(await isSignedIn(t.app, session)).toBe(false);
  });

  it('signs out through the logout.gif image, answering a GIF', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const response = await inject(t.app, { url: '/api/auth/logout.gif', session });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/gif');
    expect(response.rawPayload.subarray(0, 6).toString('ascii')).toBe('GIF89a');
    expect(await isSignedIn(t.app, session)).toBe(false);
  });

  it('keeps the other sessions of the user when one signs out', async () => {
    const { user, session: first } = await createSignedInUser(t.app, t.db);
    const second = await login(t.app, user.email, user.password);
    await inject(t.app, { method: 'POST', url: '/api/auth/logout', session: first });
    expect(await isSignedIn(t.app, second)).toBe(true);
  });
});
