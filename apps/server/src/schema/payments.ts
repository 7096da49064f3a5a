import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { researcherIdColumn } from './account.ts';
import { currencyIsoColumn } from './catalogue.ts';
import { createdAtColumn } from './columns.ts';

/**
 * One attempt to collect money: for an order (from an order form), a payoff of invoices, or a prepayment.
 * Status moves only by conditional updates:
 *   pending → redirected (payer sent to the provider) → captured | declined
 *   pending → captured | declined (card, internal)
 *   pending → awaiting-payment (bank transfer, purchase order, boleto) → captured (paid later)
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    receiptCode: text('receipt_code').notNull().unique(),
    userId: researcherIdColumn('no action'),
    purpose: text('purpose', { enum: ['order', 'payoff', 'prepay', 'digital'] }).notNull(),
    methodId: integer('method_id').notNull(),
    provider: text('provider').notNull(),
    status: text('status', { enum: ['pending', 'redirected', 'captured', 'declined', 'awaiting-payment', 'failed'] })
      .notNull()
      .default('pending'),
    currencyIso: currencyIsoColumn(),
    /** Everything this payment settles (order total, invoices' balance, prepayment amount). */
    total: integer('total').notNull(),
    /** What the method itself collects: total − credits − prepayment − voucher. */
    amount: integer('amount').notNull(),
    creditsApplied: integer('credits_applied').notNull().default(0),
    prepaymentApplied: integer('prepayment_applied').notNull().default(0),
    voucherApplied: integer('voucher_applied').notNull().default(0),
    voucherCode: text('voucher_code'),
    installments: integer('installments'),
    /** The order form paid for (purpose order); the order placed from it once captured. */
    orderFormId: integer('order_form_id'),
    orderId: integer('order_id'),
    /** Invoices paid off (purpose payoff) or created (order). */
    invoiceNumbers: jsonb('invoice_numbers').$type<string[]>().notNull().default([]),
    /** The prepayment funded (purpose prepay). */
    prepaymentId: integer('prepayment_id'),
    /** The digital-editing subscription or translation package bought (purpose digital). */
    digitalPurchaseId: integer('digital_purchase_id'),
    providerReference: text('provider_reference'),
    providerSessionId: text('provider_session_id'),
    declineMessage: text('decline_message'),
    /** Addresses, fapiao, tax id, purchase order number, card type and last four: never a card number. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_user').on(t.userId, t.createdAt),
    // What the invoices and payment reads list of a researcher's many payments: the few awaited ones, and
    // those that kept a fapiao (pendingPaymentsJsonOf, fapiaoPaymentsJsonOf; their conditions word for word).
    index('payments_user_pending').on(t.userId, t.createdAt).where(sql`${t.status} in ('redirected', 'pending')`),
    index('payments_user_fapiao')
      .on(t.userId, t.createdAt)
      .where(sql`${t.status} in ('captured', 'awaiting-payment') and ${t.details} ? 'fapiao'`),
    index('payments_order_form').on(t.orderFormId),
    // One live payment per order form and purpose (migration 0022; payment-statements.ts, LIVE_OF_FORM).
    uniqueIndex('payments_live_of_form')
      .on(t.orderFormId, t.purpose)
      .where(sql`${t.orderFormId} is not null and ${t.status} in ('pending', 'redirected', 'captured', 'awaiting-payment')`),
    index('payments_session').on(t.providerSessionId),
  ],
);

/** The first answer to a submission with an Idempotency-Key, replayed for every retry with that key. */
export const paymentIdempotency = pgTable(
  'payment_idempotency',
  {
    userId: researcherIdColumn('no action'),
    key: text('key').notNull(),
    /** sha256 of method, path and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: ['in-progress', 'done'] })
      .notNull()
      .default('in-progress'),
    statusCode: integer('status_code'),
    response: jsonb('response').$type<Record<string, unknown>>(),
    paymentId: integer('payment_id'),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Provider events already handled: a replayed webhook finds its id here and changes nothing. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox provider's own records: what a real processor keeps on its side. They survive a restart of
 * the portal, so an approval given before a crash is still there afterwards.
 */
export const sandboxCardNonces = pgTable('sandbox_card_nonces', {
  nonce: text('nonce').primaryKey(),
  brand: text('brand').notNull(),
  lastFour: text('last_four').notNull(),
  /** The test card's scripted outcome: approve, or decline with the processor's message. */
  outcome: text('outcome').notNull(),
  createdAt: createdAtColumn(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const sandboxCharges = pgTable('sandbox_charges', {
  id: text('id').primaryKey(),
  /** The merchant's idempotency key: the same key charges once and answers the same result again. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amount: integer('amount').notNull(),
  currencyIso: text('currency_iso').notNull(),
  status: text('status', { enum: ['approved', 'declined'] }).notNull(),
  message: text('message'),
  createdAt: createdAtColumn(),
});

export const sandboxSessions = pgTable('sandbox_sessions', {
  id: text('id').primaryKey(),
  /** The portal's receipt code. */
  reference: text('reference').notNull().unique(),
  provider: text('provider').notNull(),
  methodId: integer('method_id').notNull(),
  amount: integer('amount').notNull(),
  currencyIso: text('currency_iso').notNull(),
  installments: integer('installments'),
  status: text('status', { enum: ['open', 'approved', 'declined'] })
    .notNull()
    .default('open'),
  returnUrl: text('return_url').notNull(),
  webhookUrl: text('webhook_url').notNull(),
  createdAt: createdAtColumn(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});
