import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { socialPendingLinks, socialSignInAttempts, userIdentities } from '../../schema/social-sign-in.ts';

/**
 * The provider identities linked to the researcher, oldest first, for their data export. The ids are random
 * (uuid), so the link's date orders them, as the account page lists them.
 */
export async function linkedIdentitiesForExport(db: DbOrTx, userId: number) {
  return db
    .select({
      providerId: userIdentities.providerId,
      subject: userIdentities.subject,
      email: userIdentities.email,
      linkedAt: userIdentities.createdAt,
    })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(asc(userIdentities.createdAt), asc(userIdentities.id));
}

/**
 * Closing an account: its linked identities (provider subject and e-mail) are forgotten, so that person may sign
 * in with them to a new account, and no link or sign-in under way finishes for it.
 */
export async function eraseSocialSignInData(tx: DbOrTx, userId: number): Promise<void> {
  await tx.delete(userIdentities).where(eq(userIdentities.userId, userId));
  await tx.delete(socialPendingLinks).where(eq(socialPendingLinks.userId, userId));
  await tx.delete(socialSignInAttempts).where(eq(socialSignInAttempts.linkUserId, userId));
}
