import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { passkeys, recoveryCodes, totpFactors, twoFactorChallenges } from '../../schema/two-factor.ts';

/**
 * The researcher's second factors for their data export: what they are, when made and last used; never a
 * secret, a public key or a recovery code's hash.
 */
export async function twoFactorForExport(db: DbOrTx, userId: number) {
  const [totp, keys, [codes]] = await Promise.all([
    db
      .select({ createdAt: totpFactors.createdAt, confirmedAt: totpFactors.confirmedAt, lastUsedAt: totpFactors.lastUsedAt })
      .from(totpFactors)
      .where(eq(totpFactors.userId, userId)),
    db
      .select({ name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .orderBy(asc(passkeys.createdAt), asc(passkeys.id)),
    db
      .select({ remaining: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt))),
  ]);
  return {
    authenticatorApp: totp.find((row) => row.confirmedAt !== null) ?? null,
    passkeys: keys,
    unusedRecoveryCodes: codes?.remaining ?? 0,
  };
}

/** Closing an account: its authenticator app, passkeys, recovery codes and pending second steps go. */
export async function eraseTwoFactorData(tx: DbOrTx, userId: number): Promise<void> {
  await tx.delete(totpFactors).where(eq(totpFactors.userId, userId));
  await tx.delete(passkeys).where(eq(passkeys.userId, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
}
