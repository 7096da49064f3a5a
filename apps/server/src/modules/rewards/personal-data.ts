import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { rewardEvents, userPromotionalCodes } from './table.ts';

/** A researcher's points history and level coupons, for their data export (account/data-export-contents.ts). */
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
