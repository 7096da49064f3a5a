import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns.ts';

/** Catalogue text in the five site languages. */
export type TLocalizedText = { en: string; zh: string; ja: string; pt: string; es: string };

export const localizations = pgTable('localizations', {
  identity: text('identity').primaryKey(),
  name: text('name').notNull(),
  defaultLanguage: text('default_language').notNull(),
  defaultCurrency: text('default_currency').notNull(),
  allowsFapiaoProcessingAfterPayment: boolean('allows_fapiao_processing_after_payment').notNull().default(false),
  /** Another site that serves this localization; null when this site serves it. */
  siteUrl: text('site_url'),
});

export const currencies = pgTable('currencies', {
  isoCode: text('iso_code').primaryKey(),
  shortName: text('short_name').notNull(),
  name: text('name').notNull(),
  sign: text('sign').notNull(),
  /** Units of this currency per US dollar. */
  exchangeRate: numeric('exchange_rate', { precision: 18, scale: 8 }).notNull(),
  numDecimals: integer('num_decimals').notNull(),
  /** Minimum prepayment in this currency's minor units; null means the default (100). */
  minimumPrepay: integer('minimum_prepay'),
  isSelectable: boolean('is_selectable').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** The currency an amount is in: the row's `currency_iso`, one of the catalogue's currencies. */
export const currencyIsoColumn = () =>
  text('currency_iso')
    .notNull()
    .references(() => currencies.isoCode);

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  iso: text('iso').notNull().unique(),
  name: text('name').notNull(),
  localization: text('localization')
    .notNull()
    .references(() => localizations.identity),
  defaultCurrency: text('default_currency').references(() => currencies.isoCode),
});

export const states = pgTable(
  'states',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('states_country_code').on(t.countryId, t.code)],
);

export const preferredGroups = pgTable('preferred_groups', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  /** Shown to members in the page's language (English when a translation is empty). */
  name: jsonb('name').$type<TLocalizedText>().notNull(),
  /** Percent when percentageDiscount, else USD minor units. */
  discount: integer('discount').notNull().default(0),
  percentageDiscount: boolean('percentage_discount').notNull().default(true),
  shareable: boolean('shareable').notNull().default(true),
  membershipDisplayed: boolean('membership_displayed').notNull().default(true),
  /** The dashboard's welcome to new members, by language; null for the standard welcome. */
  greeting: jsonb('greeting').$type<TLocalizedText>(),
  isFreeTrial: boolean('is_free_trial').notNull().default(false),
  /** Members may use digital editing without a subscription ('preferred-group' access, docs/decisions.md). */
  givesDigitalEditing: boolean('gives_digital_editing').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAtColumn(),
});

