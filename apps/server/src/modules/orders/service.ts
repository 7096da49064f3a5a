import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { orders } from './table.ts';

export async function countOrders(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  return row?.n ?? 0;
}
