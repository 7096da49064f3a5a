import { ZSocialRegistrationPrefill, ZUser } from '@portal/domain';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, createUser, registrationPayload } from '../../../test/factories.ts';
import { cookieOf, inject, isSignedIn, sessionOf } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { enrolTotp, nextTotpCode, PENDING_COOKIE } from '../../../test/two-factor.ts';
import { statementsOf } from '../../platform/query-stats.ts';
import { users } from '../../schema/account.ts';
import { emails } from '../../schema/platform.ts';
import { userIdentities } from '../../schema/social-sign-in.ts';

type TPerson = { email: string; givenName?: string; familyName?: string; orcid?: string; isVerified?: boolean };
type TScenario = 'normal' | 'wrong-nonce' | 'bad-signature' | 'expired';

let orcidCount = 0;
/** A fresh, well-formed ORCID iD per call (the check digit is not checked by the portal). */
function nextOrcid(): string {
  orcidCount += 1;
  const digits = String(Date.now() % 1e11).padStart(11, '0') + String(orcidCount % 10);
  return `${digits.slice(0, 4)}-${digits.slice(4, 8)}-${digits.slice(8, 12)}-${String(1000 + (orcidCount % 1000)).slice(1)}X`;
}

/** The sandbox provider answers a browser on this machine only (route-access.ts). */
const LOCAL_BROWSER = '127.0.0.1';

