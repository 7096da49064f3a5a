import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  LOCALE_TO_SEGMENT,
  MESSAGE,
  type TLocale,
  type TLoginRequest,
  type TResetPasswordRequest,
  toLocale,
  type ZRegisterRequest,
} from '@portal/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { TConfig } from '../../config.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import { queueEmail } from '../../platform/mail.ts';
import { isProvenAddress, recordProvenAddress } from '../../platform/proven-address.ts';
import { createSession, destroyAllSessions, hashToken, newToken, type TAuth } from '../../platform/sessions.ts';
import { clearThrottle, releaseThrottleSlots, takeThrottleSlots } from '../../platform/throttle.ts';
import { users } from '../../schema/account.ts';
import { passwordResets, sessions } from '../../schema/auth.ts';
import type { TAccountService } from '../account/index.ts';
import type { TCatalogueService } from '../catalogue/index.ts';
import { startPendingSignIn } from '../two-factor/index.ts';
import { accountEmailLayout, createResearcher, registrationPlace, takeRegistrationSlot } from './create-researcher.ts';

const MINUTE = 60_000;
const LOGIN_ACCOUNT_LIMIT = { limit: 5, windowMs: 15 * MINUTE };
const LOGIN_ADDRESS_LIMIT = { limit: 30, windowMs: 15 * MINUTE };
const RESET_ACCOUNT_LIMIT = { limit: 3, windowMs: 15 * MINUTE };
const RESET_ADDRESS_LIMIT = { limit: 10, windowMs: 15 * MINUTE };
const RESET_LINK_LIFETIME_MS = 60 * MINUTE;

const loginAccountKey = (email: string) => `login:account:${email.toLowerCase()}`;

/** argon2id with the library's defaults (19 MiB, t=2), as OWASP recommends. */
const hashPassword = (password: string) => hash(password);

/** A hash of nothing, verified when the account does not exist so both paths cost the same. */
const dummyHash = hashPassword(randomBytes(16).toString('hex'));

