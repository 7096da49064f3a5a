import { randomBytes } from 'node:crypto';
import { LOCALES, type TLocale, type TSocialProviderId } from '@portal/domain';
import { z } from 'zod';
import type { TConfig } from '../../config.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { readOrCreateSetting } from '../../platform/settings.ts';

/** Where the built-in sandbox OpenID provider lives, below the portal's own address. */
export const SANDBOX_OIDC_PREFIX = '/sandbox/oidc';

const SANDBOX_SECRET_SETTING = 'oidc-sandbox-client-secret';

const ZOidcEnv = z.object({
  /** The sandbox provider: on by default outside production, off with false; never in production. */
  OIDC_SANDBOX: z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional(),
  OIDC_ORCID_CLIENT_ID: z.string().min(1).optional(),
  OIDC_ORCID_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_ORCID_ISSUER: z.url().default('https://orcid.org'),
  OIDC_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  OIDC_GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
});

export type TOidcProvider = {
  id: TSocialProviderId;
  name: string;
  /** The icon's name in the web app (it draws the provider's mark itself). */
  icon: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  /** Served by this portal's sandbox provider, not by the real one. */
  isSandbox: boolean;
  supportedLanguages: TLocale[];
  supportedLocalizations: string[];
};

export type TOidcConfig = { isSandboxEnabled: boolean; providers: TOidcProvider[] };

const PROVIDER_DEFAULTS: Record<TSocialProviderId, { name: string; icon: string; scope: string }> = {
  // ORCID's OpenID Connect answers the iD as `sub`; `openid` alone is the scope it grants for sign-in.
  orcid: { name: 'ORCID', icon: 'orcid', scope: 'openid' },
  google: { name: 'Google', icon: 'google', scope: 'openid email profile' },
};

/** The sandbox's client secret: generated once per database and kept in it (resolveSandboxClientSecret at start), so every process agrees. */
let sandboxClientSecret = randomBytes(32).toString('base64url');

export async function resolveSandboxClientSecret(db: DbOrTx): Promise<void> {
  sandboxClientSecret = await readOrCreateSetting(db, SANDBOX_SECRET_SETTING, sandboxClientSecret);
}

export function sandboxClientIdOf(providerId: string): string {
  return `portal-sandbox-${providerId}`;
}

export function sandboxClientSecretOf(): string {
  return sandboxClientSecret;
}

/**
 * The social sign-in providers: ORCID and Google each when its client id and secret are configured; with the
 * sandbox on, an unconfigured one is served by the sandbox provider so its button works offline.
 */
export function loadOidcConfig(
  { publicUrl, env: nodeEnv }: Pick<TConfig, 'publicUrl' | 'env'>,
  env: NodeJS.ProcessEnv = process.env,
): TOidcConfig {
  const parsed = ZOidcEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid OpenID Connect configuration:\n${lines}`);
  }
  const e = parsed.data;
  // It signs anyone in as anyone: production never has it, whatever OIDC_SANDBOX says.
  const isSandboxAllowed =
    nodeEnv !== 'production' && (e.OIDC_SANDBOX === undefined || ['true', '1', 'yes'].includes(e.OIDC_SANDBOX));
  const configured: Record<TSocialProviderId, { id?: string; secret?: string; issuer: string }> = {
    orcid: { id: e.OIDC_ORCID_CLIENT_ID, secret: e.OIDC_ORCID_CLIENT_SECRET, issuer: e.OIDC_ORCID_ISSUER },
    google: { id: e.OIDC_GOOGLE_CLIENT_ID, secret: e.OIDC_GOOGLE_CLIENT_SECRET, issuer: e.OIDC_GOOGLE_ISSUER },
  };
  const providers: TOidcProvider[] = [];
  for (const id of ['orcid', 'google'] as const) {
    const { id: clientId, secret, issuer } = configured[id];
    if (Boolean(clientId) !== Boolean(secret)) {
      throw new Error(
        `Invalid OpenID Connect configuration:\n  OIDC_${id.toUpperCase()}_CLIENT_SECRET: give the client id and secret together`,
      );
    }
    const base = { id, ...PROVIDER_DEFAULTS[id], supportedLanguages: [...LOCALES], supportedLocalizations: [] };
    if (clientId && secret) {
      providers.push({ ...base, issuer, clientId, clientSecret: secret, isSandbox: false });
    } else if (isSandboxAllowed) {
      providers.push({
        ...base,
        issuer: `${publicUrl}${SANDBOX_OIDC_PREFIX}/${id}`,
        clientId: sandboxClientIdOf(id),
        // Read when used: the secret kept in the database replaces the process's candidate at start.
        get clientSecret() {
          return sandboxClientSecretOf();
        },
        isSandbox: true,
      });
    }
  }
  // A configured provider is never served by the sandbox: with both configured, the sandbox is not there at all.
  return { isSandboxEnabled: providers.some((provider) => provider.isSandbox), providers };
}
