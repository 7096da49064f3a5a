import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, createUser } from '../../../test/factories.ts';
import { nextOrcid, socialSignInSetup } from '../../../test/fixtures/social-sign-in/social-sign-in-setup.ts';
import { cookieOf, inject, isSignedIn, sessionOf } from '../../../test/http.ts';
import { BACKENDS } from '../../../test/test-app.ts';
import { enrolTotp, nextTotpCode, PENDING_COOKIE } from '../../../test/two-factor.ts';
import { statementsOf } from '../../platform/query-stats.ts';
import { users } from '../../schema/account.ts';
import { userIdentities } from '../../schema/social-sign-in.ts';

describe.each(BACKENDS)('social sign-in (OpenID Connect) on %s: refusals, existing and linked accounts', (backend) => {
  const { t, start, decide, callback, signInWith, registerNew } = socialSignInSetup(backend);

  describe('refusals: nothing is signed in', () => {
    const failure = '/en/login/failure/oauth-failure';

    it('refuses a replayed callback', async () => {
      const { binding, authorizeUrl } = await start('google');
      const callbackUrl = await decide(authorizeUrl, 'approve', { email: `replay-${Date.now()}@example.test` });
      const first = await callback(callbackUrl, binding);
      expect(first.location).toMatch(/^\/en\/register\?data=/);
      const second = await callback(callbackUrl, binding);
      expect(second).toEqual({ location: failure, session: undefined });
    });

    it('refuses a wrong or missing state', async () => {
      const { binding, authorizeUrl } = await start('google');
      const callbackUrl = await decide(authorizeUrl, 'approve', { email: `state-${Date.now()}@example.test` });
      const forged = new URL(callbackUrl);
      forged.searchParams.set('state', 'not-the-state-that-was-sent');
      expect(await callback(forged, binding)).toEqual({ location: failure, session: undefined });
      forged.searchParams.delete('state');
      expect(await callback(forged, binding)).toEqual({ location: failure, session: undefined });
    });

    it('refuses a callback in another browser than the one that started (no binding cookie)', async () => {
      const { authorizeUrl } = await start('google');
      const callbackUrl = await decide(authorizeUrl, 'approve', { email: `csrf-${Date.now()}@example.test` });
      expect(await callback(callbackUrl, 'another-browsers-cookie')).toEqual({ location: failure, session: undefined });
    });

    it.each(['wrong-nonce', 'bad-signature', 'expired'] as const)(
      'refuses an ID token with the %s scenario',
      async (scenario) => {
        const { session } = await createSignedInUser(t.app, t.db);
        const email = `token-${scenario}-${Date.now()}@example.test`;
        const landed = await signInWith('google', { email }, { scenario });
        expect(landed).toEqual({ location: failure, session: undefined });
        expect(session).toBeTruthy();
      },
    );

    it('refuses a denied consent', async () => {
      const { binding, authorizeUrl } = await start('orcid');
      const callbackUrl = await decide(authorizeUrl, 'deny', { email: 'denied@example.test' });
      expect(callbackUrl.searchParams.get('error')).toBe('access_denied');
      expect(await callback(callbackUrl, binding)).toEqual({ location: failure, session: undefined });
    });

    it('sends the failure to the language the visitor started in', async () => {
      const response = await inject(t.app, { url: '/api/auth/opa/orcid', cookies: { language: 'zh_CN' } });
      const binding = cookieOf(response, 'opa_binding') ?? '';
      const callbackUrl = await decide(new URL(String(response.headers.location)), 'deny', { email: 'x@example.test' });
      expect((await callback(callbackUrl, binding)).location).toBe('/cn/login/failure/oauth-failure');
    });
  });

  describe('an existing account with the same e-mail', () => {
    it('links only after the password of that account, then signs in directly next time', async () => {
      const user = await createUser(t.db);
      const orcid = nextOrcid();
      const landed = await signInWith('orcid', { email: user.email, orcid });
      expect(landed.session).toBeUndefined();
      const url = new URL(landed.location, 'http://portal.test');
      expect(url.pathname).toBe('/en/login/link-account');
      const token = url.searchParams.get('token') ?? '';
      const pending = await inject(t.app, { url: `/api/auth/opa/pending/${token}` });
      expect(pending.json()).toEqual({ kind: 'link', providerId: 'orcid', providerName: 'ORCID', email: user.email });

      const wrong = await inject(t.app, {
        method: 'POST',
        url: '/api/auth/opa/link',
        body: { token, password: 'not-it-at-all' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ error: 'login-form-error-message' });
      expect(sessionOf(wrong)).toBeUndefined();

      const right = await inject(t.app, { method: 'POST', url: '/api/auth/opa/link', body: { token, password: user.password } });
      expect(right.statusCode).toBe(200);
      expect(right.json()).toEqual({ loggedIn: true, redirectUri: '/en/researcher' });
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.orcid).toBe(orcid);

      const next = await signInWith('orcid', { email: user.email, orcid });
      expect(next.location).toBe('/en/researcher');
      expect(await isSignedIn(t.app, next.session ?? '')).toBe(true);
    });

    it('asks an account with a second factor for it after the password link and after every provider sign-in', async () => {
      const { user, session } = await createSignedInUser(t.app, t.db);
      const { secret } = await enrolTotp(t.app, session);
      const orcid = nextOrcid();
      const landed = await signInWith(
        'orcid',
        { email: user.email, orcid },
        { query: '?redirect=%2Fen%2Fresearcher%2Finvoices' },
      );
      const token = new URL(landed.location, 'http://portal.test').searchParams.get('token') ?? '';
      const linked = await inject(t.app, { method: 'POST', url: '/api/auth/opa/link', body: { token, password: user.password } });
      expect(linked.json()).toEqual({
        loggedIn: false,
        redirectUri: '/en/login/two-factor?redirect=%2Fen%2Fresearcher%2Finvoices',
      });
      expect(sessionOf(linked)).toBeUndefined();

      const { binding, authorizeUrl } = await start('orcid');
      const callbackUrl = await decide(authorizeUrl, 'approve', { email: user.email, orcid });
      const callbackResponse = await inject(t.app, {
        url: `${callbackUrl.pathname}${callbackUrl.search}`,
        cookies: { opa_binding: binding },
      });
      expect(callbackResponse.headers.location).toBe('/en/login/two-factor');
      expect(sessionOf(callbackResponse)).toBeUndefined();
      const pending = cookieOf(callbackResponse, PENDING_COOKIE) ?? '';
      const second = await inject(t.app, {
        method: 'POST',
        url: '/api/auth/two-factor',
        cookies: { [PENDING_COOKIE]: pending },
        body: { method: 'totp', code: await nextTotpCode(secret) },
      });
      expect(await isSignedIn(t.app, sessionOf(second) ?? '')).toBe(true);
    });

    it('never links on an e-mail the provider has not verified', async () => {
      const user = await createUser(t.db);
      const landed = await signInWith('google', { email: user.email, isVerified: false });
      expect(landed).toEqual({ location: '/en/login/failure/oauth-failure?reason=email-unverified', session: undefined });
      expect(await t.db.select().from(userIdentities).where(eq(userIdentities.userId, user.id))).toEqual([]);
    });
  });

  describe('linked accounts', () => {
    it('lists them in one statement with the session, kept until an identity of the user changes', async () => {
      const { user, session } = await createSignedInUser(t.app, t.db);
      // Linked one after the other, a minute apart (two quick inserts may share a timestamp): the list is oldest first.
      const linkedAt = Date.now();
      await t.db.insert(userIdentities).values({
        userId: user.id,
        providerId: 'orcid',
        subject: `orcid-${user.id}`,
        email: null,
        createdAt: new Date(linkedAt - 60_000),
      });
      await t.db.insert(userIdentities).values({
        userId: user.id,
        providerId: 'google',
        subject: `google-${user.id}`,
        email: user.email,
        createdAt: new Date(linkedAt),
      });
      const list = async () => {
        const response = await inject(t.app, { url: '/api/account/linked-accounts', session });
        expect(response.statusCode, response.body).toBe(200);
        const { linkedAccounts } = response.json() as { linkedAccounts: { providerId: string; email: string | null }[] };
        return { statements: statementsOf(response.headers['server-timing']), body: response.body, linkedAccounts };
      };
      const first = await list();
      expect(first.statements).toBe(1);
      expect(first.linkedAccounts.map((a) => [a.providerId, a.email])).toEqual([
        ['orcid', null],
        ['google', user.email],
      ]);
      // Kept: asked again, the session lookup alone, the same answer.
      const again = await list();
      expect([again.statements, again.body]).toEqual([1, first.body]);
      // Written straight in the database (another process): shown at once.
      await t.db
        .update(userIdentities)
        .set({ email: 'orcid@example.test' })
        .where(eq(userIdentities.subject, `orcid-${user.id}`));
      const changed = await list();
      expect([changed.statements, changed.linkedAccounts[0]?.email]).toEqual([2, 'orcid@example.test']);
      await t.db.delete(userIdentities).where(eq(userIdentities.subject, `google-${user.id}`));
      const removed = await list();
      expect([removed.statements, removed.linkedAccounts.map((a) => a.providerId)]).toEqual([2, ['orcid']]);
      expect((await inject(t.app, { url: '/api/account/linked-accounts' })).statusCode).toBe(401);
    });

    it('links Google to the signed-in user from the account page, and lists it', async () => {
      const { user, session } = await createSignedInUser(t.app, t.db);
      const landed = await signInWith(
        'google',
        { email: `other-${Date.now()}@example.test` },
        {
          query: '?intent=link&origin=%2Fen%2Faccount',
          session,
        },
      );
      expect(landed.location).toBe('/en/account');
      const list = await inject(t.app, { url: '/api/account/linked-accounts', session });
      expect(list.json()).toMatchObject({ linkedAccounts: [{ providerId: 'google', name: 'Google' }] });
      expect((await t.db.select().from(userIdentities).where(eq(userIdentities.userId, user.id))).length).toBe(1);
    });

    it('refuses to link an identity another user holds', async () => {
      const email = `held-${Date.now()}@example.test`;
      const orcid = nextOrcid();
      expect((await registerNew({ email, orcid })).response.statusCode).toBe(200);
      const { session } = await createSignedInUser(t.app, t.db);
      const landed = await signInWith('orcid', { email, orcid }, { query: '?intent=link', session });
      expect(landed.location).toBe('/en/account?linkFailed=already-linked');
    });

    it('unlinks when a password remains, and refuses to remove the only way to sign in', async () => {
      const { session } = await createSignedInUser(t.app, t.db);
      await signInWith('google', { email: `keep-${Date.now()}@example.test` }, { query: '?intent=link', session });
      const [linked] = (
        (await inject(t.app, { url: '/api/account/linked-accounts', session })).json() as { linkedAccounts: { id: string }[] }
      ).linkedAccounts;
      const unlink = await inject(t.app, { method: 'DELETE', url: `/api/account/linked-accounts/${linked?.id}`, session });
      expect(unlink.statusCode).toBe(200);
      expect(unlink.json()).toEqual({ linkedAccounts: [] });

      const { response } = await registerNew({ email: `only-${Date.now()}@example.test`, orcid: nextOrcid() });
      const passwordless = sessionOf(response) ?? '';
      const [only] = (
        (await inject(t.app, { url: '/api/account/linked-accounts', session: passwordless })).json() as {
          linkedAccounts: { id: string }[];
        }
      ).linkedAccounts;
      const refused = await inject(t.app, {
        method: 'DELETE',
        url: `/api/account/linked-accounts/${only?.id}`,
        session: passwordless,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: 'social-unlink-last-sign-in' });
    });

    it("answers 404 for another user's linked account, and keeps it", async () => {
      const { response } = await registerNew({ email: `victim-${Date.now()}@example.test`, orcid: nextOrcid() });
      const victim = sessionOf(response) ?? '';
      await signInWith(
        'google',
        { email: `victim-google-${Date.now()}@example.test` },
        { query: '?intent=link', session: victim },
      );
      const [theirs] = (
        (await inject(t.app, { url: '/api/account/linked-accounts', session: victim })).json() as {
          linkedAccounts: { id: string }[];
        }
      ).linkedAccounts;
      const { session: attacker } = await createSignedInUser(t.app, t.db);
      const attempt = await inject(t.app, {
        method: 'DELETE',
        url: `/api/account/linked-accounts/${theirs?.id}`,
        session: attacker,
      });
      expect(attempt.statusCode).toBe(404);
      const still = await inject(t.app, { url: '/api/account/linked-accounts', session: victim });
      expect((still.json() as { linkedAccounts: unknown[] }).linkedAccounts).toHaveLength(2);
    });
  });
});
