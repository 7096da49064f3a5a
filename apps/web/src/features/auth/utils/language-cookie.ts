import { isLocale, type TLocale } from '@portal/domain';

/** The cookie that remembers the visitor's language (a locale such as ja_JP) for a year. */
const LANGUAGE_COOKIE = 'language';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

export function readLanguageCookie(): TLocale | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`));
  const value = entry ? decodeURIComponent(entry.slice(LANGUAGE_COOKIE.length + 1)) : undefined;
  return isLocale(value) ? value : undefined;
}

export function writeLanguageCookie(locale: TLocale): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some supported browsers, and this value needs no escaping.
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax${secure}`;
}
