import type { TLanguageSegment } from '@portal/domain';

const EUROZONE = new Set([
  'AT',
  'BE',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
]);
const NATIONAL_CURRENCY: Record<string, string> = { CN: 'CNY', BR: 'BRL', JP: 'JPY', GB: 'GBP', KR: 'KRW' };

/** The currency a researcher in this country most likely pays in; US dollars otherwise. */
export function defaultCurrencyFor(countryIso: string | undefined): string {
  if (!countryIso) return 'USD';
  return NATIONAL_CURRENCY[countryIso] ?? (EUROZONE.has(countryIso) ? 'EUR' : 'USD');
}

const INTL_LOCALES: Record<TLanguageSegment, string> = { en: 'en', cn: 'zh-CN', jp: 'ja', br: 'pt-BR', es: 'es' };

/**
 * Country and currency names in the page's language, from the browser's own data. English pages
 * keep the server's names, which are English already.
 */
export function displayNames(lang: TLanguageSegment) {
  const locale = INTL_LOCALES[lang];
  if (lang === 'en')
    return { locale, country: (_iso: string, name: string) => name, currency: (_iso: string, name: string) => name };
  const regions = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const currencies = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'none' });
  return {
    locale,
    country: (iso: string, fallback: string) => safely(() => regions.of(iso)) ?? fallback,
    currency: (iso: string, fallback: string) => safely(() => currencies.of(iso)) ?? fallback,
  };
}

function safely(name: () => string | undefined): string | undefined {
  try {
    return name();
  } catch {
    return undefined;
  }
}

/** The prefill's fields and their longest accepted values; a check by hand keeps zod off the first screen. */
const PREFILL_MAX_LENGTHS = { email: 254, firstName: 50, lastName: 50 } as const;
export type TRegistrationPrefill = Partial<Record<keyof typeof PREFILL_MAX_LENGTHS, string>>;

/** An object whose known fields are each absent or a short enough text; anything else gives no prefill. */
function toPrefill(value: unknown): TRegistrationPrefill {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const prefill: TRegistrationPrefill = {};
  for (const [field, maxLength] of Object.entries(PREFILL_MAX_LENGTHS) as [keyof TRegistrationPrefill, number][]) {
    const text: unknown = (value as Record<string, unknown>)[field];
    if (text === undefined) continue;
    if (typeof text !== 'string' || text.length > maxLength) return {};
    prefill[field] = text;
  }
  return prefill;
}

/** The optional `data` query parameter: base64 (standard or URL-safe) of a JSON object. Anything else is ignored. */
export function parseRegistrationPrefill(data: string | null): TRegistrationPrefill {
  if (!data) return {};
  try {
    const binary = atob(data.replace(/-/g, '+').replace(/_/g, '/'));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    return toPrefill(JSON.parse(json));
  } catch {
    return {};
  }
}