describe.each(BACKENDS)('social sign-in (OpenID Connect) on %s', (backend) => {
  const t = withTestApp(backend, { QUERY_STATS: '1' });

  async function start(providerId: string, query = '', session?: string) {
    const response = await inject(t.app, { url: `/api/auth/opa/${providerId}${query}`, session });
    expect(response.statusCode).toBe(302);
    return { binding: cookieOf(response, 'opa_binding') ?? '', authorizeUrl: new URL(String(response.headers.location)) };
  }

  async function decide(authorizeUrl: URL, decision: 'approve' | 'deny', person: TPerson, scenario: TScenario = 'normal') {
    const form = new URLSearchParams({
      ...Object.fromEntries(authorizeUrl.searchParams),
      decision,
      email: person.email,
      given_name: person.givenName ?? 'Rosalind',
      family_name: person.familyName ?? 'Franklin',
      orcid: person.orcid ?? '',
      scenario,
      ...(person.isVerified === false ? {} : { email_verified: 'true' }),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: authorizeUrl.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect([302, 303]).toContain(response.statusCode);
    return new URL(String(response.headers.location));
  }

  async function callback(callbackUrl: URL, binding: string, session?: string) {
    const response = await inject(t.app, {
      url: `${callbackUrl.pathname}${callbackUrl.search}`,
      cookies: { opa_binding: binding },
      session,
    });
    expect(response.statusCode).toBe(302);
    return { location: String(response.headers.location), session: sessionOf(response) };
  }

  /** Start, approve on the sandbox page, callback: where the visitor lands and the session they got. */
  async function signInWith(
    providerId: string,
    person: TPerson,
    options: { query?: string; session?: string; scenario?: TScenario } = {},
  ) {
    const { binding, authorizeUrl } = await start(providerId, options.query ?? '', options.session);
    const callbackUrl = await decide(authorizeUrl, 'approve', person, options.scenario);
    return callback(callbackUrl, binding, options.session);
  }

  function prefillOf(location: string) {
    const url = new URL(location, 'http://portal.test');
    const data = url.searchParams.get('data') ?? '';
    return ZSocialRegistrationPrefill.parse(JSON.parse(Buffer.from(data, 'base64url').toString('utf8')));
  }

  async function registerNew(person: TPerson, query = '', extra: Record<string, unknown> = {}, providerId = 'orcid') {
    const landed = await signInWith(providerId, person, { query });
    const prefill = prefillOf(landed.location);
    const base = registrationPayload();
    const response = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/opa/register',
      body: {
        token: prefill.token,
        firstName: prefill.firstName,
        lastName: prefill.lastName,
        country: base.country,
        currency: base.currency,
        language: 'en_US',
        optinToMarketing: false,
        agreeToTOS: true,
        ...extra,
      },
    });
    return { landed, prefill, response };
  }

  const mailTo = (to: string) => t.db.select().from(emails).where(eq(emails.to, to)).orderBy(asc(emails.id));

  /** The token of the confirmation link in the last e-mail sent to an address. */
  async function verifyTokenSentTo(to: string) {
    const sent = await mailTo(to);
    const match = /\/register\/verify\?token=([\w-]+)/.exec(sent.at(-1)?.text ?? '');
    return match?.[1] ?? '';
  }

  it('publishes the sandbox discovery document and its JWKS', async () => {
    const discovery = await inject(t.app, { ip: LOCAL_BROWSER, url: '/sandbox/oidc/orcid/.well-known/openid-configuration' });
    expect(discovery.statusCode).toBe(200);
    const metadata = discovery.json() as Record<string, unknown>;
    expect(metadata).toMatchObject({
      issuer: expect.stringMatching(/\/sandbox\/oidc\/orcid$/),
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: ['RS256'],
    });
    const jwks = await inject(t.app, { ip: LOCAL_BROWSER, url: '/sandbox/oidc/orcid/jwks' });
    const { keys } = jwks.json() as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
    expect((await inject(t.app, { ip: LOCAL_BROWSER, url: '/sandbox/oidc/nobody/jwks' })).statusCode).toBe(404);
  });

  it('lists ORCID and Google in the application configuration', async () => {
    const response = await inject(t.app, { url: '/api/researcher/load' });
    const body = response.json() as { application: { config: { authenticationProviders: { id: string; name: string }[] } } };
    expect(body.application.config.authenticationProviders.map((p) => [p.id, p.name])).toEqual([
      ['orcid', 'ORCID'],
      ['google', 'Google'],
    ]);
  });

  it('answers 404 for an unknown provider', async () => {
    expect((await inject(t.app, { url: '/api/auth/opa/facebook' })).statusCode).toBe(404);
    expect((await inject(t.app, { url: '/api/auth/opa/facebook/callback?state=x&code=y' })).statusCode).toBe(404);
  });

  it('starts with PKCE (S256), a state and a nonce, and shows the sandbox page with labelled fields', async () => {
    const { authorizeUrl, binding } = await start('orcid');
    expect(binding.length).toBeGreaterThan(20);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    for (const name of ['state', 'nonce', 'code_challenge', 'client_id', 'redirect_uri']) {
      expect(authorizeUrl.searchParams.get(name)).toBeTruthy();
    }
    const page = await inject(t.app, { ip: LOCAL_BROWSER, url: `${authorizeUrl.pathname}${authorizeUrl.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="email">');
    expect(page.body).toContain('<label for="orcid">ORCID iD</label>');
    expect(page.body).toContain('value="approve"');
  });

  it('registers a first-time ORCID user from the pre-filled data, without a password, and links the identity', async () => {
    const email = `first-${Date.now()}@example.test`;
    const orcid = nextOrcid();
    const { landed, prefill, response } = await registerNew({ email, orcid, givenName: 'Marie', familyName: 'Curie' });
    expect(landed.session).toBeUndefined();
    expect(landed.location).toMatch(/^\/en\/register\?data=/);
    expect(prefill).toMatchObject({ email, firstName: 'Marie', lastName: 'Curie', orcid, providerId: 'orcid' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ loggedIn: true, redirectUri: '/en/researcher' });
    const session = sessionOf(response) ?? '';
    const account = await inject(t.app, { url: '/api/account', session });
    const user = ZUser.parse((account.json() as { user: unknown }).user);
    expect(user).toMatchObject({ email, hasLocalIdentity: false, orcid });
    expect(user.linkedAccounts).toEqual([
      { id: expect.any(String), providerId: 'orcid', name: 'ORCID', email, linkedAt: expect.any(String) },
    ]);
  });

  it('welcomes a new social user by e-mail and credits the share link they came through', async () => {
    const referrer = await createUser(t.db);
    const [row] = await t.db.select({ referralCode: users.referralCode }).from(users).where(eq(users.id, referrer.id));
    const referralCode = row?.referralCode;
    const email = `welcomed-${Date.now()}@example.test`;
    const { response } = await registerNew({ email, orcid: nextOrcid() }, '', { referralCode });
    expect(response.statusCode).toBe(200);
    const [created] = await t.db.select().from(users).where(eq(users.email, email));
    expect(created?.referredByUserId).toBe(referrer.id);
    expect(created?.referralCode).toMatch(/^[A-Z0-9]{8}$/);
    expect((await mailTo(email)).map((mail) => mail.subject)).toEqual(['Welcome to Manuscript Services']);
  });

  describe('when the provider vouches for no e-mail', () => {
    it('creates the account only once the link sent to the typed address is opened', async () => {
      const orcid = nextOrcid();
      const typed = `typed-${Date.now()}@example.test`;
      const landed = await signInWith('orcid', { email: '', orcid });
      const prefill = prefillOf(landed.location);
      expect(prefill).toMatchObject({ email: '', isEmailVerified: false, orcid });

      const base = registrationPayload();
      const body = {
        token: prefill.token,
        firstName: 'Lise',
        lastName: 'Meitner',
        country: base.country,
        currency: base.currency,
        language: 'pt_BR',
        optinToMarketing: false,
        agreeToTOS: true,
      };
      const missing = await inject(t.app, { method: 'POST', url: '/api/auth/opa/register', body });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ fieldErrors: { email: 'emailAddressInvalidFormat' } });

      // The failed attempt spent nothing: the same token carries on with an address.
      const sent = await inject(t.app, { method: 'POST', url: '/api/auth/opa/register', body: { ...body, email: typed } });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({ loggedIn: false, verificationSentTo: typed });
      expect(sessionOf(sent)).toBeUndefined();
      expect(await t.db.select().from(users).where(eq(users.email, typed))).toEqual([]);
      const [mail] = await mailTo(typed);
      expect(mail?.subject).toBe('Confirme seu endereço de e-mail para concluir a criação da conta');
      expect(mail?.text).toContain('/br/register/verify?token=');

      const token = await verifyTokenSentTo(typed);
      expect(token.length).toBeGreaterThan(20);
      // The registration token itself was spent by sending the link.
      const replay = await inject(t.app, { method: 'POST', url: '/api/auth/opa/register', body: { ...body, email: typed } });
      expect(replay.statusCode).toBe(400);
      expect((await inject(t.app, { url: `/api/auth/opa/pending/${token}` })).statusCode).toBe(400);

      const verified = await inject(t.app, { method: 'POST', url: '/api/auth/opa/register/verify', body: { token } });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({ loggedIn: true, redirectUri: '/br/researcher' });
      const session = sessionOf(verified) ?? '';
      const account = await inject(t.app, { url: '/api/account', session });
      const user = ZUser.parse((account.json() as { user: unknown }).user);
      expect(user).toMatchObject({ email: typed, firstName: 'Lise', lastName: 'Meitner', orcid, hasLocalIdentity: false });
      expect(user.linkedAccounts.map((linked) => linked.providerId)).toEqual(['orcid']);
      expect((await mailTo(typed)).map((m) => m.subject)).toContain('Bem-vindo(a) à Manuscript Services');

      const again = await inject(t.app, { method: 'POST', url: '/api/auth/opa/register/verify', body: { token } });
      expect(again.statusCode).toBe(400);
      expect(await t.db.select().from(users).where(eq(users.email, typed))).toHaveLength(1);
      // Next time ORCID signs the researcher straight in.
      const next = await signInWith('orcid', { email: '', orcid });
      expect(await isSignedIn(t.app, next.session ?? '')).toBe(true);
    });

    it('asks to confirm an address the provider gave but did not verify, even one no account has', async () => {
      const email = `unverified-${Date.now()}@example.test`;
      const { prefill, response } = await registerNew({ email, isVerified: false }, '', { email }, 'google');
      expect(prefill.isEmailVerified).toBe(false);
      expect(response.json()).toEqual({ loggedIn: false, verificationSentTo: email });
      expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    });

    it("refuses an address that has an account, and a link that is not the e-mail's", async () => {
      const holder = await createUser(t.db);
      const { response } = await registerNew({ email: '', orcid: nextOrcid() }, '', { email: holder.email.toUpperCase() });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: 'email-exists' });
      const forged = await inject(t.app, {
        method: 'POST',
        url: '/api/auth/opa/register/verify',
        body: { token: 'x'.repeat(43) },
      });
      expect(forged.statusCode).toBe(400);
      const malformed = await inject(t.app, { method: 'POST', url: '/api/auth/opa/register/verify', body: { token: 3 } });
      expect(malformed.statusCode).toBe(400);
    });

    it('creates nothing when the address was registered between the e-mail and the click', async () => {
      const typed = `raced-${Date.now()}@example.test`;
      const { response } = await registerNew({ email: '', orcid: nextOrcid() }, '', { email: typed });
      expect(response.statusCode).toBe(200);
      const token = await verifyTokenSentTo(typed);
      await createUser(t.db, { email: typed });
      const verified = await inject(t.app, { method: 'POST', url: '/api/auth/opa/register/verify', body: { token } });
      expect(verified.statusCode).toBe(409);
      expect(sessionOf(verified)).toBeUndefined();
    });
  });

  it('signs a linked user straight in next time, and goes to the redirect', async () => {
    const email = `returning-${Date.now()}@example.test`;
    const orcid = nextOrcid();
    expect((await registerNew({ email, orcid })).response.statusCode).toBe(200);
    const again = await signInWith('orcid', { email, orcid }, { query: '?redirect=%2Fen%2Fresearcher%2Finvoices' });
    expect(again.location).toBe('/en/researcher/invoices');
    expect(await isSignedIn(t.app, again.session ?? '')).toBe(true);
  });

  it('goes to a redirect path with characters outside Latin-1, percent-encoded in the Location header', async () => {
    const email = `chinese-path-${Date.now()}@example.test`;
    const orcid = nextOrcid();
    expect((await registerNew({ email, orcid })).response.statusCode).toBe(200);
    const redirect = '/cn/researcher?q=论文';
    const again = await signInWith('orcid', { email, orcid }, { query: `?redirect=${encodeURIComponent(redirect)}` });
    expect(again.location).toBe('/cn/researcher?q=%E8%AE%BA%E6%96%87');
    expect(decodeURIComponent(again.location)).toBe(redirect);
    expect(await isSignedIn(t.app, again.session ?? '')).toBe(true);
  });

  it('spends a pending registration once', async () => {
    const { prefill, response } = await registerNew({ email: `once-${Date.now()}@example.test`, orcid: nextOrcid() });
    expect(response.statusCode).toBe(200);
    const replay = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/opa/register',
      body: { ...registrationPayload(), token: prefill.token, password: undefined, email: undefined },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'social-pending-expired' });
  });

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

  it.each(['https://evil.example/steal', '//evil.example/steal', '/\\evil.example', 'javascript:alert(1)'])(
    'drops the open redirect %j and lands at home',
    async (target) => {
      const email = `redirect-${Date.now()}-${Math.random()}@example.test`;
      const orcid = nextOrcid();
      expect((await registerNew({ email, orcid })).response.statusCode).toBe(200);
      const query = `?redirect=${encodeURIComponent(target)}&origin=${encodeURIComponent(target)}`;
      const again = await signInWith('orcid', { email, orcid }, { query });
      expect(again.location).toBe('/en/researcher');
    },
  );

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
      // Linked one after the other: the list is oldest first.
      await t.db
        .insert(userIdentities)
        .values({ userId: user.id, providerId: 'orcid', subject: `orcid-${user.id}`, email: null });
      await t.db
        .insert(userIdentities)
        .values({ userId: user.id, providerId: 'google', subject: `google-${user.id}`, email: user.email });
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
