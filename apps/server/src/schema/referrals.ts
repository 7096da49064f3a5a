import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account.ts';
import { currencyIsoColumn } from './catalogue.ts';
import { createdAtColumn } from './columns.ts';
import { orderForms } from './order-form.ts';
import { orders } from './orders.ts';

/**
 * The colleagues a researcher invited by e-mail from the order form: one row per sender and address (any
 * case), written in the transaction that queues the invitation e-mail, so no address is invited twice by
 * the same sender however often the job runs. Their count is `numberOfReferralsSent`.
 */
export const referralInvitations = pgTable(
  'referral_invitations',
  {
    id: serial('id').primaryKey(),
    referrerUserId: integer('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The order form the address was typed in (at most REFERRAL_INVITATIONS_PER_FORM per form). */
    orderFormId: integer('order_form_id').references(() => orderForms.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referral_invitations_referrer_email').on(t.referrerUserId, sql`lower(${t.email})`),
    index('referral_invitations_form').on(t.orderFormId),
  ],
);

/**
 * The credit a referrer earned when a researcher they referred first paid for an order: at most one per
 * referred researcher (the unique index), written with the credit in the transaction that records the
 * payment, so retries and concurrent payments credit once.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: serial('id').primaryKey(),
    referredUserId: integer('referred_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerUserId: integer('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The referred researcher's first paid order. */
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The credit granted, in minor units of the referrer's currency at the time. */
    amount: integer('amount').notNull(),
    currencyIso: currencyIsoColumn(),
    /** The ledger credit's reference (`CR-…`), written right after the credit in the same transaction. */
    creditReferenceNumber: text('credit_reference_number'),
    createdAt: createdAtColumn(),
    /** When the referrer's "you earned a credit" e-mail was queued. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('referral_rewards_referred').on(t.referredUserId),
    index('referral_rewards_referrer').on(t.referrerUserId, t.createdAt),
  ],
);
