import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { orders } from '../../schema/orders.ts';

/** Orders as columns of another module's read, so that read stays one statement. */

/** How many orders a user has placed. */
export function orderCountOf(userId: SQLWrapper): SQL<number> {
  return sql<number>`(select count(*)::int from ${orders} where ${orders.userId} = ${userId})`;
}
