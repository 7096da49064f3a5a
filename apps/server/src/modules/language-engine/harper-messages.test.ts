import { describe, expect, it } from 'vitest';
import { fill, webCatalogue } from '../../../test/fixtures/grammar-check/catalogues.ts';
import { categoryMessage, HARPER_MESSAGE_KEYS, withHarperMessage } from './harper-messages.ts';
import type { TLint } from './lint.ts';

const LANGUAGES = ['en', 'zh', 'ja', 'pt', 'es'] as const;

const harperLint = (lint: Partial<TLint>): TLint => ({
  kind: 'Grammar',
  start: 0,
  end: 4,
  message: 'Did you mean `there`?',
  suggestions: [],
  ...lint,
});

describe("harper's findings in the page's language", () => {
  it('words a replacement by its lint kind, with the flagged words and the suggestion', () => {
    const lint = withHarperMessage(
      harperLint({ kind: 'Agreement', rule: 'PronounVerbAgreement', suggestions: [{ kind: 'replace', text: 'goes' }] }),
      'go',
    );
    expect(lint).toMatchObject({ messageKey: 'harper-kind-agreement', messageValues: { word: 'go', correction: 'goes' } });
  });

  it('says what to add for an insertion and what to remove for a deletion, whatever the kind', () => {
    const insert = withHarperMessage(
      harperLint({ kind: 'WordChoice', rule: 'MissingTo', suggestions: [{ kind: 'insert', text: ' to' }] }),
      'want',
    );
    expect(insert).toMatchObject({ messageKey: 'harper-insert', messageValues: { word: 'want', text: 'to' } });
    const remove = withHarperMessage(harperLint({ kind: 'Redundancy', suggestions: [{ kind: 'delete', text: '' }] }), 'very');
    expect(remove).toMatchObject({ messageKey: 'harper-delete', messageValues: { word: 'very' } });
  });

  it('gives the rules the kind words badly their own message', () => {
    const marker = withHarperMessage(
      harperLint({ kind: 'Punctuation', rule: 'DiscourseMarkers', suggestions: [{ kind: 'insert', text: ',' }] }),
      'Moreover',
    );
    expect(marker.messageKey).toBe('harper-discourse-marker');
  });

  it('leaves a finding of an unknown kind, or with no suggestion, to its category, and keeps own-rule keys', () => {
    expect(
      withHarperMessage(harperLint({ kind: 'SomethingNew', suggestions: [{ kind: 'replace', text: 'x' }] }), 'y').messageKey,
    ).toBe(undefined);
    expect(withHarperMessage(harperLint({}), 'their').messageKey).toBe(undefined);
    expect(withHarperMessage(harperLint({ messageKey: 'misspelling' }), 'teh').messageKey).toBe('misspelling');
    expect(categoryMessage('phrasing', 'a long phrase')).toEqual({
      messageKey: 'harper-category-phrasing',
      messageValues: { word: 'a long phrase' },
    });
  });

  it('shortens long flagged text in a message to one line of at most 60 characters', () => {
    const lint = withHarperMessage(harperLint({ suggestions: [{ kind: 'replace', text: 'x' }] }), `${'word '.repeat(30)}\nend`);
    expect(lint.messageValues?.word).toHaveLength(60);
    expect(lint.messageValues?.word).toMatch(/…$/);
  });

  it.each(LANGUAGES)('has every message in the %s catalogue, plain text, with only the values it is given', (language) => {
    const catalogue = webCatalogue(language);
    for (const key of HARPER_MESSAGE_KEYS) {
      const text = catalogue[`grammar-check-rule-${key}`];
      expect(text, key).toBeTypeOf('string');
      expect(text, key).not.toMatch(/[`*<>]/);
      for (const [, name] of (text ?? '').matchAll(/\{\{(\w+)\}\}/g)) expect(['word', 'correction', 'text'], key).toContain(name);
      expect(fill(text ?? '', { word: 'w', correction: 'c', text: 't' }), key).not.toMatch(/\{\{/);
    }
  });
});
