import { verify } from '@node-rs/argon2';
import { type TTwoFactorProof, TWO_FACTOR_ERROR } from '@portal/domain/api/two-factor';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/sessions.ts';
import { releaseThrottleSlots, takeThrottleSlots } from '../../platform/throttle.ts';
import { passkeys, recoveryCodes, totpFactors } from '../../schema/two-factor.ts';
import { auditTwoFactor, hasSecondFactor, type TTwoFactorDeps } from './factors.ts';
import { issueRecoveryCodes } from './recovery-codes.ts';
import { twoFactorThrottleRules } from './throttle-rules.ts';
import { verifyCode } from './verify-factor.ts';

/**
 * Changing the factors asks again who is there: the account's password, or a current code (the app's or a
 * recovery code), throttled as sign-in attempts; a failure is in the audit log.
 */
async function requireProof(deps: TTwoFactorDeps, request: FastifyRequest, auth: TAuth, proof: TTwoFactorProof) {
  const { db } = deps;
  const slots = await takeThrottleSlots(db, twoFactorThrottleRules(auth.user.id, request.ip));
  if (!slots) throw new AppError(429, TWO_FACTOR_ERROR.throttled);
  let isValid = false;
  let detail = 'password';
  if (proof.password) {
    isValid = auth.user.passwordHash !== null && (await verify(auth.user.passwordHash, proof.password));
  } else if (proof.code) {
    const result = await verifyCode(deps, db, auth.user.id, proof.code);
    isValid = result.isValid;
    detail = result.method;
  }
  if (!isValid) {
    await auditTwoFactor(db, request, auth.user.id, 'two-factor-failed', detail, 403);
    throw new AppError(403, TWO_FACTOR_ERROR.proofInvalid);
  }
  await releaseThrottleSlots(db, slots);
}

/**
 * After a removal: staff keep at least one factor (the transaction is undone), and an account left without
 * any has no use for its recovery codes.
 */
async function afterRemoval(tx: DbOrTx, auth: TAuth) {
  if (await hasSecondFactor(tx, auth.user.id)) return;
  if (auth.user.role === 'staff') throw new AppError(409, TWO_FACTOR_ERROR.staffMustKeep);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, auth.user.id));
}

/** POST /api/account/two-factor/totp/remove */
export async function removeTotp(deps: TTwoFactorDeps, request: FastifyRequest, auth: TAuth, proof: TTwoFactorProof) {
  await requireProof(deps, request, auth, proof);
  await deps.db.transaction(async (tx) => {
    const [removed] = await tx.delete(totpFactors).where(eq(totpFactors.userId, auth.user.id)).returning();
    if (!removed?.confirmedAt) throw AppError.notFound();
    await afterRemoval(tx, auth);
    await auditTwoFactor(tx, request, auth.user.id, 'two-factor-removed', 'totp', 200);
  });
}

/**
 * POST /api/account/two-factor/passkeys/{id}/remove: the user's own passkey (route-access.ts answers 404 for
 * another's before the body is read).
 */
export async function removePasskey(
  deps: TTwoFactorDeps,
  request: FastifyRequest,
  auth: TAuth,
  id: string,
  proof: TTwoFactorProof,
) {
  await requireProof(deps, request, auth, proof);
  await deps.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, auth.user.id)))
      .returning({ id: passkeys.id });
    if (!removed) throw AppError.notFound();
    await afterRemoval(tx, auth);
    await auditTwoFactor(tx, request, auth.user.id, 'two-factor-removed', 'passkey', 200);
  });
}

/** POST /api/account/two-factor/recovery-codes: a new set, the old one void; only with a factor. */
export async function renewRecoveryCodes(deps: TTwoFactorDeps, request: FastifyRequest, auth: TAuth, proof: TTwoFactorProof) {
  if (!(await hasSecondFactor(deps.db, auth.user.id))) throw AppError.notFound();
  await requireProof(deps, request, auth, proof);
  const codes = await deps.db.transaction(async (tx) => {
    await auditTwoFactor(tx, request, auth.user.id, 'recovery-codes-generated', 'renewed', 200);
    return issueRecoveryCodes(tx, auth.user.id);
  });
  return { recoveryCodes: codes };
}
