import { CLOSED_ORDER_STATUSES, STAFF_ERROR, type TStaffAssignRequest } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { auditStaffAction, type TStaffActor } from '../../platform/staff-access.ts';
import { users } from '../../schema/account.ts';
import { orderStageEvents } from '../../schema/fulfilment.ts';
import { findOrderTarget } from './order-target.ts';
import { assertVersion, updateOrderAtVersion } from './order-version.ts';

/** An active staff member by identity: the only people an order can be assigned to. */
async function findEditorId(db: DbOrTx, identity: string): Promise<number> {
  const [editor] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.identity, identity), eq(users.role, 'staff'), eq(users.active, true)));
  if (!editor) throw new AppError(400, STAFF_ERROR.assigneeInvalid);
  return editor.id;
}

/**
 * Assigns the order's editor (or takes the assignment away), at the version the staff member saw. The first
 * assignment of a received order also reaches the editor-assigned stage.
 */
export async function assignEditor(
  db: Db,
  request: FastifyRequest,
  actor: TStaffActor,
  externalId: string,
  body: TStaffAssignRequest,
): Promise<number> {
  const { order } = await findOrderTarget(db, externalId);
  assertVersion(order, body.version);
  if ((CLOSED_ORDER_STATUSES as readonly string[]).includes(order.status)) throw new AppError(409, STAFF_ERROR.orderClosed);
  const assigneeId = body.assigneeIdentity === null ? null : await findEditorId(db, body.assigneeIdentity);
  const reachesStage = assigneeId !== null && order.stage === 'received';
  return db.transaction(async (tx) => {
    await updateOrderAtVersion(tx, order.id, body.version, { assigneeId, ...(reachesStage ? { stage: 'editor-assigned' } : {}) });
    if (reachesStage)
      await tx.insert(orderStageEvents).values({ orderId: order.id, stage: 'editor-assigned', actorId: actor.id });
    await auditStaffAction(tx, request, actor, order, 'order-assigned');
    return order.id;
  });
}
