import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../account/table.ts';

/** Placed orders. The order form and checkout add their columns and tables beside this one. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    externalId: text('external_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_user').on(t.userId, t.createdAt)],
);
