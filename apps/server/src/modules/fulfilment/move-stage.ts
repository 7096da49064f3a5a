import {
  CLOSED_ORDER_STATUSES,
  canMoveToStage,
  isEditorRequiredFor,
  STAFF_ERROR,
  statusAfterStage,
  type TStaffMoveStageRequest,
} from '@portal/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { auditStaffAction, type TStaffActor } from '../../platform/staff-access.ts';
import { deliverables, orderStageEvents, type TOrderStage } from '../../schema/fulfilment.ts';
import { isOrderDownloadable } from './downloadable.ts';
import { queueFulfilmentEmail } from './fulfilment-emails.ts';
import { findOrderTarget } from './order-target.ts';
import { assertVersion, updateOrderAtVersion } from './order-version.ts';

/**
 * Moves an order to a later stage and writes it to the timeline, at the version the staff member saw.
 * "Editor assigned" needs an editor (assigning one reaches it: assign-editor.ts). Editing starts the work (in-progress, the researcher is told); delivered needs an edited file and completes
 * the order (completed, completed_at, the researcher is told the files are ready).
 */
export async function moveStage(
  deps: { db: Db; siteUrl: string },
  request: FastifyRequest,
  actor: TStaffActor,
  externalId: string,
  body: TStaffMoveStageRequest,
): Promise<number> {
  const target = await findOrderTarget(deps.db, externalId);
  const { order } = target;
  assertVersion(order, body.version);
  if ((CLOSED_ORDER_STATUSES as readonly string[]).includes(order.status)) throw new AppError(409, STAFF_ERROR.orderClosed);
  if (!canMoveToStage(order.stage as TOrderStage, body.stage)) throw new AppError(409, STAFF_ERROR.stageNotAllowed);
  if (isEditorRequiredFor(body.stage) && order.assigneeId === null) throw new AppError(409, STAFF_ERROR.editorRequired);
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    if (body.stage === 'delivered') {
      const [file] = await tx
        .select({ id: deliverables.id })
        .from(deliverables)
        .where(and(eq(deliverables.orderId, order.id), isNull(deliverables.removedAt)))
        .limit(1);
      if (!file) throw new AppError(409, STAFF_ERROR.deliverableRequired);
    }
    const moved = await updateOrderAtVersion(tx, order.id, body.version, {
      stage: body.stage,
      status: statusAfterStage(body.stage, order.status),
      ...(body.stage === 'delivered' ? { completedAt: now } : {}),
    });
    await tx.insert(orderStageEvents).values({ orderId: order.id, stage: body.stage, actorId: actor.id, occurredAt: now });
    // Work starts when the order first reaches editing or a later stage short of delivery.
    if (moved.status === 'in-progress' && order.status !== 'in-progress') {
      await queueFulfilmentEmail(tx, deps.siteUrl, target, { kind: 'order-started' });
    }
    if (body.stage === 'delivered') {
      const isDownloadable = await isOrderDownloadable(tx, order.id);
      await queueFulfilmentEmail(tx, deps.siteUrl, { ...target, order: moved }, { kind: 'order-completed', isDownloadable });
    }
    await auditStaffAction(tx, request, actor, order, 'order-stage-moved');
    return order.id;
  });
}
