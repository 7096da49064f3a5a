import { type Placeholder, type SQL, sql, type WithSubquery } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { orderForms } from '../../schema/order-form.ts';
import { orders } from '../../schema/orders.ts';

/**
 * What an order placed from a form is (orders.kind, orders.parent_order_id): the follow-up the form records
 * it continues (a touch-up, re-edit or rework of one of the same researcher's orders), else an original.
 * Column values of the insert that places the order, so placing one stays one statement.
 */
export function followUpColumnsOf(orderFormId: number | Placeholder): { kind: SQL<string>; parentOrderId: SQL<number | null> } {
  return {
    kind: sql<string>`coalesce((select ${orderForms.parentOrderKind} from ${orderForms} where ${orderForms.id} = ${orderFormId}), 'original')`,
    parentOrderId: sql<number | null>`(select p.id from ${orders} p join ${orderForms} f
      on f.parent_order_external_id = p.external_id and f.user_id = p.user_id where f.id = ${orderFormId})`,
  };
}

/**
 * A touch-up is free once: placing one withdraws the offer from the order it continues (staff may offer it
 * again). `inserted` is the CTE that placed the order, returning its `kind` and `parent_order_id`.
 */
export function consumeTouchUpPerRow(db: DbOrTx, inserted: WithSubquery): WithSubquery {
  return db.$with(`${inserted._.alias}_touch_up`, {}).as(
    sql`update ${orders} set ${sql.identifier(orders.touchUpAvailable.name)} = false,
      ${sql.identifier(orders.version.name)} = ${sql.identifier(orders.version.name)} + 1, ${sql.identifier(orders.updatedAt.name)} = now()
      where ${orders.id} in (select parent_order_id from ${inserted} where kind = 'touch-up')`,
  );
}
