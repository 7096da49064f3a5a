import { randomBytes } from 'node:crypto';
import {
  MESSAGE,
  registrationCurrencies,
  SOCIAL_MESSAGE,
  socialProviderName,
  type TSocialPendingResponse,
  toLocale,
  type ZSocialRegisterRequest,
} from '@portal/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { TConfig } from '../../config.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { hashToken, type TAuth } from '../../platform/sessions.ts';
import { takeThrottleSlots } from '../../platform/throttle.ts';
import { users } from '../account/table.ts';
import type { TAuthService } from '../auth/service.ts';
import type { TCatalogueService } from '../catalogue/service.ts';
import { fillOrcid, homeOf, signIn } from './sign-in-flow.ts';
import { socialPendingLinks, userIdentities } from './table.ts';

const REGISTER_ADDRESS_LIMIT = { limit: 10, windowMs: 60 * 60_000 };

type TPendingDeps = { db: Db; config: TConfig; auth: TAuthService; catalogue: TCatalogueService };

function isLive(token: string, kind: 'register' | 'link') {
  return and(
    eq(socialPendingLinks.tokenHash, hashToken(token)),
    eq(socialPendingLinks.kind, kind),
    isNull(socialPendingLinks.usedAt),
    gt(socialPendingLinks.expiresAt, new Date()),
  );
}

/** Spends a pending link inside the caller's transaction: whoever comes second finds nothing. */
async function spend(tx: DbOrTx, token: string, kind: 'register' | 'link') {
  const [row] = await tx.update(socialPendingLinks).set({ usedAt: new Date() }).where(isLive(token, kind)).returning();
  if (!row) throw new AppError(400, SOCIAL_MESSAGE.pendingExpired);
  return row;
}

function newReferralCode(): string {
  return randomBytes(6).toString('base64url').replace(/[-_]/g, 'X').toUpperCase();
}

export function createPendingLinks({ db, config, auth, catalogue }: TPendingDeps) {
  return {
    /** GET /api/auth/opa/pending/{token}: what the confirm-password page shows. */
    async read(token: string): Promise<TSocialPendingResponse> {
      const [row] = await db
        .select({
          kind: socialPendingLinks.kind,
          providerId: socialPendingLinks.providerId,
          userEmail: users.email,
          email: socialPendingLinks.email,
        })
        .from(socialPendingLinks)
        .leftJoin(users, eq(users.id, socialPendingLinks.userId))
        .where(
          and(
            eq(socialPendingLinks.tokenHash, hashToken(token)),
            isNull(socialPendingLinks.usedAt),
            gt(socialPendingLinks.expiresAt, new Date()),
          ),
        );
      if (!row) throw new AppError(400, SOCIAL_MESSAGE.pendingExpired);
      return {
        kind: row.kind,
        providerId: row.providerId,
        providerName: socialProviderName(row.providerId),
        email: row.userEmail ?? row.email,
      };
    },

    /**
     * POST /api/auth/opa/register: the first-time user confirmed their information. Creates the account
     * without a password (hasLocalIdentity false), links the identity and signs in, in one transaction.
     */
    async register(input: z.output<typeof ZSocialRegisterRequest>, ip: string, reply: FastifyReply, previous: TAuth | null) {
      const country = await catalogue.findCountry(input.country);
      if (!country) throw AppError.invalid({ country: MESSAGE.countryRequired });
      const { currencies } = await catalogue.catalogue();
      const currency = registrationCurrencies(currencies, country.iso).find((c) => c.isoCode === input.currency.toUpperCase());
      if (!currency) throw AppError.invalid({ currency: MESSAGE.currencyRequired });
      if (!(await takeThrottleSlots(db, [{ key: `register:address:${ip}`, ...REGISTER_ADDRESS_LIMIT }]))) {
        throw new AppError(429, MESSAGE.tooManyRequests);
      }
      const language = toLocale(input.language);
      return db.transaction(async (tx) => {
        const pending = await spend(tx, input.token, 'register');
        if (!pending.email) throw AppError.invalid({ email: MESSAGE.emailInvalid });
        const [taken] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${pending.email})`);
        if (taken) throw new AppError(409, MESSAGE.emailExists);
        const [user] = await tx
          .insert(users)
          .values({
            email: pending.email,
            passwordHash: null,
            firstName: input.firstName,
            lastName: input.lastName,
            countryId: country.value,
            currencyIso: currency.isoCode,
            language,
            localization: country.localization,
            optinToMarketing: input.optinToMarketing,
            agreedToTosAt: new Date(),
            referralCode: newReferralCode(),
            orcid: pending.orcid,
          })
          .onConflictDoNothing()
          .returning();
        if (!user) throw new AppError(409, MESSAGE.emailExists);
        const [identity] = await tx
          .insert(userIdentities)
          .values({ userId: user.id, providerId: pending.providerId, subject: pending.subject, email: pending.email })
          .onConflictDoNothing()
          .returning({ id: userIdentities.id });
        // The identity was linked to another account meanwhile: nothing is created.
        if (!identity) throw new AppError(400, SOCIAL_MESSAGE.pendingExpired);
        await signIn(tx, config, reply, previous, user.id);
        return { language, redirectUri: pending.redirect ?? homeOf(user) };
      });
    },

    /**
     * POST /api/auth/opa/link: the provider's verified e-mail names an existing account; the visitor proves
     * it is theirs with its password (throttled like password login), then the identity is linked.
     */
    async linkWithPassword(token: string, password: string, ip: string, reply: FastifyReply, previous: TAuth | null) {
      const [pending] = await db
        .select({ userEmail: users.email })
        .from(socialPendingLinks)
        .innerJoin(users, eq(users.id, socialPendingLinks.userId))
        .where(isLive(token, 'link'));
      if (!pending) throw new AppError(400, SOCIAL_MESSAGE.pendingExpired);
      // Sign-in checks the password against that account, with its throttling; it opens the session too.
      const user = await auth.login({ email: pending.userEmail, password }, ip, reply, previous);
      if (!user) throw new AppError(401, MESSAGE.loginFailed);
      const redirect = await db.transaction(async (tx) => {
        const row = await spend(tx, token, 'link');
        if (!row.userId || !row.isEmailVerified) throw new AppError(400, SOCIAL_MESSAGE.pendingExpired);
        await tx
          .insert(userIdentities)
          .values({ userId: row.userId, providerId: row.providerId, subject: row.subject, email: row.email })
          .onConflictDoNothing();
        await fillOrcid(tx, row.providerId, row.userId, row.subject);
        return row.redirect;
      });
      return { language: user.language, redirectUri: redirect ?? user.homeDirectory };
    },
  };
}
