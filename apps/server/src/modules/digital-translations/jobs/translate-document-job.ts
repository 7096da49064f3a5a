import { ZDigitalTranslationLanguage } from '@portal/domain/api/digital-purchases';
import { DIGITAL_TRANSLATION_ERROR } from '@portal/domain/api/digital-translation';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TStorage } from '../../../integrations/storage/storage.ts';
import { TranslationEngineError } from '../../../integrations/translation/engine.ts';
import { PAIR_OF_LANGUAGE, type TTranslationEngines } from '../../../integrations/translation/engines.ts';
import type { Db } from '../../../platform/db.ts';
import type { TJobHandler } from '../../../platform/jobs.ts';
import { lockedTerms } from '../../../schema/digital-documents.ts';
import { documentJobHandler } from '../../digital-documents/index.ts';
import { translateUploadedDocument } from '../pooled-translation.ts';
import { UntranslatableDocumentError } from '../translate-document.ts';
import { resultNameOf } from '../translation-view.ts';

export const TRANSLATE_DOCUMENT_JOB = 'translate-document';

/**
 * Translates one uploaded manuscript with the engine configured for its language (Apertium runs as a child
 * process, the HTTP engines elsewhere: the engine's work is never on this event loop), with the researcher's
 * locked terms, and gives the translated .docx to the document pipeline to store. A document that cannot be
 * read fails at once; an engine that fails or is missing is retried, and the translation fails on the last
 * attempt ('digital-translation-failure').
 */
export function createTranslateDocumentHandler(deps: {
  db: Db;
  storage: TStorage;
  translation: TTranslationEngines;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): TJobHandler {
  const { db, translation, log } = deps;
  return documentJobHandler(deps, {
    kind: 'translation',
    topic: 'digital-translation',
    failure: DIGITAL_TRANSLATION_ERROR.failure,
    async work({ row, job, progress, readUpload }) {
      const language = ZDigitalTranslationLanguage.safeParse(row.language);
      const engine = language.success ? await translation.engineFor(PAIR_OF_LANGUAGE[language.data]) : null;
      if (!language.success || !engine) {
        // The engine may come back (a server down, a package being installed): retried, failed on the last attempt.
        if (job.attempts < job.maxAttempts) throw new TranslationEngineError(`no engine offers ${row.language}`);
        return 'failed';
      }
      const content = await readUpload();
      if (!content) return 'failed';
      const glossary = await db
        .select({ term: lockedTerms.term, rendering: lockedTerms.rendering })
        .from(lockedTerms)
        .where(eq(lockedTerms.userId, row.userId));
      const pair = PAIR_OF_LANGUAGE[language.data];
      await progress.step('translating');
      try {
        const result = await translateUploadedDocument(row.name, content, (segments) =>
          engine.translate({ ...pair, segments, glossary, markup: true }),
        );
        return {
          content: result.content,
          resultName: resultNameOf(row.name),
          recorded: {
            changeCount: result.paragraphCount,
            sourceHadRevisions: result.hadRevisions,
            sourceHadComments: result.hadComments,
          },
        };
      } catch (error) {
        if (error instanceof UntranslatableDocumentError || job.attempts >= job.maxAttempts) {
          log.warn({ err: error, documentId: row.id }, 'digital translation failed');
          return 'failed';
        }
        throw error;
      }
    },
  });
}

export function digitalTranslationJobHandlers(deps: Parameters<typeof createTranslateDocumentHandler>[0]) {
  return { [TRANSLATE_DOCUMENT_JOB]: createTranslateDocumentHandler(deps) };
}
