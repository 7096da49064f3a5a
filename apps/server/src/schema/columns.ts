import { timestamp } from 'drizzle-orm/pg-core';

/** When the row was written: the `created_at` of most tables, set by the database. */
export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
