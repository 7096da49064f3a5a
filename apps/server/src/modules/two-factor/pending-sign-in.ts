import { LOCALE_TO_SEGMENT, type TLocale } from '@portal/domain';
import type { TSecondFactorMethod } from '@portal/domain/api/two-factor';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TConfig } from '../../config.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { hashToken, newToken } from '../../platform/sessions.ts';
import { twoFactorChallenges } from '../../schema/two-factor.ts';
import { secondFactorMethodsOf } from './factors.ts';

/** The pending sign-in's token: sent only to the second step's calls. */
export const PENDING_COOKIE = 'two_factor';
const PENDING_PATH = '/api/auth/two-factor';
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;

/**
 * The first step passed (password, or a provider): instead of a session, a pending sign-in that lives five
 * minutes, named by a 256-bit token in an HttpOnly cookie (only its hash kept). Answers the ways to finish
 * it, or null when the account has no second factor and the caller signs in at once.
 */
export async function startPendingSignIn(
  tx: DbOrTx,
  config: TConfig,
  reply: FastifyReply,
  userId: number,
): Promise<TSecondFactorMethod[] | null> {
  const methods = await secondFactorMethodsOf(tx, userId);
  if (methods.length === 0) return null;
  const token = newToken();
  const expiresAt = new Date(Date.now() + CHALLENGE_LIFETIME_MS);
  await tx.insert(twoFactorChallenges).values({ userId, purpose: 'sign-in', tokenHash: hashToken(token), expiresAt });
  reply.setCookie(PENDING_COOKIE, token, {
    path: PENDING_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isSecureCookie,
    expires: expiresAt,
  });
  return methods;
}

export function clearPendingCookie(reply: FastifyReply): void {
  reply.clearCookie(PENDING_COOKIE, { path: PENDING_PATH });
}

/** The live pending sign-in of the request's cookie, or undefined. */
export async function findPendingSignIn(db: DbOrTx, request: FastifyRequest) {
  const token = request.cookies[PENDING_COOKIE];
  if (!token || token.length > 100) return undefined;
  const [row] = await db
    .select()
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, hashToken(token)),
        eq(twoFactorChallenges.purpose, 'sign-in'),
        gt(twoFactorChallenges.expiresAt, new Date()),
      ),
    );
  return row;
}

/** The web app's second-step page; `redirect` is where the sign-in was going (kept as the login page keeps it). */
export function secondStepPath(locale: TLocale, redirect: string | null = null): string {
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  return `/${LOCALE_TO_SEGMENT[locale]}/login/two-factor${query}`;
}

export type TPendingSignIn = NonNullable<Awaited<ReturnType<typeof findPendingSignIn>>>;
