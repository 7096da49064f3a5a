import { normalizeReferralCode } from '@portal/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { users } from '../../schema/account.ts';

/**
 * Records who referred a new researcher, from the code of the share link they registered through: only a
 * code naming another active researcher counts; an unknown code, the researcher's own, or a second referrer
 * is ignored. Run in the registration's transaction. Answers whether a referrer was recorded.
 */
export async function attachReferrer(tx: DbOrTx, userId: number, code: string | null | undefined): Promise<boolean> {
  const referralCode = normalizeReferralCode(code);
  if (!referralCode) return false;
  const [referrer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referralCode, referralCode), eq(users.active, true), eq(users.role, 'researcher'), ne(users.id, userId)));
  if (!referrer) return false;
  const [updated] = await tx
    .update(users)
    .set({ referredByUserId: referrer.id })
    .where(and(eq(users.id, userId), isNull(users.referredByUserId)))
    .returning({ id: users.id });
  return updated !== undefined;
}
