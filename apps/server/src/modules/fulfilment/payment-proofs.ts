import type { TStaffPendingProofsResponse } from '@portal/domain';
import { STAFF_ERROR } from '@portal/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { auditStaffAction, type TStaffActor } from '../../platform/staff-access.ts';
import { users } from '../../schema/account.ts';
import { paymentProofs } from '../../schema/fulfilment.ts';
import { orders } from '../../schema/orders.ts';
import { findOrderTarget, isUuid } from './order-target.ts';
import { releaseDownloads } from './release-downloads.ts';

const PENDING_LIMIT = 100;

/** Proofs of payment nobody has reviewed yet, oldest first (on the payment_proofs_unreviewed index). */
export async function listPendingProofs(db: Db): Promise<TStaffPendingProofsResponse> {
  const rows = await db
    .select({
      identity: paymentProofs.identity,
      name: paymentProofs.originalName,
      createdAt: paymentProofs.createdAt,
      orderExternalId: orders.externalId,
      orderTitle: orders.title,
      researcherEmail: users.email,
    })
    .from(paymentProofs)
    .innerJoin(orders, eq(orders.id, paymentProofs.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(isNull(paymentProofs.reviewedAt))
    .orderBy(asc(paymentProofs.createdAt), asc(paymentProofs.id))
    .limit(PENDING_LIMIT);
  return { proofs: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}

/**
 * Marks a proof of payment reviewed and, when asked, releases the order's files at once (downloadAvailable),
 * telling the researcher when a completed order's files become downloadable. A proof is reviewed once (409 after).
 */
export async function reviewProof(
  deps: { db: Db; siteUrl: string },
  request: FastifyRequest,
  actor: TStaffActor,
  externalId: string,
  identity: string,
  isReleasing: boolean,
): Promise<number> {
  const target = await findOrderTarget(deps.db, externalId);
  const { order } = target;
  if (!isUuid(identity)) throw AppError.notFound();
  const ofOrder = and(eq(paymentProofs.identity, identity), eq(paymentProofs.orderId, order.id));
  return deps.db.transaction(async (tx) => {
    const [reviewed] = await tx
      .update(paymentProofs)
      .set({ reviewedBy: actor.id, reviewedAt: sql`now()` })
      .where(and(ofOrder, isNull(paymentProofs.reviewedAt)))
      .returning({ id: paymentProofs.id });
    if (!reviewed) {
      const [proof] = await tx.select({ id: paymentProofs.id }).from(paymentProofs).where(ofOrder);
      throw proof ? new AppError(409, STAFF_ERROR.proofReviewed) : AppError.notFound();
    }
    if (isReleasing) await releaseDownloads(tx, deps.siteUrl, target);
    await auditStaffAction(tx, request, actor, order, 'payment-proof-reviewed');
    return order.id;
  });
}
