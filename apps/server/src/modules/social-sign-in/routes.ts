import { randomBytes } from 'node:crypto';
import {
  ZLinkedAccountParams,
  ZLinkedAccountsResponse,
  ZSocialCallbackQuery,
  ZSocialLinkRequest,
  ZSocialPendingParams,
  ZSocialPendingResponse,
  ZSocialProviderParams,
  ZSocialRegisterRequest,
  ZSocialRegisterResponse,
  ZSocialSignedInResponse,
  ZSocialStartQuery,
  ZSocialVerifyRequest,
} from '@portal/domain';
import type { InjectOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TConfig } from '../../config.ts';
import { createOidcClient } from '../../integrations/oidc/oidc-client.ts';
import { loadOidcConfig, resolveSandboxClientSecret, type TOidcProvider } from '../../integrations/oidc/oidc-config.ts';
import { loadSandboxKeys } from '../../integrations/oidc/sandbox-keys.ts';
import { sandboxOidcProvider } from '../../integrations/oidc/sandbox-provider.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { keptReadRoute } from '../../platform/kept-read.ts';
import { requestLocale, setLanguageCookie } from '../../platform/request-language.ts';
import { requireAuth } from '../../platform/sessions.ts';
import type { TAuthService } from '../auth/index.ts';
import type { TCatalogueService } from '../catalogue/index.ts';
import { LINKED_ACCOUNTS_READ } from './kept-reads.ts';
import { prepareLinkedAccountsRead, readLinkedAccounts, unlinkAccount } from './linked-accounts.ts';
import { createPendingLinks } from './pending-links.ts';
import { callbackUrlOf, createSignInFlow } from './sign-in-flow.ts';

/** The cookie that binds an attempt to the browser that started it; only the callback path reads it. */
const BINDING_COOKIE = 'opa_binding';
const BINDING_PATH = '/api/auth/opa';

type TInject = (options: InjectOptions) => Promise<{ statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }>;

export type TSocialSignInDeps = {
  db: Db;
  config: TConfig;
  auth: TAuthService;
  catalogue: TCatalogueService;
  /** The app's own inject: the sandbox provider is answered in-process, without a network round trip. */
  inject: TInject;
};

/** A fetch for openid-client that hands the request to the app itself (the sandbox provider's endpoints). */
function injectFetch(inject: TInject) {
  return async (url: string, options: { method?: string; headers?: HeadersInit; body?: unknown }) => {
    const target = new URL(url);
    const headers = Object.fromEntries(new Headers(options.headers).entries());
    // The Response below is handed over as it is, not decoded: ask for the answer uncompressed.
    delete headers['accept-encoding'];
    const response = await inject({
      method: (options.method ?? 'GET') as InjectOptions['method'],
      url: `${target.pathname}${target.search}`,
      headers,
      ...(options.body === undefined || options.body === null ? {} : { payload: String(options.body) }),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined && name !== 'content-length') responseHeaders.set(name, String(value));
    }
    return new Response(new Uint8Array(response.rawPayload), { status: response.statusCode, headers: responseHeaders });
  };
}

/**
 * Sign-in with ORCID and Google through OpenID Connect (spec §2, §7 "Browser redirect to
 * /api/auth/opa/{providerId}"), the pending registration and password-confirmed link, the user's linked
 * accounts, and the built-in sandbox provider when it is on.
 */
