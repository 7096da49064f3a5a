import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { personalDataEntry, type TPersonalDataPart } from '../../platform/personal-data.ts';
import { rewardEvents, userPromotionalCodes } from '../../schema/rewards.ts';

/** A researcher’s points history and level coupons, for their data export. */
export async function rewardsForExport(db: DbOrTx, userId: number) {
  const [history, coupons] = await Promise.all([
    db
      .select({
        kind: rewardEvents.kind,
        details: rewardEvents.details,
        points: rewardEvents.points,
        pointsToDate: rewardEvents.pointsToDate,
        createdAt: rewardEvents.createdAt,
      })
      .from(rewardEvents)
      .where(eq(rewardEvents.userId, userId))
      .orderBy(asc(rewardEvents.createdAt), asc(rewardEvents.id)),
    db
      .select({
        code: userPromotionalCodes.code,
        level: userPromotionalCodes.level,
        percent: userPromotionalCodes.percent,
        expiresAt: userPromotionalCodes.expiresAt,
        usedAt: userPromotionalCodes.usedAt,
        createdAt: userPromotionalCodes.createdAt,
      })
      .from(userPromotionalCodes)
      .where(eq(userPromotionalCodes.userId, userId))
      .orderBy(asc(userPromotionalCodes.id)),
  ]);
  return { history, coupons };
}

/**
 * Closing an account: the points history (whose referral events name the researcher a colleague brought)
 * and the level coupons go; no law keeps them. The user row's point total stays, naming nobody.
 */
export async function eraseRewards(tx: DbOrTx, userId: number): Promise<void> {
  await tx.delete(rewardEvents).where(eq(rewardEvents.userId, userId));
  await tx.delete(userPromotionalCodes).where(eq(userPromotionalCodes.userId, userId));
}

export const rewardsPersonalData: TPersonalDataPart = {
  owner: 'rewards',
  tables: {
    reward_events: personalDataEntry(
      'the points history (a referral event names the colleague brought by first name and initial)',
      { file: 'rewards.json' },
      { erased: 'deleted' },
    ),
    user_promotional_codes: personalDataEntry(
      'level coupons given to the researcher',
      { file: 'rewards.json' },
      { erased: 'deleted' },
    ),
  },
  exportOf: async (db, user) => ({ documents: [{ path: 'rewards.json', content: await rewardsForExport(db, user.id) }] }),
  erase: (tx, user) => eraseRewards(tx, user.id).then(() => undefined),
};
