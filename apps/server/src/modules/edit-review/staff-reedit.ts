import { toLocale } from '@portal/domain';
import type { TReviewChangeKind } from '@portal/domain/api/edit-review';
import type {
  TReviewReeditKind,
  TStaffReviewReeditRequest,
  TStaffReviewReeditResponse,
} from '@portal/domain/api/edit-review-questions';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import { auditStaffAction, type TStaffActor } from '../../platform/staff-access.ts';
import { editReviewMessages, editReviewQuestions, editReviewReedits } from '../../schema/edit-review.ts';
import { orders } from '../../schema/orders.ts';
import { queueResearcherEmail, reeditUrlOf } from './question-emails.ts';
import { reeditNotesOf } from './questions.ts';
import { reeditKindOf, selectQueue, type TQueueRow } from './staff-questions.ts';

type TReeditRow = typeof editReviewReedits.$inferSelect;

function answerOf(reedit: TReeditRow, externalId: string, questionCount: number, isNew: boolean): TStaffReviewReeditResponse {
  return {
    reedit: {
      id: reedit.identity,
      order: externalId,
      kind: reedit.kind,
      grantedFree: reedit.grantedFree,
      questionCount,
      createdAt: reedit.createdAt.toISOString(),
    },
    isNew,
  };
}

/**
 * The questions asked for, locked in the caller's transaction: each must exist (404 otherwise, as any unknown id
 * of the staff console), all of one order and one delivered file (400 otherwise).
 */
async function lockQuestions(tx: DbOrTx, ids: readonly string[]): Promise<TQueueRow[]> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const rows = (await selectQueue(tx)
    .where(inArray(editReviewQuestions.identity, unique))
    .orderBy(asc(editReviewQuestions.createdAt), asc(editReviewQuestions.id))
    .for('update', { of: editReviewQuestions })) as TQueueRow[];
  if (rows.length !== unique.length) throw AppError.notFound();
  const first = rows[0] as TQueueRow;
  if (rows.some((row) => row.orderId !== first.orderId || row.fileKey !== first.fileKey)) {
    throw AppError.invalid({ questions: 'staff-reedit-one-order' });
  }
  return rows;
}

/** What the re-edit is: the order's free touch-up, a touch-up staff grant free, or the offer of the paid re-edit. */
function reeditTermsOf(order: TQueueRow, body: { grantFree: boolean }): { kind: TReviewReeditKind; grantedFree: boolean } {
  const offered = reeditKindOf(order);
  if (offered === 'touch-up') return { kind: 'touch-up', grantedFree: false };
  if (body.grantFree) return { kind: 'touch-up', grantedFree: true };
  if (offered === 're-edit') return { kind: 're-edit', grantedFree: false };
  throw new AppError(409, 'staff-reedit-not-offered');
}

/**
 * POST /api/staff/review-questions/re-edit: staff turn open questions of one order into a re-edit, in one
 * transaction: the re-edit recorded with the questions' changes and passages as the editor's note (in the
 * researcher's language), a free re-edit granted by staff offering the order's touch-up (the order's version
 * bumped), each question resolved with a staff message saying so, the researcher e-mailed with the link that
 * opens the re-edit's order form, and the action audited (granting free audited on its own too). Questions
 * that became a re-edit already answer that re-edit and write nothing (a second click); a question resolved
 * otherwise, or part of another re-edit, answers 409.
 */
export async function turnQuestionsIntoReedit(
  deps: { db: Db; siteUrl: string },
  request: FastifyRequest,
  actor: TStaffActor,
  body: Required<Pick<TStaffReviewReeditRequest, 'questions'>> & { grantFree: boolean; reason: string },
): Promise<TStaffReviewReeditResponse> {
  return deps.db.transaction(async (tx) => {
    const rows = await lockQuestions(tx, body.questions);
    const first = rows[0] as TQueueRow;
    const done = [...new Set(rows.map((row) => row.reeditId))];
    if (done.length === 1 && done[0] !== null && done[0] !== undefined) {
      const [reedit] = await tx.select().from(editReviewReedits).where(eq(editReviewReedits.id, done[0]));
      if (reedit) return answerOf(reedit, first.externalId, rows.length, false);
    }
    if (rows.some((row) => row.reeditId !== null || row.status === 'resolved')) {
      throw new AppError(409, 'staff-reedit-question-closed');
    }
    const terms = reeditTermsOf(first, body);
    const locale = toLocale(first.researcher.language);
    const notes = reeditNotesOf(
      locale,
      rows.map((row) => ({
        changeId: row.changeId,
        changeKind: row.changeKind as TReviewChangeKind,
        deletedText: row.deletedText,
        insertedText: row.insertedText,
        passage: row.passage,
      })),
    );
    const [reedit] = await tx
      .insert(editReviewReedits)
      .values({
        deliverableId: first.deliverableId,
        orderId: first.orderId,
        kind: terms.kind,
        grantedFree: terms.grantedFree,
        reason: terms.grantedFree ? body.reason : '',
        notes,
        staffId: actor.id,
      })
      .returning();
    if (!reedit) throw new Error('re-edit not stored');
    const order = { id: first.orderId, userId: first.userId };
    if (terms.grantedFree) {
      // The free touch-up staff grant is the order's touch-up offer: the re-edit form prices it free, and placing
      // the touch-up withdraws the offer again (docs/decisions.md, "Re-edits").
      await tx
        .update(orders)
        .set({ touchUpAvailable: true, version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(orders.id, first.orderId), eq(orders.touchUpAvailable, false)));
      await auditStaffAction(tx, request, actor, order, 'review-reedit-granted-free');
    }
    const reply = translate(locale, `review-reedit-staff-reply-${terms.kind}`, { count: String(rows.length) });
    const ids = rows.map((row) => row.id);
    await tx
      .insert(editReviewMessages)
      .values(ids.map((questionId) => ({ questionId, authorRole: 'staff' as const, staffId: actor.id, body: reply })));
    await tx
      .update(editReviewQuestions)
      .set({ status: 'resolved', reeditId: reedit.id, updatedAt: sql`now()` })
      .where(inArray(editReviewQuestions.id, ids));
    await queueResearcherEmail(tx, first, {
      keys: `email-review-reedit-${terms.kind}`,
      extra: [notes],
      url: reeditUrlOf(deps.siteUrl, first, reedit.identity),
      params: { count: String(rows.length) },
    });
    await auditStaffAction(tx, request, actor, order, 'review-question-reedit');
    return answerOf(reedit, first.externalId, rows.length, true);
  });
}

/**
 * GET /api/order/{externalId}/review/re-edits/{id}: the re-edit of the signed-in researcher's order, or 404
 * (an unknown id, another order's, another researcher's).
 */
export async function findResearcherReedit(db: Db, userId: number, externalId: string, reeditId: string) {
  const [row] = await db
    .select({ kind: editReviewReedits.kind, notes: editReviewReedits.notes })
    .from(editReviewReedits)
    .innerJoin(orders, eq(orders.id, editReviewReedits.orderId))
    .where(and(eq(editReviewReedits.identity, reeditId), eq(orders.externalId, externalId), eq(orders.userId, userId)));
  if (!row) throw AppError.notFound();
  return row;
}
