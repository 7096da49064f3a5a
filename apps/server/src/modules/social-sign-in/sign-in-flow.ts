import { randomBytes } from 'node:crypto';
import {
  LOCALE_TO_SEGMENT,
  OAUTH_FAILURE_MESSAGE,
  sanitizeRedirect,
  type TLocale,
  type TSocialRegistrationPrefill,
  toLocale,
} from '@portal/domain';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { TConfig } from '../../config.ts';
import type { TOidcClient, TOidcIdentity } from '../../integrations/oidc/oidc-client.ts';
import type { TOidcProvider } from '../../integrations/oidc/oidc-config.ts';
import { uiLocaleOf } from '../../integrations/oidc/sandbox-texts.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { createSession, hashToken, type TAuth, type TUserRow } from '../../platform/sessions.ts';
import { users } from '../../schema/account.ts';
import { sessions } from '../../schema/auth.ts';
import { socialPendingLinks, socialSignInAttempts, userIdentities } from '../../schema/social-sign-in.ts';
import { secondStepPath, startPendingSignIn } from '../two-factor/index.ts';

const ATTEMPT_LIFETIME_MS = 10 * 60_000;
const PENDING_LIFETIME_MS = 30 * 60_000;

export type TStartInput = {
  provider: TOidcProvider;
  redirect: string | undefined;
  origin: string | undefined;
  isLink: boolean;
  auth: TAuth | null;
  locale: TLocale;
  /** The random value the starting browser keeps in its cookie. */
  browserBinding: string;
};

export type TFlowDeps = { db: Db; config: TConfig; oidc: TOidcClient; log: FastifyBaseLogger };

export function failurePath(locale: TLocale, reason?: 'email-unverified' | 'already-linked'): string {
  return `/${LOCALE_TO_SEGMENT[locale]}/login/failure/${OAUTH_FAILURE_MESSAGE}${reason ? `?reason=${reason}` : ''}`;
}

export function homeOf(user: Pick<TUserRow, 'language' | 'role'>): string {
  return `/${LOCALE_TO_SEGMENT[toLocale(user.language)]}/${user.role === 'staff' ? 'staff' : 'researcher'}`;
}

/** Signs the user in as password login does: a new session, the visitor's previous one (if any) retired. */
export async function signIn(tx: DbOrTx, config: TConfig, reply: FastifyReply, previous: TAuth | null, userId: number) {
  if (previous) await tx.delete(sessions).where(eq(sessions.tokenHash, previous.tokenHash));
  await createSession(tx, config, reply, userId);
}

/** ORCID signs a person in by their iD: it fills the account's ORCID iD when the account has none. */
export async function fillOrcid(tx: DbOrTx, providerId: string, userId: number, subject: string) {
  if (providerId !== 'orcid' || !/^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/.test(subject)) return;
  await tx
    .update(users)
    .set({ orcid: subject, updatedAt: new Date() })
    .where(and(eq(users.id, userId), or(isNull(users.orcid), eq(users.orcid, ''))));
}

export function callbackUrlOf(config: TConfig, providerId: string): string {
  return `${config.publicUrl}/api/auth/opa/${encodeURIComponent(providerId)}/callback`;
}

function encodePrefill(prefill: TSocialRegistrationPrefill): string {
  return Buffer.from(JSON.stringify(prefill), 'utf8').toString('base64url');
}

