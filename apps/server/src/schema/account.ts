import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { countries, currencies, localizations, preferredGroups } from './catalogue.ts';
import { createdAtColumn } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    identity: uuid('identity').notNull().unique().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['researcher', 'staff'] })
      .notNull()
      .default('researcher'),
    active: boolean('active').notNull().default(true),
    title: text('title'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    institution: text('institution'),
    workplace: text('workplace'),
    phoneNumber: text('phone_number'),
    secondaryEmail: text('secondary_email'),
    orcid: text('orcid'),
    foundUs: text('found_us'),
    countryId: integer('country_id').references(() => countries.id),
    currencyIso: text('currency_iso').references(() => currencies.isoCode),
    language: text('language').notNull().default('en_US'),
    localization: text('localization')
      .notNull()
      .default('us')
      .references(() => localizations.identity),
    optinToMarketing: boolean('optin_to_marketing').notNull().default(false),
    agreedToTosAt: timestamp('agreed_to_tos_at', { withTimezone: true }),
    referralCode: text('referral_code').notNull().unique(),
    /** Who referred this researcher (their share link's code at registration); see modules/referrals. */
    referredByUserId: integer('referred_by_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    preferredGroupId: integer('preferred_group_id').references(() => preferredGroups.id),
    preferredGroupDiscountUsed: boolean('preferred_group_discount_used').notNull().default(false),
    showCheckSpamMessage: boolean('show_check_spam_message').notNull().default(true),
    creditNotesLocked: boolean('credit_notes_locked').notNull().default(false),
    localizationMismatch: boolean('localization_mismatch').notNull().default(false),
    excludeFromDelinquentCheck: boolean('exclude_from_delinquent_check').notNull().default(false),
    hideInvoices: boolean('hide_invoices').notNull().default(false),
    overrideDownloadAvailable: boolean('override_download_available').notNull().default(false),
    changePasswordEnabled: boolean('change_password_enabled').notNull().default(true),
    languageAssessmentEnabled: boolean('language_assessment_enabled').notNull().default(true),
    hasRewards: boolean('has_rewards').notNull().default(true),
    totalRewardPoints: integer('total_reward_points').notNull().default(0),
    wfoeInMigratingGroup: boolean('wfoe_in_migrating_group').notNull().default(false),
    wfoeAcceptedTosAt: timestamp('wfoe_accepted_tos_at', { withTimezone: true }),
    wfoeMigrated: boolean('wfoe_migrated').notNull().default(false),
    wfoeOptedIn: boolean('wfoe_opted_in').notNull().default(false),
    wfoeOptedOut: boolean('wfoe_opted_out').notNull().default(false),
    /** When the researcher sent their testimonial (modules/testimonials): the user's submittedTestimonial. */
    submittedTestimonialAt: timestamp('submitted_testimonial_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower').on(sql`lower(${t.email})`),
    index('users_referred_by').on(t.referredByUserId).where(sql`${t.referredByUserId} is not null`),
  ],
);

/**
 * The researcher a row belongs to. 'cascade': the row goes with the user row; 'no action': a record kept after
 * closure (an order, invoice, payment or ledger entry), which the user row cannot be deleted from under.
 */
export const researcherIdColumn = (onDeleteUser: 'cascade' | 'no action') =>
  integer('user_id')
    .notNull()
    .references(() => users.id, onDeleteUser === 'cascade' ? { onDelete: 'cascade' } : {});

/**
 * The version of each researcher's data (no row: 0): the database bumps it in every transaction writing it
 * (migration 0021's triggers), and the read cache (platform/read-cache.ts) answers a hot read again only when
 * it moved. Its `tx` column, the last bumping transaction, is the database's own.
 */
export const readVersions = pgTable('read_versions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: researcherIdColumn('cascade'),
    label: text('label', { enum: ['billing', 'invoice'] })
      .notNull()
      .default('billing'),
    name: text('name').notNull().default(''),
    organization: text('organization').notNull().default(''),
    address1: text('address1').notNull(),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    phone: text('phone').notNull().default(''),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user').on(t.userId)],
);
