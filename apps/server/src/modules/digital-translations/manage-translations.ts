import {
  DIGITAL_ORDER_PAGE_SIZE,
  DIGITAL_TRANSLATION_ERROR,
  type TDigitalOrderArchiveResponse,
  type TDigitalOrderSearchResponse,
  type ZDigitalOrderSearchQuery,
} from '@portal/domain/api/digital-translation';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TStorage } from '../../integrations/storage/storage.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { isLiveSession, requireAuth, requireSessionRead, selectWithSession } from '../../platform/sessions.ts';
import { digitalDocuments } from '../../schema/digital-documents.ts';
import { documentsPageOf, documentsPageParams, paginationOf } from '../digital-documents/index.ts';
import { sendDownload } from '../files/index.ts';
import { digitalOrderViewOf, ownTranslation } from './translation-view.ts';

type TDeps = { db: Db; storage: TStorage; log: Pick<FastifyBaseLogger, 'warn'> };

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * GET /api/digital-order/search's read, one statement with the session. It reads digital_documents alone, whose
 * every write (the upload, the job completing or failing the translation, an archive) bumps the researcher's
 * read version: it is kept by the read cache.
 */
export function prepareTranslationSearch(db: Db) {
  return selectWithSession(db, { found: documentsPageOf('translation', DIGITAL_ORDER_PAGE_SIZE) })
    .where(isLiveSession)
    .prepare('digital_order_search');
}

export type TTranslationSearch = ReturnType<typeof prepareTranslationSearch>;

/**
 * GET /api/digital-order/search: a page of the researcher's translations (newest first, archived ones left
 * out), or the ones named by `identities` (the page polls those still processing).
 */
export async function searchTranslations(
  read: TTranslationSearch,
  request: FastifyRequest,
  query: z.output<typeof ZDigitalOrderSearchQuery>,
): Promise<TDigitalOrderSearchResponse> {
  const row = await requireSessionRead(request, read, documentsPageParams(query, DIGITAL_ORDER_PAGE_SIZE));
  const { rows, total } = row.found;
  return { results: rows.map(digitalOrderViewOf), pagination: paginationOf(query.page ?? 1, total, DIGITAL_ORDER_PAGE_SIZE) };
}

/** POST /api/digital-order/{id}/archive: the translation leaves the list ('{fileName} archived'). */
export async function archiveTranslation(
  { db }: Pick<TDeps, 'db'>,
  request: FastifyRequest,
  identity: string,
): Promise<TDigitalOrderArchiveResponse> {
  const own = ownTranslation(requireAuth(request).user.id, identity);
  if (!own) throw AppError.notFound();
  const [row] = await db
    .update(digitalDocuments)
    .set({ archivedAt: new Date() })
    .where(and(own, isNull(digitalDocuments.archivedAt)))
    .returning({ name: digitalDocuments.name, identity: digitalDocuments.identity });
  if (!row) throw AppError.notFound();
  return { archives: [row.identity], success: `${row.name} archived` };
}

/**
 * DELETE /api/digital-order/{id}: a failed translation ('digital-translation-failure') is deleted with its
 * file ('%(fileName)s deleted'); others are archived instead, so the call refuses them.
 */
export async function deleteFailedTranslation(
  deps: TDeps,
  request: FastifyRequest,
  identity: string,
): Promise<TDigitalOrderArchiveResponse> {
  const own = ownTranslation(requireAuth(request).user.id, identity);
  if (!own) throw AppError.notFound();
  const [row] = await deps.db
    .delete(digitalDocuments)
    .where(and(own, eq(digitalDocuments.status, 'failed')))
    .returning({ name: digitalDocuments.name, identity: digitalDocuments.identity, storedName: digitalDocuments.storedName });
  if (!row) {
    const [exists] = await deps.db.select({ id: digitalDocuments.id }).from(digitalDocuments).where(own);
    throw exists ? new AppError(409, DIGITAL_TRANSLATION_ERROR.notDeletable) : AppError.notFound();
  }
  await deps.storage
    .delete(row.storedName)
    .catch((error) => deps.log.warn({ err: error }, 'deleted translation file not removed'));
  return { archives: [row.identity], success: `${row.name} deleted` };
}

/** GET /api/digital-order/{id}/download: the translated .docx under its real name; 404 until completed. */
export async function downloadTranslation(deps: TDeps, request: FastifyRequest, reply: FastifyReply, identity: string) {
  const own = ownTranslation(requireAuth(request).user.id, identity);
  if (!own) throw AppError.notFound();
  const [row] = await deps.db
    .select()
    .from(digitalDocuments)
    .where(and(own, eq(digitalDocuments.status, 'completed')));
  if (!row?.resultStoredName || !row.resultName) throw AppError.notFound();
  const stream = await deps.storage.get(row.resultStoredName).catch(() => {
    throw AppError.notFound();
  });
  return sendDownload(reply, { stream, fileName: row.resultName, contentType: DOCX_TYPE, size: Number(row.resultSize ?? 0) });
}
