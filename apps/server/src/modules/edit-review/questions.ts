import type { TLanguageSegment, TLocale } from '@portal/domain';
import type {
  TAskReviewQuestionRequest,
  TReviewQuestion,
  TReviewReeditRequest,
  TReviewReeditResponse,
} from '@portal/domain/api/edit-review-questions';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import { requestLocale } from '../../platform/request-language.ts';
import { editReviewMessages, editReviewQuestions } from '../../schema/edit-review.ts';
import { findReviewedFile, readReviewedFile, type TReviewDeps } from './order-review.ts';
import { selectQuestions, withThreads } from './question-rows.ts';
import { snapshotOfChange, type TChangeSnapshot } from './question-snapshot.ts';

/** What a re-edit request needs of the re-edit module: the follow-up form, with the editor's note filled in. */
export type TReeditStarter = {
  startReeditWithNotes(
    request: FastifyRequest,
    externalId: string,
    notes: string,
    options?: { type?: 'touch-up' | 're-edit'; lang?: TLanguageSegment },
  ): Promise<TReviewReeditResponse>;
};

export type TQuestionDeps = TReviewDeps & { reedit: TReeditStarter };

/** The note of the re-edit form holds at most this many characters (the order form's limit of an answer). */
const NOTES_MAX = 4000;
/** Each change's passage in the note is cut to this many characters. */
const NOTE_PASSAGE_MAX = 300;

/** GET /api/order/{externalId}/review/questions?file=: the file's questions with their threads. */
export async function listQuestions(deps: TReviewDeps, request: FastifyRequest, externalId: string, fileKey: string) {
  const { file } = await findReviewedFile(deps, request, externalId, fileKey);
  const rows = await selectQuestions(deps.db, eq(editReviewQuestions.deliverableId, file.id));
  return { questions: await withThreads(deps.db, rows) };
}

/**
 * POST /api/order/{externalId}/review/questions: a question on one change, stored with the change and its
 * passage as the file has them now. A change the file does not have answers 400.
 */
export async function askQuestion(
  deps: TReviewDeps,
  request: FastifyRequest,
  externalId: string,
  body: TAskReviewQuestionRequest,
): Promise<{ question: TReviewQuestion }> {
  const { file, model, orderId } = await readReviewedFile(deps, request, externalId, body.file);
  const snapshot = snapshotOfChange(model, body.change);
  if (!snapshot || orderId === null) throw AppError.invalid({ change: 'invalid-value' });
  const id = await deps.db.transaction(async (tx) => {
    const [question] = await tx
      .insert(editReviewQuestions)
      .values({ deliverableId: file.id, orderId, ...snapshot })
      .returning({ id: editReviewQuestions.id });
    if (!question) throw new Error('question not stored');
    await tx.insert(editReviewMessages).values({ questionId: question.id, authorRole: 'researcher', body: body.text });
    return question.id;
  });
  const [question] = await withThreads(deps.db, await selectQuestions(deps.db, eq(editReviewQuestions.id, id)));
  if (!question) throw new Error('question not read back');
  return { question };
}

/**
 * POST /api/order/{externalId}/review/questions/{id}/replies: the researcher writes again in the thread, which
 * opens it again for staff (an answered or resolved question goes back to the queue).
 */
export async function replyToQuestion(
  deps: TReviewDeps,
  request: FastifyRequest,
  externalId: string,
  questionId: string,
  text: string,
): Promise<{ question: TReviewQuestion }> {
  const { orderId } = await findReviewedFile(deps, request, externalId, undefined);
  const mine = and(eq(editReviewQuestions.identity, questionId), eq(editReviewQuestions.orderId, orderId ?? -1));
  const [row] = await selectQuestions(deps.db, mine);
  if (!row) throw AppError.notFound();
  await deps.db.transaction(async (tx) => {
    await tx.insert(editReviewMessages).values({ questionId: row.id, authorRole: 'researcher', body: text });
    await tx.update(editReviewQuestions).set({ status: 'open', updatedAt: sql`now()` }).where(eq(editReviewQuestions.id, row.id));
  });
  const [question] = await withThreads(deps.db, await selectQuestions(deps.db, eq(editReviewQuestions.id, row.id)));
  if (!question) throw new Error('question not read back');
  return { question };
}

/** "1. Deleted: “x” → inserted: “y”", then the passage cut to NOTE_PASSAGE_MAX characters. */
function noteOf(locale: TLocale, index: number, snapshot: TChangeSnapshot): string {
  const t = (key: string, params: Record<string, string> = {}) => translate(locale, key, params);
  const parts = [
    snapshot.deletedText ? t('review-reedit-note-deleted', { text: snapshot.deletedText }) : '',
    snapshot.insertedText ? t('review-reedit-note-inserted', { text: snapshot.insertedText }) : '',
  ].filter(Boolean);
  const passage =
    snapshot.passage.length > NOTE_PASSAGE_MAX ? `${snapshot.passage.slice(0, NOTE_PASSAGE_MAX)}…` : snapshot.passage;
  return `${index}. ${t(`review-change-${snapshot.changeKind}`)} — ${parts.join(' ')}\n   ${t('review-reedit-note-passage', { text: passage })}`;
}

/** The editor's note of a re-edit of these changes, at most NOTES_MAX characters ("… and N more" when cut). */
export function reeditNotesOf(locale: TLocale, snapshots: readonly TChangeSnapshot[]): string {
  const intro = translate(locale, 'review-reedit-note-intro', { count: String(snapshots.length) });
  const moreOf = (count: number) => `\n\n${translate(locale, 'review-reedit-note-more', { count: String(count) })}`;
  let notes = intro;
  for (const [index, snapshot] of snapshots.entries()) {
    const next = `${notes}\n\n${noteOf(locale, index + 1, snapshot)}`;
    const remaining = snapshots.length - index - 1;
    if (next.length + (remaining > 0 ? moreOf(remaining).length : 0) > NOTES_MAX) return `${notes}${moreOf(remaining + 1)}`;
    notes = next;
  }
  return notes;
}

/**
 * POST /api/order/{externalId}/review/re-edit: the disputed changes become a re-edit of the order in one step.
 * The re-edit module opens the follow-up order form as its own link does (touch-up or paid re-edit by the
 * order's flags, priced by the order form's re-edit rules), with these changes' passages in the editor's note.
 */
export async function requestReedit(
  deps: TQuestionDeps,
  request: FastifyRequest,
  externalId: string,
  body: TReviewReeditRequest,
): Promise<TReviewReeditResponse> {
  const { model } = await readReviewedFile(deps, request, externalId, body.file);
  const snapshots = [...new Set(body.changes)].map((id) => snapshotOfChange(model, id));
  if (snapshots.some((snapshot) => snapshot === null)) throw AppError.invalid({ changes: 'invalid-value' });
  const notes = reeditNotesOf(requestLocale(request), snapshots as TChangeSnapshot[]);
  return deps.reedit.startReeditWithNotes(request, externalId, notes);
}
