import { buffer } from 'node:stream/consumers';
import { DIGITAL_EDIT_ERROR } from '@portal/domain/api/digital-edit';
import type { TStyleOfEnglish } from '@portal/domain/api/digital-purchases';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { StoredFileNotFoundError, type TStorage } from '../../../integrations/storage/storage.ts';
import type { Db } from '../../../platform/db.ts';
import { createJobProgress, type TJobProgress } from '../../../platform/job-events.ts';
import { type TJobHandler, withParking } from '../../../platform/jobs.ts';
import { digitalDocuments } from '../../../schema/digital-documents.ts';
import { failDigitalDocument } from '../../digital-documents/index.ts';
import { GrammarThreadError } from '../../language-engine/index.ts';
import { lockedTermsOf } from '../../locked-terms/index.ts';
import { createDocumentEditor, type TDocumentEditor } from '../document-editor.ts';
import { editedFileName } from '../engine/edit-document.ts';

export const DIGITAL_EDIT_JOB = 'digital-edit';

/**
 * Edits one uploaded manuscript on the language thread (harper already warm there, the XML work off the API's
 * event loop), stores the tracked-changes .docx and completes the row in one conditional update (only while it
 * is processing: a repeated job writes nothing twice, and a result stored by a job that lost the race is
 * removed). A document that cannot be edited fails at once; a crashed thread is retried, and fails the edit
 * on the last attempt.
 */
export function createDigitalEditHandler(deps: {
  db: Db;
  storage: TStorage;
  editor: TDocumentEditor;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): TJobHandler {
  const { db, storage, editor, log } = deps;
  const isProcessing = (id: number) => and(eq(digitalDocuments.id, id), eq(digitalDocuments.status, 'processing'));
  const progressOf = (row: { userId: number; identity: string }) =>
    createJobProgress(db, { userId: row.userId, topic: 'digital-edit', id: row.identity }, log);
  const fail = (id: number, progress?: TJobProgress) =>
    failDigitalDocument(db, id, DIGITAL_EDIT_ERROR.failure, progressOf, progress);

  // Given up for good (the process died twice running it): the researcher sees the edit failed.
  return withParking(
    async (job) => {
      const id = Number(job.payload.documentId);
      const [row] = await db
        .select()
        .from(digitalDocuments)
        .where(and(eq(digitalDocuments.id, id), eq(digitalDocuments.kind, 'edit')));
      if (row?.status !== 'processing') return;
      const progress = progressOf(row);
      await progress.step('reading');
      const stored = await storage.get(row.storedName).catch((error) => {
        if (error instanceof StoredFileNotFoundError) return null;
        throw error;
      });
      if (!stored) return void (await fail(id, progress));
      try {
        const original = await buffer(stored);
        await progress.step('editing');
        const result = await editor(row.name, original, {
          style: (row.styleOfEnglish as TStyleOfEnglish | null) ?? 'british',
          lockedTerms: await lockedTermsOf(db, row.userId),
        });
        if (!result.ok) return void (await fail(id, progress));
        await progress.step('saving');
        const content = Buffer.from(result.content.buffer, result.content.byteOffset, result.content.byteLength);
        const resultStoredName = await storage.put(content);
        const completed = await db.transaction(async (tx) => {
          const [written] = await tx
            .update(digitalDocuments)
            .set({
              status: 'completed',
              resultName: editedFileName(row.name),
              resultStoredName,
              resultSize: content.length,
              changeCount: result.changeCount,
              wordCount: result.wordCount,
              completedAt: sql`now()`,
            })
            .where(isProcessing(id))
            .returning({ id: digitalDocuments.id });
          if (written) await progress.finish('done', tx);
          return written;
        });
        if (!completed)
          await storage.delete(resultStoredName).catch((error) => log.warn({ err: error }, 'unused edit result not removed'));
      } catch (error) {
        if (!(error instanceof GrammarThreadError) || job.attempts < job.maxAttempts) throw error;
        await fail(id, progress);
      }
    },
    (job) => fail(Number(job.payload.documentId)).then(() => undefined),
  );
}

export function digitalEditJobHandlers(deps: Omit<Parameters<typeof createDigitalEditHandler>[0], 'editor'>) {
  return { [DIGITAL_EDIT_JOB]: createDigitalEditHandler({ ...deps, editor: createDocumentEditor() }) };
}
