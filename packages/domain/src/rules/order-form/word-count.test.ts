import { describe, expect, it } from 'vitest';
import {
  deadlineNotice,
  deadlineNotices,
  findWordBin,
  isTranslationHidden,
  isValidManuscriptWordCount,
  isVeryLongWordCount,
  sanitiseWordCountInput,
  wordCountChangeError,
} from './word-count.ts';

const bins = [
  { name: 'up to 1,499', min: 1, max: 1499 },
  { name: '1,500–2,999', min: 1500, max: 2999 },
  { name: '3,000+', min: 3000, max: null },
];
const base = { wordCount: 0, hasTranslation: false, hasScientificEditing: false, isImpersonated: false };

describe('word-count bins', () => {
  it('finds the bin at both inclusive bounds', () => {
    expect(findWordBin(bins, 1)?.name).toBe('up to 1,499');
    expect(findWordBin(bins, 1499)?.name).toBe('up to 1,499');
    expect(findWordBin(bins, 1500)?.name).toBe('1,500–2,999');
    expect(findWordBin(bins, 250_000)?.name).toBe('3,000+');
  });

  it('finds no bin for zero words', () => {
    expect(findWordBin(bins, 0)).toBeUndefined();
  });
});

describe('word-count input', () => {
  it('keeps digits, clears anything else, caps at 999,999,999', () => {
    expect(sanitiseWordCountInput('5000')).toBe(5000);
    expect(sanitiseWordCountInput('5,000')).toBeNull();
    expect(sanitiseWordCountInput('-3')).toBeNull();
    expect(sanitiseWordCountInput('12345678901')).toBe(999_999_999);
  });

  it('gives the change form its messages', () => {
    expect(wordCountChangeError('')).toBe('value-required');
    expect(wordCountChangeError('0')).toBe('value-cannot-be-zero');
    expect(wordCountChangeError('abc')).toBe('word-count-range-error');
    expect(wordCountChangeError('1')).toBeNull();
  });

  it('accepts 1 to 999,999 words in the manuscript details', () => {
    expect(isValidManuscriptWordCount(0)).toBe(false);
    expect(isValidManuscriptWordCount(1)).toBe(true);
    expect(isValidManuscriptWordCount(999_999)).toBe(true);
    expect(isValidManuscriptWordCount(1_000_000)).toBe(false);
    expect(isValidManuscriptWordCount(10.5)).toBe(false);
  });
});

describe('very long manuscripts', () => {
  it('gives editing a custom deadline above 40,000 words', () => {
    expect(deadlineNotice({ ...base, wordCount: 40_000 })).toBeNull();
    expect(deadlineNotice({ ...base, wordCount: 40_001 })).toBe('custom-editing-deadline');
  });

  it('gives translation and scientific editing a custom deadline above 18,000 words', () => {
    expect(deadlineNotice({ ...base, wordCount: 18_000, hasTranslation: true })).toBeNull();
    expect(deadlineNotice({ ...base, wordCount: 18_001, hasTranslation: true })).toBe('custom-translation-deadline');
    expect(isVeryLongWordCount({ ...base, wordCount: 18_001, hasScientificEditing: true })).toBe(true);
  });

  it('does not hold staff acting for a customer to the notices', () => {
    expect(deadlineNotice({ ...base, wordCount: 90_000, isImpersonated: true })).toBeNull();
  });

  it('hides translation from 12,000 words unless impersonated', () => {
    expect(isTranslationHidden(11_999, false)).toBe(false);
    expect(isTranslationHidden(12_000, false)).toBe(true);
    expect(isTranslationHidden(12_000, true)).toBe(false);
  });
});

describe('deadlineNotices', () => {
  const base = {
    wordCount: 1_000,
    hasEditing: false,
    hasTranslation: false,
    isMultimedia: false,
    manuscriptLanguageId: 1,
    isImpersonated: false,
  };

  it('notices editing from 40,000 words, multimedia and translation from 18,000, language 2 from 12,000', () => {
    expect(deadlineNotices({ ...base, hasEditing: true, wordCount: 39_999 })).toEqual([]);
    expect(deadlineNotices({ ...base, hasEditing: true, wordCount: 40_000 })).toEqual(['deadline-notice-editing']);
    expect(deadlineNotices({ ...base, isMultimedia: true, wordCount: 17_999 })).toEqual([]);
    expect(deadlineNotices({ ...base, isMultimedia: true, wordCount: 18_000 })).toEqual(['deadline-notice-multimedia']);
    expect(deadlineNotices({ ...base, hasTranslation: true, wordCount: 18_000 })).toEqual(['deadline-notice-translation']);
    expect(deadlineNotices({ ...base, manuscriptLanguageId: 2, wordCount: 11_999 })).toEqual([]);
    expect(deadlineNotices({ ...base, manuscriptLanguageId: 2, wordCount: 12_000 })).toEqual(['deadline-notice-language-2']);
    expect(deadlineNotices({ ...base, manuscriptLanguageId: 3, wordCount: 12_000 })).toEqual([]);
  });

  it('gives several notices together, none to staff acting for the customer or without a word count', () => {
    const long = { ...base, hasEditing: true, hasTranslation: true, manuscriptLanguageId: 2, wordCount: 45_000 };
    expect(deadlineNotices(long)).toEqual([
      'deadline-notice-editing',
      'deadline-notice-translation',
      'deadline-notice-language-2',
    ]);
    expect(deadlineNotices({ ...long, isImpersonated: true })).toEqual([]);
    expect(deadlineNotices({ ...long, wordCount: null })).toEqual([]);
  });
});
