import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns.ts';

/**
 * The sandbox tax service's own records, as a provider's test mode keeps them on its side: what was asked,
 * when it will be decided, and the outcome. Shared by every process on the database, so a worker other than
 * the one that sent the request polls the same state.
 */
export const taxSandboxRequests = pgTable('tax_sandbox_requests', {
  reference: text('reference').primaryKey(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  status: text('status').$type<'accepted' | 'issued' | 'failed' | 'cancelled'>().notNull().default('accepted'),
  issueAfter: timestamp('issue_after', { withTimezone: true }).notNull(),
  number: text('number'),
  failureReason: text('failure_reason'),
  issuedAt: timestamp('issued_at', { withTimezone: true }),
  polls: integer('polls').notNull().default(0),
  createdAt: createdAtColumn(),
});
