import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { StoredFileNotFoundError, type TStorage } from '../../../integrations/storage/storage.ts';
import type { Db } from '../../../platform/db.ts';
import { createJobProgress, type TJobProgress } from '../../../platform/job-events.ts';
import { type TJobHandler, withParking } from '../../../platform/jobs.ts';
import { orderForms } from '../../../schema/order-form.ts';
import type { TOrderFormService } from '../../order-form/index.ts';
import type { TDocumentAnalyser } from '../document-analyser.ts';
import { findFileById, findManuscriptLanguageIdByIso } from '../repository.ts';

export const ANALYSE_DOCUMENT_JOB = 'analyse-document';

/** The progress of a form's analysis, told to the form's owner (an anonymous form's page polls). */
async function analysisProgress(db: Db, orderFormId: number): Promise<TJobProgress> {
  const [form] = await db
    .select({ userId: orderForms.userId, identity: orderForms.identity })
    .from(orderForms)
    .where(eq(orderForms.id, orderFormId));
  return createJobProgress(db, { userId: form?.userId ?? null, topic: 'document-analysis', id: form?.identity ?? '' });
}

/**
 * Counts the words of an uploaded manuscript and detects its language. Idempotent: a file already
 * analysed, or deleted meanwhile, is left alone. A document that cannot be read is marked failed (the
 * researcher then fills in the manual form) rather than retried; storage and database errors retry.
 */
export function createAnalyseDocumentHandler(deps: {
  db: Db;
  storage: TStorage;
  analyser: TDocumentAnalyser;
  orderForm: Pick<TOrderFormService, 'updateOrderFormFileAnalysis'>;
}): TJobHandler {
  const { db, storage, analyser, orderForm } = deps;
  const recordFailed = async (fileId: number) => {
    const file = await findFileById(db, fileId);
    if (file?.analysisStatus !== 'pending') return;
    const progress = await analysisProgress(db, file.orderFormId);
    await db.transaction(async (tx) => {
      await orderForm.updateOrderFormFileAnalysis(tx, fileId, { wordCount: null, languageId: null, analysisStatus: 'failed' });
      await progress.finish('failed', tx);
    });
  };
  // Given up for good: the researcher is asked for the words, as for a document that cannot be read.
  return withParking(
    async (job) => {
      const fileId = Number(job.payload.fileId);
      const file = await findFileById(db, fileId);
      if (file?.analysisStatus !== 'pending') return;
      const progress = await analysisProgress(db, file.orderFormId);
      await progress.step('analysing');
      const stored = await storage.get(file.storedName).catch((error) => {
        if (error instanceof StoredFileNotFoundError) return null;
        throw error;
      });
      const analysis = stored ? await analyser.analyse(file.originalName, await buffer(stored)) : null;
      const languageId = analysis?.languageIso ? await findManuscriptLanguageIdByIso(db, analysis.languageIso) : null;
      await db.transaction(async (tx) => {
        await orderForm.updateOrderFormFileAnalysis(tx, fileId, {
          wordCount: analysis?.wordCount ?? null,
          languageId,
          analysisStatus: analysis ? 'done' : 'failed',
        });
        await progress.finish(analysis ? 'done' : 'failed', tx);
      });
    },
    (job) => recordFailed(Number(job.payload.fileId)),
  );
}
