import { asc, eq } from 'drizzle-orm';
import { personalDataEntry, type TPersonalDataPart } from '../../platform/personal-data.ts';
import { editReviewDecisions } from '../../schema/edit-review.ts';
import { deliverables } from '../../schema/fulfilment.ts';
import { orders } from '../../schema/orders.ts';

export const editReviewPersonalData: TPersonalDataPart = {
  owner: 'edit-review',
  tables: {
    edit_review_documents: personalDataEntry(
      'the text of a delivered file as the online review shows it',
      { leftOut: 'a reading of the delivered file, which the archive carries itself' },
      { erased: 'deleted with its delivered file' },
    ),
    edit_review_decisions: personalDataEntry(
      "the researcher's decision (accept or reject) on each tracked change of a delivered file",
      { file: 'edit-review-decisions.json' },
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
    return { documents: decisions.length > 0 ? [{ path: 'edit-review-decisions.json', content: decisions }] : [], files: [] };
  },
};
