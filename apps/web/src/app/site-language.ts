import { DEFAULT_LOCALE, type TLanguageSegment, type TLocale, toSegment } from '@portal/domain';
import { readLanguageCookie } from '../features/auth/utils/language-cookie.ts';

const LOCALE_BY_LANGUAGE: Record<string, TLocale> = { en: 'en_US', zh: 'zh_CN', ja: 'ja_JP', pt: 'pt_BR', es: 'es_ES' };

/** The site language: the language cookie, else the browser's first supported language, else English. */
export function detectSiteLocale(): TLocale {
  const fromCookie = readLanguageCookie();
  if (fromCookie) return fromCookie;
  const browserLanguages = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of browserLanguages) {
    const locale = LOCALE_BY_LANGUAGE[tag.slice(0, 2).toLowerCase()];
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

export function detectSiteSegment(): TLanguageSegment {
  return toSegment(detectSiteLocale());
}
