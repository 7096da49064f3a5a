import { ZUser } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, registrationPayload } from '../../../test/factories.ts';
import { LOCAL_BROWSER, nextOrcid, socialSignInSetup } from '../../../test/fixtures/social-sign-in/social-sign-in-setup.ts';
import { inject, isSignedIn, sessionOf } from '../../../test/http.ts';
import { BACKENDS } from '../../../test/test-app.ts';
import { users } from '../../schema/account.ts';

describe.each(BACKENDS)('social sign-in (OpenID Connect) on %s: sign-in and registration', (backend) => {
  const { t, start, signInWith, prefillOf, registerNew, mailTo, verifyTokenSentTo } = socialSignInSetup(backend);

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
});
