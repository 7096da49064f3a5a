import { isLanguageSegment, isLocale, type TLocale, toLocale } from '@portal/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TConfig } from '../config.ts';

export const LANGUAGE_COOKIE = 'language';
/** The web client names the language of the page it shows on every call: the URL's segment wins. */
export const PAGE_LANGUAGE_HEADER = 'x-page-language';

const BROWSER_LANGUAGES: Record<string, TLocale> = { en: 'en_US', zh: 'zh_CN', ja: 'ja_JP', pt: 'pt_BR', es: 'es_ES' };

function asLocale(value: string | undefined | null): TLocale | undefined {
  return value && (isLocale(value) || isLanguageSegment(value)) ? toLocale(value) : undefined;
}

/**
 * The language to answer in: the page's language, else the language cookie, else the signed-in
 * user's language, else the browser's Accept-Language, else English.
 */
export function requestLocale(request: FastifyRequest): TLocale {
  const header = request.headers[PAGE_LANGUAGE_HEADER];
  const fromPage = asLocale(typeof header === 'string' ? header : undefined);
  if (fromPage) return fromPage;
  const fromCookie = asLocale(request.cookies[LANGUAGE_COOKIE]);
  if (fromCookie) return fromCookie;
  const fromUser = asLocale(request.auth?.user.language);
  if (fromUser) return fromUser;
  const accept = request.headers['accept-language']?.toLowerCase() ?? '';
  for (const part of accept.split(',')) {
    const locale = BROWSER_LANGUAGES[part.split(';')[0]?.trim().slice(0, 2) ?? ''];
    if (locale) return locale;
  }
  return 'en_US';
}

/**
 * The language of a document (PDF) or of what a link asks for: the `localization`/`language` the link names
 * (a locale `ja_JP`, a segment `jp`, or the international localization `us`), else the request's language.
 * A link opened in a new tab carries no page-language header, so the page names its language in the link.
 */
export function documentLocale(request: FastifyRequest, asked: string | undefined | null): TLocale {
  if (asked === 'us') return 'en_US';
  return asLocale(asked) ?? requestLocale(request);
}

export function setLanguageCookie(reply: FastifyReply, config: TConfig, locale: string): void {
  reply.setCookie(LANGUAGE_COOKIE, locale, {
    path: '/',
    sameSite: 'lax',
    secure: config.isSecureCookie,
    maxAge: 365 * 24 * 3600,
  });
}
