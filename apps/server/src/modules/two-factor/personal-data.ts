import { and, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { personalDataEntry, type TPersonalDataPart } from '../../platform/personal-data.ts';
import { deleteResearcherRows, researcherRowsOf } from '../../platform/researcher-rows.ts';
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
    researcherRowsOf(
      db,
      passkeys,
      userId,
      { name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt },
      [passkeys.createdAt, passkeys.id],
    ),
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
  await deleteResearcherRows(tx, userId, [totpFactors, passkeys, recoveryCodes, twoFactorChallenges]);
}

export const twoFactorPersonalData: TPersonalDataPart = {
  owner: 'two-factor',
  tables: {
    totp_factors: personalDataEntry(
      "the authenticator app's secret (encrypted), when it was added and last used",
      { file: 'two-factor.json (dates only, never the secret)' },
      { erased: 'deleted' },
    ),
    passkeys: personalDataEntry(
      'passkeys: name, public key, credential id, when added and last used',
      { file: 'two-factor.json (names and dates only)' },
      { erased: 'deleted' },
    ),
    recovery_codes: personalDataEntry(
      'hashes of single-use recovery codes',
      { file: 'two-factor.json (how many are left)' },
      { erased: 'deleted' },
    ),
    two_factor_challenges: personalDataEntry(
      'a sign-in or enrolment waiting for its second step (a token hash, a WebAuthn challenge)',
      { leftOut: 'lives five minutes' },
      { erased: 'deleted' },
    ),
  },
  async exportOf(db, user) {
    return { documents: [{ path: 'two-factor.json', content: await twoFactorForExport(db, user.id) }] };
  },
  async erase(tx, user) {
    await eraseTwoFactorData(tx, user.id);
    return undefined;
  },
};
