import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { StoredFileNotFoundError, type TStorage } from '../../integrations/storage/storage.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { enqueueJob, type TJobHandler } from '../../platform/jobs.ts';
import { parsePool } from '../../platform/parse-pool/shared-pools.ts';
import { editReviewDocuments } from '../../schema/edit-review.ts';
import { deliverables } from '../../schema/fulfilment.ts';
import type { TReviewDocument } from './engine/review-model.ts';

const REVIEW_TASKS = new URL('./engine/review-tasks.ts', import.meta.url);

/** The job that reads a delivered .docx for the review as soon as it is delivered (docs/decisions.md). */
export const READ_DELIVERED_JOB = 'edit-review.read-delivered';

/** A delivered .docx read into the review's model in a parse process (a hostile file ends that process only). */
export const readReviewModel = (content: Buffer) =>
  parsePool('documents').run<TReviewDocument>(REVIEW_TASKS, 'readReview', [content]);

/**
 * How many changes the review of a .docx lists, by the review's own grouping (a replacement is its deletion and
 * its insertion, two changes, as Word shows them): the count a digital edit records for its details page.
 */
export const reviewChangeCount = (content: Buffer) => parsePool('documents').run<number>(REVIEW_TASKS, 'countChanges', [content]);

/**
 * Keeps a file's reading, an order's deliverable or a digital edit's result; a reading kept meanwhile (another
 * request, the job) stays as it is.
 */
export async function keepReviewModel(
  db: DbOrTx,
  file: { column: 'deliverableId' | 'digitalDocumentId'; id: number },
  model: TReviewDocument,
): Promise<void> {
  await db
    .insert(editReviewDocuments)
    .values({ [file.column]: file.id, model, changeCount: model.changes.length })
    .onConflictDoNothing();
}

/**
 * Queues the reading of a just-delivered file, in the transaction that records it: only a .docx is read.
 * The review then opens warm; until the job has run, opening the review reads the file itself.
 */
export async function queueDeliveredReading(tx: DbOrTx, deliverable: { id: number; name: string }): Promise<void> {
  if (/\.docx$/i.test(deliverable.name)) await enqueueJob(tx, READ_DELIVERED_JOB, { deliverable: deliverable.id });
}

/**
 * Reads a delivered .docx and keeps its reading. A file already read, removed, gone from storage or that
 * cannot be read is left alone (the review answers it as it would have): nothing to retry.
 */
export function editReviewJobHandlers(deps: {
  db: Db;
  storage: TStorage;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): Record<string, TJobHandler> {
  const { db, storage, log } = deps;
  const readDelivered: TJobHandler = async (job) => {
    const id = Number(job.payload.deliverable);
    if (!Number.isSafeInteger(id)) return;
    const [row] = await db
      .select({ storedName: deliverables.storedName, key: deliverables.key, kept: editReviewDocuments.deliverableId })
      .from(deliverables)
      .leftJoin(editReviewDocuments, eq(editReviewDocuments.deliverableId, deliverables.id))
      .where(eq(deliverables.id, id));
    if (!row || row.kept !== null) return;
    let content: Buffer;
    try {
      content = await buffer(await storage.get(row.storedName));
    } catch (error) {
      if (error instanceof StoredFileNotFoundError) return;
      throw error;
    }
    let model: TReviewDocument;
    try {
      model = await readReviewModel(content);
    } catch (error) {
      log.warn({ deliverable: row.key, error: String(error) }, 'delivered file could not be read for review');
      return;
    }
    await keepReviewModel(db, { column: 'deliverableId', id }, model);
  };
  return { [READ_DELIVERED_JOB]: readDelivered };
}
