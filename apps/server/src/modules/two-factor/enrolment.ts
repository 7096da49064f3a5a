import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { requireAuth, type TAuth } from '../../platform/sessions.ts';
import { sessions } from '../../schema/auth.ts';
import { auditTwoFactor } from './factors.ts';
import { issueRecoveryCodes } from './recovery-codes.ts';

/** The account's own session: staff acting for a customer never set up or remove the customer's factors. */
export function requireOwnSession(request: FastifyRequest): TAuth {
  const auth = requireAuth(request);
  if (auth.impersonatorId !== null) throw AppError.forbidden();
  return auth;
}

/**
 * After a factor is added: the session that added it proved it, so it counts as passed. The first factor
 * also ends the account's other sessions (opened with the password alone, they would outlive the change)
 * and makes the recovery codes, answered in clear this once; a later factor leaves the codes as they are.
 */
export async function finishEnrolment(
  tx: DbOrTx,
  request: FastifyRequest,
  auth: TAuth,
  detail: 'totp' | 'passkey',
  isFirstFactor: boolean,
): Promise<string[] | null> {
  await tx.update(sessions).set({ secondFactorAt: new Date() }).where(eq(sessions.tokenHash, auth.tokenHash));
  await auditTwoFactor(tx, request, auth.user.id, 'two-factor-enrolled', detail, 200);
  if (!isFirstFactor) return null;
  await tx.delete(sessions).where(and(eq(sessions.userId, auth.user.id), ne(sessions.tokenHash, auth.tokenHash)));
  await auditTwoFactor(tx, request, auth.user.id, 'recovery-codes-generated', detail, 200);
  return issueRecoveryCodes(tx, auth.user.id);
}
