import { sql, type WithSubquery } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { orderStageEvents } from '../../schema/fulfilment.ts';

/**
 * The 'received' timeline event of each order a data-modifying CTE inserted (it returns the order's `id`):
 * used as `.with(inserted, receivedStagePerRow(…))`, the order and its first stage are one statement.
 */
export function receivedStagePerRow(db: DbOrTx, inserted: WithSubquery): WithSubquery {
  return db
    .$with(`${inserted._.alias}_received`, {})
    .as(
      sql`insert into ${orderStageEvents} (${sql.identifier(orderStageEvents.orderId.name)}, ${sql.identifier(orderStageEvents.stage.name)}) select id, 'received' from ${inserted}`,
    );
}
