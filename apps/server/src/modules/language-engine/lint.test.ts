import { describe, expect, it } from 'vitest';
import { isTermNotTypo, type TLint, wordFrequency } from './lint.ts';

const spelling = (word: string, ...suggestions: string[]): TLint => ({
  kind: 'Spelling',
  start: 0,
  end: word.length,
  message: `Did you mean to spell “${word}” this way?`,
  suggestions: suggestions.map((text) => ({ kind: 'replace', text })),
});

const frequencyOf = (...texts: string[]) => wordFrequency(texts.map((text) => ({ text })));

describe('a word the document uses more than once', () => {
  it('is a term when used twice with a use in lower case, the parts of a hyphenated word counting', () => {
    const frequency = frequencyOf('Diel cycling offset the effect.', 'Larvae grew under diel-cycling pressures.');
    expect(isTermNotTypo('diel', spelling('diel', 'die', 'deal'), frequency)).toBe(true);
    expect(isTermNotTypo('Diel', spelling('Diel', 'Die', 'Deal'), frequency)).toBe(true);
  });

  it('stays a misspelling when used once, when both uses are capitalised, or when a suggestion undoes a slip', () => {
    expect(isTermNotTypo('cloze', spelling('cloze', 'close'), frequencyOf('A cloze test was given.'))).toBe(false);
    const capitalised = frequencyOf('Bartlby came first.', 'Bartlby left.');
    expect(isTermNotTypo('Bartlby', spelling('Bartlby', 'Bartleby'), capitalised)).toBe(false);
    const twice = frequencyOf('We recieved the samples and recieved the data.');
    expect(isTermNotTypo('recieved', spelling('recieved', 'received'), twice)).toBe(false);
    const doubled = frequencyOf('It occurrs often and occurrs again.');
    expect(isTermNotTypo('occurrs', spelling('occurrs', 'occurs'), doubled)).toBe(false);
  });

  it('is a term when used three times, whatever the suggestions', () => {
    const thrice = frequencyOf('We recieved it, recieved them and recieved more.');
    expect(isTermNotTypo('recieved', spelling('recieved', 'received'), thrice)).toBe(true);
  });
});
