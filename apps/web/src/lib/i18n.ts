import { DEFAULT_LOCALE, LOCALE_TO_CATALOGUE, LOCALES, parseMessage, segmentOf, type TLocale, toLocale } from '@portal/domain';
import { BOOT_CATALOGUES } from './boot-catalogues.ts';
import { loadLanguageFonts } from './fonts.ts';
import { queryClient } from './query-client.ts';
import { addTexts, i18n, setLanguage, type TFunction } from './translation.ts';

type TCatalogue = Record<string, string>;

/**
 * Each language's catalogue is split by feature (locales/<language>/<part>.json) and merged into one
 * namespace. The parts every screen may need load at start; each feature's part loads with its routes
 * (`ensureCatalogues`). Only the page's language loads: every catalogue is complete (a test
 * checks), so no English fallback is fetched beside it. The parts travel as JSON under an address that
 * changes with any text (apps/web/vite.config.ts, `catalogueFiles`); `emails` and the other server
 * catalogues are not among them.
 */
declare const __CATALOGUE_VERSION__: string;
declare const __CATALOGUE_PARTS__: readonly string[];

function catalogueUrl(language: string, part: string): string | null {
  if (!__CATALOGUE_PARTS__.includes(part) || !/^[a-z]{2}$/.test(language)) return null;
  return `/assets/locales/${__CATALOGUE_VERSION__}/${language}/${part}.json`;
}

async function fetchCatalogue(url: string): Promise<TCatalogue> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as TCatalogue;
}

/** The parts asked for so far, and per language and part the load that adds its texts to the translation store. */
const requestedParts = new Set<string>(BOOT_CATALOGUES);
const partLoads = new Map<string, Promise<void>>();
/** The language a change is loading the parts for, until the store has switched to it. */
let nextLanguage: string | null = null;

/** One load per language and part: whoever asks while it runs waits for the same texts; a failed one is tried again. */
function loadPart(language: string, part: string): Promise<void> {
  const key = `${language}/${part}`;
  const running = partLoads.get(key);
  if (running) return running;
  const url = catalogueUrl(language, part);
  if (!url) return Promise.resolve();
  const load = fetchCatalogue(url).then((texts) => {
    addTexts(language, texts);
  });
  partLoads.set(key, load);
  load.catch(() => partLoads.delete(key));
  return load;
}

async function loadParts(language: string, parts: readonly string[]): Promise<void> {
  await Promise.all(parts.map((part) => loadPart(language, part)));
}

/** The router starts loading a deep link's route before start-up ends; catalogue loads wait for it. */
let markInitialised: () => void = () => {};
const initialised = new Promise<void>((resolve) => {
  markInitialised = resolve;
});

export async function initI18n(locale: TLocale): Promise<void> {
  const language = LOCALE_TO_CATALOGUE[locale];
  try {
    setLanguage(language);
    await Promise.all([loadParts(language, [...requestedParts]), loadLanguageFonts(language)]);
    document.documentElement.lang = language;
  } finally {
    // Even a failed start lets waiting routes go on (their texts then show as keys, not a blank page).
    markInitialised();
  }
}

/**
 * Loads catalogue parts a route needs before the route renders: in the page's language, and in the one a
 * change is switching to (a route that opens while the language changes, e.g. after sign-in, needs both).
 */
export async function ensureCatalogues(parts: readonly string[]): Promise<void> {
  for (const part of parts) requestedParts.add(part);
  await initialised;
  const languages = new Set([i18n.language, nextLanguage ?? i18n.language]);
  await Promise.all([...languages].map((language) => loadParts(language, parts)));
}

export async function changeLanguage(locale: TLocale): Promise<void> {
  const language = LOCALE_TO_CATALOGUE[locale];
  const isChange = i18n.language !== language;
  nextLanguage = language;
  try {
    await Promise.all([loadParts(language, [...requestedParts]), loadLanguageFonts(language)]);
    setLanguage(language);
  } finally {
    if (nextLanguage === language) nextLanguage = null;
  }
  document.documentElement.lang = language;
  // Catalogue texts (services, goals, questions) come from the server in the page's language.
  if (isChange) await queryClient.invalidateQueries();
}

/** The locale of the page being shown, sent with every API call. */
export function currentLocale(): TLocale {
  const language = i18n.language;
  const shown = LOCALES.find((locale) => LOCALE_TO_CATALOGUE[locale] === language);
  if (shown) return shown;
  // Before the catalogue is loaded (the account's first load starts beside it), the address names the language.
  const segment = typeof window === 'undefined' ? null : segmentOf(window.location.pathname);
  return segment ? toLocale(segment) : DEFAULT_LOCALE;
}

/**
 * A document's address (an invoice, receipt or quote PDF) naming the page's language: a link opened by the
 * browser carries no page-language header, so without it the PDF would follow the language cookie.
 */
export function documentHref(path: string, parameter: 'localization' | 'language' = 'localization'): string {
  return `${path}${path.includes('?') ? '&' : '?'}${parameter}=${currentLocale()}`;
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
