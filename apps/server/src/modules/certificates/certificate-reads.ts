import { hasControlCharacter, type TCertificate } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { isLiveSession, requireSessionRead, selectWithSession } from '../../platform/sessions.ts';
import { users } from '../../schema/account.ts';
import { certificates, deliverables } from '../../schema/fulfilment.ts';
import { orders } from '../../schema/orders.ts';
import { deliverablesJsonOf, downloadAllowedOf, isDeliverableOfKey } from '../orders/index.ts';

/**
 * The owner's reads of a certificate by its code, each one statement with the session: the certificate is
 * joined only when its order is the signed-in user's, so another researcher's code reads as unknown (404).
 */

/** The certificate of the `code` placeholder whose order belongs to the session's user. */
const isOwnCertificate = and(
  eq(certificates.code, sql.placeholder('code')),
  sql`exists (select 1 from ${orders} o where o.id = ${certificates.orderId} and o.user_id = ${users.id})`,
);

/** GET /api/certificate/{code}, its PDF and its files list: the certificate, its order and the order's files. */
export function prepareCertificateRead(db: Db) {
  return selectWithSession(db, {
    certificate: certificates,
    order: { externalId: orders.externalId, services: orders.services, language: orders.language },
    isAllowed: downloadAllowedOf(orders.id, orders.status),
    files: deliverablesJsonOf(orders.id),
  })
    .leftJoin(certificates, isOwnCertificate)
    .leftJoin(orders, eq(orders.id, certificates.orderId))
    .where(isLiveSession)
    .prepare('certificate_read');
}

/** GET /api/certificate/{code}/deliverables/{key}: one file of the certificate's order. */
export function prepareCertificateFileRead(db: Db) {
  return selectWithSession(db, {
    certificateId: certificates.id,
    isAllowed: downloadAllowedOf(orders.id, orders.status),
    file: deliverables,
  })
    .leftJoin(certificates, isOwnCertificate)
    .leftJoin(orders, eq(orders.id, certificates.orderId))
    .leftJoin(deliverables, isDeliverableOfKey)
    .where(isLiveSession)
    .prepare('certificate_file_read');
}

export type TCertificateRead = ReturnType<typeof prepareCertificateRead>;
export type TCertificateFileRead = ReturnType<typeof prepareCertificateFileRead>;

/** The user's certificate of that code with its order; 401 signed out, 404 unknown or another's. */
export async function readOwnCertificate(read: TCertificateRead, request: FastifyRequest, code: string) {
  const row = await requireSessionRead(request, read, { code });
  const { certificate, order } = row;
  if (!certificate || !order) throw AppError.notFound();
  return { ...row, certificate, order };
}

export type TOwnCertificate = Awaited<ReturnType<typeof readOwnCertificate>>;

/** The certificate as its owner sees it; the services named by `serviceName` (the catalogue's, in the reader's language). */
export function certificateOf(
  found: Pick<TOwnCertificate, 'certificate' | 'order'>,
  serviceName: (service: { identity?: string | null; name: string }) => string = (service) => service.name,
): TCertificate {
  const { certificate, order } = found;
  return {
    code: certificate.code,
    title: certificate.title,
    authors: certificate.authors,
    issuedOn: certificate.issuedOn.toISOString(),
    externalId: order.externalId,
    fileName: certificate.fileName,
    fileSha256: certificate.fileSha256,
    services: order.services.map(serviceName),
  };
}

/** Whether the signed-in caller owns the certificate of that code (route-access, before the body is read). */
export async function ownsCertificate(db: DbOrTx, request: FastifyRequest, code: string): Promise<boolean> {
  const userId = request.auth?.user.id;
  if (userId === undefined || code.length > 64 || hasControlCharacter(code)) return false;
  const [row] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .innerJoin(orders, eq(orders.id, certificates.orderId))
    .where(and(eq(certificates.code, code), eq(orders.userId, userId)))
    .limit(1);
  return row !== undefined;
}
