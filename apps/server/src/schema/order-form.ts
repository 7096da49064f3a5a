import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './account.ts';
import { areasOfStudy, currencies, customerGoals, manuscriptLanguages, serviceBundles } from './catalogue.ts';
import { createdAtColumn } from './columns.ts';

export type TAnswerValue = string | number | boolean | string[];
export type TSelection = { identity: string; quantity: number };

/** A quote frozen when it is generated, so that its PDF and e-mail keep the prices the customer saw. */
export type TQuoteSnapshot = {
  estimateId: string;
  generatedAt: string;
  currencyIso: string;
  lineItems: {
    serviceIdentity: string;
    name: string;
    quantity: number;
    deliveryTier: string;
    listPrice: number;
    discountAmount: number;
    totalPrice: number;
  }[];
  discounts: { kind: string; code: string | null; description: string; appliedAmount: number }[];
  subtotal: number;
  discountTotal: number;
  total: number;
  deadline: string | null;
  wordCount: number | null;
  manuscriptLanguageId?: number | null;
};

/**
 * An order form under construction. Owned by a user, or by an anonymous visitor through the sha256 of
 * the `order_form` cookie until they sign in. Every save bumps `version` in one conditional update.
 */
export const orderForms = pgTable(
  'order_forms',
  {
    id: serial('id').primaryKey(),
    identity: uuid('identity').notNull().unique().defaultRandom(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    anonymousTokenHash: text('anonymous_token_hash'),
    /** open: being built; abandoned: reset by its owner; converted: became a placed order. */
    status: text('status', { enum: ['open', 'abandoned', 'converted'] })
      .notNull()
      .default('open'),
    currentStep: text('current_step').notNull().default('get-started'),
    customerGoalId: integer('customer_goal_id').references(() => customerGoals.id),
    uploadLater: boolean('upload_later').notNull().default(false),
    serviceBundlesRequested: boolean('service_bundles_requested').notNull().default(false),
    bundleAnswers: jsonb('bundle_answers').$type<Record<string, TAnswerValue>>().notNull().default({}),
    selectedBundleId: integer('selected_bundle_id').references(() => serviceBundles.id),
    manuscriptLanguageId: integer('manuscript_language_id').references(() => manuscriptLanguages.id),
    detectedLanguageId: integer('detected_language_id').references(() => manuscriptLanguages.id),
    wordCount: integer('word_count'),
    calculatedWordCount: integer('calculated_word_count'),
    selections: jsonb('selections').$type<TSelection[]>().notNull().default([]),
    declinedEditing: boolean('declined_editing').notNull().default(false),
    deliveryTier: text('delivery_tier', { enum: ['standard', 'rush', 'express'] })
      .notNull()
      .default('standard'),
    /** The visitor's chosen currency; signed-in users pay in their account's currency. */
    currencyIso: text('currency_iso').references(() => currencies.isoCode),
    promotionalCode: text('promotional_code'),
    projectTitle: text('project_title'),
    styleOfEnglish: text('style_of_english', { enum: ['American', 'British'] })
      .notNull()
      .default('American'),
    areaOfStudyId: integer('area_of_study_id').references(() => areasOfStudy.id),
    journalName: text('journal_name'),
    journalUrl: text('journal_url'),
    answers: jsonb('answers').$type<Record<string, TAnswerValue>>().notNull().default({}),
    referralEmails: jsonb('referral_emails').$type<string[]>().notNull().default([]),
    duplicateOrderExternalId: text('duplicate_order_external_id'),
    /** A re-edit, touch-up or rework form: the order it continues (orders.external_id) and which kind. */
    parentOrderExternalId: text('parent_order_external_id'),
    parentOrderKind: text('parent_order_kind'),
    estimateId: text('estimate_id').unique(),
    quote: jsonb('quote').$type<TQuoteSnapshot>(),
    version: integer('version').notNull().default(1),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One unfinished form per owner; the partial indexes also make "create or continue" race-safe.
    uniqueIndex('order_forms_open_user').on(t.userId).where(sql`${t.status} = 'open' and ${t.userId} is not null`),
    uniqueIndex('order_forms_open_anonymous')
      .on(t.anonymousTokenHash)
      .where(sql`${t.status} = 'open' and ${t.anonymousTokenHash} is not null`),
    index('order_forms_user').on(t.userId, t.createdAt),
  ],
);

export const ORDER_FORM_FILE_KINDS = [
  'main',
  'figure',
  'table',
  'main-reference',
  'figure-reference',
  'table-reference',
] as const;

/** Files uploaded onto an order form; written by the files module through `recordOrderFormFile`. */
export const orderFormFiles = pgTable(
  'order_form_files',
  {
    id: serial('id').primaryKey(),
    identity: uuid('identity').notNull().unique().defaultRandom(),
    orderFormId: integer('order_form_id')
      .notNull()
      .references(() => orderForms.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_FORM_FILE_KINDS }).notNull(),
    originalName: text('original_name').notNull(),
    storedName: text('stored_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    wordCount: integer('word_count'),
    languageId: integer('language_id').references(() => manuscriptLanguages.id),
    analysisStatus: text('analysis_status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    createdAt: createdAtColumn(),
    expired: boolean('expired').notNull().default(false),
  },
  (t) => [index('order_form_files_form').on(t.orderFormId, t.createdAt)],
);
