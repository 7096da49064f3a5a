import { STAFF_ERROR } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { orders } from '../../schema/orders.ts';
import type { TOrderRow } from '../orders/index.ts';

type TOrderChange = Partial<
  Pick<
    typeof orders.$inferInsert,
    | 'stage'
    | 'status'
    | 'completedAt'
    | 'assigneeId'
    | 'downloadAvailable'
    | 'touchUpAvailable'
    | 'reeditAvailable'
    | 'scientificReworkEligible'
  >
>;

/**
 * Changes an order only while it is at the version the staff member saw: one conditional update that moves
 * the version on. When someone changed it meanwhile, nothing is written and the answer is 409.
 */
export async function updateOrderAtVersion(
  tx: DbOrTx,
  orderId: number,
  version: number,
  change: TOrderChange,
): Promise<TOrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ ...change, version: sql`${orders.version} + 1`, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.version, version)))
    .returning();
  if (!row) throw new AppError(409, STAFF_ERROR.orderChanged);
  return row;
}

/** A change decided on a page older than the order: refused before anything is checked against the newer order. */
export function assertVersion(order: TOrderRow, version: number): void {
  if (order.version !== version) throw new AppError(409, STAFF_ERROR.orderChanged);
}
