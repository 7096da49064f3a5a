import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { researcherIdColumn, users } from './account.ts';
import { createdAtColumn } from './columns.ts';

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie token: a leaked table does not leak live sessions. */
    tokenHash: text('token_hash').primaryKey(),
    userId: researcherIdColumn('cascade'),
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    /** One-shot messages for the next application load (error, info, success, warning). */
    flash: jsonb('flash').$type<Record<string, string>>(),
    /** When this session passed a second factor; null when it was opened with a password or provider alone. */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: researcherIdColumn('cascade'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('password_resets_user').on(t.userId)],
);
