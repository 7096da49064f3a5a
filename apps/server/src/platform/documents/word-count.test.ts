import { describe, expect, it } from 'vitest';
import { countWords } from './word-count.ts';

describe('counting the words of a manuscript', () => {
  it('counts English words separated by spaces and line breaks', () => {
    expect(countWords('The quick brown fox\njumps over\tthe lazy dog.')).toBe(9);
  });

  it('counts hyphenated words, contractions and decimal numbers as one word each', () => {
    expect(countWords("A well-known result: don't round 3.14 to 3.")).toBe(8);
  });

  it('does not count dashes, bullets and other runs without a letter or digit', () => {
    expect(countWords('Results — see below • (n = 12) …')).toBe(5);
  });

  it('counts accented Latin words', () => {
    expect(countWords('Análise da variação genética em populações isoladas')).toBe(7);
  });

  it('counts each Chinese character as a word and ignores Chinese punctuation', () => {
    expect(countWords('我们提出了一种新方法。')).toBe(10);
  });

  it('counts each Japanese kana and kanji, including the long-vowel mark, as a word', () => {
    expect(countWords('コーヒーを飲みました。')).toBe(10);
  });

  it('counts Latin words inside Chinese text on their own', () => {
    expect(countWords('使用GPU加速了DNA测序（共3次）。')).toBe(12);
  });

  it('answers zero for empty or blank text', () => {
    expect(countWords('')).toBe(0);
    expect(countWords(' \n\t　')).toBe(0);
  });
});
