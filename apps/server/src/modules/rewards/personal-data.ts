import type { DbOrTx } from '../../platform/db.ts';
import { personalDataEntry, type TPersonalDataPart } from '../../platform/personal-data.ts';
import { deleteResearcherRows, researcherRowsOf } from '../../platform/researcher-rows.ts';
import { rewardEvents, userPromotionalCodes } from '../../schema/rewards.ts';

/** A researcher’s points history and level coupons, for their data export. */
export async function rewardsForExport(db: DbOrTx, userId: number) {
  const [history, coupons] = await Promise.all([
    researcherRowsOf(
      db,
      rewardEvents,
      userId,
      {
        kind: rewardEvents.kind,
        details: rewardEvents.details,
        points: rewardEvents.points,
        pointsToDate: rewardEvents.pointsToDate,
        createdAt: rewardEvents.createdAt,
      },
      [rewardEvents.createdAt, rewardEvents.id],
    ),
    researcherRowsOf(
      db,
      userPromotionalCodes,
      userId,
      {
        code: userPromotionalCodes.code,
        level: userPromotionalCodes.level,
        percent: userPromotionalCodes.percent,
        expiresAt: userPromotionalCodes.expiresAt,
        usedAt: userPromotionalCodes.usedAt,
        createdAt: userPromotionalCodes.createdAt,
      },
      [userPromotionalCodes.id],
    ),
  ]);
  return { history, coupons };
}

/**
 * Closing an account: the points history (whose referral events name the researcher a colleague brought)
 * and the level coupons go; no law keeps them. The user row's point total stays, naming nobody.
 */
export async function eraseRewards(tx: DbOrTx, userId: number): Promise<void> {
  await deleteResearcherRows(tx, userId, [rewardEvents, userPromotionalCodes]);
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
