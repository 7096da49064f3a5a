import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGE } from '@portal/domain';
import { describe, expect, it } from 'vitest';

const LANGUAGES = ['en', 'zh', 'ja', 'pt', 'es'] as const;

/** One language's catalogue, all files merged as the app merges them at run time. */
function catalogue(language: string): Record<string, string> {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), language);
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>),
  );
}

/** Texts researcher-area.md quotes (§8), under the message keys the screens show them by. */
const SPEC_TEXTS: Record<string, string> = {
  // Shown when the co-authors' notification addresses are saved (the order page's notification form).
  [MESSAGE.notificationEmailsSaved]: 'Thank you for the additional information regarding your order.',
  // Shown by the invoices page when the researcher has no invoice and no filter is set.
  [MESSAGE.noInvoices]: 'You do not have any invoices',
};

describe('the texts researcher-area.md quotes', () => {
  it('reads them in English word for word', () => {
    const english = catalogue('en');
    for (const [key, text] of Object.entries(SPEC_TEXTS)) expect(english[key], key).toBe(text);
  });

  it('has each of them in the other four languages, translated', () => {
    const english = catalogue('en');
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const texts = catalogue(language);
      for (const key of Object.keys(SPEC_TEXTS)) {
        expect(texts[key], `${language} ${key}`).toBeTruthy();
        expect(texts[key], `${language} ${key}`).not.toBe(english[key]);
      }
    }
  });
});
