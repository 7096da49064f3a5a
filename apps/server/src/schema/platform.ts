import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns.ts';

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** How many times the process running it died (its lease ran out); the second death parks it as failed. */
    abandoned: integer('abandoned').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('jobs_ready').on(t.status, t.runAt)],
);

/** Every e-mail the portal sends; the development mailbox reads it when no SMTP is set. */
export const emails = pgTable(
  'emails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'outbox', 'failed'] })
      .notNull()
      .default('pending'),
    createdAt: createdAtColumn(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('emails_to').on(t.to)],
);

/** Counted events for throttling (failed logins, reset requests), keyed by account or address. */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('throttle_events_key_time').on(t.key, t.occurredAt)],
);

/**
 * Values the portal generates for itself once and keeps with its data, e.g. the sandbox provider's webhook
 * secret when none is configured: one row per name, written once (see platform/settings.ts).
 */
export const settings = pgTable('settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAtColumn(),
});

export const AUDIT_ACTIONS = [
  'impersonation-start',
  'impersonation-stop',
  'impersonated-request',
  // A researcher's data rights (modules/data-rights): asking for and downloading their archive, closing the account.
  'data-export-requested',
  'data-export-downloaded',
  'account-closed',
  // Staff fulfilling an order (modules/fulfilment): each names the order in order_id.
  'order-stage-moved',
  'order-assigned',
  'order-flags-set',
  'deliverable-uploaded',
  'deliverable-removed',
  'certificate-issued',
  'payment-proof-reviewed',
  // Staff answering a researcher's question on a change of the online review (modules/edit-review).
  'review-question-answered',
  'review-question-resolved',
  // … turning questions into a re-edit, and granting that re-edit free (the reason is kept with the re-edit).
  'review-question-reedit',
  'review-reedit-granted-free',
  // Staff reviewing a testimonial (modules/testimonials).
  'testimonial-reviewed',
  // Staff deciding a fapiao by hand (modules/fapiao): the subject is the researcher who asked for it.
  'fapiao-issued',
  'fapiao-failed',
  // Two-factor sign-in (modules/two-factor): the factor (totp, passkey, recovery-code) is in detail.
  'two-factor-enrolled',
  'two-factor-removed',
  'two-factor-passed',
  'two-factor-failed',
  'recovery-codes-generated',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Who did what as whom: impersonation starts and stops, every state-changing call made while impersonating, and
 * a researcher's data-rights requests (archive asked for and downloaded, account closed), and what staff did
 * to an order (with the order's id).
 * Ids, the route's pattern and the answer's status only; no names, addresses, bodies or path values (a voucher
 * code in a path is a secret). No foreign keys: the trail outlives what it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member acting, or the researcher acting for themselves. */
    actorId: integer('actor_id').notNull(),
    /** The customer acted for. */
    subjectUserId: integer('subject_user_id').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    method: text('method').notNull(),
    /** The route as registered, e.g. `/api/order-form/:id/details`. */
    route: text('route').notNull(),
    /** Filled in when the answer is sent; null when the process died while handling it. */
    statusCode: integer('status_code'),
    /** The order a staff action was about (orders.id); null for actions not about one order. */
    orderId: integer('order_id'),
    /** Which factor a two-factor entry is about (totp, passkey, recovery-code); null otherwise. */
    detail: text('detail'),
  },
  (t) => [
    index('audit_log_actor').on(t.actorId, t.occurredAt),
    index('audit_log_subject').on(t.subjectUserId, t.occurredAt),
    index('audit_log_order').on(t.orderId, t.occurredAt).where(sql`${t.orderId} is not null`),
  ],
);
