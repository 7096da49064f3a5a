import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './account.ts';
import { createdAtColumn } from './columns.ts';
import { digitalDocuments } from './digital-documents.ts';
import { deliverables } from './fulfilment.ts';
import { orders } from './orders.ts';

/**
 * The file under review: a delivered .docx of an order (`deliverable_id`) or the result of a completed digital
 * edit (`digital_document_id`), exactly one of them; the review row goes with its file. The digital document's
 * foreign key is named here: the generated name would pass PostgreSQL's 63 characters.
 */
const reviewedFileColumns = {
  deliverableId: integer('deliverable_id').references(() => deliverables.id, { onDelete: 'cascade' }),
  digitalDocumentId: integer('digital_document_id'),
};
const oneReviewedFile = (table: string, t: { deliverableId: AnyPgColumn; digitalDocumentId: AnyPgColumn }) => [
  check(`${table}_file`, sql`(${t.deliverableId} is null) <> (${t.digitalDocumentId} is null)`),
  foreignKey({
    name: `${table}_digital_document_fk`,
    columns: [t.digitalDocumentId],
    foreignColumns: [digitalDocuments.id],
  }).onDelete('cascade'),
];

/**
 * An edited .docx as the review reads it (blocks, changes, comments), kept so that opening the review again
 * does not parse the file again. A file's bytes never change (a corrected file is a new deliverable; a digital
 * edit's result is written once).
 */
export const editReviewDocuments = pgTable(
  'edit_review_documents',
  {
    id: serial('id').primaryKey(),
    ...reviewedFileColumns,
    model: jsonb('model').notNull(),
    changeCount: integer('change_count').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('edit_review_documents_deliverable').on(t.deliverableId),
    uniqueIndex('edit_review_documents_digital_document').on(t.digitalDocumentId),
    ...oneReviewedFile('edit_review_documents', t),
  ],
);

/**
 * The researcher's decision on one tracked change of an edited file: one row per change, so that two tabs
 * deciding different changes never overwrite each other; the later decision on the same change wins.
 */
export const editReviewDecisions = pgTable(
  'edit_review_decisions',
  {
    id: serial('id').primaryKey(),
    ...reviewedFileColumns,
    changeId: text('change_id').notNull(),
    decision: text('decision').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('edit_review_decisions_deliverable_change').on(t.deliverableId, t.changeId),
    uniqueIndex('edit_review_decisions_digital_document_change').on(t.digitalDocumentId, t.changeId),
    ...oneReviewedFile('edit_review_decisions', t),
    check('edit_review_decisions_decision', sql`${t.decision} in ('accept', 'reject')`),
  ],
);

/** A row about one delivered file of an order: its own id and public identity, gone with the file or the order. */
function onDeliveredFileColumns() {
  return {
    id: serial('id').primaryKey(),
    identity: uuid('identity').notNull().unique().defaultRandom(),
    deliverableId: integer('deliverable_id')
      .notNull()
      .references(() => deliverables.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
  };
}

/**
 * A researcher's question on one tracked change of a delivered file, with the change and the passage around it
 * as they were when asked (a later reading of the file cannot change what staff were asked about). `status`:
 * open (waiting for staff), answered (staff wrote last), resolved (closed by staff). The order is kept beside
 * the file so the staff queue needs no join through deliverables.
 */
export const editReviewQuestions = pgTable(
  'edit_review_questions',
  {
    ...onDeliveredFileColumns(),
    changeId: text('change_id').notNull(),
    changeKind: text('change_kind').notNull(),
    deletedText: text('deleted_text').notNull(),
    insertedText: text('inserted_text').notNull(),
    passage: text('passage').notNull(),
    /** The re-edit staff turned this question into (edit_review_reedits), which also resolved it. */
    reeditId: integer('reedit_id').references((): AnyPgColumn => editReviewReedits.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['open', 'answered', 'resolved'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The thread's last message or status change: the staff queue's order. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('edit_review_questions_file').on(t.deliverableId, t.changeId),
    index('edit_review_questions_queue').on(t.status, t.updatedAt),
    index('edit_review_questions_order').on(t.orderId),
    check('edit_review_questions_status', sql`${t.status} in ('open', 'answered', 'resolved')`),
  ],
);

/** One message of a question's thread: the researcher's question and replies, and staff answers. */
export const editReviewMessages = pgTable(
  'edit_review_messages',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => editReviewQuestions.id, { onDelete: 'cascade' }),
    authorRole: text('author_role', { enum: ['researcher', 'staff'] }).notNull(),
    /** The staff member who answered (null for the researcher's own messages, or once the staff account is gone). */
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('edit_review_messages_question').on(t.questionId, t.createdAt),
    check('edit_review_messages_role', sql`${t.authorRole} in ('researcher', 'staff')`),
  ],
);

/**
 * Questions staff turned into a re-edit of their order: a free touch-up (the order's own offer, or granted free
 * by staff with a reason, which offers the touch-up on the order) or the offer of the order's paid re-edit. The
 * notes are the editor's note the researcher's link fills in (the questions' changes and passages, in the
 * researcher's language). Goes with its delivered file, as its questions do.
 */
export const editReviewReedits = pgTable(
  'edit_review_reedits',
  {
    ...onDeliveredFileColumns(),
    kind: text('kind', { enum: ['touch-up', 're-edit'] }).notNull(),
    grantedFree: boolean('granted_free').notNull().default(false),
    /** Why staff granted it free (empty when they did not). */
    reason: text('reason').notNull().default(''),
    notes: text('notes').notNull(),
    /** The staff member who started it (null once the staff account is gone). */
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('edit_review_reedits_order').on(t.orderId),
    check('edit_review_reedits_kind', sql`${t.kind} in ('touch-up', 're-edit')`),
  ],
);