/** Languages a manuscript may be written in; id 1 is English (spec §9). */
export const manuscriptLanguages = pgTable('manuscript_languages', {
  id: integer('id').primaryKey(),
  iso: text('iso').notNull().unique(),
  name: jsonb('name').$type<TLocalizedText>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** Customer goals of the first step; the keys 'rework' and 'multimedia services' are spec constants. */
export const customerGoals = pgTable('customer_goals', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: jsonb('name').$type<TLocalizedText>().notNull(),
  description: jsonb('description').$type<TLocalizedText>().notNull(),
  requiresWordCount: boolean('requires_word_count').notNull().default(false),
  allowsServiceBundles: boolean('allows_service_bundles').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** Word-count bins that word-priced options are cut into (inclusive bounds; null max is open). */
export const wordBins = pgTable('word_bins', {
  id: integer('id').primaryKey(),
  minWords: integer('min_words').notNull(),
  maxWords: integer('max_words'),
});

export const SERVICE_PRICING_BASES = ['words', 'count', 'flat'] as const;

export const services = pgTable('services', {
  id: integer('id').primaryKey(),
  identity: text('identity').notNull().unique(),
  type: text('type', { enum: ['editing', 'translation', 'formatting', 'figures', 'journalrec', 'promotion', 'other'] }).notNull(),
  category: text('category', { enum: ['manuscript', 'rework', 'multimedia', 'additional', 'concierge', 'addon'] }).notNull(),
  name: jsonb('name').$type<TLocalizedText>().notNull(),
  description: jsonb('description').$type<TLocalizedText>().notNull(),
  /** words: by word-count bin; count: by figure/table quantity; flat: one price. */
  pricingBasis: text('pricing_basis', { enum: SERVICE_PRICING_BASES }).notNull(),
  countKind: text('count_kind', { enum: ['figure', 'table'] }),
  /** english: offered for English manuscripts; non-english: translation into English; any. */
  languageScope: text('language_scope', { enum: ['english', 'non-english', 'any'] })
    .notNull()
    .default('any'),
  addOn: boolean('add_on').notNull().default(false),
  featured: boolean('featured').notNull().default(false),
  recommended: boolean('recommended').notNull().default(false),
  requiresQuote: boolean('requires_quote').notNull().default(false),
  canBeRemovedFromOrder: boolean('can_be_removed_from_order').notNull().default(true),
  /** Figure and table work runs beside the manuscript work instead of after it. */
  runsInParallel: boolean('runs_in_parallel').notNull().default(false),
  journalDetails: text('journal_details', { enum: ['none', 'requested', 'required'] })
    .notNull()
    .default('none'),
  fileTypes: jsonb('file_types').$type<string[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** One priced option: a service at a word bin (or a quantity, or flat) and a delivery tier. */
export const serviceOptions = pgTable(
  'service_options',
  {
    id: serial('id').primaryKey(),
    /** Stable natural key ("standard-editing:bin-3:rush") so that seeding upserts in place. */
    key: text('key').notNull().unique(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    wordBinId: integer('word_bin_id').references(() => wordBins.id),
    quantity: integer('quantity'),
    deliveryTier: text('delivery_tier', { enum: ['standard', 'rush', 'express'] }).notNull(),
    timelineDays: integer('timeline_days').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('service_options_service').on(t.serviceId)],
);

/** An option's price in each currency, in that currency's minor units. */
export const serviceOptionPrices = pgTable(
  'service_option_prices',
  {
    optionId: integer('option_id')
      .notNull()
      .references(() => serviceOptions.id, { onDelete: 'cascade' }),
    currencyIso: currencyIsoColumn(),
    amount: integer('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.optionId, t.currencyIso] })],
);

export type TBundleQuestionChoice = { value: string; label: TLocalizedText };

export const bundleQuestions = pgTable('bundle_questions', {
  id: integer('id').primaryKey(),
  term: text('term').notNull().unique(),
  label: jsonb('label').$type<TLocalizedText>().notNull(),
  type: text('type', { enum: ['multiple-choice', 'journal-select', 'int', 'toggle'] }).notNull(),
  choices: jsonb('choices').$type<TBundleQuestionChoice[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const serviceBundles = pgTable('service_bundles', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: jsonb('name').$type<TLocalizedText>().notNull(),
  primaryServiceId: integer('primary_service_id')
    .notNull()
    .references(() => services.id),
  discountPercent: integer('discount_percent').notNull(),
  /** The bundle is offered when the first question's answer holds one of these choices. */
  matchChoices: jsonb('match_choices').$type<string[]>().notNull().default([]),
  languageScope: text('language_scope', { enum: ['english', 'non-english', 'any'] })
    .notNull()
    .default('any'),
  learnMoreTerms: jsonb('learn_more_terms').$type<TLocalizedText[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const serviceBundleServices = pgTable(
  'service_bundle_services',
  {
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => serviceBundles.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    /** included: always part of the bundle; addon: a checkbox on the card. */
    role: text('role', { enum: ['included', 'addon'] }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.serviceId] })],
);

/** Three levels; only leaves are selectable. 'Undetermined' is id 494 under 493 (spec §3). */
export const areasOfStudy = pgTable(
  'areas_of_study',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    name: jsonb('name').$type<TLocalizedText>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('areas_of_study_parent').on(t.parentId)],
);

/** Days on which the provider does not work; deadlines skip them. */
export const holidays = pgTable('holidays', {
  date: date('date', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
});

export const journals = pgTable('journals', {
  id: serial('id').primaryKey(),
  title: text('title').notNull().unique(),
  url: text('url'),
});

export const promotionalCodes = pgTable('promotional_codes', {
  id: serial('id').primaryKey(),
  /** Stored upper-case; customers may type it in any case. */
  code: text('code').notNull().unique(),
  description: jsonb('description').$type<TLocalizedText>().notNull(),
  isPercentBased: boolean('is_percent_based').notNull(),
  /** Percent when percent-based, else US cents (converted to the order's currency). */
  amount: integer('amount').notNull(),
  endDate: timestamp('end_date', { withTimezone: true }),
  isActive: boolean('is_active').notNull().default(true),
});

export type TServiceQuestionChoice = { value: string; label: TLocalizedText };

/** Questions of the details step, per service. Multiple-choice ones are asked for English manuscripts only. */
export const serviceQuestions = pgTable(
  'service_questions',
  {
    id: serial('id').primaryKey(),
    identity: text('identity').notNull().unique(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    label: jsonb('label').$type<TLocalizedText>().notNull(),
    type: text('type', { enum: ['text', 'textarea', 'multiple-choice', 'select', 'toggle', 'int'] }).notNull(),
    isRequired: boolean('is_required').notNull().default(false),
    choices: jsonb('choices').$type<TServiceQuestionChoice[]>().notNull().default([]),
    followUpIdentities: jsonb('follow_up_identities').$type<string[]>().notNull().default([]),
    /** Asked only after an earlier question's choice names it as a follow-up. */
    requiresPreviousSelection: boolean('requires_previous_selection').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('service_questions_service').on(t.serviceId)],
);
