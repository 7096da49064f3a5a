import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns.ts';
import { deliverables } from './fulfilment.ts';

/**
 * A delivered .docx as the review reads it (blocks, changes, comments), kept so that opening the review again
 * does not parse the file again. A deliverable's bytes never change (a corrected file is a new deliverable).
 */
export const editReviewDocuments = pgTable('edit_review_documents', {
  deliverableId: integer('deliverable_id')
    .primaryKey()
    .references(() => deliverables.id, { onDelete: 'cascade' }),
  model: jsonb('model').notNull(),
  changeCount: integer('change_count').notNull(),
  createdAt: createdAtColumn(),
});

/**
 * The researcher's decision on one tracked change of a delivered file: one row per change, so that two tabs
 * deciding different changes never overwrite each other; the later decision on the same change wins.
 */
export const editReviewDecisions = pgTable(
  'edit_review_decisions',
  {
    deliverableId: integer('deliverable_id')
      .notNull()
      .references(() => deliverables.id, { onDelete: 'cascade' }),
    changeId: text('change_id').notNull(),
    decision: text('decision').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.deliverableId, t.changeId] }),
    check('edit_review_decisions_decision', sql`${t.decision} in ('accept', 'reject')`),
  ],
);
