import type { TEditReviewDecisionsRequest, TEditReviewResponse, TReviewDecision } from '@portal/domain/api/edit-review';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { requireAuth } from '../../platform/sessions.ts';
import { digitalDocuments } from '../../schema/digital-documents.ts';
import { editReviewDocuments } from '../../schema/edit-review.ts';
import { ownDocument } from '../digital-documents/index.ts';
import type { TReviewVersion } from './engine/review-tasks.ts';
import type { TReviewedFile, TReviewStoreDeps } from './review-store.ts';
import { decisionsOf, modelOf, sendReviewedVersion, storeDecisions } from './review-store.ts';

/**
 * Whether the path's digital edit is the caller's (archived ones included): the route-access check that answers
 * another researcher 404 before a review call's body or query is read.
 */
export async function ownsDigitalEdit(db: DbOrTx, request: FastifyRequest, identity: string): Promise<boolean> {
  const userId = request.auth?.user.id;
  const own = userId === undefined ? null : ownDocument('edit', userId, identity, { withArchived: true });
  if (!own) return false;
  const [row] = await db.select({ id: digitalDocuments.id }).from(digitalDocuments).where(own).limit(1);
  return row !== undefined;
}

/**
 * The researcher's completed digital edit under review: its result (the edited .docx with tracked changes),
 * with the kept reading and the decisions so far. Another researcher's edit, one still processing, failed or
 * archived, one whose result is gone, and a `file` that is not the edit's own all answer 404: the review is
 * there exactly when the edited file may be downloaded (docs/decisions.md, "Review the edits of a digital edit").
 */
export async function findDigitalEditFile(
  deps: TReviewStoreDeps,
  request: FastifyRequest,
  identity: string,
  file: string | undefined,
): Promise<TReviewedFile> {
  const own = ownDocument('edit', requireAuth(request).user.id, identity, { withArchived: true });
  if (!own || (file !== undefined && file.toLowerCase() !== identity.toLowerCase())) throw AppError.notFound();
  const [row] = await deps.db
    .select({
      id: digitalDocuments.id,
      identity: digitalDocuments.identity,
      status: digitalDocuments.status,
      archivedAt: digitalDocuments.archivedAt,
      resultName: digitalDocuments.resultName,
      resultStoredName: digitalDocuments.resultStoredName,
      model: editReviewDocuments.model,
      decisions: decisionsOf('digitalDocumentId', digitalDocuments.id),
    })
    .from(digitalDocuments)
    .leftJoin(editReviewDocuments, eq(editReviewDocuments.digitalDocumentId, digitalDocuments.id))
    .where(own);
  if (!row || row.archivedAt || row.status !== 'completed' || !row.resultName || !row.resultStoredName) {
    throw AppError.notFound();
  }
  return {
    column: 'digitalDocumentId',
    id: row.id,
    key: row.identity,
    name: row.resultName,
    storedName: row.resultStoredName,
    model: row.model,
    decisions: row.decisions,
  };
}

/** GET /api/digital-edit/{identity}/review: the edited file's blocks, changes and the decisions so far. */
export async function openDigitalEditReview(
  deps: TReviewStoreDeps,
  request: FastifyRequest,
  identity: string,
  key: string | undefined,
): Promise<TEditReviewResponse> {
  const file = await findDigitalEditFile(deps, request, identity, key);
  const model = await modelOf(deps, file);
  return { review: { file: { key: file.key, name: file.name }, ...model, decisions: file.decisions ?? {} } };
}

/** PUT /api/digital-edit/{identity}/review/decisions: as an order's (one row per change; null takes one back). */
export async function saveDigitalEditDecisions(
  deps: TReviewStoreDeps,
  request: FastifyRequest,
  identity: string,
  body: TEditReviewDecisionsRequest,
): Promise<{ decisions: Record<string, TReviewDecision> }> {
  return storeDecisions(deps, await findDigitalEditFile(deps, request, identity, body.file), body.decisions);
}

/** GET /api/digital-edit/{identity}/review/download?file=&version=: my version or a clean copy of the edited file. */
export async function downloadDigitalEditVersion(
  deps: TReviewStoreDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  params: { identity: string; file: string; version: TReviewVersion },
): Promise<FastifyReply> {
  return sendReviewedVersion(deps, reply, await findDigitalEditFile(deps, request, params.identity, params.file), params.version);
}
