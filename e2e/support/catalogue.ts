import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './server.ts';

export type TCatalogueLanguage = 'en' | 'zh' | 'ja' | 'pt' | 'es';

/** The language segment of a URL path and the catalogue it shows (spec: cn, jp, en, br, es). */
export const SEGMENT_TO_CATALOGUE: Record<string, TCatalogueLanguage> = { en: 'en', cn: 'zh', jp: 'ja', br: 'pt', es: 'es' };

const cache = new Map<TCatalogueLanguage, Record<string, string>>();

/** One language's messages, merged from its per-feature files as the web app merges them. */
export function loadCatalogue(language: TCatalogueLanguage): Record<string, string> {
  const cached = cache.get(language);
  if (cached) return cached;
  const dir = path.join(REPO_ROOT, 'apps/web/src/locales', language);
  const merged: Record<string, string> = {};
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    Object.assign(merged, JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>);
  }
  cache.set(language, merged);
  return merged;
}

/**
 * The text another language shows where English shows `english`: found through the message key, so a
 * journey written with the English names also runs on a page the app renders in Chinese or Japanese.
 */
export function translated(language: TCatalogueLanguage, english: string): string {
  if (language === 'en') return english;
  const en = loadCatalogue('en');
  const key = Object.keys(en).find((k) => en[k] === english);
  if (!key) throw new Error(`No English catalogue entry reads "${english}"`);
  const text = loadCatalogue(language)[key];
  if (!text) throw new Error(`The ${language} catalogue has no "${key}" (English "${english}")`);
  return text;
}

/** The English text of a message key, e.g. to find a sentence by a part of it. */
export function englishText(match: RegExp): { key: string; text: string } {
  const en = loadCatalogue('en');
  const key = Object.keys(en).find((k) => match.test(en[k] ?? ''));
  if (!key) throw new Error(`No English catalogue entry matches ${match}`);
  return { key, text: en[key] ?? '' };
}
