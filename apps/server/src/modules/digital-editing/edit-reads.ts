import {
  DIGITAL_EDIT_ERROR,
  DIGITAL_EDIT_PAGE_SIZE,
  RECENT_DIGITAL_DOCUMENTS,
  type TDigitalEditArchiveResponse,
  type TDigitalEditDetailsResponse,
  type TDigitalEditSearchResponse,
  type TRecentDigitalDocumentsResponse,
  type ZDigitalEditSearchQuery,
} from '@portal/domain/api/digital-edit';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { StoredFileNotFoundError, type TStorage } from '../../integrations/storage/storage.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { isLiveSession, requireAuth, requireSessionRead, selectWithSession } from '../../platform/sessions.ts';
import { digitalDocuments } from '../../schema/digital-documents.ts';
import { documentsPageOf, documentsPageParams, paginationOf, recentDocumentsOf } from '../digital-documents/index.ts';
import { sendDownload } from '../files/index.ts';
import { editViewOf, ownEdit } from './edit-view.ts';

/**
 * The list's reads, each one statement with the session: the page (or the polled identities) of the
 * researcher's edits, and the home page's most recent documents. Both read digital_documents alone, whose
 * every write (the upload, the job completing or failing it, an archive) bumps the researcher's read version:
 * they are kept by the read cache.
 */
export function prepareEditReads(db: Db) {
  return {
    search: selectWithSession(db, { found: documentsPageOf('edit', DIGITAL_EDIT_PAGE_SIZE) })
      .where(isLiveSession)
      .prepare('digital_edit_search'),
    recent: selectWithSession(db, { documents: recentDocumentsOf(RECENT_DIGITAL_DOCUMENTS) })
      .where(isLiveSession)
      .prepare('digital_documents_recent'),
  };
}

export type TEditReads = ReturnType<typeof prepareEditReads>;

/**
 * GET /api/digital-edit/search: a page of the researcher's edits (newest first, archived ones left out), or the
 * ones named by `identities` (the list polls those still processing).
 */
export async function searchEdits(
  reads: TEditReads,
  request: FastifyRequest,
  query: z.output<typeof ZDigitalEditSearchQuery>,
): Promise<TDigitalEditSearchResponse> {
  const row = await requireSessionRead(request, reads.search, documentsPageParams(query, DIGITAL_EDIT_PAGE_SIZE));
  const { rows, total } = row.found;
  return { results: rows.map(editViewOf), pagination: paginationOf(query.page ?? 1, total, DIGITAL_EDIT_PAGE_SIZE) };
}

/** GET /api/digital-edit/{identity}: one of the researcher's edits; another's answers 404. */
export async function editDetails(db: Db, request: FastifyRequest, identity: string): Promise<TDigitalEditDetailsResponse> {
  const auth = requireAuth(request);
  const own = ownEdit(auth.user.id, identity, { withArchived: true });
  if (!own) throw AppError.notFound();
  const [row] = await db.select().from(digitalDocuments).where(own);
  if (!row) throw AppError.notFound();
  return { digitalEdit: editViewOf(row) };
}

/** POST /api/digital-edit/{identity}/archive: the edit leaves the list and its files are no longer downloadable. */
export async function archiveEdit(db: Db, request: FastifyRequest, identity: string): Promise<TDigitalEditArchiveResponse> {
  const auth = requireAuth(request);
  const own = ownEdit(auth.user.id, identity);
  if (!own) throw AppError.notFound();
  const [row] = await db
    .update(digitalDocuments)
    .set({ archivedAt: new Date() })
    .where(own)
    .returning({ name: digitalDocuments.name });
  if (!row) throw AppError.notFound();
  return { success: `${row.name} archived` };
}

/** DELETE /api/digital-edit/{identity}: a failed edit only ('automated-edit-failure' offers nothing else), with its file. */
export async function deleteFailedEdit(
  deps: { db: Db; storage: TStorage; log: Pick<FastifyBaseLogger, 'warn'> },
  request: FastifyRequest,
  identity: string,
): Promise<TDigitalEditArchiveResponse> {
  const auth = requireAuth(request);
  const own = ownEdit(auth.user.id, identity);
  if (!own) throw AppError.notFound();
  const [row] = await deps.db
    .delete(digitalDocuments)
    .where(and(own, eq(digitalDocuments.status, 'failed')))
    .returning({ name: digitalDocuments.name, storedName: digitalDocuments.storedName });
  if (!row) {
    const [exists] = await deps.db.select({ id: digitalDocuments.id }).from(digitalDocuments).where(own);
    throw exists ? new AppError(409, DIGITAL_EDIT_ERROR.notDeletable) : AppError.notFound();
  }
  await deps.storage
    .delete(row.storedName)
    .catch((error) => deps.log.warn({ err: error }, 'deleted edit file not removed from storage'));
  return { success: `${row.name} deleted` };
}

/**
 * GET /api/digital-edit/{identity}/download: the edited .docx with tracked changes, as "<name> (edited).docx".
 * An archived edit, one not completed or whose result is gone answers 404 'curie.file-archived'.
 */
export async function downloadEdit(
  deps: { db: Db; storage: TStorage },
  request: FastifyRequest,
  reply: FastifyReply,
  identity: string,
) {
  const auth = requireAuth(request);
  const own = ownEdit(auth.user.id, identity, { withArchived: true });
  if (!own) throw AppError.notFound();
  const [row] = await deps.db.select().from(digitalDocuments).where(own);
  if (!row) throw AppError.notFound();
  if (row.archivedAt || row.status !== 'completed' || !row.resultStoredName || !row.resultName) {
    throw new AppError(404, DIGITAL_EDIT_ERROR.fileArchived);
  }
  const stream = await deps.storage.get(row.resultStoredName).catch((error) => {
    if (error instanceof StoredFileNotFoundError) throw new AppError(404, DIGITAL_EDIT_ERROR.fileArchived);
    throw error;
  });
  return sendDownload(reply, {
    stream,
    fileName: row.resultName,
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    size: row.resultSize ?? 0,
  });
}

/** GET /api/digital-documents/recent: the home page's three most recent edits and translations, newest first. */
export async function recentDocuments(reads: TEditReads, request: FastifyRequest): Promise<TRecentDigitalDocumentsResponse> {
  const row = await requireSessionRead(request, reads.recent);
  return {
    documents: row.documents.map((document) => ({
      identity: document.identity,
      kind: document.kind,
      name: document.name,
      status: document.status,
      createdAt: document.createdAt.toISOString(),
      resultName: document.status === 'completed' ? document.resultName : null,
    })),
  };
}
