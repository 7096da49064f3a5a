import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { personalDataEntry, TAX_LAW, TAX_RETENTION, type TPersonalDataPart } from '../../platform/personal-data.ts';
import { orderForms } from '../../schema/order-form.ts';
import { referralInvitations, referralRewards } from '../../schema/referrals.ts';

/**
 * A researcher's referrals, for their data export (data-rights/data-export-contents.ts): the colleagues' addresses
 * they invited, and the credits they earned. A credit says when and how much, not whom it was for: the
 * referred researcher's data is theirs, not the referrer's.
 */
export async function referralsForExport(db: DbOrTx, userId: number) {
  const [invitations, credits] = await Promise.all([
    db
      .select({
        email: referralInvitations.email,
        orderForm: orderForms.identity,
        sentAt: referralInvitations.sentAt,
      })
      .from(referralInvitations)
      .leftJoin(orderForms, eq(orderForms.id, referralInvitations.orderFormId))
      .where(eq(referralInvitations.referrerUserId, userId))
      .orderBy(asc(referralInvitations.id)),
    db
      .select({
        amount: referralRewards.amount,
        currencyIso: referralRewards.currencyIso,
        creditReferenceNumber: referralRewards.creditReferenceNumber,
        createdAt: referralRewards.createdAt,
      })
      .from(referralRewards)
      .where(eq(referralRewards.referrerUserId, userId))
      .orderBy(asc(referralRewards.id)),
  ]);
  return { invitations, credits };
}

/**
 * Closing an account forgets the colleagues' addresses it invited. Its referral credits stay with the
 * ledger; the researchers it referred keep their accounts.
 */
export async function eraseReferralPersonalData(tx: DbOrTx, userId: number): Promise<void> {
  await tx.delete(referralInvitations).where(eq(referralInvitations.referrerUserId, userId));
}

export const referralsPersonalData: TPersonalDataPart = {
  owner: 'referrals',
  tables: {
    referral_invitations: personalDataEntry(
      "colleagues' e-mail addresses the researcher invited",
      { file: 'referrals.json' },
      { erased: 'deleted' },
    ),
    referral_rewards: personalDataEntry(
      'the credit a referrer earned when a referred researcher first paid',
      { file: "referrals.json (the referrer's credits; nothing of the referred researcher)" },
      { kept: `${TAX_LAW}: the credit is in the ledger`, for: TAX_RETENTION },
    ),
  },
  exportOf: async (db, user) => ({ documents: [{ path: 'referrals.json', content: await referralsForExport(db, user.id) }] }),
  erase: (tx, user) => eraseReferralPersonalData(tx, user.id).then(() => undefined),
};
