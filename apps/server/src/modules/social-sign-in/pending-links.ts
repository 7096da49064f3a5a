import { randomBytes } from 'node:crypto';
import {
  LOCALE_TO_SEGMENT,
  MESSAGE,
  SOCIAL_MESSAGE,
  socialProviderName,
  type TLocale,
  type TSocialPendingResponse,
  toLocale,
  type ZSocialRegisterRequest,
} from '@portal/domain';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { TConfig } from '../../config.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import { queueEmail } from '../../platform/mail.ts';
import { hashToken, type TAuth } from '../../platform/sessions.ts';
import { users } from '../../schema/account.ts';
import { socialPendingLinks, type TPendingRegistration, userIdentities } from '../../schema/social-sign-in.ts';
import {
  accountEmailLayout,
  createResearcher,
  registrationPlace,
  type TAuthService,
  takeRegistrationSlot,
} from '../auth/index.ts';
import type { TCatalogueService } from '../catalogue/index.ts';
import { secondStepPath } from '../two-factor/index.ts';
import { fillOrcid, homeOf, signIn } from './sign-in-flow.ts';

/** How long the link that confirms a typed address stays good. */
const VERIFY_LIFETIME_MS = 24 * 60 * 60_000;

type TPendingDeps = { db: Db; config: TConfig; auth: TAuthService; catalogue: TCatalogueService };

type TPendingKind = (typeof socialPendingLinks.$inferSelect)['kind'];

function isLive(token: string, kind: TPendingKind) {
  return and(
    eq(socialPendingLinks.tokenHash, hashToken(token)),
    eq(socialPendingLinks.kind, kind),
    isNull(socialPendingLinks.usedAt),
    gt(socialPendingLinks.expiresAt, new Date()),
  );
}

/** Spends a pending link inside the caller's transaction: whoever comes second finds nothing. */
async function spend(tx: DbOrTx, token: string, kind: TPendingKind) {
  const [row] = await tx.update(socialPendingLinks).set({ usedAt: new Date() }).where(isLive(token, kind)).returning();
  if (!row) throw new AppError(400, SOCIAL_MESSAGE.pendingExpired);
  return row;
}

async function isTaken(tx: DbOrTx, email: string): Promise<boolean> {
  const [taken] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return Boolean(taken);
}

