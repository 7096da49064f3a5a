import { describe, expect, it } from 'vitest';
import type { TLint } from '../assess-text.ts';
import { plainMessage } from './messages.ts';
import { reviewSpelling, singleWordCandidates } from './split-words.ts';

const DICTIONARY = new Set(['in', 'order', 'for', 'the', 'forth', 'favor', 'it', 'favorite', 'adv', 'ices', 'ad', 'vices']);
const isWord = async (word: string) => DICTIONARY.has(word.toLowerCase());

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
      isWord,
    );
    expect(reviewed.map((lint) => [text.slice(lint.start, lint.end), lint.kind, lint.suggestions.map((s) => s.text)])).toEqual([
      ['favorit', 'Spelling', ['favorite']],
      ['forthe', 'Typo', ['for the']],
      ['inorder', 'Typo', ['in order']],
    ]);
    expect(reviewed[0]?.messageKey).toBe('misspelling');
  });

  it('drops a split whose parts are not both words', async () => {
    const text = 'Their advise was clear.';
    const lint = split(text, 'advise', 'adv ise', 'ad vise');
    expect(await reviewSpelling(text, [lint], isWord)).toEqual([]);
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
