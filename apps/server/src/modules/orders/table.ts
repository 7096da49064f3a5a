import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../account/table.ts';
import { currencies } from '../catalogue/table.ts';
import { orderForms } from '../order-form/table.ts';

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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user').on(t.userId, t.createdAt),
    uniqueIndex('orders_order_form').on(t.orderFormId).where(sql`${t.orderFormId} is not null`),
  ],
);
