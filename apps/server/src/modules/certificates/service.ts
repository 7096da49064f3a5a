import { MESSAGE, type TCertificate, type TCertificateVerification, type ZCertificateSaveRequest } from '@portal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { requireAuth } from '../../platform/sessions.ts';
import { certificates } from '../../schema/fulfilment.ts';
import { orders } from '../../schema/orders.ts';
import { certificateOf } from './certificate-reads.ts';

/**
 * PUT /api/certificate/save/{code}: the title and authors the certificate shows. One conditional update on
 * the certificate of that code whose order is the caller's and has that external id: anything else matches
 * no row, answers 404 and writes nothing.
 */
export async function saveCertificateDetails(
  db: DbOrTx,
  request: FastifyRequest,
  code: string,
  input: z.output<typeof ZCertificateSaveRequest>,
  serviceName?: (service: { identity?: string | null; name: string }) => string,
): Promise<TCertificate> {
  const { user } = requireAuth(request);
  if (input.code !== code) throw AppError.notFound();
  const [updated] = await db
    .update(certificates)
    .set({ title: input.title, authors: input.authors, updatedAt: new Date() })
    .where(
      and(
        eq(certificates.code, code),
        sql`exists (select 1 from ${orders} o where o.id = ${certificates.orderId} and o.user_id = ${user.id}
          and o.external_id = ${input.externalId})`,
      ),
    )
    .returning();
  if (!updated) throw AppError.notFound();
  const [order] = await db
    .select({ externalId: orders.externalId, services: orders.services, language: orders.language })
    .from(orders)
    .where(eq(orders.id, updated.orderId));
  if (!order) throw AppError.notFound();
  return certificateOf({ certificate: updated, order }, serviceName);
}

/**
 * GET /api/certificate/verify/{code}, public: who, what and when, and the SHA-256 of the edited file the
 * certificate covers. Nothing else of the researcher (no name beyond the authors they chose, no e-mail).
 * The code is matched as typed or upper-cased (the verification form upper-cases it).
 */
export async function verifyCertificate(
  db: DbOrTx,
  code: string,
  companyName: string,
  serviceName: (service: { identity?: string | null; name: string }) => string = (service) => service.name,
): Promise<TCertificateVerification> {
  const [row] = await db
    .select({ certificate: certificates, services: orders.services })
    .from(certificates)
    .innerJoin(orders, eq(orders.id, certificates.orderId))
    .where(inArray(certificates.code, [...new Set([code, code.toUpperCase()])]))
    .limit(1);
  if (!row) throw new AppError(404, MESSAGE.certificateVerificationError);
  const { certificate } = row;
  return {
    code: certificate.code,
    title: certificate.title,
    authors: certificate.authors,
    services: row.services.map(serviceName),
    issuedOn: certificate.issuedOn.toISOString(),
    fileName: certificate.fileName,
    fileSha256: certificate.fileSha256,
    companyName,
  };
}
