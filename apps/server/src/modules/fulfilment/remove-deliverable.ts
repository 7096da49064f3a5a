import { STAFF_ERROR } from '@portal/domain';
import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { auditStaffAction, type TStaffActor } from '../../platform/staff-access.ts';
import { certificates, deliverables } from '../../schema/fulfilment.ts';
import { findOrderTarget, isUuid } from './order-target.ts';

/**
 * Takes a deliverable off the order (a wrong or replaced file): no longer listed nor downloadable, its row and
 * bytes kept for the audit. The file a certificate covers cannot be removed (409).
 */
export async function removeDeliverable(
  db: Db,
  request: FastifyRequest,
  actor: TStaffActor,
  externalId: string,
  key: string,
): Promise<number> {
  const { order } = await findOrderTarget(db, externalId);
  if (!isUuid(key)) throw AppError.notFound();
  const ofOrder = and(eq(deliverables.key, key), eq(deliverables.orderId, order.id), isNull(deliverables.removedAt));
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .update(deliverables)
      .set({ removedAt: new Date() })
      .where(
        and(
          ofOrder,
          notExists(tx.select({ one: sql`1` }).from(certificates).where(eq(certificates.deliverableId, deliverables.id))),
        ),
      )
      .returning({ id: deliverables.id });
    if (!removed) {
      const [listed] = await tx.select({ id: deliverables.id }).from(deliverables).where(ofOrder);
      throw listed ? new AppError(409, STAFF_ERROR.deliverableCertified) : AppError.notFound();
    }
    await auditStaffAction(tx, request, actor, order, 'deliverable-removed');
    return order.id;
  });
}
