import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { researcherIdColumn, users } from './account.ts';
import { currencies } from './catalogue.ts';
import { createdAtColumn } from './columns.ts';
import { orderForms } from './order-form.ts';

/** A service as it was ordered: names in the customer's language at the time, prices in the order's currency. */
export type TPlacedService = {
  identity: string;
  name: string;
  type: string;
  deliveryTier: string;
  quantity: number;
  timelineDays: number | null;
  deadline: string | null;
  listPrice: number;
  discountAmount: number;
  totalPrice: number;
};
export type TPlacedDiscount = { kind: string; code: string | null; description: string; appliedAmount: number };

/** What an order is placed from: the priced order form frozen at payment time (kept in payments.details.orderSnapshot). */
export type TOrderSnapshot = {
  title: string;
  currencyIso: string;
  subtotal: number;
  discountTotal: number;
  total: number;
  services: TPlacedService[];
  discounts: TPlacedDiscount[];
  deadline: string | null;
  wordCount: number | null;
  manuscriptLanguageId: number | null;
  customerGoalId: number | null;
  areaOfStudyId: number | null;
  styleOfEnglish: string;
  journalName: string | null;
  journalUrl: string | null;
  deliveryTier: string;
  adminCreated: boolean;
  requireCustomerNotification: boolean;
  localization: string;
  language: string;
  orderFormVersion: number;
};

/** Placed orders. Created in one transaction with their invoice, payment and ledger movements. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    externalId: text('external_id').notNull().unique(),
    userId: researcherIdColumn('no action'),
    title: text('title').notNull(),
    /** placed → in-progress → completed (or cancelled); 'awaiting-payment' while a bank transfer/boleto is unpaid. */
    status: text('status').notNull(),
    /** The order form this order was placed from; unique, so one form places at most one order. */
    orderFormId: integer('order_form_id').references(() => orderForms.id),
    currencyIso: text('currency_iso').references(() => currencies.isoCode),
    subtotal: integer('subtotal').notNull().default(0),
    discountTotal: integer('discount_total').notNull().default(0),
    total: integer('total').notNull().default(0),
    services: jsonb('services').$type<TPlacedService[]>().notNull().default([]),
    discounts: jsonb('discounts').$type<TPlacedDiscount[]>().notNull().default([]),
    deadline: text('deadline'),
    wordCount: integer('word_count'),
    manuscriptLanguageId: integer('manuscript_language_id'),
    customerGoalId: integer('customer_goal_id'),
    areaOfStudyId: integer('area_of_study_id'),
    styleOfEnglish: text('style_of_english').notNull().default('American'),
    journalName: text('journal_name'),
    journalUrl: text('journal_url'),
    deliveryTier: text('delivery_tier').notNull().default('standard'),
    /** The payment that placed it (payments.id); no foreign key, the payments module owns that table. */
    paymentId: integer('payment_id'),
    receiptCode: text('receipt_code'),
    rewardPoints: integer('reward_points').notNull().default(0),
    /** Set when the reward points were added to the user's total (by a job after placement). */
    rewardPointsCreditedAt: timestamp('reward_points_credited_at', { withTimezone: true }),
    adminCreated: boolean('admin_created').notNull().default(false),
    requireCustomerNotification: boolean('require_customer_notification').notNull().default(true),
    localization: text('localization'),
    language: text('language'),
    /** The fulfilment stage (schema/fulfilment.ts ORDER_STAGES); its timeline is in order_stage_events. */
    stage: text('stage').notNull().default('received'),
    /** Bumped by every staff change: staff updates are conditional on it, so two staff cannot lose an update. */
    version: integer('version').notNull().default(1),
    /** The editor (a staff user) working on the order. */
    assigneeId: integer('assignee_id').references(() => users.id),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Staff release of the deliverables before payment (otherwise downloads need the order paid). */
    downloadAvailable: boolean('download_available').notNull().default(false),
    touchUpAvailable: boolean('touch_up_available').notNull().default(false),
    reeditAvailable: boolean('reedit_available').notNull().default(false),
    scientificReworkEligible: boolean('scientific_rework_eligible').notNull().default(false),
    /** Extra addresses (co-authors) that get the order's e-mails, set through email-notifications. */
    notificationEmails: jsonb('notification_emails').$type<string[]>().notNull().default([]),
    /** original, or touch-up / re-edit / rework of `parentOrderId`. */
    kind: text('kind').notNull().default('original'),
    parentOrderId: integer('parent_order_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('orders_user').on(t.userId, t.createdAt),
    // The staff queue: open orders by deadline.
    index('orders_open_queue').on(t.deadline).where(sql`${t.status} in ('placed', 'in-progress', 'awaiting-payment')`),
    index('orders_parent').on(t.parentOrderId).where(sql`${t.parentOrderId} is not null`),
    uniqueIndex('orders_order_form').on(t.orderFormId).where(sql`${t.orderFormId} is not null`),
  ],
);

/** The order a row is part of; the row goes with the order. */
export const orderIdColumn = () =>
  integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' });
