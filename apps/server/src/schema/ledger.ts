import { index, integer, pgSequence, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { researcherIdColumn, users } from './account.ts';
import { currencyIsoColumn } from './catalogue.ts';
import { createdAtColumn } from './columns.ts';

/** Credits granted to a researcher (refunds, referral rewards, goodwill); spent on orders and payoffs. */
export const credits = pgTable(
  'credits',
  {
    id: serial('id').primaryKey(),
    userId: researcherIdColumn('no action'),
    referenceNumber: text('reference_number').notNull().unique(),
    currencyIso: currencyIsoColumn(),
    totalAmount: integer('total_amount').notNull(),
    balance: integer('balance').notNull(),
    reason: text('reason').notNull().default('goodwill'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('credits_user').on(t.userId, t.createdAt)],
);

/**
 * A prepayment: its retainer invoice (unpaid until funded), then a balance spent on orders.
 * availableAmount only ever moves by conditional updates (`… where available_amount >= $spend`).
 */
export const prepayments = pgTable(
  'prepayments',
  {
    id: serial('id').primaryKey(),
    userId: researcherIdColumn('no action'),
    retainerInvoiceNumber: text('retainer_invoice_number').notNull().unique(),
    currencyIso: currencyIsoColumn(),
    totalAmount: integer('total_amount').notNull(),
    /** Received so far (the retainer invoice's balance is totalAmount − paidAmount). */
    paidAmount: integer('paid_amount').notNull().default(0),
    availableAmount: integer('available_amount').notNull().default(0),
    status: text('status', { enum: ['unpaid', 'paid'] })
      .notNull()
      .default('unpaid'),
    localization: text('localization'),
    boletoUrl: text('boleto_url'),
    paymentId: integer('payment_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('prepayments_user').on(t.userId, t.createdAt)],
);

/** Vouchers: prepaid codes (institutions, promotions) worth an amount in a currency; spent once or in parts. */
export const vouchers = pgTable('vouchers', {
  code: text('code').primaryKey(),
  currencyIso: currencyIsoColumn(),
  amount: integer('amount').notNull(),
  balance: integer('balance').notNull(),
  /** Restricted to one researcher when set. */
  userId: integer('user_id').references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: createdAtColumn(),
});

/** Every movement of a credit, prepayment or voucher balance, with the payment that caused it. */
export const ledgerMovements = pgTable(
  'ledger_movements',
  {
    id: serial('id').primaryKey(),
    userId: researcherIdColumn('no action'),
    kind: text('kind', { enum: ['credit', 'prepayment', 'voucher'] }).notNull(),
    /** credits.id / prepayments.id as text, or the voucher code. */
    sourceRef: text('source_ref').notNull(),
    paymentId: integer('payment_id'),
    /** Negative when spent, positive when granted or funded; in the source's currency. */
    amount: integer('amount').notNull(),
    currencyIso: text('currency_iso').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('ledger_movements_user').on(t.userId, t.createdAt), index('ledger_movements_payment').on(t.paymentId)],
);

/** Retainer invoice numbers (`RI-US-000123`); see invoices/document-numbers.ts. */
export const retainerInvoiceNumberSequence = pgSequence('retainer_invoice_number_seq', { startWith: 1 });
