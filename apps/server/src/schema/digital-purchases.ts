import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { researcherIdColumn } from './account.ts';
import { createdAtColumn } from './columns.ts';

export type TDigitalPurchaseType = 'editing' | 'translation';
/** purchase: bought through the payment step; trial: the one-time Chinese trial credit; group: preferred-group access. */
export type TDigitalPurchaseSource = 'purchase' | 'trial' | 'group';
export type TDigitalPurchaseStatus = 'pending' | 'active' | 'cancelled';

/**
 * What a researcher bought of the automated tools: a digital-editing subscription (one year from payment) or a
 * digital-translation package (a number of uses). A purchase is 'pending' while its payment is open and becomes
 * 'active' (startsAt/endsAt set) by the same transaction that captures the payment. Uses are spent one per
 * submission by a conditional update (uses_remaining > 0), so two parallel uploads with one use left spend it once.
 */
export const digitalPurchases = pgTable(
  'digital_purchases',
  {
    id: serial('id').primaryKey(),
    identity: uuid('identity').notNull().unique().defaultRandom(),
    userId: researcherIdColumn('cascade'),
    type: text('type').$type<TDigitalPurchaseType>().notNull(),
    source: text('source').$type<TDigitalPurchaseSource>().notNull().default('purchase'),
    status: text('status').$type<TDigitalPurchaseStatus>().notNull().default('pending'),
    /** The product bought (packages/domain digital products), e.g. 'editing-year', 'translation-5'. */
    product: text('product').notNull(),
    label: text('label').notNull(),
    /** Translation packages: uses bought and left; null for an editing subscription. */
    numberOfUses: integer('number_of_uses'),
    usesRemaining: integer('uses_remaining'),
    /** Translation: the language pairs the package covers (spanish-to-english, …). */
    allowedLanguages: jsonb('allowed_languages').$type<string[]>().notNull().default([]),
    /** Translation: the most words one submission may have (null: no limit). */
    wordLimit: integer('word_limit'),
    /** Minor units of currencyIso; fullPrice is the price before the 30 % discount shown in the price text. */
    price: integer('price').notNull().default(0),
    fullPrice: integer('full_price').notNull().default(0),
    currencyIso: text('currency_iso'),
    /** The payment that pays for it (payments.purpose 'digital'); null for a trial or group access. */
    paymentId: integer('payment_id'),
    /** The trial's language (one trial per user and language). */
    trialLanguage: text('trial_language'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('digital_purchases_user').on(t.userId, t.type, t.createdAt),
    index('digital_purchases_payment').on(t.paymentId),
    uniqueIndex('digital_purchases_trial').on(t.userId, t.trialLanguage).where(sql`${t.trialLanguage} is not null`),
  ],
);

export type TDigitalPurchaseRow = typeof digitalPurchases.$inferSelect;
