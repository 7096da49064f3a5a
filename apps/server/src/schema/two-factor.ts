import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { researcherIdColumn, users } from './account.ts';
import { createdAtColumn } from './columns.ts';

/**
 * An account's authenticator app (RFC 6238): at most one. The secret is kept encrypted (AES-256-GCM under
 * TWO_FACTOR_KEY, secret-box.ts) and never answered after its setup. Until its first code is confirmed it is
 * only a setup under way (confirmed_at null) and does not count as a factor.
 */
export const totpFactors = pgTable('totp_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The 30-second step of the last code accepted: a code of that step or an earlier one is a replay. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }).notNull().default(0),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  createdAt: createdAtColumn(),
});

/** WebAuthn credentials registered as a second factor; the public key only (the private key never leaves the device). */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: researcherIdColumn('cascade'),
    /** The credential id, base64url, as the authenticator gave it. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    name: text('name').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('passkeys_credential').on(t.credentialId), index('passkeys_user').on(t.userId)],
);

/** Single-use recovery codes, argon2id hashes only; a set is replaced whole. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: researcherIdColumn('cascade'),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('recovery_codes_user').on(t.userId)],
);

/**
 * What a second-factor step waits for: a sign-in whose first step passed (`sign-in`, found by the hash of
 * the token in its cookie), or a passkey registration under way (`passkey-registration`, one per user).
 * Each lives five minutes and is spent once; `webauthn_challenge` is the challenge the passkey must sign.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: serial('id').primaryKey(),
    userId: researcherIdColumn('cascade'),
    purpose: text('purpose', { enum: ['sign-in', 'passkey-registration'] }).notNull(),
    tokenHash: text('token_hash'),
    webauthnChallenge: text('webauthn_challenge'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('two_factor_challenges_token').on(t.tokenHash), index('two_factor_challenges_user').on(t.userId)],
);
