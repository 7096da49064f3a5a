import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TCheckoutJobDeps } from '../../checkout-deps.ts';
import type { Db } from '../../platform/db.ts';
import type { TJobHandler } from '../../platform/jobs.ts';
import { users } from '../account/table.ts';
import { CREDIT_REWARD_POINTS_JOB, configureOrderLinks } from './service.ts';
import { orders } from './table.ts';

/**
 * Adds an order's reward points to its owner's total, once: the order is stamped by a conditional update
 * in the same transaction, so a retried or duplicated job adds nothing.
 */
export async function creditRewardPoints(db: Db, orderId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ rewardPointsCreditedAt: new Date() })
      .where(and(eq(orders.id, orderId), isNull(orders.rewardPointsCreditedAt)))
      .returning({ userId: orders.userId, rewardPoints: orders.rewardPoints });
    if (!order) return false;
    if (order.rewardPoints > 0) {
      await tx
        .update(users)
        .set({ totalRewardPoints: sql`${users.totalRewardPoints} + ${order.rewardPoints}` })
        .where(eq(users.id, order.userId));
    }
    return true;
  });
}

/** Background jobs of placed orders (reward points). */
export function orderJobHandlers(deps: TCheckoutJobDeps): Record<string, TJobHandler> {
  configureOrderLinks(deps.config.publicUrl);
  return {
    [CREDIT_REWARD_POINTS_JOB]: async (job) => {
      const orderId = Number(job.payload.orderId);
      if (!Number.isInteger(orderId)) return;
      await creditRewardPoints(deps.db, orderId);
    },
  };
}
