import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALE_TO_CATALOGUE, type TLocale } from '@portal/domain';
import { REPO_ROOT } from '../config.ts';

/** The server speaks from the web's catalogues, so every text lives in one place per language. */
const LOCALES_DIR = path.join(REPO_ROOT, 'apps/web/src/locales');

type TCatalogue = Record<string, string>;
const catalogues = new Map<string, TCatalogue>();

function load(language: string): TCatalogue {
  const cached = catalogues.get(language);
  if (cached) return cached;
  const dir = path.join(LOCALES_DIR, language);
  const merged: TCatalogue = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    Object.assign(merged, JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as TCatalogue);
  }
  catalogues.set(language, merged);
  return merged;
}

export function translate(locale: TLocale, key: string, params: Record<string, string> = {}): string {
  const text = load(LOCALE_TO_CATALOGUE[locale])[key] ?? load('en')[key] ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => params[name] ?? '');
}
