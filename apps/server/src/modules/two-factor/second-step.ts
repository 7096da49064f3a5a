import { type TPasskeyOptions, TWO_FACTOR_ERROR, type ZSecondFactorRequest } from '@portal/domain/api/two-factor';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { recordProvenAddress } from '../../platform/proven-address.ts';
import { setLanguageCookie } from '../../platform/request-language.ts';
import { createSession } from '../../platform/sessions.ts';
import { clearThrottle, releaseThrottleSlots, takeThrottleSlots } from '../../platform/throttle.ts';
import { users } from '../../schema/account.ts';
import { sessions } from '../../schema/auth.ts';
import { twoFactorChallenges } from '../../schema/two-factor.ts';
import { auditTwoFactor, findPasskeys, secondFactorMethodsOf, type TTwoFactorDeps } from './factors.ts';
import { clearPendingCookie, findPendingSignIn, type TPendingSignIn } from './pending-sign-in.ts';
import { spendRecoveryCode } from './recovery-codes.ts';
import { twoFactorThrottleRules } from './throttle-rules.ts';
import { verifyPasskey, verifyTotp } from './verify-factor.ts';

async function requirePending(deps: TTwoFactorDeps, request: FastifyRequest): Promise<TPendingSignIn> {
  const pending = await findPendingSignIn(deps.db, request);
  if (!pending) throw new AppError(401, TWO_FACTOR_ERROR.expired);
  return pending;
}

/** GET /api/auth/two-factor: the ways to finish the pending sign-in. */
export async function pendingSignInMethods(deps: TTwoFactorDeps, request: FastifyRequest) {
  const pending = await requirePending(deps, request);
  return { methods: await secondFactorMethodsOf(deps.db, pending.userId) };
}

/** POST /api/auth/two-factor/passkey-options: a new challenge for one of the user's passkeys to sign. */
export async function signInPasskeyOptions(deps: TTwoFactorDeps, request: FastifyRequest) {
  const pending = await requirePending(deps, request);
  const keys = await findPasskeys(deps.db, pending.userId);
  if (keys.length === 0) throw new AppError(400, TWO_FACTOR_ERROR.invalid);
  const options = await generateAuthenticationOptions({
    rpID: deps.rp.id,
    allowCredentials: keys.map((key) => ({ id: key.credentialId, transports: key.transports })),
    userVerification: 'preferred',
  });
  await deps.db
    .update(twoFactorChallenges)
    .set({ webauthnChallenge: options.challenge })
    .where(eq(twoFactorChallenges.id, pending.id));
  // Passed on to the browser as the library made them.
  const json: TPasskeyOptions = { ...options };
  return json;
}

/** The passkey's challenge is spent before its answer is checked: one answer per challenge, right or wrong. */
async function spendChallenge(deps: TTwoFactorDeps, pending: TPendingSignIn): Promise<string | null> {
  if (!pending.webauthnChallenge) return null;
  const [row] = await deps.db
    .update(twoFactorChallenges)
    .set({ webauthnChallenge: null })
    .where(and(eq(twoFactorChallenges.id, pending.id), eq(twoFactorChallenges.webauthnChallenge, pending.webauthnChallenge)))
    .returning({ id: twoFactorChallenges.id });
  return row ? pending.webauthnChallenge : null;
}

async function isProved(deps: TTwoFactorDeps, pending: TPendingSignIn, input: z.output<typeof ZSecondFactorRequest>) {
  switch (input.method) {
    case 'totp':
      return verifyTotp(deps, deps.db, pending.userId, input.code);
    case 'recovery-code':
      return spendRecoveryCode(deps.db, pending.userId, input.code);
    case 'passkey': {
      const challenge = await spendChallenge(deps, pending);
      return challenge !== null && verifyPasskey(deps, deps.db, pending.userId, input.response, challenge);
    }
  }
}

/**
 * POST /api/auth/two-factor: finishes the pending sign-in with a second factor. Throttled as passwords are
 * (5 attempts per account and 30 per address in 15 minutes, a success giving its slots back); every pass and
 * failure is in the audit log. The session is made only here, marked as having passed the second factor, and
 * the pending sign-in is spent once.
 */
export async function completeSignIn(
  deps: TTwoFactorDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  input: z.output<typeof ZSecondFactorRequest>,
) {
  const { db, config, account } = deps;
  const pending = await requirePending(deps, request);
  const rules = twoFactorThrottleRules(pending.userId, request.ip);
  const slots = await takeThrottleSlots(db, rules);
  if (!slots) {
    await auditTwoFactor(db, request, pending.userId, 'two-factor-failed', input.method, 429);
    throw new AppError(429, TWO_FACTOR_ERROR.throttled);
  }
  if (!(await isProved(deps, pending, input))) {
    await auditTwoFactor(db, request, pending.userId, 'two-factor-failed', input.method, 401);
    throw new AppError(401, TWO_FACTOR_ERROR.invalid);
  }
  const user = await db.transaction(async (tx) => {
    const [spent] = await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, pending.id)).returning();
    if (!spent) return null;
    const [row] = await tx.select().from(users).where(eq(users.id, pending.userId));
    if (!row?.active) return null;
    // Rotate, as the password sign-in does: the session a visitor had before is never reused.
    if (request.auth) await tx.delete(sessions).where(eq(sessions.tokenHash, request.auth.tokenHash));
    await createSession(tx, config, reply, row.id, { isSecondFactorVerified: true });
    await auditTwoFactor(tx, request, row.id, 'two-factor-passed', input.method, 200);
    return row;
  });
  clearPendingCookie(reply);
  if (!user) throw new AppError(401, TWO_FACTOR_ERROR.expired);
  await releaseThrottleSlots(db, slots);
  await clearThrottle(db, rules[0].key);
  await recordProvenAddress(db, user.email, request.ip);
  // After commit (PGlite's one connection), as the password sign-in builds it.
  const view = await account.toUserView(user, null);
  setLanguageCookie(reply, config, view.language);
  return { loggedIn: true as const, user: view, language: view.language, error: null, redirectUri: null };
}
