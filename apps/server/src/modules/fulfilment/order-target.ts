import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { users } from '../../schema/account.ts';
import { orders } from '../../schema/orders.ts';
import type { TOrderRow } from '../orders/index.ts';

/** The order a staff action is about, with what its e-mails need of the researcher. */
export type TOrderTarget = {
  order: TOrderRow;
  researcher: { email: string; firstName: string; lastName: string; language: string };
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Keys and identities of an order's files are UUIDs; anything else names nothing (404, without a query). */
export const isUuid = (value: string) => UUID.test(value);

/** The order of an external id, any researcher's; an unknown one is 404. */
export async function findOrderTarget(db: DbOrTx, externalId: string): Promise<TOrderTarget> {
  if (externalId.length > 40) throw AppError.notFound();
  const [row] = await db
    .select({
      order: orders,
      researcher: { email: users.email, firstName: users.firstName, lastName: users.lastName, language: users.language },
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.externalId, externalId));
  if (!row) throw AppError.notFound();
  return row;
}
