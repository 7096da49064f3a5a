import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TConfig } from '../../config.ts';
import { hashToken, newToken, type TAuth } from '../../platform/sessions.ts';

/** A visitor's cookie: a random token whose sha256 marks the checks they made without signing in. */
export const GRAMMAR_CHECK_COOKIE = 'grammar_check';
const COOKIE_DAYS = 30;

export type TGrammarRequester = { auth: TAuth | null; visitorHash: string | null };

export function requesterOf(request: FastifyRequest): TGrammarRequester {
  const token = request.cookies[GRAMMAR_CHECK_COOKIE];
  return { auth: request.auth, visitorHash: token && token.length <= 100 ? hashToken(token) : null };
}

/** The visitor's token hash, setting the cookie first when they have none. */
export function visitorOwner(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<TConfig, 'isSecureCookie'>,
): { anonymousTokenHash: string } {
  const existing = requesterOf(request).visitorHash;
  if (existing) return { anonymousTokenHash: existing };
  const token = newToken();
  reply.setCookie(GRAMMAR_CHECK_COOKIE, token, {
    path: '/api/grammar-check',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isSecureCookie,
    maxAge: COOKIE_DAYS * 24 * 3600,
  });
  return { anonymousTokenHash: hashToken(token) };
}
