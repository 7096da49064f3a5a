import { reeditKindFor } from '@portal/domain';
import {
  STAFF_REVIEW_QUESTIONS_PAGE_SIZE,
  type TReviewQuestionStatus,
  type TReviewReeditKind,
  type TStaffReviewQuestion,
  type TStaffReviewQuestionsResponse,
} from '@portal/domain/api/edit-review-questions';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { auditStaffAction, fullNameOf, type TStaffActor } from '../../platform/staff-access.ts';
import { users } from '../../schema/account.ts';
import { editReviewMessages, editReviewQuestions } from '../../schema/edit-review.ts';
import { deliverables } from '../../schema/fulfilment.ts';
import { orders } from '../../schema/orders.ts';
import { queueResearcherEmail, reviewUrlOf } from './question-emails.ts';
import { questionColumns, type TQuestionRow, withThreads } from './question-rows.ts';

const queueColumns = {
  ...questionColumns,
  externalId: orders.externalId,
  title: orders.title,
  userId: orders.userId,
  touchUpAvailable: orders.touchUpAvailable,
  reeditAvailable: orders.reeditAvailable,
  reeditId: editReviewQuestions.reeditId,
  deliverableId: editReviewQuestions.deliverableId,
  fileName: deliverables.originalName,
  researcher: { email: users.email, firstName: users.firstName, lastName: users.lastName, language: users.language },
};

export function selectQueue(db: DbOrTx) {
  return db
    .select(queueColumns)
    .from(editReviewQuestions)
    .innerJoin(deliverables, eq(deliverables.id, editReviewQuestions.deliverableId))
    .innerJoin(orders, eq(orders.id, editReviewQuestions.orderId))
    .innerJoin(users, eq(users.id, orders.userId));
}

export type TQueueRow = TQuestionRow & {
  externalId: string;
  title: string;
  userId: number;
  touchUpAvailable: boolean;
  reeditAvailable: boolean;
  reeditId: number | null;
  deliverableId: number;
  fileName: string;
  researcher: { email: string; firstName: string; lastName: string; language: string };
};

/** What a re-edit of the order would be now by the flags staff set (the free touch-up first), or null. */
export function reeditKindOf(order: { touchUpAvailable: boolean; reeditAvailable: boolean }): TReviewReeditKind | null {
  return reeditKindFor({ ...order, containsActiveService: true, scientificReworkEligible: false });
}

export async function toStaffQuestions(db: DbOrTx, rows: readonly TQueueRow[]): Promise<TStaffReviewQuestion[]> {
  const threads = await withThreads(db, rows);
  return rows.map((row, index) => ({
    ...(threads[index] as (typeof threads)[number]),
    order: { externalId: row.externalId, title: row.title, reeditKind: reeditKindOf(row) },
    researcher: { fullName: fullNameOf(row.researcher), email: row.researcher.email },
    fileName: row.fileName,
  }));
}

/** GET /api/staff/review-questions: a page of the questions of one status, the longest waiting first. */
export async function readQuestionQueue(
  db: Db,
  query: { status: TReviewQuestionStatus; page: number },
): Promise<TStaffReviewQuestionsResponse> {
  const where = eq(editReviewQuestions.status, query.status);
  const [rows, [total]] = await Promise.all([
    selectQueue(db)
      .where(where)
      .orderBy(asc(editReviewQuestions.updatedAt), asc(editReviewQuestions.id))
      .limit(STAFF_REVIEW_QUESTIONS_PAGE_SIZE)
      .offset((query.page - 1) * STAFF_REVIEW_QUESTIONS_PAGE_SIZE),
    db.select({ total: count() }).from(editReviewQuestions).where(where),
  ]);
  return {
    questions: await toStaffQuestions(db, rows as TQueueRow[]),
    pagination: { page: query.page, pageSize: STAFF_REVIEW_QUESTIONS_PAGE_SIZE, total: total?.total ?? 0 },
  };
}

export async function findQueued(db: DbOrTx, questionId: string, options: { forUpdate?: boolean } = {}): Promise<TQueueRow> {
  if (!/^[0-9a-f-]{36}$/i.test(questionId)) throw AppError.notFound();
  const select = selectQueue(db).where(eq(editReviewQuestions.identity, questionId));
  const [row] = options.forUpdate ? await select.for('update', { of: editReviewQuestions }) : await select;
  if (!row) throw AppError.notFound();
  return row as TQueueRow;
}

/**
 * POST /api/staff/review-questions/{id}/answers: a staff answer in the thread. The question becomes answered,
 * the researcher is e-mailed in their language, and the action is audited; all in one transaction.
 */
export async function answerQuestion(
  deps: { db: Db; siteUrl: string },
  request: FastifyRequest,
  actor: TStaffActor,
  questionId: string,
  text: string,
): Promise<{ question: TStaffReviewQuestion }> {
  const id = await deps.db.transaction(async (tx) => {
    const row = await findQueued(tx, questionId, { forUpdate: true });
    await tx.insert(editReviewMessages).values({ questionId: row.id, authorRole: 'staff', staffId: actor.id, body: text });
    await tx
      .update(editReviewQuestions)
      .set({ status: 'answered', updatedAt: sql`now()` })
      .where(eq(editReviewQuestions.id, row.id));
    await queueResearcherEmail(tx, row, {
      keys: 'email-review-answer',
      extra: [text],
      url: reviewUrlOf(deps.siteUrl, row),
    });
    await auditStaffAction(tx, request, actor, { id: row.orderId, userId: row.userId }, 'review-question-answered');
    return row.identity;
  });
  return { question: (await toStaffQuestions(deps.db, [await findQueued(deps.db, id)]))[0] as TStaffReviewQuestion };
}

/** POST /api/staff/review-questions/{id}/resolve: staff close the question (a researcher's reply opens it again). */
export async function resolveQuestion(
  db: Db,
  request: FastifyRequest,
  actor: TStaffActor,
  questionId: string,
): Promise<{ question: TStaffReviewQuestion }> {
  await db.transaction(async (tx) => {
    const row = await findQueued(tx, questionId, { forUpdate: true });
    await tx
      .update(editReviewQuestions)
      .set({ status: 'resolved', updatedAt: sql`now()` })
      .where(eq(editReviewQuestions.id, row.id));
    await auditStaffAction(tx, request, actor, { id: row.orderId, userId: row.userId }, 'review-question-resolved');
  });
  return { question: (await toStaffQuestions(db, [await findQueued(db, questionId)]))[0] as TStaffReviewQuestion };
}
