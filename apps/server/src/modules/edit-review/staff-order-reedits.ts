import type { TStaffOrderReeditsResponse } from '@portal/domain/api/edit-review-questions';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { fullNameOf } from '../../platform/staff-access.ts';
import { users } from '../../schema/account.ts';
import { editReviewQuestions, editReviewReedits } from '../../schema/edit-review.ts';
import { orders } from '../../schema/orders.ts';

/**
 * GET /api/staff/orders/{externalId}/review-re-edits: the re-edits staff started from the order's questions,
 * newest first, each with its kind, whether it was granted free and why, the questions it took in, when and by
 * whom. An unknown order answers 404, as the staff order page does.
 */
export async function listOrderReedits(db: Db, externalId: string): Promise<TStaffOrderReeditsResponse> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.externalId, externalId));
  if (!order) throw AppError.notFound();
  const questionCount = db
    .select({ reeditId: editReviewQuestions.reeditId, n: count().as('n') })
    .from(editReviewQuestions)
    .where(eq(editReviewQuestions.orderId, order.id))
    .groupBy(editReviewQuestions.reeditId)
    .as('question_count');
  const rows = await db
    .select({
      identity: editReviewReedits.identity,
      kind: editReviewReedits.kind,
      grantedFree: editReviewReedits.grantedFree,
      reason: editReviewReedits.reason,
      createdAt: editReviewReedits.createdAt,
      questions: questionCount.n,
      staff: { firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(editReviewReedits)
    .leftJoin(users, eq(users.id, editReviewReedits.staffId))
    .leftJoin(questionCount, eq(questionCount.reeditId, editReviewReedits.id))
    .where(eq(editReviewReedits.orderId, order.id))
    .orderBy(desc(editReviewReedits.createdAt), desc(editReviewReedits.id));
  return {
    reedits: rows.map((row) => ({
      id: row.identity,
      kind: row.kind,
      grantedFree: row.grantedFree,
      reason: row.reason,
      questionCount: Number(row.questions ?? 0),
      createdAt: row.createdAt.toISOString(),
      staff: row.staff ? fullNameOf(row.staff) : null,
    })),
  };
}
