import { buffer } from 'node:stream/consumers';
import { ZDigitalTranslationLanguage } from '@portal/domain/api/digital-purchases';
import { DIGITAL_TRANSLATION_ERROR } from '@portal/domain/api/digital-translation';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { StoredFileNotFoundError, type TStorage } from '../../../integrations/storage/storage.ts';
import { TranslationEngineError } from '../../../integrations/translation/engine.ts';
import { PAIR_OF_LANGUAGE, type TTranslationEngines } from '../../../integrations/translation/engines.ts';
import type { Db } from '../../../platform/db.ts';
import { createJobProgress, type TJobProgress } from '../../../platform/job-events.ts';
import { type TJobHandler, withParking } from '../../../platform/jobs.ts';
import { digitalDocuments, lockedTerms } from '../../../schema/digital-documents.ts';
import { failDigitalDocument } from '../../digital-documents/index.ts';
import { translateUploadedDocument } from '../pooled-translation.ts';
import { UntranslatableDocumentError } from '../translate-document.ts';
import { resultNameOf } from '../translation-view.ts';

export const TRANSLATE_DOCUMENT_JOB = 'translate-document';

/**
 * Translates one uploaded manuscript with the engine configured for its language (Apertium runs as a child
 * process, the HTTP engines elsewhere: the engine's work is never on this event loop), with the researcher's
 * locked terms, and stores the translated .docx. The result is written by one conditional update (only while
 * the row is still processing): a repeated or retried job stores nothing twice, and a result stored by an
 * attempt that lost the race is removed. A document that cannot be read fails at once; an engine that fails
 * is retried, and the translation fails on the last attempt ('digital-translation-failure').
 */
export function createTranslateDocumentHandler(deps: {
  db: Db;
  storage: TStorage;
  translation: TTranslationEngines;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): TJobHandler {
  const { db, storage, translation, log } = deps;

  const progressOf = (row: { userId: number; identity: string }) =>
    createJobProgress(db, { userId: row.userId, topic: 'digital-translation', id: row.identity }, log);
  const fail = (id: number, progress?: TJobProgress) =>
    failDigitalDocument(db, id, DIGITAL_TRANSLATION_ERROR.failure, progressOf, progress);

  return withParking(
    async (job) => {
      const id = Number(job.payload.documentId);
      const [row] = await db.select().from(digitalDocuments).where(eq(digitalDocuments.id, id));
      if (row?.kind !== 'translation' || row.status !== 'processing') return;
      const progress = progressOf(row);
      await progress.step('reading');
      const language = ZDigitalTranslationLanguage.safeParse(row.language);
      const engine = language.success ? await translation.engineFor(PAIR_OF_LANGUAGE[language.data]) : null;
      if (!language.success || !engine) {
        // The engine may come back (a server down, a package being installed): retried, failed on the last attempt.
        if (job.attempts < job.maxAttempts) throw new TranslationEngineError(`no engine offers ${row.language}`);
        return void (await fail(id, progress));
      }
      const stored = await storage.get(row.storedName).catch((error) => {
        if (error instanceof StoredFileNotFoundError) return null;
        throw error;
      });
      if (!stored) return void (await fail(id, progress));
      const content = await buffer(stored);
      const glossary = await db
        .select({ term: lockedTerms.term, rendering: lockedTerms.rendering })
        .from(lockedTerms)
        .where(eq(lockedTerms.userId, row.userId));
      const pair = PAIR_OF_LANGUAGE[language.data];
      let result: Awaited<ReturnType<typeof translateUploadedDocument>>;
      await progress.step('translating');
      try {
        result = await translateUploadedDocument(row.name, content, (segments) =>
          engine.translate({ ...pair, segments, glossary }),
        );
      } catch (error) {
        if (error instanceof UntranslatableDocumentError || job.attempts >= job.maxAttempts) {
          log.warn({ err: error, documentId: id }, 'digital translation failed');
          return void (await fail(id, progress));
        }
        throw error;
      }
      await progress.step('saving');
      const resultStoredName = await storage.put(result.content);
      const written = await db.transaction(async (tx) => {
        const [done] = await tx
          .update(digitalDocuments)
          .set({
            status: 'completed',
            resultName: resultNameOf(row.name),
            resultStoredName,
            resultSize: result.content.length,
            changeCount: result.paragraphCount,
            completedAt: sql`now()`,
          })
          .where(and(eq(digitalDocuments.id, id), eq(digitalDocuments.status, 'processing')))
          .returning({ id: digitalDocuments.id });
        if (done) await progress.finish('done', tx);
        return done;
      });
      if (!written) await storage.delete(resultStoredName).catch(() => undefined);
    },
    (job) => fail(Number(job.payload.documentId)).then(() => undefined),
  );
}

export function digitalTranslationJobHandlers(deps: {
  db: Db;
  storage: TStorage;
  translation: TTranslationEngines;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  return { [TRANSLATE_DOCUMENT_JOB]: createTranslateDocumentHandler(deps) };
}
