import { useSyncExternalStore } from 'react';

/**
 * The portal's translation store: per language, one flat catalogue (key → text) merged from the parts loaded so
 * far (src/lib/i18n.ts loads them), and the language shown. It does what the portal asked of i18next and
 * react-i18next, which it replaces at a sixth of their size in every page's start-up script:
 * - `t(key)`: the text, or the key itself when the catalogue has none (or `defaultValue` when given);
 * - `{{name}}` placeholders filled from the options (a missing value leaves the placeholder empty);
 * - plurals: with a numeric `count`, `key_one` / `key_other` … as the language's plural rules choose
 *   (Intl.PluralRules), falling back to `key_other`, then to `key`.
 * Components read it through `useTranslation()` and render again when the language changes. Adding a part's
 * texts does not re-render anything: a route renders only once its parts are loaded.
 */

export type TTranslateOptions = { count?: number; defaultValue?: string } & Record<string, unknown>;
export type TFunction = (key: string, options?: TTranslateOptions) => string;

const catalogues = new Map<string, Record<string, string>>();
const pluralRules = new Map<string, Intl.PluralRules>();
const listeners = new Set<() => void>();
/** Empty until start-up has chosen the page's language. */
let language = '';

function pluralRulesOf(of: string): Intl.PluralRules {
  let rules = pluralRules.get(of);
  if (!rules) {
    rules = new Intl.PluralRules(of);
    pluralRules.set(of, rules);
  }
  return rules;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function interpolate(text: string, values: TTranslateOptions): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (_match, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

/** The text of `key` in `of`, as described above. */
export function translate(of: string, key: string, options?: TTranslateOptions): string {
  const catalogue = catalogues.get(of);
  let text: string | undefined;
  if (catalogue && typeof options?.count === 'number') {
    text = catalogue[`${key}_${pluralRulesOf(of).select(options.count)}`] ?? catalogue[`${key}_other`];
  }
  text ??= catalogue?.[key] ?? options?.defaultValue ?? key;
  return options ? interpolate(text, options) : text;
}

/** The `t` of the language shown; a new function when the language changes, so hooks that depend on it rerun. */
let currentT: TFunction = (key, options) => translate(language, key, options);

/** The shown language and its `t`, as components and plain modules read them. */
export const i18n = {
  get language(): string {
    return language;
  },
  t: ((key, options) => currentT(key, options)) as TFunction,
};

/** Adds (or overwrites) texts of a language's catalogue. */
export function addTexts(of: string, texts: Record<string, string>): void {
  catalogues.set(of, { ...catalogues.get(of), ...texts });
}

/** Shows another language: every component using `useTranslation` renders again. */
export function setLanguage(next: string): void {
  if (next === language) return;
  language = next;
  const shown = next;
  currentT = (key, options) => translate(shown, key, options);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentTranslate = () => currentT;

/** `t` for the language shown, and `i18n` (its `language`); the component renders again when the language changes. */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const t = useSyncExternalStore(subscribe, currentTranslate, currentTranslate);
  return { t, i18n };
}
