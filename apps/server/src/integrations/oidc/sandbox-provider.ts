import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SignJWT } from 'jose';
import { z } from 'zod';
import type { Db } from '../../platform/db.ts';
import { oidcSandboxCodes } from '../../schema/social-sign-in.ts';
import { SANDBOX_OIDC_PREFIX, sandboxClientIdOf, sandboxClientSecretOf, type TOidcProvider } from './oidc-config.ts';
import type { TSandboxKeys } from './sandbox-keys.ts';
import { fillIn, sandboxOidcLanguageOf, sandboxOidcTexts, type TSandboxOidcLanguage } from './sandbox-texts.ts';

const CODE_LIFETIME_MS = 60_000;
const ID_TOKEN_LIFETIME_S = 300;
const SCENARIOS = ['normal', 'wrong-nonce', 'bad-signature', 'expired'] as const;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
const sha256 = (text: string) => createHash('sha256').update(text).digest();

const ZText = z.string().max(2048);
const ZProviderParams = z.object({ providerId: z.string().max(40) });
const ZAuthorizeQuery = z.object({
  client_id: ZText.optional(),
  redirect_uri: ZText.optional(),
  response_type: ZText.optional(),
  scope: ZText.optional(),
  state: ZText.optional(),
  nonce: ZText.optional(),
  code_challenge: ZText.optional(),
  code_challenge_method: ZText.optional(),
  ui_locales: ZText.optional(),
});
const ZDecisionBody = ZAuthorizeQuery.extend({
  decision: z.enum(['approve', 'deny']),
  email: z.string().trim().max(254).default(''),
  given_name: z.string().trim().max(50).default(''),
  family_name: z.string().trim().max(50).default(''),
  orcid: z.string().trim().max(19).default(''),
  email_verified: z.string().max(10).optional(),
  scenario: z.enum(SCENARIOS).default('normal'),
});
const ZTokenBody = z.object({
  grant_type: ZText.optional(),
  code: ZText.optional(),
  redirect_uri: ZText.optional(),
  code_verifier: ZText.optional(),
  client_id: ZText.optional(),
  client_secret: ZText.optional(),
});

type TAuthorizeRequest = z.infer<typeof ZAuthorizeQuery>;

function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}

/** client_secret_basic or client_secret_post, as RFC 6749 §2.3.1 allows. */
function clientCredentialsOf(authorization: string | undefined, body: z.infer<typeof ZTokenBody>) {
  if (authorization?.startsWith('Basic ')) {
    const decoded = Buffer.from(authorization.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon === -1) return null;
    return {
      id: decodeURIComponent(decoded.slice(0, colon)),
      secret: decodeURIComponent(decoded.slice(colon + 1)),
    };
  }
  if (body.client_id && body.client_secret) return { id: body.client_id, secret: body.client_secret };
  return null;
}

