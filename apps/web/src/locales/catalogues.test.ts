import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGE, STAFF_ERROR } from '@portal/domain';
import { TWO_FACTOR_ERROR } from '@portal/domain/api/two-factor';
import { describe, expect, it } from 'vitest';

const LOCALES_DIR = path.dirname(fileURLToPath(import.meta.url));
const LANGUAGES = ['en', 'zh', 'ja', 'pt', 'es'] as const;

type TCatalogueFile = { file: string; entries: Record<string, string> };

function readLanguage(language: string): TCatalogueFile[] {
  const dir = path.join(LOCALES_DIR, language);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({ file, entries: JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, string> }));
}

/** The files of one language are merged into one namespace at run time. */
function merged(files: TCatalogueFile[]): Record<string, string> {
  return Object.assign({}, ...files.map((f) => f.entries));
}

/** `{{name}}` interpolations and `<tag>` markup a translation must keep. */
function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g)].map((match) => match[0].replace(/\s/g, '')).sort();
}

const english = merged(readLanguage('en'));

describe('message catalogues', () => {
  it('holds every message key of the domain in English', () => {
    const missing = [...Object.values(MESSAGE), ...Object.values(STAFF_ERROR), ...Object.values(TWO_FACTOR_ERROR)].filter(
      (key) => !(key in english),
    );
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('gives each key to one file only in %s', (language) => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const { file, entries } of readLanguage(language)) {
      for (const key of Object.keys(entries)) {
        const first = seen.get(key);
        if (first) duplicates.push(`${key} (${first}, ${file})`);
        else seen.set(key, file);
      }
    }
    expect(duplicates).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('has exactly the English keys in %s', (language) => {
    const catalogue = merged(readLanguage(language));
    expect({
      missing: Object.keys(english).filter((key) => !(key in catalogue)),
      extra: Object.keys(catalogue).filter((key) => !(key in english)),
    }).toEqual({ missing: [], extra: [] });
  });

  it.each(LANGUAGES)('has a non-empty text with the English placeholders for every key in %s', (language) => {
    const catalogue = merged(readLanguage(language));
    const wrong = Object.entries(catalogue)
      .filter(([key, text]) => {
        const source = english[key];
        return (
          typeof text !== 'string' ||
          text.trim() === '' ||
          (source !== undefined && placeholdersOf(text).join() !== placeholdersOf(source).join())
        );
      })
      .map(([key]) => key);
    expect(wrong).toEqual([]);
  });
});
