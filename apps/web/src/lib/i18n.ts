import { DEFAULT_LOCALE, LOCALE_TO_CATALOGUE, LOCALES, parseMessage, type TLocale } from '@portal/domain';
import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { queryClient } from './query-client.ts';

type TCatalogue = Record<string, string>;

/**
 * Each language's catalogue is split by feature (locales/<language>/<part>.json) and merged into one
 * namespace. The parts every screen may need load at start; the large feature parts load with their
 * routes (`ensureCatalogues`). Only the page's language loads: every catalogue is complete (a test
 * checks), so no English fallback is fetched beside it. `emails` is the server's alone.
 */
const catalogueFiles = import.meta.glob<TCatalogue>(['../locales/*/*.json', '!../locales/*/emails.json'], {
  import: 'default',
});

export const BOOT_CATALOGUES = ['common', 'shell', 'validation', 'auth'];

/** The parts asked for so far, and per language the parts already added to i18next. */
const requestedParts = new Set(BOOT_CATALOGUES);
const loadedParts = new Map<string, Set<string>>();

async function loadParts(language: string, parts: readonly string[]): Promise<void> {
  const loaded = loadedParts.get(language) ?? new Set<string>();
  loadedParts.set(language, loaded);
  const missing = parts.filter((part) => !loaded.has(part));
  if (missing.length === 0) return;
  for (const part of missing) loaded.add(part);
  const files = missing.map((part) => catalogueFiles[`../locales/${language}/${part}.json`]).filter((load) => load !== undefined);
  const texts = await Promise.all(files.map((load) => load()));
  i18next.addResourceBundle(language, 'translation', Object.assign({}, ...texts), true, true);
}

/** The router starts loading a deep link's route before start-up ends; catalogue loads wait for it. */
let markInitialised: () => void = () => {};
const initialised = new Promise<void>((resolve) => {
  markInitialised = resolve;
});

export async function initI18n(locale: TLocale): Promise<typeof i18next> {
  const language = LOCALE_TO_CATALOGUE[locale];
  try {
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: false,
      resources: {},
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    await loadParts(language, [...requestedParts]);
    document.documentElement.lang = language;
    return i18next;
  } finally {
    // Even a failed start lets waiting routes go on (their texts then show as keys, not a blank page).
    markInitialised();
  }
}

/** Loads catalogue parts a route needs (in the current language) before the route renders. */
export async function ensureCatalogues(parts: readonly string[]): Promise<void> {
  for (const part of parts) requestedParts.add(part);
  await initialised;
  await loadParts(i18next.language, parts);
}

export async function changeLanguage(locale: TLocale): Promise<void> {
  const language = LOCALE_TO_CATALOGUE[locale];
  await loadParts(language, [...requestedParts]);
  const isChange = i18next.language !== language;
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  // Catalogue texts (services, goals, questions) come from the server in the page's language.
  if (isChange) await queryClient.invalidateQueries();
}

/** The locale of the page being shown, sent with every API call. */
export function currentLocale(): TLocale {
  const language = i18next.language;
  return LOCALES.find((locale) => LOCALE_TO_CATALOGUE[locale] === language) ?? DEFAULT_LOCALE;
}

/**
 * Translates a message key as the API and the zod rules send it (`key?param=value`).
 * A text without a catalogue entry (a server's own words) is shown as it is.
 */
export function translateMessage(t: TFunction, message: string | null | undefined): string {
  if (!message) return '';
  const { key, params } = parseMessage(message);
  return t(key, { ...params, defaultValue: key });
}
