import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { researcherIdColumn } from './account.ts';
import { createdAtColumn } from './columns.ts';

export type TFapiaoContext = 'invoice' | 'prepayment' | 'digital';
export type TFapiaoRowStatus = 'requested' | 'issued' | 'cancelled' | 'failed';

/**
 * Fapiaos requested after payment. One row per request: a cancelled or failed fapiao stays as it was and a new
 * request makes a new row, so at most one live fapiao (requested or issued) exists per payment (the partial
 * unique index decides between two parallel requests). `receipt_code` is the invoice or retainer-invoice
 * number it covers (a digital purchase: the payment's receipt code). Amount in minor units of currency_iso.
 */
export const fapiaos = pgTable(
  'fapiaos',
  {
    id: serial('id').primaryKey(),
    identity: uuid('identity').notNull().unique().defaultRandom(),
    userId: researcherIdColumn('cascade'),
    paymentId: integer('payment_id').notNull(),
    context: text('context').$type<TFapiaoContext>().notNull(),
    receiptCode: text('receipt_code').notNull(),
    type: text('type').$type<'general' | 'special'>().notNull(),
    serviceType: text('service_type').notNull(),
    organizationName: text('organization_name').notNull(),
    taxpayerNumber: text('taxpayer_number').notNull().default(''),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull().default(''),
    shippingAddress: text('shipping_address').notNull().default(''),
    amount: integer('amount').notNull(),
    currencyIso: text('currency_iso').notNull(),
    status: text('status').$type<TFapiaoRowStatus>().notNull().default('requested'),
    number: text('number'),
    documentKey: text('document_key'),
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('fapiaos_live_payment').on(t.paymentId).where(sql`${t.status} in ('requested', 'issued')`),
    index('fapiaos_user').on(t.userId, t.createdAt.desc()),
    index('fapiaos_receipt').on(t.receiptCode, t.createdAt.desc()),
    index('fapiaos_status').on(t.status, t.createdAt.desc()),
  ],
);

export type TFapiaoRow = typeof fapiaos.$inferSelect;

/** Buyers whose names and taxpayer numbers the form suggests as the researcher types (GET /api/fapiao/organizations). */
export const fapiaoOrganizations = pgTable('fapiao_organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  taxpayerNumber: text('taxpayer_number').notNull(),
});
