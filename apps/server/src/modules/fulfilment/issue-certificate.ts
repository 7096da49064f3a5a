import { randomInt } from 'node:crypto';
import { certificateCodeFrom, MESSAGE, STAFF_ERROR, type TStaffIssueCertificateRequest } from '@portal/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { auditStaffAction, type TStaffActor } from '../../platform/staff-access.ts';
import { certificates, deliverables } from '../../schema/fulfilment.ts';
import { queueFulfilmentEmail } from './fulfilment-emails.ts';
import { findOrderTarget } from './order-target.ts';

/** Draws of a new code before giving up; two equal codes in 2^59 are not expected in the life of the portal. */
const CODE_ATTEMPTS = 5;

/**
 * Issues the order's certificate (one per order): a new random code, bound to the SHA-256 of the edited file
 * chosen (a journal checks the submitted file against it), titled like the order unless another title is
 * given; the authors are the researcher's to fill in. The researcher is told.
 */
export async function issueCertificate(
  deps: { db: Db; siteUrl: string },
  request: FastifyRequest,
  actor: TStaffActor,
  externalId: string,
  body: TStaffIssueCertificateRequest,
): Promise<number> {
  const target = await findOrderTarget(deps.db, externalId);
  const { order } = target;
  return deps.db.transaction(async (tx) => {
    const [file] = await tx
      .select()
      .from(deliverables)
      .where(and(eq(deliverables.key, body.deliverableKey), eq(deliverables.orderId, order.id), isNull(deliverables.removedAt)));
    if (!file) throw AppError.invalid({ deliverableKey: MESSAGE.notFound });
    let code: string | null = null;
    for (let attempt = 0; code === null && attempt < CODE_ATTEMPTS; attempt += 1) {
      const [issued] = await tx
        .insert(certificates)
        .values({
          code: certificateCodeFrom(randomInt),
          orderId: order.id,
          title: body.title || order.title,
          deliverableId: file.id,
          fileName: file.originalName,
          fileSha256: file.sha256,
          issuedBy: actor.id,
        })
        // The order's certificate exists already, or (never in practice) the code was drawn before.
        .onConflictDoNothing()
        .returning({ code: certificates.code });
      if (issued) code = issued.code;
      else {
        const [existing] = await tx.select({ id: certificates.id }).from(certificates).where(eq(certificates.orderId, order.id));
        if (existing) throw new AppError(409, STAFF_ERROR.certificateIssued);
      }
    }
    if (code === null) throw new Error('no free certificate code');
    await queueFulfilmentEmail(tx, deps.siteUrl, target, { kind: 'certificate-issued', code });
    await auditStaffAction(tx, request, actor, order, 'certificate-issued');
    return order.id;
  });
}
