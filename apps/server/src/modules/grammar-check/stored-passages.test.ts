import type { TGrammarErrorCategory } from '@portal/domain/rules/grammar-score';
import { describe, expect, it } from 'vitest';
import { reportPassage } from './stored-passages.ts';

const passage = {
  paragraph: 0,
  start: 0,
  end: 8,
  context: 'Moreover before the test we went home.',
  contextStart: 0,
  text: 'Moreover',
  category: 'punctuation' as const,
};

describe('a stored passage in the report', () => {
  it('reads the replacement strings of older checks as replacements, and their Markdown as plain text', () => {
    expect(reportPassage({ ...passage, message: 'Insert `to` here.', suggestions: ['Moreover,'] })).toEqual({
      ...passage,
      message: 'Insert “to” here.',
      messageKey: 'harper-kind-punctuation',
      messageValues: { word: 'Moreover', correction: 'Moreover,' },
      suggestions: [{ kind: 'replace', text: 'Moreover,' }],
    });
  });

  it('reads an empty replacement string as a deletion', () => {
    expect(reportPassage({ ...passage, message: 'Remove it.', suggestions: [''] })).toMatchObject({
      messageKey: 'harper-delete',
      suggestions: [{ kind: 'delete', text: '' }],
    });
  });

  it('keeps the suggestions and the message key of newer checks as they are', () => {
    const stored = {
      ...passage,
      message: 'Add a comma.',
      messageKey: 'harper-discourse-marker',
      messageValues: { word: 'Moreover', text: ',' },
      suggestions: [{ kind: 'insert' as const, text: ',' }],
    };
    expect(reportPassage(stored)).toEqual(stored);
  });
});

describe('a stored harper finding without a message key', () => {
  const finding = (text: string, category: TGrammarErrorCategory, message: string, correction?: string) =>
    reportPassage({
      ...passage,
      text,
      category,
      message,
      suggestions: correction === undefined ? [] : [{ kind: 'replace', text: correction }],
    });

  it.each([
    ['Their', 'grammarMechanics', 'Did you mean “there”?', 'There', 'harper-category-grammarMechanics'],
    ['teh', 'consistencySpellingTypos', 'It looks like this is a typo, did you mean “the”?', 'the', 'harper-kind-typo'],
    ['the', 'consistencySpellingTypos', 'This sentence does not start with a capital letter', 'The', 'harper-sentence-capital'],
    ['every-day', 'consistencySpellingTypos', 'Write it as one word.', 'everyday', 'harper-kind-boundary-error'],
    ['end.', 'punctuation', 'Use a question mark.', 'end?', 'harper-kind-punctuation'],
    ['We measured', 'phrasing', 'This sentence is 73 words long.', undefined, 'harper-long-sentence'],
    // A message that tells a kind of another category than the stored one is not believed.
    ['go', 'wordChoice', 'Make the verb agree with its subject.', 'goes', 'harper-category-wordChoice'],
  ] as const)('“%s” (%s, “%s”, suggesting %s) gets %s', (text, category, message, correction, key) => {
    expect(finding(text, category, message, correction).messageKey).toBe(key);
  });
});
