import { type TPasskeyOptions, type TPasskeyRegistration, TWO_FACTOR_ERROR } from '@portal/domain/api/two-factor';
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/sessions.ts';
import { passkeys, twoFactorChallenges } from '../../schema/two-factor.ts';
import { finishEnrolment } from './enrolment.ts';
import { auditTwoFactor, findPasskeys, hasSecondFactor, type TTwoFactorDeps } from './factors.ts';
import { CHALLENGE_LIFETIME_MS } from './pending-sign-in.ts';

const isRegistration = (userId: number) =>
  and(eq(twoFactorChallenges.userId, userId), eq(twoFactorChallenges.purpose, 'passkey-registration'));

/**
 * POST /api/account/two-factor/passkeys/options: what the browser needs to create a passkey here (no
 * attestation asked: the portal trusts no particular maker), with the user's passkeys excluded so one
 * authenticator is not registered twice. The challenge replaces any earlier one of the user.
 */
export async function passkeyRegistrationOptions(deps: TTwoFactorDeps, auth: TAuth) {
  const existing = await findPasskeys(deps.db, auth.user.id);
  const options = await generateRegistrationOptions({
    rpName: deps.rp.name,
    rpID: deps.rp.id,
    userName: auth.user.email,
    userDisplayName: `${auth.user.firstName} ${auth.user.lastName}`.trim() || auth.user.email,
    // The account's random identity: a passkey carries no e-mail or row number as its user handle.
    userID: new TextEncoder().encode(auth.user.identity),
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({ id: key.credentialId, transports: key.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await deps.db.transaction(async (tx) => {
    await tx.delete(twoFactorChallenges).where(isRegistration(auth.user.id));
    await tx.insert(twoFactorChallenges).values({
      userId: auth.user.id,
      purpose: 'passkey-registration',
      webauthnChallenge: options.challenge,
      expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
    });
  });
  // Passed on to the browser as the library made them.
  const json: TPasskeyOptions = { ...options };
  return json;
}

async function verifiedCredential(deps: TTwoFactorDeps, response: TPasskeyRegistration, challenge: string) {
  try {
    const result = await verifyRegistrationResponse({
      response: { ...response, clientExtensionResults: response.clientExtensionResults ?? {} },
      expectedChallenge: challenge,
      expectedOrigin: deps.rp.origins,
      expectedRPID: deps.rp.id,
      requireUserVerification: false,
    });
    return result.verified ? result.registrationInfo.credential : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/account/two-factor/passkeys: checks the new passkey against the challenge (spent first, once),
 * the portal's origin and RP ID, and keeps its public key under the name the user gave.
 */
export async function registerPasskey(
  deps: TTwoFactorDeps,
  request: FastifyRequest,
  auth: TAuth,
  input: { name: string; response: TPasskeyRegistration },
) {
  const { db } = deps;
  const [challenge] = await db
    .delete(twoFactorChallenges)
    .where(and(isRegistration(auth.user.id), gt(twoFactorChallenges.expiresAt, new Date())))
    .returning({ value: twoFactorChallenges.webauthnChallenge });
  const credential = challenge?.value ? await verifiedCredential(deps, input.response, challenge.value) : null;
  if (!credential) {
    await auditTwoFactor(db, request, auth.user.id, 'two-factor-failed', 'passkey', 400);
    throw new AppError(400, TWO_FACTOR_ERROR.passkeyFailed);
  }
  const isFirstFactor = !(await hasSecondFactor(db, auth.user.id));
  const recoveryCodes = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(passkeys)
      .values({
        userId: auth.user.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        signCount: credential.counter,
        transports: credential.transports ?? [],
        name: input.name,
      })
      .onConflictDoNothing()
      .returning({ id: passkeys.id });
    if (!row) throw new AppError(400, TWO_FACTOR_ERROR.passkeyFailed);
    return finishEnrolment(tx, request, auth, 'passkey', isFirstFactor);
  });
  return { recoveryCodes };
}
