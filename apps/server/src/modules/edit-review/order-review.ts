import { MESSAGE } from '@portal/domain';
import type { TEditReviewDecisionsRequest, TEditReviewResponse, TReviewDecision } from '@portal/domain/api/edit-review';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { isLiveSession, requireSessionRead, selectWithSession } from '../../platform/sessions.ts';
import { users } from '../../schema/account.ts';
import { editReviewDocuments } from '../../schema/edit-review.ts';
import { deliverables } from '../../schema/fulfilment.ts';
import { orders } from '../../schema/orders.ts';
import { deliverableKeyOf, downloadAllowedOf } from '../orders/index.ts';
import type { TReviewVersion } from './engine/review-tasks.ts';
import {
  decisionsOf,
  modelOf,
  sendReviewedVersion,
  storeDecisions,
  type TReviewedFile,
  type TReviewStoreDeps,
} from './review-store.ts';

/** Matches no deliverable: "the latest .docx" when no file is named. */
const ANY_FILE = '00000000-0000-0000-0000-000000000000';

/**
 * The file under review: the named deliverable of the user's order, or its latest current .docx; with its kept
 * reading and the decisions so far. One statement with the session; another user's order is not joined.
 */
export function prepareReviewRead(db: Db) {
  const chosen = sql`(select d.id from ${deliverables} d where d.order_id = ${orders.id} and d.removed_at is null
    and lower(d.original_name) like '%.docx' and (d.key = ${sql.placeholder('key')}::uuid or ${sql.placeholder('key')}::uuid = ${ANY_FILE}::uuid)
    order by d.created_at desc, d.id desc limit 1)`;
  return selectWithSession(db, {
    orderId: orders.id,
    isAllowed: downloadAllowedOf(orders.id, orders.status),
    file: { id: deliverables.id, key: deliverables.key, name: deliverables.originalName, storedName: deliverables.storedName },
    model: editReviewDocuments.model,
    decisions: decisionsOf('deliverableId', deliverables.id),
  })
    .leftJoin(orders, and(eq(orders.userId, users.id), eq(orders.externalId, sql.placeholder('externalId'))))
    .leftJoin(deliverables, eq(deliverables.id, chosen))
    .leftJoin(editReviewDocuments, eq(editReviewDocuments.deliverableId, deliverables.id))
    .where(isLiveSession)
    .prepare('edit_review_read');
}

export type TReviewRead = ReturnType<typeof prepareReviewRead>;
export type TReviewDeps = TReviewStoreDeps & { read: TReviewRead };

/** The user's file under review, or 404 (no such order, no .docx) / 403 (not downloadable before payment). */
export async function findReviewedFile(deps: TReviewDeps, request: FastifyRequest, externalId: string, key: string | undefined) {
  const row = await requireSessionRead(request, deps.read, { externalId, key: key ? deliverableKeyOf(key) : ANY_FILE });
  if (row.orderId === null || !row.file?.id) throw AppError.notFound();
  if (!row.isAllowed) throw new AppError(403, MESSAGE.downloadAwaitingPayment);
  return { ...row, file: row.file as { id: number; key: string; name: string; storedName: string } };
}

/** The order's file as the review store takes it. */
const reviewedFileOf = (row: Awaited<ReturnType<typeof findReviewedFile>>): TReviewedFile => ({
  column: 'deliverableId',
  ...row.file,
  model: row.model,
  decisions: row.decisions,
});

/**
 * The user's file under review with its reading: kept since its delivery (read-job.ts), or, for a file delivered
 * before that job existed or while it waits, read from the .docx in a parse process now and kept.
 */
export async function readReviewedFile(deps: TReviewDeps, request: FastifyRequest, externalId: string, key: string | undefined) {
  const row = await findReviewedFile(deps, request, externalId, key);
  return { ...row, model: await modelOf(deps, reviewedFileOf(row)) };
}

/**
 * The review of an order's edited file (GET /api/order/{externalId}/review). A file that cannot be read
 * answers 422, never a 500.
 */
export async function openOrderReview(
  deps: TReviewDeps,
  request: FastifyRequest,
  externalId: string,
  key: string | undefined,
): Promise<TEditReviewResponse> {
  const { file, model, decisions } = await readReviewedFile(deps, request, externalId, key);
  return { review: { file: { key: file.key, name: file.name }, ...model, decisions: decisions ?? {} } };
}

/**
 * Saves decisions (PUT /api/order/{externalId}/review/decisions): one row per change, so two tabs deciding
 * different changes keep both; null takes a decision back. Ids the file does not have answer 400.
 */
export async function saveReviewDecisions(
  deps: TReviewDeps,
  request: FastifyRequest,
  externalId: string,
  body: TEditReviewDecisionsRequest,
): Promise<{ decisions: Record<string, TReviewDecision> }> {
  const row = await findReviewedFile(deps, request, externalId, body.file);
  return storeDecisions(deps, reviewedFileOf(row), body.decisions);
}

/**
 * "Download my version" (GET /api/order/{externalId}/review/download): the delivered .docx with the decided
 * changes applied and the undecided ones still tracked, or a clean copy with every change accepted.
 */
export async function downloadReviewedVersion(
  deps: TReviewDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  params: { externalId: string; key: string; version: TReviewVersion },
): Promise<FastifyReply> {
  const row = await findReviewedFile(deps, request, params.externalId, params.key);
  return sendReviewedVersion(deps, reply, reviewedFileOf(row), params.version);
}
