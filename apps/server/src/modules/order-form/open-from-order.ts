import type { TFollowUpKind, TStepName } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import { StoredFileNotFoundError, type TStorage } from '../../integrations/storage/storage.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { TSelection } from '../../schema/order-form.ts';
import * as repository from './repository.ts';

/** A follow-up order form as the re-edit links start it: filled in from the order it continues. */
export type TFormFromOrder = {
  userId: number;
  parent: { externalId: string; kind: TFollowUpKind };
  customerGoalId: number;
  currentStep: TStepName;
  selections: TSelection[];
  projectTitle: string | null;
  wordCount: number | null;
  manuscriptLanguageId: number | null;
  areaOfStudyId: number | null;
  journalName: string | null;
  journalUrl: string | null;
  styleOfEnglish: 'American' | 'British';
  /** The form the earlier order was placed from: its files are copied onto the new form. */
  sourceOrderFormId: number | null;
  /** Answers to set on top of those kept (the editor's note of a re-edit asked for from the online review). */
  extraAnswers?: Record<string, string>;
};

/**
 * Opens the researcher's order form for a re-edit, touch-up or rework of an order. The form they had open is
 * replaced (abandoned, kept for the record), unless it already is this follow-up of this order: following
 * the link again continues it. The earlier order's files are copied (new stored files, so removing one from
 * the new form never touches the order's own); a file whose content is gone is left out. A re-edit or
 * touch-up also keeps the answers given to the services' questions.
 */
export async function openFormFromOrder(
  db: Db,
  storage: TStorage,
  log: Pick<FastifyBaseLogger, 'warn'>,
  input: TFormFromOrder,
): Promise<{ row: repository.TOrderFormRow; isContinued: boolean }> {
  const open = await repository.findOpenFormOfUser(db, input.userId);
  if (open && open.parentOrderExternalId === input.parent.externalId && open.parentOrderKind === input.parent.kind) {
    if (!input.extraAnswers) return { row: open, isContinued: true };
    // Continued with new answers (a second re-edit request from the review): they replace the note.
    const row = await repository.updateForm(db, open.id, open.version, { answers: { ...open.answers, ...input.extraAnswers } });
    if (!row) throw new AppError(409, 'order-form-changed');
    return { row, isContinued: true };
  }
  const source = input.sourceOrderFormId === null ? undefined : await repository.findFormById(db, input.sourceOrderFormId);
  const sourceFiles = source ? (await repository.listFiles(db, source.id)).filter((file) => !file.expired) : [];
  const copies: { file: (typeof sourceFiles)[number]; storedName: string }[] = [];
  let isRecorded = false;
  try {
    for (const file of sourceFiles) {
      try {
        copies.push({ file, storedName: await storage.put(await storage.get(file.storedName)) });
      } catch (error) {
        if (!(error instanceof StoredFileNotFoundError)) throw error;
        log.warn({ fileIdentity: file.identity }, 'file of an earlier order without stored content: not copied');
      }
    }
    const row = await db.transaction(async (tx) => {
      const created = await repository.replaceOpenFormOfUser(tx, input.userId, {
        parentOrderExternalId: input.parent.externalId,
        parentOrderKind: input.parent.kind,
        customerGoalId: input.customerGoalId,
        currentStep: input.currentStep,
        selections: input.selections,
        projectTitle: input.projectTitle,
        wordCount: input.wordCount,
        calculatedWordCount: input.wordCount,
        manuscriptLanguageId: input.manuscriptLanguageId,
        areaOfStudyId: input.areaOfStudyId,
        journalName: input.journalName,
        journalUrl: input.journalUrl,
        styleOfEnglish: input.styleOfEnglish,
        // A re-edit orders the same services: the answers given for them then are answers again.
        answers: { ...(input.parent.kind === 'rework' ? {} : (source?.answers ?? {})), ...input.extraAnswers },
      });
      // Another request opened a form between the abandon and the insert.
      if (!created) throw new AppError(409, 'order-form-changed');
      for (const { file, storedName } of copies) {
        await repository.insertFile(tx, created.id, {
          kind: file.kind,
          originalName: file.originalName,
          storedName,
          contentType: file.contentType,
          size: file.size,
          sha256: file.sha256,
          wordCount: file.wordCount,
          languageId: file.languageId,
          analysisStatus: file.analysisStatus === 'pending' ? 'failed' : file.analysisStatus,
        });
      }
      return created;
    });
    isRecorded = true;
    return { row, isContinued: false };
  } finally {
    if (!isRecorded) {
      for (const { storedName } of copies) {
        await storage.delete(storedName).catch((error) => log.warn({ err: error }, 'copied file not removed'));
      }
    }
  }
}