function page(language: TSandboxOidcLanguage, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:16px;color:#1f2933;background:#f5f7fa}main{max-width:480px;margin:24px auto;background:#fff;padding:24px;border-radius:8px;border:1px solid #d9e2ec}
h1{font-size:22px;margin-top:0}label{display:block;margin:12px 0 4px;font-size:14px}input[type=text],input[type=email],select{width:100%;box-sizing:border-box;padding:8px;font-size:16px;border:1px solid #9aa5b1;border-radius:4px}
.check{display:flex;gap:8px;align-items:center;margin-top:12px}.check label{margin:0}.actions{display:flex;gap:12px;margin-top:20px}
button{padding:10px 20px;font-size:16px;border-radius:4px;border:1px solid #334e68;background:#334e68;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#334e68}:focus-visible{outline:3px solid #f0b429;outline-offset:2px}.note{color:#52606d;font-size:14px}</style></head>
<body><main>${body}</main></body></html>`;
}

/**
 * The built-in sandbox OpenID provider (one per provider id under /sandbox/oidc/{providerId}): discovery,
 * JWKS, an authorize endpoint with its own small sign-in page, and a token endpoint that checks the code,
 * the client's secret, the redirect_uri and the PKCE verifier before it signs an ID token. It behaves like a
 * provider's test mode; its scenarios (wrong nonce, bad signature, expired token) let the portal's refusals be
 * tried by hand and in tests.
 */
export function sandboxOidcProvider(options: {
  db: Db;
  keys: TSandboxKeys;
  providers: readonly TOidcProvider[];
  /** The only redirect_uri the sandbox accepts for a provider: the portal's callback. */
  callbackUrlOf: (providerId: string) => string;
}): FastifyPluginAsyncZod {
  const { db, keys, callbackUrlOf } = options;
  const sandboxProviders = new Map(options.providers.filter((p) => p.isSandbox).map((p) => [p.id as string, p]));

  return async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    const notFound = (reply: FastifyReply) => reply.status(404).send({ error: 'not_found' });

    app.get(
      `${SANDBOX_OIDC_PREFIX}/:providerId/.well-known/openid-configuration`,
      { schema: { params: ZProviderParams } },
      async (request, reply) => {
        const provider = sandboxProviders.get(request.params.providerId);
        if (!provider) return notFound(reply);
        const issuer = provider.issuer;
        return reply.header('Cache-Control', 'no-store').send({
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          scopes_supported: ['openid', 'email', 'profile'],
          token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
          code_challenge_methods_supported: ['S256'],
          grant_types_supported: ['authorization_code'],
          claims_supported: ['sub', 'email', 'email_verified', 'given_name', 'family_name', 'name', 'nonce'],
          authorization_response_iss_parameter_supported: true,
        });
      },
    );

    app.get(`${SANDBOX_OIDC_PREFIX}/:providerId/jwks`, { schema: { params: ZProviderParams } }, async (request, reply) => {
      if (!sandboxProviders.has(request.params.providerId)) return notFound(reply);
      return reply.header('Cache-Control', 'no-store').send({ keys: [keys.publicJwk] });
    });

    /** Client and return address first: a request failing them is shown an error, never sent anywhere (RFC 6749 §4.1.2.1). */
    function checkClient(providerId: string, query: TAuthorizeRequest) {
      const provider = sandboxProviders.get(providerId);
      if (!provider) return null;
      if (query.client_id !== sandboxClientIdOf(providerId) || query.redirect_uri !== callbackUrlOf(providerId)) return null;
      return provider;
    }

    function redirectWithError(reply: FastifyReply, provider: TOidcProvider, query: TAuthorizeRequest, error: string) {
      const target = new URL(callbackUrlOf(provider.id));
      target.searchParams.set('error', error);
      if (query.state) target.searchParams.set('state', query.state);
      target.searchParams.set('iss', provider.issuer);
      return reply.redirect(target.toString(), 302);
    }

    function requestProblem(query: TAuthorizeRequest): string | null {
      if (query.response_type !== 'code') return 'unsupported_response_type';
      if (!query.scope?.split(' ').includes('openid')) return 'invalid_scope';
      // PKCE is required here, as OAuth 2.1 requires it of every client.
      if (!query.code_challenge || query.code_challenge_method !== 'S256') return 'invalid_request';
      return null;
    }

    function showInvalid(reply: FastifyReply, language: TSandboxOidcLanguage) {
      const t = sandboxOidcTexts(language);
      return reply
        .status(400)
        .type('text/html; charset=utf-8')
        .send(page(language, t.invalidRequest, `<p role="alert">${escapeHtml(t.invalidRequest)}</p>`));
    }

    app.get(
      `${SANDBOX_OIDC_PREFIX}/:providerId/authorize`,
      { schema: { params: ZProviderParams, querystring: ZAuthorizeQuery } },
      async (request, reply) => {
        const query = request.query;
        const language = sandboxOidcLanguageOf(query.ui_locales);
        const provider = checkClient(request.params.providerId, query);
        if (!provider) return showInvalid(reply, language);
        const problem = requestProblem(query);
        if (problem) return redirectWithError(reply, provider, query, problem);
        const t = sandboxOidcTexts(language);
        const title = fillIn(t.title, { provider: provider.name });
        const hidden = (
          [
            'client_id',
            'redirect_uri',
            'response_type',
            'scope',
            'state',
            'nonce',
            'code_challenge',
            'code_challenge_method',
            'ui_locales',
          ] as const
        )
          .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query[name] ?? '')}">`)
          .join('');
        const orcidField =
          provider.id === 'orcid'
            ? `<label for="orcid">${escapeHtml(t.orcid)}</label><input type="text" id="orcid" name="orcid" value="0000-0002-1825-0097" pattern="\\d{4}-\\d{4}-\\d{4}-\\d{3}[\\dX]" required>`
            : '';
        const scenarios = SCENARIOS.map((scenario) => {
          const label = {
            normal: t.scenarioNormal,
            'wrong-nonce': t.scenarioWrongNonce,
            'bad-signature': t.scenarioBadSignature,
            expired: t.scenarioExpired,
          }[scenario];
          return `<option value="${scenario}">${escapeHtml(label)}</option>`;
        }).join('');
        // An ORCID record may keep its e-mail private: the sandbox ORCID lets the address be left empty.
        const emailRequired = provider.id === 'orcid' ? '' : ' required';
        const body = `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(fillIn(t.intro, { provider: provider.name, client: 'Manuscript Services' }))}</p>
<form method="post" action="${SANDBOX_OIDC_PREFIX}/${encodeURIComponent(provider.id)}/authorize">${hidden}
<label for="email">${escapeHtml(t.email)}</label><input type="email" id="email" name="email" value="researcher@example.org" autocomplete="email"${emailRequired}>
<label for="given_name">${escapeHtml(t.givenName)}</label><input type="text" id="given_name" name="given_name" value="Ada" autocomplete="given-name" required>
<label for="family_name">${escapeHtml(t.familyName)}</label><input type="text" id="family_name" name="family_name" value="Lovelace" autocomplete="family-name" required>
${orcidField}
<div class="check"><input type="checkbox" id="email_verified" name="email_verified" value="true" checked><label for="email_verified">${escapeHtml(t.emailVerified)}</label></div>
<label for="scenario">${escapeHtml(t.scenario)}</label><select id="scenario" name="scenario">${scenarios}</select>
<div class="actions"><button type="submit" name="decision" value="approve">${escapeHtml(t.approve)}</button>
<button type="submit" name="decision" value="deny" class="secondary" formnovalidate>${escapeHtml(t.deny)}</button></div></form>`;
        return reply
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .header(
            'Content-Security-Policy',
            "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
          )
          .send(page(language, title, body));
      },
    );

    app.post(
      `${SANDBOX_OIDC_PREFIX}/:providerId/authorize`,
      { schema: { params: ZProviderParams, body: ZDecisionBody } },
      async (request, reply) => {
        const input = request.body;
        const provider = checkClient(request.params.providerId, input);
        if (!provider) return showInvalid(reply, sandboxOidcLanguageOf(input.ui_locales));
        const problem = requestProblem(input);
        if (problem) return redirectWithError(reply, provider, input, problem);
        if (input.decision === 'deny') return redirectWithError(reply, provider, input, 'access_denied');
        const email = input.email.toLowerCase();
        // ORCID names a person by their iD; the sandbox Google by a stable number derived from the address.
        const subject =
          provider.id === 'orcid' && input.orcid
            ? input.orcid
            : BigInt(`0x${sha256(email).toString('hex').slice(0, 15)}`).toString();
        const claims: Record<string, string | boolean> = {
          sub: subject,
          email,
          email_verified: input.email_verified === 'true',
          given_name: input.given_name,
          family_name: input.family_name,
          name: `${input.given_name} ${input.family_name}`.trim(),
        };
        const code = randomBytes(32).toString('base64url');
        await db.insert(oidcSandboxCodes).values({
          codeHash: sha256(code).toString('hex'),
          providerId: provider.id,
          clientId: input.client_id ?? '',
          redirectUri: input.redirect_uri ?? '',
          codeChallenge: input.code_challenge ?? '',
          nonce: input.nonce ?? null,
          claims,
          scenario: input.scenario,
          expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
        });
        const target = new URL(callbackUrlOf(provider.id));
        target.searchParams.set('code', code);
        if (input.state) target.searchParams.set('state', input.state);
        target.searchParams.set('iss', provider.issuer);
        return reply.redirect(target.toString(), 303);
      },
    );

    app.post(
      `${SANDBOX_OIDC_PREFIX}/:providerId/token`,
      { schema: { params: ZProviderParams, body: ZTokenBody } },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
        const provider = sandboxProviders.get(request.params.providerId);
        if (!provider) return notFound(reply);
        const input = request.body;
        const client = clientCredentialsOf(request.headers.authorization, input);
        if (!client || client.id !== sandboxClientIdOf(provider.id) || !sameSecret(client.secret, sandboxClientSecretOf())) {
          return reply.status(401).header('WWW-Authenticate', 'Basic realm="sandbox"').send({ error: 'invalid_client' });
        }
        if (input.grant_type !== 'authorization_code') return reply.status(400).send({ error: 'unsupported_grant_type' });
        if (!input.code || !input.code_verifier) return reply.status(400).send({ error: 'invalid_request' });
        // Single use: the first exchange spends the code, a replay finds nothing.
        const [row] = await db
          .update(oidcSandboxCodes)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(oidcSandboxCodes.codeHash, sha256(input.code).toString('hex')),
              eq(oidcSandboxCodes.providerId, provider.id),
              isNull(oidcSandboxCodes.usedAt),
              gt(oidcSandboxCodes.expiresAt, new Date()),
            ),
          )
          .returning();
        const challenge = sha256(input.code_verifier).toString('base64url');
        if (
          !row ||
          row.clientId !== client.id ||
          row.redirectUri !== input.redirect_uri ||
          !timingSafeEqual(sha256(challenge), sha256(row.codeChallenge))
        ) {
          return reply.status(400).send({ error: 'invalid_grant' });
        }
        const now = Math.floor(Date.now() / 1000);
        const issuedAt = row.scenario === 'expired' ? now - 3600 : now;
        const nonce = row.scenario === 'wrong-nonce' ? randomBytes(16).toString('base64url') : row.nonce;
        const idToken = await new SignJWT({ ...row.claims, ...(nonce ? { nonce } : {}) })
          .setProtectedHeader({ alg: 'RS256', kid: keys.kid, typ: 'JWT' })
          .setIssuer(provider.issuer)
          .setAudience(client.id)
          .setSubject(String(row.claims.sub))
          .setIssuedAt(issuedAt)
          .setExpirationTime(issuedAt + ID_TOKEN_LIFETIME_S)
          .sign(row.scenario === 'bad-signature' ? keys.rogueKey : keys.signingKey);
        return reply.send({
          access_token: randomBytes(24).toString('base64url'),
          token_type: 'Bearer',
          expires_in: 3600,
          scope: 'openid email profile',
          id_token: idToken,
        });
      },
    );
  };
}
