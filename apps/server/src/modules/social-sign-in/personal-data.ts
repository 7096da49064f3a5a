import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { deleteResearcherRows, researcherRowsOf } from '../../platform/researcher-rows.ts';
import { socialPendingLinks, socialSignInAttempts, userIdentities } from '../../schema/social-sign-in.ts';

/**
 * The provider identities linked to the researcher, oldest first, for their data export. The ids are random
 * (uuid), so the link's date orders them, as the account page lists them.
 */
export async function linkedIdentitiesForExport(db: DbOrTx, userId: number) {
  return researcherRowsOf(
    db,
    userIdentities,
    userId,
    {
      providerId: userIdentities.providerId,
      subject: userIdentities.subject,
      email: userIdentities.email,
      linkedAt: userIdentities.createdAt,
    },
    [userIdentities.createdAt, userIdentities.id],
  );
}

/**
 * Closing an account: its linked identities (provider subject and e-mail) are forgotten, so that person may sign
 * in with them to a new account, and no link or sign-in under way finishes for it.
 */
export async function eraseSocialSignInData(tx: DbOrTx, userId: number): Promise<void> {
  await deleteResearcherRows(tx, userId, [userIdentities, socialPendingLinks]);
  await tx.delete(socialSignInAttempts).where(eq(socialSignInAttempts.linkUserId, userId));
}