export function socialSignInRoutes(deps: TSocialSignInDeps): FastifyPluginAsyncZod {
  const { db, config } = deps;
  return async (app) => {
    const oidcConfig = loadOidcConfig(config);
    const providers = new Map<string, TOidcProvider>(oidcConfig.providers.map((p) => [p.id, p]));
    const fetchInProcess = injectFetch(deps.inject);
    const oidc = createOidcClient((provider) => (provider.isSandbox ? fetchInProcess : undefined));
    const flow = createSignInFlow({ db, config, oidc, log: app.log });
    const pending = createPendingLinks(deps);
    const linkedAccountsRead = prepareLinkedAccountsRead(db);

    if (oidcConfig.isSandboxEnabled) {
      await resolveSandboxClientSecret(db);
      const keys = await loadSandboxKeys(db);
      await app.register(
        sandboxOidcProvider({ db, keys, providers: oidcConfig.providers, callbackUrlOf: (id) => callbackUrlOf(config, id) }),
      );
    }

    function providerOf(providerId: string): TOidcProvider {
      const provider = providers.get(providerId);
      if (!provider) throw AppError.notFound();
      return provider;
    }

    app.get(
      '/api/auth/opa/:providerId',
      { schema: { params: ZSocialProviderParams, querystring: ZSocialStartQuery } },
      async (request, reply) => {
        const provider = providerOf(request.params.providerId);
        const binding = randomBytes(24).toString('base64url');
        const location = await flow.start({
          provider,
          redirect: request.query.redirect,
          origin: request.query.origin,
          isLink: request.query.intent === 'link',
          auth: request.auth,
          locale: requestLocale(request),
          browserBinding: binding,
        });
        reply.setCookie(BINDING_COOKIE, binding, {
          path: BINDING_PATH,
          httpOnly: true,
          sameSite: 'lax',
          secure: config.isSecureCookie,
          maxAge: 600,
        });
        return reply.header('Cache-Control', 'no-store').redirect(location, 302);
      },
    );

    app.get(
      '/api/auth/opa/:providerId/callback',
      { schema: { params: ZSocialProviderParams, querystring: ZSocialCallbackQuery } },
      async (request, reply) => {
        const provider = providerOf(request.params.providerId);
        const location = await flow.complete({
          provider,
          state: request.query.state,
          browserBinding: request.cookies[BINDING_COOKIE],
          callbackUrl: new URL(request.url, config.publicUrl),
          auth: request.auth,
          fallbackLocale: requestLocale(request),
          reply,
        });
        reply.clearCookie(BINDING_COOKIE, { path: BINDING_PATH });
        return reply.header('Cache-Control', 'no-store').redirect(location, 302);
      },
    );

    app.get(
      '/api/auth/opa/pending/:token',
      { schema: { params: ZSocialPendingParams, response: { 200: ZSocialPendingResponse } } },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return pending.read(request.params.token);
      },
    );

    app.post(
      '/api/auth/opa/register',
      { schema: { body: ZSocialRegisterRequest, response: { 200: ZSocialRegisterResponse } } },
      async (request, reply) => {
        const result = await pending.register(request.body, request.ip, reply, request.auth);
        if ('verificationSentTo' in result) return { loggedIn: false as const, verificationSentTo: result.verificationSentTo };
        setLanguageCookie(reply, config, result.language);
        return { loggedIn: true as const, redirectUri: result.redirectUri };
      },
    );

    app.post(
      '/api/auth/opa/register/verify',
      { schema: { body: ZSocialVerifyRequest, response: { 200: ZSocialSignedInResponse } } },
      async (request, reply) => {
        const result = await pending.verifyEmail(request.body.token, reply, request.auth);
        setLanguageCookie(reply, config, result.language);
        return { loggedIn: true as const, redirectUri: result.redirectUri };
      },
    );

    app.post(
      '/api/auth/opa/link',
      { schema: { body: ZSocialLinkRequest, response: { 200: ZSocialSignedInResponse } } },
      async (request, reply) => {
        const result = await pending.linkWithPassword(request.body.token, request.body.password, request.ip, reply, request.auth);
        setLanguageCookie(reply, config, result.language);
        return { loggedIn: result.isSignedIn, redirectUri: result.redirectUri };
      },
    );

    // Kept by the read cache: user_identities bumps its researcher's version (migration 0021).
    app.get(
      '/api/account/linked-accounts',
      { schema: { response: { 200: ZLinkedAccountsResponse } }, config: keptReadRoute(LINKED_ACCOUNTS_READ) },
      async (request) => ({ linkedAccounts: await readLinkedAccounts(linkedAccountsRead, request) }),
    );

    app.delete(
      '/api/account/linked-accounts/:id',
      { schema: { params: ZLinkedAccountParams, response: { 200: ZLinkedAccountsResponse } } },
      async (request) => ({ linkedAccounts: await unlinkAccount(db, requireAuth(request).user.id, request.params.id) }),
    );
  };
}
