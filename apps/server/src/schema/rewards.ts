import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { researcherIdColumn } from './account.ts';
import { createdAtColumn } from './columns.ts';
import { orders } from './orders.ts';

/**
 * Every change to a researcher's reward points, newest last: the points history (`/api/reward/history/load`)
 * reads it, and `users.total_reward_points` is its running sum. `source_key` names what earned the points
 * (`order:{id}`, `referral:{referredUserId}`, `testimonial:{id}`, ...) and is unique, so an event retried
 * or raced twice is recorded once.
 */
export const rewardEvents = pgTable(
  'reward_events',
  {
    id: serial('id').primaryKey(),
    userId: researcherIdColumn('cascade'),
    /** What earned the points: 'order', 'referral', 'testimonial', 'adjustment'. */
    kind: text('kind').notNull(),
    /** The history line's text parameters (order number, referred researcher's name, ...); never a message. */
    details: jsonb('details').$type<Record<string, string | number>>().notNull().default({}),
    points: integer('points').notNull(),
    /** The user's total after this event. */
    pointsToDate: integer('points_to_date').notNull(),
    sourceKey: text('source_key').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('reward_events_source').on(t.sourceKey),
    index('reward_events_user').on(t.userId, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * Level coupons: a personal promotional code granted once per level (level2 to level6) when an award first
 * takes the researcher's points to it. Usable only by its owner, on one order, until `expires_at`; the order
 * placed with it stamps `used_at` (rewards/coupons.ts). Kept apart from the public `promotional_codes`.
 */
export const userPromotionalCodes = pgTable(
  'user_promotional_codes',
  {
    id: serial('id').primaryKey(),
    userId: researcherIdColumn('cascade'),
    /** Stored upper-case, like the public codes. */
    code: text('code').notNull(),
    level: text('level').notNull(),
    /** The percentage taken off the order. */
    percent: integer('percent').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('user_promotional_codes_code').on(t.code),
    uniqueIndex('user_promotional_codes_user_level').on(t.userId, t.level),
  ],
);

export type TUserPromotionalCodeRow = typeof userPromotionalCodes.$inferSelect;
