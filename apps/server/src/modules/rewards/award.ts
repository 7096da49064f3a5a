import { levelsReached } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { compiledStatement } from '../../platform/compiled-statement.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { users } from '../account/table.ts';
import { grantLevelCoupons } from './coupons.ts';
import { rewardEvents } from './table.ts';

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

// An award's three statements, built once (compiled-statement.ts): every placed order makes one.
const p = sql.placeholder;
const lockTotalStatement = compiledStatement('reward_total_lock', (dbx) =>
  dbx
    .select({ total: users.totalRewardPoints })
    .from(users)
    .where(eq(users.id, p('userId')))
    .for('update'),
);
const insertEventStatement = compiledStatement('reward_event_insert', (dbx) =>
  dbx
    .insert(rewardEvents)
    .values({
      userId: p('userId'),
      kind: p('kind'),
      details: p('details'),
      points: p('points'),
      pointsToDate: p('pointsToDate'),
      sourceKey: p('sourceKey'),
    })
    .onConflictDoNothing({ target: rewardEvents.sourceKey })
    .returning({ id: rewardEvents.id }),
);
const addToTotalStatement = compiledStatement('reward_total_add', (dbx) =>
  dbx
    .update(users)
    .set({ totalRewardPoints: sql`${users.totalRewardPoints} + ${p('points')}::integer` })
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
  // Lock the user's row first so concurrent awards to one user compute pointsToDate in order.
  const [user] = await lockTotalStatement(tx, { userId: award.userId });
  if (!user) return { awarded: false, totalBefore: 0, totalAfter: 0 };
  const totalAfter = user.total + points;
  const inserted = await insertEventStatement(tx, {
    userId: award.userId,
    kind: award.kind,
    details: award.details ?? {},
    points,
    pointsToDate: totalAfter,
    sourceKey: award.sourceKey,
  });
  if (inserted.length === 0) return { awarded: false, totalBefore: user.total, totalAfter: user.total };
  await addToTotalStatement(tx, { userId: award.userId, points });
  await grantLevelCoupons(tx, award.userId, levelsReached(user.total, totalAfter));
  return { awarded: true, totalBefore: user.total, totalAfter };
}
