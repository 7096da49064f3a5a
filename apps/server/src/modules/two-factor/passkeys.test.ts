import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories.ts';
import { createSoftwareAuthenticator } from '../../../test/fixtures/two-factor/software-authenticator.ts';
import { inject, isSignedIn, sessionOf } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { PENDING_COOKIE, passwordStep } from '../../../test/two-factor.ts';
import { auditLog } from '../../schema/platform.ts';
import { passkeys } from '../../schema/two-factor.ts';

/** The test app's public origin (config: http://localhost:PORT without PUBLIC_URL) and RP ID. */
const ORIGIN = 'http://localhost:3000';
const RP_ID = 'localhost';

describe.each(BACKENDS)('passkeys as a second factor on %s', (backend) => {
  const t = withTestApp(backend);

  async function enrolPasskey(session: string, authenticator = createSoftwareAuthenticator(RP_ID, ORIGIN), name = 'Laptop') {
    const options = await inject(t.app, { method: 'POST', url: '/api/account/two-factor/passkeys/options', session });
    expect(options.json()).toMatchObject({ rp: { id: RP_ID }, attestation: 'none' });
    const response = await inject(t.app, {
      method: 'POST',
      url: '/api/account/two-factor/passkeys',
      session,
      body: { name, response: authenticator.register(options.json().challenge) },
    });
    return { authenticator, response };
  }

  async function passkeyStep(pending: string, sign: (challenge: string) => unknown) {
    const cookies = { [PENDING_COOKIE]: pending };
    const options = await inject(t.app, { method: 'POST', url: '/api/auth/two-factor/passkey-options', cookies });
    expect(options.statusCode).toBe(200);
    const { challenge } = options.json();
    return inject(t.app, {
      method: 'POST',
      url: '/api/auth/two-factor',
      cookies,
      body: { method: 'passkey', response: sign(challenge) },
    });
  }

  it('registers a passkey from a "none" attestation and signs in with its assertion', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const { authenticator, response } = await enrolPasskey(session);
    expect(response.statusCode).toBe(200);
    expect(response.json().recoveryCodes).toHaveLength(10);
    const [stored] = await t.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    expect(stored).toMatchObject({ credentialId: authenticator.credentialId, name: 'Laptop', transports: ['internal'] });
    const settings = (await inject(t.app, { url: '/api/account/two-factor', session })).json();
    expect(settings.passkeys).toEqual([{ id: stored?.id, name: 'Laptop', createdAt: expect.any(String), lastUsedAt: null }]);

    const pending = await passwordStep(t.app, user.email, user.password);
    expect((await inject(t.app, { url: '/api/auth/two-factor', cookies: { [PENDING_COOKIE]: pending } })).json()).toEqual({
      methods: ['passkey', 'recovery-code'],
    });
    const signedIn = await passkeyStep(pending, (challenge) => authenticator.assert(challenge));
    expect(signedIn.statusCode).toBe(200);
    expect(await isSignedIn(t.app, sessionOf(signedIn) ?? '')).toBe(true);
    const [used] = await t.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    expect(used?.signCount).toBe(1);
    expect(used?.lastUsedAt).not.toBeNull();
  });

  it('refuses a registration signed for another origin, and an answer to a challenge it never gave', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const options = await inject(t.app, { method: 'POST', url: '/api/account/two-factor/passkeys/options', session });
    const authenticator = createSoftwareAuthenticator(RP_ID, ORIGIN);
    const phishing = authenticator.register(options.json().challenge, { origin: 'https://portal.example.evil' });
    const refused = await inject(t.app, {
      method: 'POST',
      url: '/api/account/two-factor/passkeys',
      session,
      body: { name: 'Key', response: phishing },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'two-factor-passkey-failed' });
    // The challenge was spent by the refused answer: a right one for it comes too late.
    const late = authenticator.register(options.json().challenge);
    expect(
      (
        await inject(t.app, {
          method: 'POST',
          url: '/api/account/two-factor/passkeys',
          session,
          body: { name: 'Key', response: late },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('refuses an assertion from another origin, a replayed one, and another account’s passkey', async () => {
    const a = await createSignedInUser(t.app, t.db);
    const b = await createSignedInUser(t.app, t.db);
    const { authenticator } = await enrolPasskey(a.session);
    const { authenticator: bKey } = await enrolPasskey(b.session);

    const pending = await passwordStep(t.app, a.user.email, a.user.password);
    const phished = await passkeyStep(pending, (challenge) =>
      authenticator.assert(challenge, { origin: 'http://localhost:4000' }),
    );
    expect(phished.statusCode).toBe(401);
    expect(phished.json()).toEqual({ error: 'two-factor-invalid' });
    expect((await passkeyStep(pending, (challenge) => bKey.assert(challenge))).statusCode).toBe(401);

    let captured: unknown;
    const signedIn = await passkeyStep(pending, (challenge) => {
      captured = authenticator.assert(challenge);
      return captured;
    });
    expect(signedIn.statusCode).toBe(200);
    // The same assertion again, in a new pending sign-in: its challenge is not this one's.
    const again = await passwordStep(t.app, a.user.email, a.user.password);
    await inject(t.app, { method: 'POST', url: '/api/auth/two-factor/passkey-options', cookies: { [PENDING_COOKIE]: again } });
    const replay = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/two-factor',
      cookies: { [PENDING_COOKIE]: again },
      body: { method: 'passkey', response: captured },
    });
    expect(replay.statusCode).toBe(401);
    const failures = await t.db
      .select({ action: auditLog.action, detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.subjectUserId, a.user.id));
    expect(failures.filter((e) => e.action === 'two-factor-failed' && e.detail === 'passkey')).toHaveLength(3);
  });

  it('removes a passkey with the password; another researcher’s passkey answers 404', async () => {
    const a = await createSignedInUser(t.app, t.db);
    const b = await createSignedInUser(t.app, t.db);
    await enrolPasskey(a.session, undefined, 'Phone');
    const [key] = await t.db.select().from(passkeys).where(eq(passkeys.userId, a.user.id));
    const url = `/api/account/two-factor/passkeys/${key?.id}/remove`;
    const byB = await inject(t.app, { method: 'POST', url, session: b.session, body: { password: b.user.password } });
    expect(byB.statusCode).toBe(404);
    const byA = await inject(t.app, { method: 'POST', url, session: a.session, body: { password: a.user.password } });
    expect(byA.statusCode).toBe(200);
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, a.user.id))).toEqual([]);
  });
});
