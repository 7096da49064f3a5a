import { asc, eq, sql } from 'drizzle-orm';
import { personalDataEntry, type TPersonalDataPart } from '../../platform/personal-data.ts';
import { digitalDocuments } from '../../schema/digital-documents.ts';
import { editReviewDecisions, editReviewMessages, editReviewQuestions, editReviewReedits } from '../../schema/edit-review.ts';
import { deliverables } from '../../schema/fulfilment.ts';
import { orders } from '../../schema/orders.ts';

export const editReviewPersonalData: TPersonalDataPart = {
  owner: 'edit-review',
  tables: {
    edit_review_documents: personalDataEntry(
      "the text of a delivered file or of a digital edit's result as the online review shows it",
      { leftOut: 'a reading of the delivered or edited file, which the archive carries itself' },
      { erased: 'deleted with its delivered file or digital edit' },
    ),
    edit_review_decisions: personalDataEntry(
      "the researcher's decision (accept or reject) on each tracked change of a delivered file or a digital edit",
      { file: 'edit-review-decisions.json' },
      { erased: 'deleted with its delivered file or digital edit' },
    ),
    edit_review_questions: personalDataEntry(
      "the researcher's questions on a tracked change: the change and the passage of their manuscript around it",
      { file: 'edit-review-questions.json' },
      { erased: 'deleted with its delivered file' },
    ),
    edit_review_messages: personalDataEntry(
      "the thread of a question on a change: the researcher's question and replies, and staff answers",
      { file: 'edit-review-questions.json' },
      { erased: 'deleted with its question' },
    ),
    edit_review_reedits: personalDataEntry(
      "a re-edit staff started from the researcher's questions: the changes and passages of their manuscript in the editor's note",
      { file: 'edit-review-reedits.json' },
      { erased: 'deleted with its delivered file' },
    ),
  },
  async exportOf(db, user) {
    const decisions = await db
      .select({
        orderExternalId: orders.externalId,
        fileName: deliverables.originalName,
        change: editReviewDecisions.changeId,
        decision: editReviewDecisions.decision,
        decidedAt: editReviewDecisions.decidedAt,
      })
      .from(editReviewDecisions)
      .innerJoin(deliverables, eq(deliverables.id, editReviewDecisions.deliverableId))
      .innerJoin(orders, eq(orders.id, deliverables.orderId))
      .where(eq(orders.userId, user.id))
      .orderBy(asc(orders.externalId), asc(editReviewDecisions.decidedAt));
    const digitalEditDecisions = await db
      .select({
        digitalEdit: digitalDocuments.identity,
        fileName: digitalDocuments.resultName,
        change: editReviewDecisions.changeId,
        decision: editReviewDecisions.decision,
        decidedAt: editReviewDecisions.decidedAt,
      })
      .from(editReviewDecisions)
      .innerJoin(digitalDocuments, eq(digitalDocuments.id, editReviewDecisions.digitalDocumentId))
      .where(eq(digitalDocuments.userId, user.id))
      .orderBy(asc(digitalDocuments.createdAt), asc(digitalDocuments.id), asc(editReviewDecisions.decidedAt));
    const questions = await db
      .select({
        orderExternalId: orders.externalId,
        fileName: deliverables.originalName,
        change: editReviewQuestions.changeId,
        kind: editReviewQuestions.changeKind,
        deleted: editReviewQuestions.deletedText,
        inserted: editReviewQuestions.insertedText,
        passage: editReviewQuestions.passage,
        status: editReviewQuestions.status,
        askedAt: editReviewQuestions.createdAt,
        thread: sql<{ author: string; text: string; at: string }[]>`(select coalesce(json_agg(json_build_object(
          'author', m.author_role, 'text', m.body, 'at', m.created_at) order by m.created_at, m.id), '[]'::json)
          from ${editReviewMessages} m where m.question_id = ${editReviewQuestions.id})`,
      })
      .from(editReviewQuestions)
      .innerJoin(deliverables, eq(deliverables.id, editReviewQuestions.deliverableId))
      .innerJoin(orders, eq(orders.id, editReviewQuestions.orderId))
      .where(eq(orders.userId, user.id))
      .orderBy(asc(orders.externalId), asc(editReviewQuestions.createdAt));
    const reedits = await db
      .select({
        orderExternalId: orders.externalId,
        kind: editReviewReedits.kind,
        grantedFree: editReviewReedits.grantedFree,
        reason: editReviewReedits.reason,
        notes: editReviewReedits.notes,
        createdAt: editReviewReedits.createdAt,
      })
      .from(editReviewReedits)
      .innerJoin(orders, eq(orders.id, editReviewReedits.orderId))
      .where(eq(orders.userId, user.id))
      .orderBy(asc(orders.externalId), asc(editReviewReedits.createdAt));
    return {
      documents: [
        ...(decisions.length + digitalEditDecisions.length > 0
          ? [{ path: 'edit-review-decisions.json', content: [...decisions, ...digitalEditDecisions] }]
          : []),
        ...(questions.length > 0 ? [{ path: 'edit-review-questions.json', content: questions }] : []),
        ...(reedits.length > 0 ? [{ path: 'edit-review-reedits.json', content: reedits }] : []),
      ],
      files: [],
    };
  },
};
