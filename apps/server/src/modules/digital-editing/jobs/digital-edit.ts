import { DIGITAL_EDIT_ERROR } from '@portal/domain/api/digital-edit';
import type { TStyleOfEnglish } from '@portal/domain/api/digital-purchases';
import type { FastifyBaseLogger } from 'fastify';
import type { TStorage } from '../../../integrations/storage/storage.ts';
import type { Db } from '../../../platform/db.ts';
import type { TJobHandler } from '../../../platform/jobs.ts';
import { documentJobHandler } from '../../digital-documents/index.ts';
import { reviewChangeCount } from '../../edit-review/index.ts';
import { GrammarThreadError } from '../../language-engine/index.ts';
import { lockedTermsOf } from '../../locked-terms/index.ts';
import { createDocumentEditor, type TDocumentEditor } from '../document-editor.ts';
import { editedFileName } from '../engine/edit-document.ts';

export const DIGITAL_EDIT_JOB = 'digital-edit';

/**
 * Edits one uploaded manuscript on the language thread (harper already warm there, the XML work off the API's
 * event loop) and gives the tracked-changes .docx to the document pipeline to store. A document that cannot be
 * edited fails at once; a crashed thread is retried, and fails the edit on the last attempt.
 */
export function createDigitalEditHandler(deps: {
  db: Db;
  storage: TStorage;
  editor: TDocumentEditor;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): TJobHandler {
  const { db, editor } = deps;
  return documentJobHandler(deps, {
    kind: 'edit',
    topic: 'digital-edit',
    failure: DIGITAL_EDIT_ERROR.failure,
    async work({ row, job, progress, readUpload }) {
      const original = await readUpload();
      if (!original) return 'failed';
      try {
        await progress.step('editing');
        const result = await editor(row.name, original, {
          style: (row.styleOfEnglish as TStyleOfEnglish | null) ?? 'british',
          lockedTerms: await lockedTermsOf(db, row.userId),
        });
        if (!result.ok) return 'failed';
        const content = Buffer.from(result.content.buffer, result.content.byteOffset, result.content.byteLength);
        // The details page counts the changes as the review of the result lists them (docs/decisions.md).
        return {
          content,
          resultName: editedFileName(row.name),
          recorded: { changeCount: await reviewChangeCount(content), wordCount: result.wordCount },
        };
      } catch (error) {
        if (!(error instanceof GrammarThreadError) || job.attempts < job.maxAttempts) throw error;
        return 'failed';
      }
    },
  });
}

export function digitalEditJobHandlers(deps: Omit<Parameters<typeof createDigitalEditHandler>[0], 'editor'>) {
  return { [DIGITAL_EDIT_JOB]: createDigitalEditHandler({ ...deps, editor: createDocumentEditor() }) };
}
