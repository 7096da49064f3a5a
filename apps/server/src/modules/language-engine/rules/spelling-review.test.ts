import { describe, expect, it } from 'vitest';
import type { TLint } from '../lint.ts';
import { plainMessage } from './messages.ts';
import { reviewSpelling, singleWordCandidates } from './spelling-review.ts';

const DICTIONARY = new Set(['in', 'order', 'for', 'the', 'forth', 'favor', 'it', 'favorite', 'adv', 'ices', 'ad', 'vices']);
const dictionary = {
  isWord: async (word: string) => DICTIONARY.has(word.toLowerCase()),
  isOtherDialectWord: async (word: string) => word === 'colour',
};

const split = (text: string, word: string, ...parts: string[]): TLint => ({
  kind: 'Typo',
  start: text.indexOf(word),
  end: text.indexOf(word) + word.length,
  message: `“${word}” should probably be written as “${parts[0]}”.`,
  suggestions: parts.map((part) => ({ kind: 'replace', text: part })),
});

describe('reviewing "two words" findings', () => {
  it('tries the common slips only: a doubled letter, an s too many, a final e left out', () => {
    expect(singleWordCandidates('successfull')[0]).toBe('successful');
    expect(singleWordCandidates('informations')).toEqual(['information']);
    expect(singleWordCandidates('favorit')).toEqual(['favorite']);
    expect(singleWordCandidates('forthe')).toEqual([]);
  });

  it('turns a split into the spelling of the word it misspells, and keeps a right split', async () => {
    const text = 'My favorit book is forthe class inorder to read.';
    const reviewed = await reviewSpelling(
      text,
      [split(text, 'favorit', 'favor it'), split(text, 'forthe', 'for the'), split(text, 'inorder', 'in order')],
      dictionary,
    );
    expect(reviewed.map((lint) => [text.slice(lint.start, lint.end), lint.kind, lint.suggestions.map((s) => s.text)])).toEqual([
      ['favorit', 'Spelling', ['favorite']],
      ['forthe', 'Typo', ['for the']],
      ['inorder', 'Typo', ['in order']],
    ]);
    expect(reviewed[0]?.messageKey).toBe('misspelling');
  });

  it('drops a split after a prefix: a closed compound such as "subsamples"', async () => {
    const text = 'The subsamples were dried.';
    expect(
      await reviewSpelling(text, [split(text, 'subsamples', 'sub samples')], {
        ...dictionary,
        isWord: async (word: string) => ['sub', 'samples'].includes(word),
      }),
    ).toEqual([]);
  });

  it('drops a split whose parts are not both words', async () => {
    const text = 'Their advise was clear.';
    const lint = split(text, 'advise', 'adv ise', 'ad vise');
    expect(await reviewSpelling(text, [lint], dictionary)).toEqual([]);
  });
});

const spelling = (text: string, word: string, ...suggestions: string[]): TLint => ({
  kind: 'Spelling',
  start: text.indexOf(word),
  end: text.indexOf(word) + word.length,
  message: `Did you mean to spell “${word}” this way?`,
  suggestions: suggestions.map((suggestion) => ({ kind: 'replace', text: suggestion })),
});

describe('reviewing spelling findings', () => {
  it('drops names, units after a number, plurals of a suggested word, the other dialect and prefixed words', async () => {
    const withWetted = { ...dictionary, isWord: async (word: string) => word === 'wetted' };
    const cases: [string, string, string[]][] = [
      ['Hazards were tested with Schoenfeld residuals.', 'Schoenfeld', ['Schoenberg']],
      ['The soil was dried for 48 h.', 'h.', ['ha']],
      ['Three incubations were run.', 'incubations', ['incubation', 'incubators']],
      ['Its colour was recorded.', 'colour', ['color']],
      ['The soil was rewetted twice.', 'rewetted', ['regretted']],
    ];
    for (const [text, word, suggestions] of cases) {
      expect(await reviewSpelling(text, [spelling(text, word, ...suggestions)], withWetted), word).toEqual([]);
    }
  });

  it('keeps a misspelling, with the suggestion that undoes a typing slip first', async () => {
    const text = 'Schoenfeld was successfull.';
    const [reviewed] = await reviewSpelling(text, [spelling(text, 'successfull', 'successfully', 'successful')], dictionary);
    expect(reviewed?.suggestions.map((s) => s.text)).toEqual(['successful', 'successfully']);
    const opening = 'Recieved samples were dried.';
    expect(await reviewSpelling(opening, [spelling(opening, 'Recieved', 'Received')], dictionary)).toHaveLength(1);
  });
});

describe("a checker's message", () => {
  it('is shown as plain text: code spans quoted, emphasis marks dropped', () => {
    expect(plainMessage('Insert `to` to complete the infinitive (e.g., `need to talk`).')).toBe(
      'Insert “to” to complete the infinitive (e.g., “need to talk”).',
    );
    expect(plainMessage('Use **fewer** here, not *less*.')).toBe('Use fewer here, not less.');
  });
});
