import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { users } from '../../schema/account.ts';
import { orders } from '../../schema/orders.ts';
import { downloadAllowedOf } from '../orders/index.ts';

/**
 * Whether the researcher can download the order's files now, by the rule the researcher's pages apply: staff
 * released them (for the order or for the researcher), or the order is paid.
 */
export async function isOrderDownloadable(db: DbOrTx, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ isAllowed: downloadAllowedOf(orders.id, orders.status) })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row?.isAllowed === true;
}
