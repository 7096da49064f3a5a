import { buffer } from 'node:stream/consumers';
import type { TJobTopic } from '@portal/domain/api/job-events';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { StoredFileNotFoundError, type TStorage } from '../../integrations/storage/storage.ts';
import type { Db } from '../../platform/db.ts';
import { createJobProgress, type TJobProgress } from '../../platform/job-events.ts';
import { type TJob, type TJobHandler, withParking } from '../../platform/jobs.ts';
import { digitalDocuments, type TDigitalDocumentKind, type TDigitalDocumentRow } from '../../schema/digital-documents.ts';
import { failDigitalDocument } from './fail-document.ts';

/** A tool's finished work on a document: the result file, its name, and what the row records of it. */
export type TDocumentResult = {
  content: Buffer;
  resultName: string;
  recorded: Pick<typeof digitalDocuments.$inferInsert, 'changeCount' | 'wordCount' | 'sourceHadRevisions' | 'sourceHadComments'>;
};

/** What a tool's engine is given for one processing document. */
export type TDocumentWork = {
  row: TDigitalDocumentRow;
  job: TJob;
  progress: TJobProgress;
  /** The uploaded manuscript's bytes; null when its file is gone (the document then fails). */
  readUpload: () => Promise<Buffer | null>;
};

/** An uploaded manuscript's bytes, or null when its file is gone from storage (its document then fails). */
export async function readStoredUpload(storage: TStorage, storedName: string): Promise<Buffer | null> {
  const stored = await storage.get(storedName).catch((error) => {
    if (error instanceof StoredFileNotFoundError) return null;
    throw error;
  });
  return stored ? buffer(stored) : null;
}

/**
 * The second half of the digital tools (edit, translation): the job of one uploaded document. It runs only
 * while the row is processing; the tool's `work` reads the upload and runs its engine, answering the result, or
 * 'failed' for a document it cannot do (failed at once with the tool's `failure` key); what it throws retries
 * the job. The result file is stored and the row completed by one conditional update (only while processing:
 * a repeated job writes nothing twice, and a result stored by a job that lost the race is removed). A parked
 * job (its process died twice running it) fails the document. The researcher's page hears of each step.
 */
export function documentJobHandler(
  deps: { db: Db; storage: TStorage; log: Pick<FastifyBaseLogger, 'warn'> },
  tool: {
    kind: TDigitalDocumentKind;
    /** The job events' topic the tool's page listens to. */
    topic: TJobTopic;
    failure: string;
    work: (work: TDocumentWork) => Promise<TDocumentResult | 'failed'>;
  },
): TJobHandler {
  const { db, storage, log } = deps;
  const progressOf = (row: { userId: number; identity: string }) =>
    createJobProgress(db, { userId: row.userId, topic: tool.topic, id: row.identity }, log);
  const fail = (id: number, progress?: TJobProgress) => failDigitalDocument(db, id, tool.failure, progressOf, progress);

  return withParking(
    async (job) => {
      const id = Number(job.payload.documentId);
      const [row] = await db
        .select()
        .from(digitalDocuments)
        .where(and(eq(digitalDocuments.id, id), eq(digitalDocuments.kind, tool.kind)));
      if (row?.status !== 'processing') return;
      const progress = progressOf(row);
      await progress.step('reading');
      const readUpload = () => readStoredUpload(storage, row.storedName);
      const result = await tool.work({ row, job, progress, readUpload });
      if (result === 'failed') return void (await fail(id, progress));
      await progress.step('saving');
      const resultStoredName = await storage.put(result.content);
      const completed = await db.transaction(async (tx) => {
        const [written] = await tx
          .update(digitalDocuments)
          .set({
            status: 'completed',
            resultName: result.resultName,
            resultStoredName,
            resultSize: result.content.length,
            ...result.recorded,
            completedAt: sql`now()`,
          })
          .where(and(eq(digitalDocuments.id, id), eq(digitalDocuments.status, 'processing')))
          .returning({ id: digitalDocuments.id });
        if (written) await progress.finish('done', tx);
        return written;
      });
      if (!completed)
        await storage.delete(resultStoredName).catch((error) => log.warn({ err: error }, 'unused document result not removed'));
    },
    (job) => fail(Number(job.payload.documentId)).then(() => undefined),
  );
}
