import { buffer } from 'node:stream/consumers';
import { StoredFileNotFoundError, type TStorage } from '../../../integrations/storage/storage.ts';
import type { Db } from '../../../platform/db.ts';
import { type TJobHandler, withParking } from '../../../platform/jobs.ts';
import type { TOrderFormService } from '../../order-form/service.ts';
import type { TDocumentAnalyser } from '../document-analyser.ts';
import { findFileById, findManuscriptLanguageIdByIso } from '../repository.ts';

export const ANALYSE_DOCUMENT_JOB = 'analyse-document';

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
    await db.transaction((tx) =>
      orderForm.updateOrderFormFileAnalysis(tx, fileId, { wordCount: null, languageId: null, analysisStatus: 'failed' }),
    );
  };
  // Given up for good: the researcher is asked for the words, as for a document that cannot be read.
  return withParking(
    async (job) => {
      const fileId = Number(job.payload.fileId);
      const file = await findFileById(db, fileId);
      if (file?.analysisStatus !== 'pending') return;
      const stored = await storage.get(file.storedName).catch((error) => {
        if (error instanceof StoredFileNotFoundError) return null;
        throw error;
      });
      const analysis = stored ? await analyser.analyse(file.originalName, await buffer(stored)) : null;
      const languageId = analysis?.languageIso ? await findManuscriptLanguageIdByIso(db, analysis.languageIso) : null;
      await db.transaction((tx) =>
        orderForm.updateOrderFormFileAnalysis(tx, fileId, {
          wordCount: analysis?.wordCount ?? null,
          languageId,
          analysisStatus: analysis ? 'done' : 'failed',
        }),
      );
    },
    (job) => recordFailed(Number(job.payload.fileId)),
  );
}
