import {
  DIGITAL_EDIT_PAGE_SIZE,
  RECENT_DIGITAL_DOCUMENTS,
  type TDigitalEditDetailsResponse,
  type TDigitalEditSearchResponse,
  type TRecentDigitalDocumentsResponse,
  type ZDigitalEditSearchQuery,
} from '@portal/domain/api/digital-edit';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { isLiveSession, requireAuth, requireSessionRead, selectWithSession } from '../../platform/sessions.ts';
import { digitalDocuments } from '../../schema/digital-documents.ts';
import { ownDocument, prepareDocumentSearch, recentDocumentsOf, searchDocuments } from '../digital-documents/index.ts';
import { editViewOf } from './edit-view.ts';

/**
 * The list's reads, each one statement with the session: the page (or the polled identities) of the
 * researcher's edits, and the home page's most recent documents. Both read digital_documents alone: they are
 * kept by the read cache.
 */
export function prepareEditReads(db: Db) {
  return {
    search: prepareDocumentSearch(db, 'edit', DIGITAL_EDIT_PAGE_SIZE, 'digital_edit_search'),
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
  const { rows, pagination } = await searchDocuments(reads.search, request, query, DIGITAL_EDIT_PAGE_SIZE);
  return { results: rows.map(editViewOf), pagination };
}

/** GET /api/digital-edit/{identity}: one of the researcher's edits; another's answers 404. */
export async function editDetails(db: Db, request: FastifyRequest, identity: string): Promise<TDigitalEditDetailsResponse> {
  const own = ownDocument('edit', requireAuth(request).user.id, identity, { withArchived: true });
  if (!own) throw AppError.notFound();
  const [row] = await db.select().from(digitalDocuments).where(own);
  if (!row) throw AppError.notFound();
  return { digitalEdit: editViewOf(row) };
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