export function createAuthService(db: Db, config: TConfig, catalogue: TCatalogueService, account: TAccountService) {
  async function findByEmail(tx: DbOrTx, email: string) {
    const [row] = await tx.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
    return row;
  }

  return {
    async researcherExists(email: string): Promise<boolean> {
      return Boolean(await findByEmail(db, email));
    },

    /**
     * Each attempt takes its slots before the password is checked, in one atomic step per bucket: 5 per
     * account, then 30 per address. A refused attempt counts against neither, so a burst against one account
     * leaves the address to everyone else; an address that signed in to (or reset the password of) this
     * account in the last day skips the address bucket, so an owner behind an address under attack still gets in.
     * An account with a second factor gets no session here: a pending sign-in that its second step finishes
     * (modules/two-factor), and the address counts as proven only then.
     */
    async login(input: TLoginRequest, ip: string, reply: FastifyReply, previous: TAuth | null) {
      const accountKey = loginAccountKey(input.email);
      const isProven = await isProvenAddress(db, input.email, ip);
      const slots = await takeThrottleSlots(db, [
        { key: accountKey, ...LOGIN_ACCOUNT_LIMIT },
        ...(isProven ? [] : [{ key: `login:address:${ip}`, ...LOGIN_ADDRESS_LIMIT }]),
      ]);
      if (!slots) throw new AppError(429, MESSAGE.loginThrottled);
      const user = await findByEmail(db, input.email);
      let isValid = false;
      if (user?.passwordHash) isValid = await verify(user.passwordHash, input.password);
      else await verify(await dummyHash, input.password);
      // A failed attempt keeps its slots: they are what the limits count.
      if (!user || !isValid || !user.active) return null;
      await clearThrottle(db, accountKey);
      await releaseThrottleSlots(db, slots);
      const secondFactorMethods = await startPendingSignIn(db, config, reply, user.id);
      if (secondFactorMethods) return { kind: 'second-factor' as const, methods: secondFactorMethods };
      await recordProvenAddress(db, input.email, ip);
      await db.transaction(async (tx) => {
        // Rotate: the session a visitor had before signing in is never reused.
        if (previous) await tx.delete(sessions).where(eq(sessions.tokenHash, previous.tokenHash));
        await createSession(tx, config, reply, user.id);
      });
      // The view is built after commit: it may read the catalogue through `db`, which on PGlite's
      // single connection would wait forever for an open transaction.
      return { kind: 'signed-in' as const, user: await account.toUserView(user, null) };
    },

    async register(input: z.output<typeof ZRegisterRequest>, ip: string, reply: FastifyReply) {
      const { country, currency } = await registrationPlace(catalogue, input.country, input.currency);
      if (await findByEmail(db, input.email)) throw new AppError(409, MESSAGE.emailExists);
      await takeRegistrationSlot(db, ip);
      const passwordHash = await hashPassword(input.password);
      const language = toLocale(input.language);
      const row = await db.transaction(async (tx) => {
        const row = await createResearcher(
          tx,
          config,
          {
            email: input.email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            countryId: country.value,
            currencyIso: currency.isoCode,
            language,
            localization: country.localization,
            optinToMarketing: input.optinToMarketing,
            title: input.title ?? null,
            institution: input.institution ?? null,
            workplace: input.workplace ?? null,
            phoneNumber: input.phoneNumber ?? null,
            secondaryEmail: input.secondaryEmail ?? null,
            orcid: input.orcid ?? null,
            foundUs: input.foundUs ?? null,
          },
          input.referralCode,
        );
        // Two registrations racing for one address: the unique index decides, the loser is told it exists.
        if (!row) throw new AppError(409, MESSAGE.emailExists);
        await createSession(tx, config, reply, row.id);
        return row;
      });
      // After commit, for the reason given in login.
      return account.toUserView(row, null);
    },

    /** Always answers the same way, whether or not the address has an account. */
    async requestPasswordReset(email: string, ip: string, siteLanguage: TLocale): Promise<void> {
      // Its own buckets: failed sign-ins never stand between an owner and a reset link.
      const slots = await takeThrottleSlots(db, [
        { key: `reset:account:${email.toLowerCase()}`, ...RESET_ACCOUNT_LIMIT },
        { key: `reset:address:${ip}`, ...RESET_ADDRESS_LIMIT },
      ]);
      if (!slots) throw new AppError(429, MESSAGE.tooManyRequests);
      const user = await findByEmail(db, email);
      if (!user?.active) return;
      const language = toLocale(user.language ?? siteLanguage);
      const token = newToken();
      await db.transaction(async (tx) => {
        // A new link retires the older ones.
        await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
        await tx.insert(passwordResets).values({
          userId: user.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + RESET_LINK_LIFETIME_MS),
        });
        const url = `${config.publicUrl}/${LOCALE_TO_SEGMENT[language]}/login/reset-password/${token}/${user.identity}`;
        await queueEmail(tx, {
          to: user.email,
          subject: translate(language, 'email-reset-subject'),
          ...accountEmailLayout(
            language,
            user.firstName,
            [translate(language, 'email-reset-body'), translate(language, 'email-reset-ignore')],
            { label: translate(language, 'email-reset-action'), url },
          ),
        });
      });
    },

    /** Single use: the link is spent by one conditional update, whoever comes second fails. */
    async resetPassword(input: TResetPasswordRequest, ip: string): Promise<TLocale> {
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ id: users.id, language: users.language, email: users.email })
          .from(users)
          .where(sql`${users.identity}::text = ${input.userIdentity}`);
        if (!user) throw new AppError(400, MESSAGE.resetLinkInvalid);
        const [spent] = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResets.tokenHash, hashToken(input.oneTimeLoginHash)),
              eq(passwordResets.userId, user.id),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, new Date()),
            ),
          )
          .returning({ id: passwordResets.id });
        if (!spent) throw new AppError(400, MESSAGE.resetLinkInvalid);
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
        await destroyAllSessions(tx, user.id);
        // The owner proved it through the e-mail: signing in is open again, from this address even if it is throttled.
        await clearThrottle(tx, loginAccountKey(user.email));
        await recordProvenAddress(tx, user.email, ip);
        return toLocale(user.language);
      });
    },
  };
}

export type TAuthService = ReturnType<typeof createAuthService>;
