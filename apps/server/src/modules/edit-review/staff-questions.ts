import { LOCALE_TO_SEGMENT, personNameOf, toLocale } from '@portal/domain';
import {
  STAFF_REVIEW_QUESTIONS_PAGE_SIZE,
  type TReviewQuestionStatus,
  type TStaffReviewQuestion,
  type TStaffReviewQuestionsResponse,
} from '@portal/domain/api/edit-review-questions';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import { escapeHtml, queueEmail } from '../../platform/mail.ts';
import { auditStaffAction, fullNameOf, type TStaffActor } from '../../platform/staff-access.ts';
import { users } from '../../schema/account.ts';
import { editReviewMessages, editReviewQuestions } from '../../schema/edit-review.ts';
import { deliverables } from '../../schema/fulfilment.ts';
import { orders } from '../../schema/orders.ts';
import { questionColumns, type TQuestionRow, withThreads } from './question-rows.ts';

const queueColumns = {
  ...questionColumns,
  externalId: orders.externalId,
  title: orders.title,
  userId: orders.userId,
  fileName: deliverables.originalName,
  researcher: { email: users.email, firstName: users.firstName, lastName: users.lastName, language: users.language },
};

function selectQueue(db: DbOrTx) {
  return db
    .select(queueColumns)
    .from(editReviewQuestions)
    .innerJoin(deliverables, eq(deliverables.id, editReviewQuestions.deliverableId))
    .innerJoin(orders, eq(orders.id, editReviewQuestions.orderId))
    .innerJoin(users, eq(users.id, orders.userId));
}

type TQueueRow = TQuestionRow & {
  externalId: string;
  title: string;
  userId: number;
  fileName: string;
  researcher: { email: string; firstName: string; lastName: string; language: string };
};

async function toStaffQuestions(db: DbOrTx, rows: readonly TQueueRow[]): Promise<TStaffReviewQuestion[]> {
  const threads = await withThreads(db, rows);
  return rows.map((row, index) => ({
    ...(threads[index] as (typeof threads)[number]),
    order: { externalId: row.externalId, title: row.title },
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

async function findQueued(db: DbOrTx, questionId: string, options: { forUpdate?: boolean } = {}): Promise<TQueueRow> {
  if (!/^[0-9a-f-]{36}$/i.test(questionId)) throw AppError.notFound();
  const select = selectQueue(db).where(eq(editReviewQuestions.identity, questionId));
  const [row] = options.forUpdate ? await select.for('update', { of: editReviewQuestions }) : await select;
  if (!row) throw AppError.notFound();
  return row as TQueueRow;
}

/**
 * Tells the researcher, in their language, that staff answered their question on a change: the answer
 * itself and a link to the review, where the thread stays with the change. Queued in the answer's transaction.
 */
async function queueAnswerEmail(tx: DbOrTx, siteUrl: string, row: TQueueRow, answer: string): Promise<void> {
  const locale = toLocale(row.researcher.language);
  const params = {
    externalId: row.externalId,
    title: row.title,
    name: personNameOf(row.researcher, locale) || row.researcher.email,
    change: row.deletedText || row.insertedText,
  };
  const t = (key: string) => translate(locale, key, params);
  const url = `${siteUrl.replace(/\/+$/, '')}/${LOCALE_TO_SEGMENT[locale]}/researcher/index/details/${encodeURIComponent(row.externalId)}/review`;
  const paragraphs = [t('email-greeting'), t('email-review-answer-body'), answer];
  const action = t('email-review-answer-action');
  await queueEmail(tx, {
    to: row.researcher.email,
    subject: t('email-review-answer-subject'),
    text: [...paragraphs, '', `${action}: ${url}`, '', t('email-signature')].join('\n'),
    html: [
      ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
      `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`,
      `<p>${escapeHtml(t('email-signature'))}</p>`,
    ].join(''),
  });
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
    await queueAnswerEmail(tx, deps.siteUrl, row, text);
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
