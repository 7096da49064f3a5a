import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { researcherIdColumn, users } from './account.ts';
import { createdAtColumn } from './columns.ts';

export const TESTIMONIAL_STATUSES = ['submitted', 'approved', 'rejected'] as const;

/**
 * A researcher's testimonial (shell and account §3): the text and at most one photo, stored re-encoded
 * without its metadata. One per researcher; staff approve or reject it once.
 */
export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    identity: uuid('identity').notNull().unique().defaultRandom(),
    userId: researcherIdColumn('cascade'),
    text: text('text').notNull(),
    /** The re-encoded photo in the storage adapter; null without a photo. */
    photoStoredName: text('photo_stored_name'),
    photoContentType: text('photo_content_type'),
    photoWidth: integer('photo_width'),
    photoHeight: integer('photo_height'),
    status: text('status', { enum: TESTIMONIAL_STATUSES }).notNull().default('submitted'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('testimonials_user').on(t.userId),
    index('testimonials_status').on(t.status, t.createdAt.desc(), t.id.desc()),
    check('testimonials_status_known', sql`${t.status} IN ('submitted', 'approved', 'rejected')`),
    check('testimonials_photo_whole', sql`(${t.photoStoredName} IS NULL) = (${t.photoContentType} IS NULL)`),
  ],
);

export type TTestimonialRow = typeof testimonials.$inferSelect;
