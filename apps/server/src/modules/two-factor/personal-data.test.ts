import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { closeAccount, createSignedInUser, emailsTo } from '../../../test/factories.ts';
import { unzip } from '../../../test/fixtures/data-rights/researcher-data.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { enrolTotp, passwordStep } from '../../../test/two-factor.ts';
import { passkeys, recoveryCodes, totpFactors, twoFactorChallenges } from '../../schema/two-factor.ts';
import { createSoftwareAuthenticator } from './fixtures/software-authenticator.ts';

describe.each(BACKENDS)('a researcher’s second factors in their data export and at closure on %s', (backend) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'two-factor-data-'));
  const t = withTestApp(backend, { DATA_DIR: dataDir });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function researcherWithFactors() {
    const researcher = await createSignedInUser(t.app, t.db);
    const { secret, recoveryCodes: codes } = await enrolTotp(t.app, researcher.session);
    const options = await inject(t.app, {
      method: 'POST',
      url: '/api/account/two-factor/passkeys/options',
      session: researcher.session,
    });
    const authenticator = createSoftwareAuthenticator('localhost', 'http://localhost:3000');
    const registered = await inject(t.app, {
      method: 'POST',
      url: '/api/account/two-factor/passkeys',
      session: researcher.session,
      body: { name: 'Office YubiKey', response: authenticator.register(options.json().challenge) },
    });
    expect(registered.statusCode).toBe(200);
    return { ...researcher, secret, codes, authenticator };
  }

  it('lists the factors by name and date in two-factor.json, without a secret, key or code', async () => {
    const { user, session, secret, codes, authenticator } = await researcherWithFactors();
    const requested = await inject(t.app, { method: 'POST', url: '/api/account/data-exports', session });
    expect(requested.statusCode).toBe(202);
    await t.app.jobs.drain();
    const message = (await emailsTo(t.db, user.email)).find((m) => m.subject === 'Your data archive is ready');
    const [, id, token] = /\/account\?data-export=(\d+)&token=([\w-]+)/.exec(message?.text ?? '') ?? [];
    const archive = await inject(t.app, { url: `/api/account/data-exports/${id}/download?token=${token}`, session });
    expect(archive.statusCode).toBe(200);
    const entries = await unzip(archive.rawPayload);
    const twoFactor = JSON.parse(entries.get('two-factor.json')?.toString('utf8') ?? 'null');
    expect(twoFactor).toEqual({
      authenticatorApp: { createdAt: expect.any(String), confirmedAt: expect.any(String), lastUsedAt: expect.any(String) },
      passkeys: [{ name: 'Office YubiKey', createdAt: expect.any(String), lastUsedAt: null }],
      unusedRecoveryCodes: 10,
    });
    const [stored] = await t.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    const everything = [...entries.values()].map((bytes) => bytes.toString('utf8')).join('\n');
    for (const secretValue of [secret, stored?.publicKey ?? '', authenticator.credentialId, ...codes]) {
      expect(everything).not.toContain(secretValue);
    }
    expect(entries.get('README.txt')?.toString('utf8')).toContain('two-factor.json');
  });

  it('deletes the app, passkeys, recovery codes and pending second steps when the account is closed', async () => {
    const { user, session } = await researcherWithFactors();
    await passwordStep(t.app, user.email, user.password);
    const closed = await closeAccount(t.app, user, session);
    expect(closed.statusCode).toBe(200);
    for (const table of [totpFactors, passkeys, recoveryCodes, twoFactorChallenges]) {
      expect(await t.db.select().from(table).where(eq(table.userId, user.id))).toEqual([]);
    }
  });
});
