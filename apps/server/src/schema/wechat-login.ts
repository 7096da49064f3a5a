import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { researcherIdColumn, users } from './account.ts';
import { createdAtColumn } from './columns.ts';

/**
 * One QR sign-in (or account link) attempt. The browser knows the login code, WeChat knows the ticket; only
 * hashes of the code and of the creating browser's cookie are kept, so a leaked table signs no one in. The
 * status moves pending → scanned → confirmed → consumed (or refused / expired) by conditional updates.
 */
export const wechatLoginCodes = pgTable(
  'wechat_login_codes',
  {
    id: serial('id').primaryKey(),
    codeHash: text('code_hash').notNull(),
    /** sha256 of the random cookie given to the browser that asked for the code: only it may poll. */
    browserHash: text('browser_hash').notNull(),
    /** 'login' (sign in) or 'link' (a signed-in user links WeChat to the account). */
    purpose: text('purpose').$type<'login' | 'link'>().notNull().default('login'),
    /** Link mode: the signed-in user who asked. */
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'cascade' }),
    ticket: text('ticket').notNull(),
    /** What the QR code encodes, as WeChat gave it for the ticket. */
    qrContent: text('qr_content').notNull(),
    status: text('status')
      .$type<'pending' | 'scanned' | 'confirmed' | 'refused' | 'expired' | 'consumed'>()
      .notNull()
      .default('pending'),
    /** Login mode, once confirmed: the account linked to the WeChat user who confirmed (null: none is). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    openid: text('openid'),
    unionid: text('unionid'),
    nickname: text('nickname'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('wechat_login_codes_code').on(t.codeHash),
    uniqueIndex('wechat_login_codes_ticket').on(t.ticket),
    index('wechat_login_codes_expires').on(t.expiresAt),
  ],
);

/** A WeChat user (openid) linked to one account; an account has at most one. */
export const wechatIdentities = pgTable(
  'wechat_identities',
  {
    id: serial('id').primaryKey(),
    userId: researcherIdColumn('cascade'),
    openid: text('openid').notNull(),
    unionid: text('unionid'),
    nickname: text('nickname').notNull().default(''),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wechat_identities_openid').on(t.openid), uniqueIndex('wechat_identities_user').on(t.userId)],
);