export function createPendingLinks({ db, config, auth, catalogue }: TPendingDeps) {
  /** The account of a confirmed registration, its provider identity linked; in the caller's transaction. */
  async function createAccount(
    tx: DbOrTx,
    pending: typeof socialPendingLinks.$inferSelect,
    email: string,
    registration: TPendingRegistration,
  ) {
    if (await isTaken(tx, email)) throw new AppError(409, MESSAGE.emailExists);
    const { referralCode, ...fields } = registration;
    const user = await createResearcher(
      tx,
      config,
      { ...fields, language: toLocale(fields.language), email, passwordHash: null, orcid: pending.orcid },
      referralCode,
    );
    if (!user) throw new AppError(409, MESSAGE.emailExists);
    const [identity] = await tx
      .insert(userIdentities)
      .values({ userId: user.id, providerId: pending.providerId, subject: pending.subject, email })
      .onConflictDoNothing()
      .returning({ id: userIdentities.id });
    // The identity was linked to another account meanwhile: nothing is created.
    if (!identity) throw new AppError(400, SOCIAL_MESSAGE.pendingExpired);
    return user;
  }

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
            inArray(socialPendingLinks.kind, ['register', 'link']),
            isNull(socialPendingLinks.usedAt),
            gt(socialPendingLinks.expiresAt, new Date()),
          ),
        );
      if (!row || row.kind === 'verify') throw new AppError(400, SOCIAL_MESSAGE.pendingExpired);
      return {
        kind: row.kind,
        providerId: row.providerId,
        providerName: socialProviderName(row.providerId),
        email: row.userEmail ?? row.email,
      };
    },

    /**
     * POST /api/auth/opa/register: the first-time user confirmed their information. When the provider
     * vouched for the e-mail, creates the account without a password (hasLocalIdentity false), links the
     * identity and signs in, in one transaction. When it did not (or gave none), nothing is created yet: the
     * registration waits under a link e-mailed to the address the researcher typed, so no one can hold an
     * account at an address they do not read (it would pass to its owner with a password reset, and the
     * provider identity with it).
     */
    async register(
      input: z.output<typeof ZSocialRegisterRequest>,
      ip: string,
      reply: FastifyReply,
      previous: TAuth | null,
    ): Promise<{ language: TLocale; redirectUri: string } | { language: TLocale; verificationSentTo: string }> {
      const { country, currency } = await registrationPlace(catalogue, input.country, input.currency);
      await takeRegistrationSlot(db, ip);
      const language = toLocale(input.language);
      const registration: TPendingRegistration = {
        firstName: input.firstName,
        lastName: input.lastName,
        countryId: country.value,
        currencyIso: currency.isoCode,
        language,
        localization: country.localization,
        optinToMarketing: input.optinToMarketing,
        referralCode: input.referralCode ?? null,
      };
      return db.transaction(async (tx) => {
        const pending = await spend(tx, input.token, 'register');
        if (pending.isEmailVerified && pending.email) {
          const user = await createAccount(tx, pending, pending.email, registration);
          await signIn(tx, config, reply, previous, user.id);
          return { language, redirectUri: pending.redirect ?? homeOf(user) };
        }
        const email = input.email ?? '';
        if (!email) throw AppError.invalid({ email: MESSAGE.emailInvalid });
        if (await isTaken(tx, email)) throw new AppError(409, MESSAGE.emailExists);
        const token = randomBytes(32).toString('base64url');
        await tx.insert(socialPendingLinks).values({
          ...pending,
          tokenHash: hashToken(token),
          kind: 'verify',
          email,
          isEmailVerified: false,
          registration,
          expiresAt: new Date(Date.now() + VERIFY_LIFETIME_MS),
          usedAt: null,
          createdAt: new Date(),
        });
        const url = `${config.publicUrl}/${LOCALE_TO_SEGMENT[language]}/register/verify?token=${token}`;
        const provider = socialProviderName(pending.providerId);
        await queueEmail(tx, {
          to: email,
          subject: translate(language, 'email-social-verify-subject'),
          ...accountEmailLayout(
            language,
            input.firstName,
            [translate(language, 'email-social-verify-body', { provider }), translate(language, 'email-social-verify-ignore')],
            { label: translate(language, 'email-social-verify-action'), url },
          ),
        });
        return { language, verificationSentTo: email };
      });
    },

    /**
     * POST /api/auth/opa/register/verify: the link e-mailed by register was opened, which proves the address.
     * Creates the account from the registration it kept, links the identity and signs in, once.
     */
    async verifyEmail(token: string, reply: FastifyReply, previous: TAuth | null) {
      return db.transaction(async (tx) => {
        const pending = await spend(tx, token, 'verify');
        if (!pending.registration) throw new AppError(400, SOCIAL_MESSAGE.pendingExpired);
        const user = await createAccount(tx, pending, pending.email, pending.registration);
        await signIn(tx, config, reply, previous, user.id);
        return { language: toLocale(user.language), redirectUri: pending.redirect ?? homeOf(user) };
      });
    },

    /**
     * POST /api/auth/opa/link: the provider's verified e-mail names an existing account; the visitor proves
     * it is theirs with its password (throttled like password login), then the identity is linked.
     */
    async linkWithPassword(token: string, password: string, ip: string, reply: FastifyReply, previous: TAuth | null) {
      const [pending] = await db
        .select({ userEmail: users.email, userLanguage: users.language })
        .from(socialPendingLinks)
        .innerJoin(users, eq(users.id, socialPendingLinks.userId))
        .where(isLive(token, 'link'));
      if (!pending) throw new AppError(400, SOCIAL_MESSAGE.pendingExpired);
      // Sign-in checks the password against that account, with its throttling; it opens the session too, or,
      // for an account with a second factor, the pending sign-in its second step finishes.
      const signedIn = await auth.login({ email: pending.userEmail, password }, ip, reply, previous);
      if (!signedIn) throw new AppError(401, MESSAGE.loginFailed);
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
      if (signedIn.kind === 'second-factor') {
        const language = toLocale(pending.userLanguage);
        return { isSignedIn: false, language, redirectUri: secondStepPath(language, redirect) };
      }
      return { isSignedIn: true, language: signedIn.user.language, redirectUri: redirect ?? signedIn.user.homeDirectory };
    },
  };
}
