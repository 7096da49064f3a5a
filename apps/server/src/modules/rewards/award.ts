import { levelsReached } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { compiledStatement } from '../../platform/compiled-statement.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { users } from '../../schema/account.ts';
import { rewardEvents } from '../../schema/rewards.ts';
import { grantLevelCoupons } from './coupons.ts';

export type TRewardKind = 'order' | 'referral' | 'testimonial' | 'adjustment';

export type TAward = {
  userId: number;
  kind: TRewardKind;
  points: number;
  /** Unique per thing that earns points (`order:12`, `referral:34`, `testimonial:5`): an award is made once. */
  sourceKey: string;
  details?: Record<string, string | number>;
};

export type TAwardResult = { awarded: boolean; totalBefore: number; totalAfter: number };

// An award in one statement, built once (compiled-statement.ts): every placed order makes one. The event's
// insert reads the user's total under a row lock (concurrent awards to one user queue there and each reads
// the total the one before left), and the total moves to the event's points to date only when the event was
// written (a source already awarded inserts nothing and changes nothing).
const p = sql.placeholder;
const awardStatement = compiledStatement('reward_award', (dbx) => {
  const event = dbx.$with('award_event', { pointsToDate: sql<number>`points_to_date` }).as(
    sql`insert into ${rewardEvents} (user_id, kind, details, points, points_to_date, source_key)
      select u.id, ${p('kind')}::text, ${p('details')}::jsonb, ${p('points')}::integer,
        u.total_reward_points + ${p('points')}::integer, ${p('sourceKey')}::text
      from ${users} u where u.id = ${p('userId')}::integer for update
      on conflict (source_key) do nothing
      returning points_to_date`,
  );
  const total = dbx.$with('award_total', { total: sql<number>`total_reward_points` }).as(
    sql`update ${users} set total_reward_points = e.points_to_date from award_event e
      where ${users.id} = ${p('userId')}::integer returning ${users.totalRewardPoints}`,
  );
  return dbx.with(event, total).select({ totalAfter: sql<number>`e.points_to_date` }).from(sql`award_event e`);
});
const totalStatement = compiledStatement('reward_total', (dbx) =>
  dbx
    .select({ total: users.totalRewardPoints })
    .from(users)
    .where(eq(users.id, p('userId'))),
);

/**
 * Adds reward points to a researcher once per `sourceKey`, in the caller's transaction: the history event and
 * the user's running total move together, and a retried or concurrent award of the same source is a no-op
 * (`awarded: false`). Run it inside the transaction that records what earned the points. An award that takes
 * the total to a new level grants that level's coupon (rewards/coupons.ts), once.
 */
export async function awardRewardPoints(tx: DbOrTx, award: TAward): Promise<TAwardResult> {
  const points = Math.max(0, Math.floor(award.points));
  const [awarded] = await awardStatement(tx, {
    userId: award.userId,
    kind: award.kind,
    // Inside a sql template a placeholder is sent as it is: JSON goes as text.
    details: JSON.stringify(award.details ?? {}),
    points,
    sourceKey: award.sourceKey,
  });
  if (!awarded) {
    // Awarded before (or no such user): nothing written.
    const [user] = await totalStatement(tx, { userId: award.userId });
    return { awarded: false, totalBefore: user?.total ?? 0, totalAfter: user?.total ?? 0 };
  }
  const totalAfter = Number(awarded.totalAfter);
  const totalBefore = totalAfter - points;
  await grantLevelCoupons(tx, award.userId, levelsReached(totalBefore, totalAfter));
  return { awarded: true, totalBefore, totalAfter };
}
