import type { TReviewChangeKind } from '@portal/domain/api/edit-review';
import type { TReviewQuestion, TReviewQuestionStatus } from '@portal/domain/api/edit-review-questions';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { editReviewMessages, editReviewQuestions } from '../../schema/edit-review.ts';
import { deliverables } from '../../schema/fulfilment.ts';

/** The columns a question is answered from, with its file's key. */
export const questionColumns = {
  id: editReviewQuestions.id,
  identity: editReviewQuestions.identity,
  orderId: editReviewQuestions.orderId,
  fileKey: deliverables.key,
  changeId: editReviewQuestions.changeId,
  changeKind: editReviewQuestions.changeKind,
  deletedText: editReviewQuestions.deletedText,
  insertedText: editReviewQuestions.insertedText,
  passage: editReviewQuestions.passage,
  status: editReviewQuestions.status,
  createdAt: editReviewQuestions.createdAt,
};

export type TQuestionRow = {
  id: number;
  identity: string;
  orderId: number;
  fileKey: string;
  changeId: string;
  changeKind: string;
  deletedText: string;
  insertedText: string;
  passage: string;
  status: TReviewQuestionStatus;
  createdAt: Date;
};

/** Questions matching `where`, each with its file's key, oldest first. */
export function selectQuestions(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(questionColumns)
    .from(editReviewQuestions)
    .innerJoin(deliverables, eq(deliverables.id, editReviewQuestions.deliverableId))
    .where(where)
    .orderBy(asc(editReviewQuestions.createdAt), asc(editReviewQuestions.id));
}

/** The questions with their threads (one statement for all the threads), as the API answers them. */
export async function withThreads(db: DbOrTx, rows: readonly TQuestionRow[]): Promise<TReviewQuestion[]> {
  if (rows.length === 0) return [];
  const messages = await db
    .select({
      questionId: editReviewMessages.questionId,
      author: editReviewMessages.authorRole,
      text: editReviewMessages.body,
      createdAt: editReviewMessages.createdAt,
    })
    .from(editReviewMessages)
    .where(
      inArray(
        editReviewMessages.questionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(editReviewMessages.createdAt), asc(editReviewMessages.id));
  return rows.map((row) => ({
    id: row.identity,
    file: row.fileKey,
    change: {
      id: row.changeId,
      kind: row.changeKind as TReviewChangeKind,
      deleted: row.deletedText,
      inserted: row.insertedText,
    },
    passage: row.passage,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    messages: messages
      .filter((message) => message.questionId === row.id)
      .map((message) => ({ author: message.author, text: message.text, createdAt: message.createdAt.toISOString() })),
  }));
}
