import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgSequence, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { researcherIdColumn } from './account.ts';
import { currencyIsoColumn } from './catalogue.ts';
import { createdAtColumn } from './columns.ts';

/** Invoices: one per placed order (unless staff suppressed it); balance falls as payments arrive. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    invoiceNumber: text('invoice_number').notNull().unique(),
    userId: researcherIdColumn('no action'),
    orderId: integer('order_id'),
    /** The order's external id (customFields.Submission). */
    orderExternalId: text('order_external_id'),
    currencyIso: currencyIsoColumn(),
    exchangeRate: text('exchange_rate').notNull(),
    localization: text('localization').notNull(),
    language: text('language').notNull().default('en_US'),
    totalAmount: integer('total_amount').notNull(),
    balance: integer('balance').notNull(),
    status: text('status', { enum: ['unpaid', 'paid', 'void'] })
      .notNull()
      .default('unpaid'),
    pendingWriteoff: boolean('pending_writeoff').notNull().default(false),
    boletoUrl: text('boleto_url'),
    purchaseOrderNumber: text('purchase_order_number'),
    vatNumber: text('vat_number'),
    /** The customer's billing and invoice addresses as given at payment (the PDF prints them). */
    billingAddress: jsonb('billing_address').$type<Record<string, unknown>>(),
    invoiceAddress: jsonb('invoice_address').$type<Record<string, unknown>>(),
    /** What the invoice is for, one line per service, for the PDF. */
    lines: jsonb('lines')
      .$type<{ identity?: string; description: string; quantity: number; amount: number }[]>()
      .notNull()
      .default([]),
    transactionDate: timestamp('transaction_date', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    // The invoices page's order (newest first, id breaking ties): a page is read from the index, not sorted.
    index('invoices_user').on(t.userId, t.transactionDate, t.id),
    index('invoices_order').on(t.orderId),
    // The unpaid invoices every invoices page and banner lists: a researcher's few among many paid ones.
    index('invoices_user_payable')
      .on(t.userId, t.transactionDate, t.id)
      .where(sql`${t.balance} > 0 and ${t.pendingWriteoff} = false and ${t.status} <> 'void'`),
  ],
);

/** Payments applied to invoices (one payment may settle several invoices in a payoff). */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    paymentId: integer('payment_id').notNull(),
    amount: integer('amount').notNull(),
    /** Set when the money came from a prepayment (prepayments.id). */
    retainerInvoiceId: integer('retainer_invoice_id'),
    /**
     * Which part of the payment this is: 'payment' — what the payment settled when it completed (card,
     * credits, prepayment, voucher); 'collected' — money a bank transfer or boleto brought in later.
     * One row per invoice, payment and part: a repeated call changes nothing.
     */
    part: text('part', { enum: ['payment', 'collected'] })
      .notNull()
      .default('payment'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('invoice_payments_invoice').on(t.invoiceId), index('invoice_payments_payment').on(t.paymentId)],
);

/** Invoice numbers (`INV-2026-000123`); see document-numbers.ts. */
export const invoiceNumberSequence = pgSequence('invoice_number_seq', { startWith: 1 });