export function createSignInFlow({ db, config, oidc, log }: TFlowDeps) {
  return {
    /** GET /api/auth/opa/{providerId}: stores the attempt's checks and answers the provider's authorize URL. */
    async start(input: TStartInput): Promise<string> {
      const { provider, locale } = input;
      if (input.isLink && !input.auth) return failurePath(locale);
      const checks = oidc.newChecks();
      const url = await oidc.authorizationUrl(provider, {
        redirectUri: callbackUrlOf(config, provider.id),
        uiLocales: uiLocaleOf(locale),
        ...checks,
      });
      await db.insert(socialSignInAttempts).values({
        stateHash: hashToken(checks.state),
        browserHash: hashToken(input.browserBinding),
        providerId: provider.id,
        codeVerifier: checks.codeVerifier,
        nonce: checks.nonce,
        redirect: sanitizeRedirect(input.redirect),
        origin: sanitizeRedirect(input.origin),
        locale,
        linkUserId: input.isLink && input.auth ? input.auth.user.id : null,
        expiresAt: new Date(Date.now() + ATTEMPT_LIFETIME_MS),
      });
      return url.toString();
    },

    /**
     * GET /api/auth/opa/{providerId}/callback: spends the attempt its state names (once), checks the
     * provider's answer, then signs in a linked user, links to the signed-in user, or sends the visitor on to
     * registration or to the password of the account with that e-mail. Answers the path to go to.
     */
    async complete(input: {
      provider: TOidcProvider;
      state: string | undefined;
      browserBinding: string | undefined;
      callbackUrl: URL;
      auth: TAuth | null;
      fallbackLocale: TLocale;
      reply: FastifyReply;
    }): Promise<string> {
      const { provider, reply } = input;
      if (!input.state || !input.browserBinding) return failurePath(input.fallbackLocale);
      const [attempt] = await db
        .update(socialSignInAttempts)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(socialSignInAttempts.stateHash, hashToken(input.state)),
            eq(socialSignInAttempts.providerId, provider.id),
            eq(socialSignInAttempts.browserHash, hashToken(input.browserBinding)),
            isNull(socialSignInAttempts.usedAt),
            gt(socialSignInAttempts.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!attempt) return failurePath(input.fallbackLocale);
      const locale = toLocale(attempt.locale);
      // A signed-in user is sent away from the login area, so a failed link is told on the page it started from.
      const linkTarget = attempt.origin ?? `/${LOCALE_TO_SEGMENT[locale]}/account`;
      const linkFailure = (reason: string) => `${linkTarget}${linkTarget.includes('?') ? '&' : '?'}linkFailed=${reason}`;
      let identity: TOidcIdentity;
      try {
        identity = await oidc.completeSignIn(provider, input.callbackUrl, {
          redirectUri: callbackUrlOf(config, provider.id),
          state: input.state,
          nonce: attempt.nonce,
          codeVerifier: attempt.codeVerifier,
        });
      } catch (error) {
        log.info({ err: error, providerId: provider.id }, 'social sign-in refused');
        return attempt.linkUserId === null ? failurePath(locale) : linkFailure('refused');
      }

      const [linked] = await db
        .select({ user: users })
        .from(userIdentities)
        .innerJoin(users, eq(users.id, userIdentities.userId))
        .where(and(eq(userIdentities.providerId, provider.id), eq(userIdentities.subject, identity.subject)));

      if (attempt.linkUserId !== null) {
        // Linking to the signed-in user: only the user who started it, and only an identity no one else holds.
        if (input.auth?.user.id !== attempt.linkUserId) return failurePath(locale);
        const target = linkTarget;
        const refused = linkFailure('already-linked');
        if (linked) return linked.user.id === attempt.linkUserId ? target : refused;
        const userId = attempt.linkUserId;
        const isLinked = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(userIdentities)
            .values({ userId, providerId: provider.id, subject: identity.subject, email: identity.email })
            .onConflictDoNothing()
            .returning({ id: userIdentities.id });
          if (row) await fillOrcid(tx, provider.id, userId, identity.subject);
          return Boolean(row);
        });
        return isLinked ? target : refused;
      }

      if (linked) {
        if (!linked.user.active) return failurePath(locale);
        // An account with a second factor asks for it here too: the provider stands in for the password only.
        const isSignedIn = await db.transaction(async (tx) => {
          await fillOrcid(tx, provider.id, linked.user.id, identity.subject);
          if (await startPendingSignIn(tx, config, reply, linked.user.id)) return false;
          await signIn(tx, config, reply, input.auth, linked.user.id);
          return true;
        });
        if (!isSignedIn) return secondStepPath(toLocale(linked.user.language), attempt.redirect);
        return attempt.redirect ?? homeOf(linked.user);
      }

      const [existing] = identity.email
        ? await db.select().from(users).where(sql`lower(${users.email}) = lower(${identity.email})`)
        : [];
      // An address the provider has not verified proves nothing: it never links to the account that has it.
      if (existing && !identity.isEmailVerified) return failurePath(locale, 'email-unverified');
      const token = randomBytes(32).toString('base64url');
      await db.insert(socialPendingLinks).values({
        tokenHash: hashToken(token),
        kind: existing ? 'link' : 'register',
        providerId: provider.id,
        subject: identity.subject,
        email: identity.email ?? '',
        isEmailVerified: identity.isEmailVerified,
        firstName: identity.firstName,
        lastName: identity.lastName,
        orcid: provider.id === 'orcid' ? identity.subject : null,
        userId: existing?.id ?? null,
        redirect: attempt.redirect,
        locale,
        expiresAt: new Date(Date.now() + PENDING_LIFETIME_MS),
      });
      const segment = LOCALE_TO_SEGMENT[locale];
      const redirectQuery = attempt.redirect ? `&redirect=${encodeURIComponent(attempt.redirect)}` : '';
      if (existing) return `/${segment}/login/link-account?token=${token}${redirectQuery}`;
      const data = encodePrefill({
        token,
        providerId: provider.id,
        providerName: provider.name,
        email: identity.email ?? '',
        firstName: identity.firstName,
        lastName: identity.lastName,
        orcid: provider.id === 'orcid' ? identity.subject : null,
        isEmailVerified: identity.isEmailVerified && Boolean(identity.email),
      });
      return `/${segment}/register?data=${data}${redirectQuery}`;
    },
  };
}
