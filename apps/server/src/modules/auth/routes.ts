import {
  LOCALE_TO_SEGMENT,
  MESSAGE,
  ZLoginRequest,
  ZLoginResponse,
  ZLogoutResponse,
  ZRegisterRequest,
  ZRegisterResponse,
  ZRequestPasswordResetRequest,
  ZRequestPasswordResetResponse,
  ZResearcherExistsRequest,
  ZResearcherExistsResponse,
  ZResetPasswordRequest,
  ZResetPasswordResponse,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TConfig } from '../../config.ts';
import type { TAuditConfig } from '../../platform/audit-log.ts';
import type { Db } from '../../platform/db.ts';
import { requestLocale, setLanguageCookie } from '../../platform/request-language.ts';
import { destroySession } from '../../platform/sessions.ts';
import type { TAuthService } from './service.ts';

/** The smallest transparent GIF, answered by logout.gif. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export function authRoutes(db: Db, config: TConfig, auth: TAuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/auth/login',
      { schema: { body: ZLoginRequest, response: { 200: ZLoginResponse, 401: ZLoginResponse } } },
      async (request, reply) => {
        const result = await auth.login(request.body, request.ip, reply, request.auth);
        if (!result) {
          reply.status(401);
          return { loggedIn: false, user: null, language: null, error: MESSAGE.loginFailed, redirectUri: null };
        }
        if (result.kind === 'second-factor') {
          const secondFactor = { methods: result.methods };
          return { loggedIn: false, user: null, language: null, error: null, redirectUri: null, secondFactor };
        }
        const { user } = result;
        setLanguageCookie(reply, config, user.language);
        return { loggedIn: true, user, language: user.language, error: null, redirectUri: null };
      },
    );

    app.post(
      '/api/auth/register',
      { schema: { body: ZRegisterRequest, response: { 200: ZRegisterResponse } } },
      async (request, reply) => {
        const user = await auth.register(request.body, request.ip, reply);
        setLanguageCookie(reply, config, user.language);
        return { error: null, userDetails: { email: user.email }, loggedIn: true, redirectUri: null };
      },
    );

    app.post(
      '/api/auth/researcher_exists',
      { schema: { body: ZResearcherExistsRequest, response: { 200: ZResearcherExistsResponse } } },
      async (request) => ({ researcherExists: await auth.researcherExists(request.body.email), error: null }),
    );

    app.post(
      '/api/auth/request-password-reset',
      { schema: { body: ZRequestPasswordResetRequest, response: { 200: ZRequestPasswordResetResponse } } },
      async (request) => {
        const siteLanguage = requestLocale(request);
        await auth.requestPasswordReset(request.body.email, request.ip, siteLanguage);
        return { error: null };
      },
    );

    app.post(
      '/api/auth/reset-password',
      { schema: { body: ZResetPasswordRequest, response: { 200: ZResetPasswordResponse } } },
      async (request, reply) => {
        const locale = await auth.resetPassword(request.body, request.ip);
        reply.clearCookie('sid', { path: '/' });
        return { redirectUri: `/${LOCALE_TO_SEGMENT[locale]}/login/success/password-reset-done` };
      },
    );

    // Signing out of an impersonated session ends the impersonation: the audit log says so (platform/audit-log.ts).
    const signOutConfig: TAuditConfig = { auditAction: 'impersonation-stop' };

    app.post(
      '/api/auth/logout',
      { schema: { response: { 200: ZLogoutResponse } }, config: signOutConfig },
      async (request, reply) => {
        await destroySession(db, reply, request.auth);
        return { loggedIn: false as const };
      },
    );

    /** Loaded as an image from the other localizations' sites so one sign-out signs out everywhere. */
    app.get('/api/auth/logout.gif', { config: signOutConfig }, async (request, reply) => {
      await destroySession(db, reply, request.auth);
      reply.header('Cache-Control', 'no-store').type('image/gif');
      return PIXEL;
    });
  };
}
