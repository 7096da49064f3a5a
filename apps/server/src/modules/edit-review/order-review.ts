import { buffer } from 'node:stream/consumers';
import { MESSAGE } from '@portal/domain';
import type { TEditReviewDecisionsRequest, TEditReviewResponse, TReviewDecision } from '@portal/domain/api/edit-review';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { StoredFileNotFoundError, type TStorage } from '../../integrations/storage/storage.ts';
import { contentDisposition } from '../../platform/content-disposition.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parsePool } from '../../platform/parse-pool/shared-pools.ts';
import { isLiveSession, requireSessionRead, selectWithSession } from '../../platform/sessions.ts';
import { users } from '../../schema/account.ts';
import { editReviewDecisions, editReviewDocuments } from '../../schema/edit-review.ts';
import { deliverables } from '../../schema/fulfilment.ts';
import { orders } from '../../schema/orders.ts';
import { deliverableKeyOf, downloadAllowedOf } from '../orders/index.ts';
import type { TReviewDocument } from './engine/review-model.ts';
import type { TReviewVersion } from './engine/review-tasks.ts';
import { keepReviewModel, readReviewModel } from './read-job.ts';

const REVIEW_TASKS = new URL('./engine/review-tasks.ts', import.meta.url);
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
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
    decisions: sql<Record<string, TReviewDecision> | null>`(select json_object_agg(r.change_id, r.decision)
      from ${editReviewDecisions} r where r.deliverable_id = ${deliverables.id})`,
  })
    .leftJoin(orders, and(eq(orders.userId, users.id), eq(orders.externalId, sql.placeholder('externalId'))))
    .leftJoin(deliverables, eq(deliverables.id, chosen))
    .leftJoin(editReviewDocuments, eq(editReviewDocuments.deliverableId, deliverables.id))
    .where(isLiveSession)
    .prepare('edit_review_read');
}

export type TReviewRead = ReturnType<typeof prepareReviewRead>;
export type TReviewDeps = { db: Db; read: TReviewRead; storage: TStorage; log: Pick<FastifyBaseLogger, 'warn'> };

/** The user's file under review, or 404 (no such order, no .docx) / 403 (not downloadable before payment). */
export async function findReviewedFile(deps: TReviewDeps, request: FastifyRequest, externalId: string, key: string | undefined) {
  const row = await requireSessionRead(request, deps.read, { externalId, key: key ? deliverableKeyOf(key) : ANY_FILE });
  if (row.orderId === null || !row.file?.id) throw AppError.notFound();
  if (!row.isAllowed) throw new AppError(403, MESSAGE.downloadAwaitingPayment);
  return { ...row, file: row.file as { id: number; key: string; name: string; storedName: string } };
}

async function bytesOf(deps: TReviewDeps, file: { key: string; storedName: string }): Promise<Buffer> {
  try {
    return await buffer(await deps.storage.get(file.storedName));
  } catch (error) {
    if (!(error instanceof StoredFileNotFoundError)) throw error;
    deps.log.warn({ deliverable: file.key }, 'deliverable row without stored content');
    throw AppError.notFound();
  }
}

/**
 * The user's file under review with its reading: kept since its delivery (read-job.ts), or, for a file delivered
 * before that job existed or while it waits, read from the .docx in a parse process now and kept.
 */
export async function readReviewedFile(deps: TReviewDeps, request: FastifyRequest, externalId: string, key: string | undefined) {
  const row = await findReviewedFile(deps, request, externalId, key);
  let model = row.model as TReviewDocument | null;
  if (!model) {
    const content = await bytesOf(deps, row.file);
    try {
      model = await readReviewModel(content);
    } catch (error) {
      deps.log.warn({ deliverable: row.file.key, error: String(error) }, 'edited file could not be read for review');
      throw new AppError(422, MESSAGE.reviewFileUnreadable);
    }
    await keepReviewModel(deps.db, row.file.id, model);
  }
  return { ...row, model };
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
  const { file, model } = await readReviewedFile(deps, request, externalId, body.file);
  const known = new Set(model.changes.map((change) => change.id));
  if (body.decisions.some((item) => !known.has(item.change))) throw AppError.invalid({ decisions: MESSAGE.invalidValue });
  const fileId = file.id;
  const latest = new Map(body.decisions.map((item) => [item.change, item.decision]));
  const decided = [...latest].flatMap(([changeId, decision]) =>
    decision ? [{ deliverableId: fileId, changeId, decision }] : [],
  );
  const undone = [...latest].flatMap(([changeId, decision]) => (decision ? [] : [changeId]));
  await deps.db.transaction(async (tx) => {
    if (decided.length > 0) {
      await tx
        .insert(editReviewDecisions)
        .values(decided)
        .onConflictDoUpdate({
          target: [editReviewDecisions.deliverableId, editReviewDecisions.changeId],
          set: { decision: sql`excluded.decision`, decidedAt: sql`now()` },
        });
    }
    if (undone.length > 0) {
      await tx
        .delete(editReviewDecisions)
        .where(and(eq(editReviewDecisions.deliverableId, fileId), inArray(editReviewDecisions.changeId, undone)));
    }
  });
  const rows = await deps.db
    .select({ changeId: editReviewDecisions.changeId, decision: editReviewDecisions.decision })
    .from(editReviewDecisions)
    .where(eq(editReviewDecisions.deliverableId, fileId));
  return { decisions: Object.fromEntries(rows.map((row) => [row.changeId, row.decision as TReviewDecision])) };
}

const versionName = (name: string, version: TReviewVersion) =>
  `${name.replace(/\.docx$/i, '')}${version === 'clean' ? '-clean' : '-reviewed'}.docx`;

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
  const content = await bytesOf(deps, row.file);
  let written: Buffer;
  try {
    written = await parsePool('documents').run<Buffer>(REVIEW_TASKS, 'writeVersion', [
      content,
      params.version,
      Object.entries(row.decisions ?? {}),
    ]);
  } catch (error) {
    deps.log.warn({ deliverable: row.file.key, error: String(error) }, 'reviewed version could not be written');
    throw new AppError(422, MESSAGE.reviewFileUnreadable);
  }
  const bytes = Buffer.isBuffer(written) ? written : Buffer.from(written);
  return reply
    .header('Content-Type', DOCX_TYPE)
    .header('Content-Length', String(bytes.length))
    .header('Content-Disposition', contentDisposition('attachment', versionName(row.file.name, params.version)))
    .header('Cache-Control', 'private, no-store')
    .send(bytes);
}
