import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { StoredFileNotFoundError, type TStorage } from '../../integrations/storage/storage.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { requireAuth } from '../../platform/sessions.ts';
import { digitalDocuments } from '../../schema/digital-documents.ts';
import type { languageAssessments } from '../../schema/grammar-check.ts';
import type { TCatalogueService } from '../catalogue/index.ts';
import { sendDownload } from '../files/index.ts';
import { startProfessionalEditing } from '../order-form/index.ts';

/** The tables of the document tools: a grammar check's, and a digital edit's or translation's. */
export type TDocumentTable = typeof languageAssessments | typeof digitalDocuments;

type TNamedDocument = { name: string; identity: string };

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Archives the caller's document (`own`, null for an identity that cannot be one): it leaves the list. An
 * unknown, another's or an already archived document answers 404.
 */
export async function archiveDocument(db: Db, table: TDocumentTable, own: SQL | null): Promise<TNamedDocument> {
  if (!own) throw AppError.notFound();
  const [row] = await db
    .update(table)
    .set({ archivedAt: new Date() })
    .where(and(own, isNull(table.archivedAt)))
    .returning({ name: table.name, identity: table.identity });
  if (!row) throw AppError.notFound();
  return row;
}

/**
 * Deletes the caller's failed document with its uploaded file: a tool offers nothing else for a failure. Any
 * other of the caller's documents is archived instead, so the call refuses it with the tool's `notDeletable`.
 */
export async function deleteFailedDocument(
  deps: { db: Db; storage: TStorage; log: Pick<FastifyBaseLogger, 'warn'> },
  table: TDocumentTable,
  own: SQL | null,
  notDeletable: string,
): Promise<TNamedDocument> {
  if (!own) throw AppError.notFound();
  const [row] = await deps.db
    .delete(table)
    .where(and(own, eq(table.status, 'failed')))
    .returning({ name: table.name, identity: table.identity, storedName: table.storedName });
  if (!row) {
    const [exists] = await deps.db.select({ id: table.id }).from(table).where(own);
    throw exists ? new AppError(409, notDeletable) : AppError.notFound();
  }
  await deps.storage
    .delete(row.storedName)
    .catch((error) => deps.log.warn({ err: error }, 'deleted document file not removed from storage'));
  return { name: row.name, identity: row.identity };
}

/**
 * Sends the result file of the caller's completed digital edit or translation under its own name. One not
 * completed, whose result is gone (or, when the tool says so, archived) answers `missing`.
 */
export async function downloadResult(
  deps: { db: Db; storage: TStorage },
  reply: FastifyReply,
  own: SQL | null,
  options: { missing: () => AppError; refusesArchived: boolean },
) {
  if (!own) throw AppError.notFound();
  const [row] = await deps.db.select().from(digitalDocuments).where(own);
  if (!row) throw AppError.notFound();
  const { resultStoredName, resultName } = row;
  if ((options.refusesArchived && row.archivedAt) || row.status !== 'completed' || !resultStoredName || !resultName) {
    throw options.missing();
  }
  const stream = await deps.storage.get(resultStoredName).catch((error) => {
    if (error instanceof StoredFileNotFoundError) throw options.missing();
    throw error;
  });
  return sendDownload(reply, { stream, fileName: resultName, contentType: DOCX_TYPE, size: row.resultSize ?? 0 });
}

/**
 * A tool's next step (the grammar check's report, a digital edit): opens the researcher's order form for
 * professional editing with the document's manuscript attached, and answers where the page goes. `own` names
 * the signed-in researcher's document (archived ones included); another's is 404.
 */
export async function startEditingOrderFrom(
  deps: { db: Db; storage: TStorage; catalogue: TCatalogueService; log: Pick<FastifyBaseLogger, 'warn'> },
  request: FastifyRequest,
  table: TDocumentTable,
  own: (userId: number) => SQL | null,
): Promise<string> {
  const auth = requireAuth(request);
  const owned = own(auth.user.id);
  if (!owned) throw AppError.notFound();
  const [document] = await deps.db.select().from(table).where(owned);
  if (!document) throw AppError.notFound();
  return startProfessionalEditing(deps, request, auth.user.id, document);
}
