import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { researcherIdColumn, users } from './account.ts';
import { createdAtColumn } from './columns.ts';

/**
 * One start of a social sign-in: the state (stored as its hash, the lookup key at the callback), the PKCE
 * verifier and the nonce, kept server-side; spent by the first callback that names it, and short-lived.
 */
export const socialSignInAttempts = pgTable(
  'social_sign_in_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stateHash: text('state_hash').notNull(),
    /** Hash of the cookie the starting browser got: the callback only counts in that same browser (no login CSRF). */
    browserHash: text('browser_hash').notNull(),
    providerId: text('provider_id').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    /** Same-site paths only (sanitizeRedirect); where the visitor goes after signing in. */
    redirect: text('redirect'),
    origin: text('origin'),
    locale: text('locale').notNull(),
    /** Set when a signed-in user links a provider to their account instead of signing in. */
    linkUserId: integer('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('social_sign_in_attempts_state').on(t.stateHash)],
);

/** A provider's identity (its `sub`) linked to a user: one per provider and subject, one per user and provider. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: researcherIdColumn('cascade'),
    providerId: text('provider_id').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('user_identities_subject').on(t.providerId, t.subject),
    uniqueIndex('user_identities_user_provider').on(t.userId, t.providerId),
    index('user_identities_user').on(t.userId),
  ],
);

/** The confirmed registration a `verify` pending link creates the account from. */
export type TPendingRegistration = {
  firstName: string;
  lastName: string;
  countryId: number;
  currencyIso: string;
  language: string;
  localization: string;
  optinToMarketing: boolean;
  referralCode: string | null;
};

/**
 * A provider identity waiting for the visitor's next step: registration (`register`, no account has its
 * e-mail), the password of the account that has it (`link`), or the opening of the link e-mailed to an
 * address the provider did not vouch for (`verify`, with the confirmed `registration`). Stored as the hash
 * of the token the browser (or the e-mail) holds; single use and short-lived.
 */
export const socialPendingLinks = pgTable('social_pending_links', {
  tokenHash: text('token_hash').primaryKey(),
  kind: text('kind').$type<'register' | 'link' | 'verify'>().notNull(),
  providerId: text('provider_id').notNull(),
  subject: text('subject').notNull(),
  email: text('email').notNull(),
  isEmailVerified: boolean('is_email_verified').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  orcid: text('orcid'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  registration: jsonb('registration').$type<TPendingRegistration>(),
  redirect: text('redirect'),
  locale: text('locale').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAtColumn(),
});

/** The sandbox OpenID provider's authorization codes (its own side, like the payment sandbox's tables). */
export const oidcSandboxCodes = pgTable('oidc_sandbox_codes', {
  codeHash: text('code_hash').primaryKey(),
  providerId: text('provider_id').notNull(),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  nonce: text('nonce'),
  /** The ID token's claims as the person approved them (sub, email, email_verified, names, orcid). */
  claims: jsonb('claims').$type<Record<string, string | boolean>>().notNull(),
  /** The test scenario chosen on the sandbox page: 'normal', 'wrong-nonce', 'bad-signature', 'expired'. */
  scenario: text('scenario').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAtColumn(),
});
