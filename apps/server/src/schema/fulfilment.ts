import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { researcherIdColumn, users } from './account.ts';
import { createdAtColumn } from './columns.ts';
import { orderIdColumn } from './orders.ts';

/**
 * The stages an order goes through once placed, in order. `orders.stage` holds the current one; every move
 * is a row of `order_stage_events` (the timeline the researcher sees, with who moved it for the audit).
 */
export const ORDER_STAGES = ['received', 'editor-assigned', 'editing', 'quality-check', 'delivered'] as const;
export type TOrderStage = (typeof ORDER_STAGES)[number];

/** One row per stage an order reached: the timeline. A stage is reached at most once per order. */
export const orderStageEvents = pgTable(
  'order_stage_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: orderIdColumn(),
    stage: text('stage', { enum: ORDER_STAGES }).notNull(),
    /** The staff member who moved the order (null when the system did, e.g. 'received' at placement). */
    actorId: integer('actor_id').references(() => users.id),
    note: text('note'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_stage_events_order_stage').on(t.orderId, t.stage)],
);

/** Files delivered to the researcher: the edited manuscript and anything else staff upload for the order. */
export const deliverables = pgTable(
  'deliverables',
  {
    id: serial('id').primaryKey(),
    /** The download key in `/api/order/{externalId}/deliverables/{key}`: random, never a path. */
    key: uuid('key').notNull().unique().defaultRandom(),
    orderId: orderIdColumn(),
    originalName: text('original_name').notNull(),
    /** Where the bytes are in the storage adapter. */
    storedName: text('stored_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    /** Removed by staff (replaced by a corrected file); kept for the audit, never listed. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('deliverables_order').on(t.orderId, t.createdAt)],
);

/**
 * The editing certificate of an order: one per order. `code` is the public verification code (random,
 * unguessable); `fileSha256` binds it to the final edited file so a journal can check the submitted file.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    orderId: orderIdColumn(),
    title: text('title').notNull(),
    /** Comma separated, as the researcher typed them. */
    authors: text('authors').notNull().default(''),
    deliverableId: integer('deliverable_id').references(() => deliverables.id),
    fileName: text('file_name'),
    fileSha256: text('file_sha256'),
    issuedBy: integer('issued_by').references(() => users.id),
    issuedOn: timestamp('issued_on', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('certificates_order').on(t.orderId)],
);

/** A researcher's proof of payment for an unpaid bank transfer; staff review it and may release the files. */
export const paymentProofs = pgTable(
  'payment_proofs',
  {
    id: serial('id').primaryKey(),
    identity: uuid('identity').notNull().unique().defaultRandom(),
    orderId: orderIdColumn(),
    userId: researcherIdColumn('no action'),
    originalName: text('original_name').notNull(),
    storedName: text('stored_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    note: text('note'),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('payment_proofs_order').on(t.orderId, t.createdAt),
    index('payment_proofs_unreviewed').on(t.createdAt).where(sql`${t.reviewedAt} is null`),
  ],
);
