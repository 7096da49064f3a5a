import { LOCALE_TO_CATALOGUE, toLocale } from '@portal/domain';

import type { TLocalizedText } from '../../schema/catalogue.ts';

export type { TLocalizedText };
export type TCatalogueLanguage = keyof TLocalizedText;

/** The catalogue language of a locale or segment ('ja_JP' or 'jp' → 'ja'); English by default. */
export function catalogueLanguageOf(value: string | null | undefined): TCatalogueLanguage {
  return LOCALE_TO_CATALOGUE[toLocale(value)];
}

/** The text in the language asked for, falling back to English when a translation is empty. */
export function localize(text: TLocalizedText, language: TCatalogueLanguage): string {
  return text[language] || text.en;
}
