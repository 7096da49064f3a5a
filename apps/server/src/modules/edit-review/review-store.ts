import { buffer } from 'node:stream/consumers';
import { MESSAGE } from '@portal/domain';
import type { TEditReviewDecisionsRequest, TReviewDecision } from '@portal/domain/api/edit-review';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { StoredFileNotFoundError, type TStorage } from '../../integrations/storage/storage.ts';
import { contentDisposition } from '../../platform/content-disposition.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parsePool } from '../../platform/parse-pool/shared-pools.ts';
import { editReviewDecisions } from '../../schema/edit-review.ts';
import type { TReviewDocument } from './engine/review-model.ts';
import type { TReviewVersion } from './engine/review-tasks.ts';
import { keepReviewModel, readReviewModel } from './read-job.ts';

const REVIEW_TASKS = new URL('./engine/review-tasks.ts', import.meta.url);
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Which kind of file the review rows belong to: an order's deliverable or a digital edit's result. */
export type TReviewedColumn = 'deliverableId' | 'digitalDocumentId';

/**
 * A file under review, whoever owns it: the review rows' column and id, the stored bytes, the name the
 * download is named after, the key logged, and the kept reading and decisions as its read found them.
 */
export type TReviewedFile = {
  column: TReviewedColumn;
  id: number;
  key: string;
  name: string;
  storedName: string;
  model: unknown;
  decisions: Record<string, TReviewDecision> | null;
};

export type TReviewStoreDeps = { db: Db; storage: TStorage; log: Pick<FastifyBaseLogger, 'warn'> };

/** The decisions of the file a read selects, by change id (a subquery of that read). */
export function decisionsOf(column: TReviewedColumn, fileId: SQL | unknown) {
  return sql<Record<string, TReviewDecision> | null>`(select json_object_agg(r.change_id, r.decision)
    from ${editReviewDecisions} r where ${sql.raw(column === 'deliverableId' ? 'r.deliverable_id' : 'r.digital_document_id')} = ${fileId})`;
}

async function bytesOf(deps: TReviewStoreDeps, file: TReviewedFile): Promise<Buffer> {
  try {
    return await buffer(await deps.storage.get(file.storedName));
  } catch (error) {
    if (!(error instanceof StoredFileNotFoundError)) throw error;
    deps.log.warn({ file: file.key }, 'reviewed file without stored content');
    throw AppError.notFound();
  }
}

/** The file's reading: read from the .docx in a parse process the first time, kept afterwards. */
export async function modelOf(deps: TReviewStoreDeps, file: TReviewedFile): Promise<TReviewDocument> {
  const kept = file.model as TReviewDocument | null;
  if (kept) return kept;
  const content = await bytesOf(deps, file);
  let model: TReviewDocument;
  try {
    model = await readReviewModel(content);
  } catch (error) {
    deps.log.warn({ file: file.key, error: String(error) }, 'edited file could not be read for review');
    throw new AppError(422, MESSAGE.reviewFileUnreadable);
  }
  await keepReviewModel(deps.db, file, model);
  return model;
}

/**
 * Saves decisions: one row per change, so two tabs deciding different changes keep both; null takes a
 * decision back. Ids the file does not have answer 400. Answers every decision of the file as saved.
 */
export async function storeDecisions(
  deps: TReviewStoreDeps,
  file: TReviewedFile,
  decisions: TEditReviewDecisionsRequest['decisions'],
): Promise<{ decisions: Record<string, TReviewDecision> }> {
  const model = await modelOf(deps, file);
  const known = new Set(model.changes.map((change) => change.id));
  if (decisions.some((item) => !known.has(item.change))) throw AppError.invalid({ decisions: MESSAGE.invalidValue });
  const owner = editReviewDecisions[file.column];
  const latest = new Map(decisions.map((item) => [item.change, item.decision]));
  const decided = [...latest].flatMap(([changeId, decision]) =>
    decision ? [{ [file.column]: file.id, changeId, decision }] : [],
  );
  const undone = [...latest].flatMap(([changeId, decision]) => (decision ? [] : [changeId]));
  await deps.db.transaction(async (tx) => {
    if (decided.length > 0) {
      await tx
        .insert(editReviewDecisions)
        .values(decided)
        .onConflictDoUpdate({
          target: [owner, editReviewDecisions.changeId],
          set: { decision: sql`excluded.decision`, decidedAt: sql`now()` },
        });
    }
    if (undone.length > 0) {
      await tx.delete(editReviewDecisions).where(and(eq(owner, file.id), inArray(editReviewDecisions.changeId, undone)));
    }
  });
  const rows = await deps.db
    .select({ changeId: editReviewDecisions.changeId, decision: editReviewDecisions.decision })
    .from(editReviewDecisions)
    .where(eq(owner, file.id));
  return { decisions: Object.fromEntries(rows.map((row) => [row.changeId, row.decision as TReviewDecision])) };
}

const versionName = (name: string, version: TReviewVersion) =>
  `${name.replace(/\.docx$/i, '')}${version === 'clean' ? '-clean' : '-reviewed'}.docx`;

/**
 * "Download my version": the file with the decided changes applied and the undecided ones still tracked, or
 * a clean copy with every change accepted; every other part of the package byte for byte.
 */
export async function sendReviewedVersion(
  deps: TReviewStoreDeps,
  reply: FastifyReply,
  file: TReviewedFile,
  version: TReviewVersion,
): Promise<FastifyReply> {
  const content = await bytesOf(deps, file);
  let written: Buffer;
  try {
    written = await parsePool('documents').run<Buffer>(REVIEW_TASKS, 'writeVersion', [
      content,
      version,
      Object.entries(file.decisions ?? {}),
    ]);
  } catch (error) {
    deps.log.warn({ file: file.key, error: String(error) }, 'reviewed version could not be written');
    throw new AppError(422, MESSAGE.reviewFileUnreadable);
  }
  const bytes = Buffer.isBuffer(written) ? written : Buffer.from(written);
  return reply
    .header('Content-Type', DOCX_TYPE)
    .header('Content-Length', String(bytes.length))
    .header('Content-Disposition', contentDisposition('attachment', versionName(file.name, version)))
    .header('Cache-Control', 'private, no-store')
    .send(bytes);
}
