/**
 * Dates as the portal writes them: one formatter for screens, e-mails and PDFs (docs/decisions.md, "One date
 * format per language"). Always in UTC, so a deadline or an invoice date is the same day for every reader
 * and on every document, whatever the zone of the browser or the server.
 */

export type TDateLanguage = 'en' | 'zh' | 'ja' | 'pt' | 'es';

const INTL_LOCALE: Record<TDateLanguage, string> = { en: 'en-US', zh: 'zh-CN', ja: 'ja-JP', pt: 'pt-BR', es: 'es-ES' };

/**
 * The portal language of a language tag in any of the forms the code meets: a catalogue language (`ja`), a
 * locale (`ja_JP`, `ja-JP`) or a URL segment (`jp`, `cn`, `br`). English for anything else.
 */
export function dateLanguageOf(value: string | null | undefined): TDateLanguage {
  const tag = (value ?? '').toLowerCase();
  if (tag === 'cn' || tag.startsWith('zh')) return 'zh';
  if (tag === 'jp' || tag.startsWith('ja')) return 'ja';
  if (tag === 'br' || tag.startsWith('pt')) return 'pt';
  if (tag.startsWith('es')) return 'es';
  return 'en';
}

const longFormats = new Map<TDateLanguage, Intl.DateTimeFormat>();

function longFormatOf(language: TDateLanguage): Intl.DateTimeFormat {
  let format = longFormats.get(language);
  if (!format) {
    // English is the specification's 'MMMM DD, YYYY'; the others are their own long dates (5日, not 05日).
    format = new Intl.DateTimeFormat(
      INTL_LOCALE[language],
      language === 'en'
        ? { year: 'numeric', month: 'long', day: '2-digit', timeZone: 'UTC' }
        : { dateStyle: 'long', timeZone: 'UTC' },
    );
    longFormats.set(language, format);
  }
  return format;
}

/**
 * A day written out in the language: "March 05, 2026", "2026年3月5日", "5 de março de 2026",
 * "5 de marzo de 2026". An empty text for no date or one that cannot be read.
 */
export function formatLongDate(value: Date | string | null | undefined, language: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return longFormatOf(dateLanguageOf(language)).format(date);
}

const dateTimeFormats = new Map<TDateLanguage, Intl.DateTimeFormat>();

/**
 * A moment, its day and time, in UTC and saying so: "Nov 25, 2026, 2:30 PM UTC", "2026年11月25日 14:30 UTC".
 * For what happened at a time (a stage reached, a proof sent, an export's expiry), where the day alone is not
 * enough. An empty text for no moment or one that cannot be read.
 */
export function formatDateTime(value: Date | string | null | undefined, language: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const code = dateLanguageOf(language);
  let format = dateTimeFormats.get(code);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[code], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    dateTimeFormats.set(code, format);
  }
  return `${format.format(date)} UTC`;
}

/** The order a language writes a date's parts in: month first in English, year first in Chinese and Japanese. */
export function datePartOrder(language: string | null | undefined): readonly ('year' | 'month' | 'day')[] {
  const code = dateLanguageOf(language);
  if (code === 'zh' || code === 'ja') return ['year', 'month', 'day'];
  if (code === 'en') return ['month', 'day', 'year'];
  return ['day', 'month', 'year'];
}

/** The months' names in the language (January… or 1月…), for a date field's month choice. */
export function monthNames(language: string | null | undefined): string[] {
  const format = new Intl.DateTimeFormat(INTL_LOCALE[dateLanguageOf(language)], { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => format.format(new Date(Date.UTC(2026, month, 1))));
}

/** 'YYYY-MM-DD' of a year, month (1–12) and day, or null when they name no real day. */
export function isoDayOf(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** The year, month (1–12) and day of a 'YYYY-MM-DD' text, or null when it is not one. */
export function partsOfIsoDay(text: string | null | undefined): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text ?? '');
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return isoDayOf(year, month, day) ? { year, month, day } : null;
}
