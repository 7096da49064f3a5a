import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { referralInvitations } from './table.ts';

/**
 * Closing an account forgets the colleagues' addresses it invited. Its referral credits stay with the
 * ledger; the researchers it referred keep their accounts.
 */
export async function eraseReferralPersonalData(tx: DbOrTx, userId: number): Promise<void> {
  await tx.delete(referralInvitations).where(eq(referralInvitations.referrerUserId, userId));
}
