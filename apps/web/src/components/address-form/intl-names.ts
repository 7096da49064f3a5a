import type { TCountry } from '@portal/domain';

/** Catalogue language (en, zh, ja, pt, es) to the BCP 47 locale the Intl formatters want. */
const INTL_LOCALES: Record<string, string> = { en: 'en-US', zh: 'zh-CN', ja: 'ja-JP', pt: 'pt-BR', es: 'es-ES' };

export function toIntlLocale(language: string): string {
  return INTL_LOCALES[language] ?? language;
}

const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * The country's name in the reader's language. The server names countries in English, so
 * English keeps the server's label; other languages use the browser's region names.
 */
export function countryName(country: Pick<TCountry, 'iso' | 'label'>, language: string): string {
  if (language === 'en' || !country.iso) return country.label;
  const locale = toIntlLocale(language);
  let names = regionNames.get(locale);
  if (!names) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    } catch {
      return country.label;
    }
    regionNames.set(locale, names);
  }
  try {
    return names.of(country.iso) ?? country.label;
  } catch {
    return country.label;
  }
}

/** Countries sorted by their name in the reader's language, each with that name. */
export function sortCountries(countries: readonly TCountry[], language: string): { country: TCountry; name: string }[] {
  const collator = new Intl.Collator(toIntlLocale(language));
  return countries
    .map((country) => ({ country, name: countryName(country, language) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
