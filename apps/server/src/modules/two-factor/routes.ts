import {
  ZEnrolmentResponse,
  ZPasskeyOptions,
  ZPasskeyParams,
  ZPasskeyRegistrationRequest,
  ZPendingSignInResponse,
  ZRecoveryCodesResponse,
  ZSecondFactorRequest,
  ZSecondFactorResponse,
  ZTotpConfirmRequest,
  ZTotpSetupResponse,
  ZTwoFactorProof,
  ZTwoFactorSettingsResponse,
} from '@portal/domain/api/two-factor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { passkeyRegistrationOptions, registerPasskey } from './enrol-passkey.ts';
import { confirmTotp, startTotpSetup, totpSetupQr } from './enrol-totp.ts';
import { requireOwnSession } from './enrolment.ts';
import type { TTwoFactorDeps } from './factors.ts';
import { readTwoFactorSettings } from './read-settings.ts';
import { removePasskey, removeTotp, renewRecoveryCodes } from './remove-factor.ts';
import { completeSignIn, pendingSignInMethods, signInPasskeyOptions } from './second-step.ts';

const ZRemoved = z.object({ removed: z.literal(true) });

/** The second step of signing in (public: the pending sign-in's cookie is the caller's proof) and the account's factors. */
export function twoFactorRoutes(deps: TTwoFactorDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/auth/two-factor', { schema: { response: { 200: ZPendingSignInResponse } } }, async (request) =>
      pendingSignInMethods(deps, request),
    );
    app.post('/api/auth/two-factor/passkey-options', { schema: { response: { 200: ZPasskeyOptions } } }, async (request) =>
      signInPasskeyOptions(deps, request),
    );
    app.post(
      '/api/auth/two-factor',
      { schema: { body: ZSecondFactorRequest, response: { 200: ZSecondFactorResponse } } },
      async (request, reply) => completeSignIn(deps, request, reply, request.body),
    );

    app.get('/api/account/two-factor', { schema: { response: { 200: ZTwoFactorSettingsResponse } } }, async (request) =>
      readTwoFactorSettings(deps, requireOwnSession(request)),
    );
    app.post('/api/account/two-factor/totp', { schema: { response: { 200: ZTotpSetupResponse } } }, async (request) =>
      startTotpSetup(deps, requireOwnSession(request)),
    );
    app.get('/api/account/two-factor/totp/qr.svg', async (request, reply) =>
      reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .send(await totpSetupQr(deps, requireOwnSession(request))),
    );
    app.post(
      '/api/account/two-factor/totp/confirm',
      { schema: { body: ZTotpConfirmRequest, response: { 200: ZEnrolmentResponse } } },
      async (request) => confirmTotp(deps, request, requireOwnSession(request), request.body.code),
    );
    app.post(
      '/api/account/two-factor/totp/remove',
      { schema: { body: ZTwoFactorProof, response: { 200: ZRemoved } } },
      async (request) => {
        await removeTotp(deps, request, requireOwnSession(request), request.body);
        return { removed: true as const };
      },
    );
    app.post('/api/account/two-factor/passkeys/options', { schema: { response: { 200: ZPasskeyOptions } } }, async (request) =>
      passkeyRegistrationOptions(deps, requireOwnSession(request)),
    );
    app.post(
      '/api/account/two-factor/passkeys',
      { schema: { body: ZPasskeyRegistrationRequest, response: { 200: ZEnrolmentResponse } } },
      async (request) => registerPasskey(deps, request, requireOwnSession(request), request.body),
    );
    app.post(
      '/api/account/two-factor/passkeys/:id/remove',
      { schema: { params: ZPasskeyParams, body: ZTwoFactorProof, response: { 200: ZRemoved } } },
      async (request) => {
        await removePasskey(deps, request, requireOwnSession(request), request.params.id, request.body);
        return { removed: true as const };
      },
    );
    app.post(
      '/api/account/two-factor/recovery-codes',
      { schema: { body: ZTwoFactorProof, response: { 200: ZRecoveryCodesResponse } } },
      async (request) => renewRecoveryCodes(deps, request, requireOwnSession(request), request.body),
    );
  };
}
