import { describe, expect, it } from 'vitest';
import {
  emptyErrorCounts,
  GRAMMAR_BASELINE_SCORES,
  grammarScore,
  grammarScoreCategory,
  ordinalSuffix,
  percentileOf,
} from './grammar-score.ts';

describe('grammar score', () => {
  it('gives 10 to a text without errors and less the more errors per word it has', () => {
    const counts = emptyErrorCounts();
    expect(grammarScore(counts, 1000)).toBe(10);
    const few = grammarScore({ ...counts, grammarMechanics: 5 }, 1000);
    const many = grammarScore({ ...counts, grammarMechanics: 30 }, 1000);
    expect(few).toBeGreaterThan(many);
    // The same errors in a longer text weigh less.
    expect(grammarScore({ ...counts, grammarMechanics: 5 }, 2000)).toBeGreaterThan(few);
  });

  it('weighs a grammar error more than a phrasing suggestion', () => {
    const counts = emptyErrorCounts();
    expect(grammarScore({ ...counts, grammarMechanics: 10 }, 1000)).toBeLessThan(grammarScore({ ...counts, phrasing: 10 }, 1000));
  });

  it('scores with one decimal', () => {
    const score = grammarScore({ ...emptyErrorCounts(), punctuation: 7, wordChoice: 3 }, 731);
    expect(Math.round(score * 10) / 10).toBe(score);
  });

  it('keeps a text with one error per 100 words near the top, about 4 per 100 words exceptional and about 10.5 average', () => {
    const perThousandWords = (errors: number) => grammarScore({ ...emptyErrorCounts(), consistencySpellingTypos: errors }, 1000);
    expect(perThousandWords(10)).toBeGreaterThanOrEqual(8.5);
    expect(grammarScoreCategory(perThousandWords(39))).toBe('exceptional');
    expect(grammarScoreCategory(perThousandWords(42))).toBe('average');
    expect(grammarScoreCategory(perThousandWords(104))).toBe('average');
    // Learner text with an error in every sentence: about 12 weighted errors per 100 words.
    expect(grammarScoreCategory(perThousandWords(110))).toBe('poor');
  });
});

describe('score category', () => {
  it.each([
    [10, 'exceptional'],
    [6.1, 'exceptional'],
    [6.0, 'average'],
    [2.7, 'average'],
    [2.69, 'average'],
    [2.6, 'poor'],
    [0, 'poor'],
  ] as const)('calls %s %s', (score, category) => {
    expect(grammarScoreCategory(score)).toBe(category);
  });
});

describe('ordinal suffix', () => {
  it.each([
    [1, 'st'],
    [2, 'nd'],
    [3, 'rd'],
    [4, 'th'],
    [11, 'th'],
    [12, 'th'],
    [13, 'th'],
    [21, 'st'],
    [22, 'nd'],
    [23, 'rd'],
    [95, 'th'],
    [101, 'st'],
    [111, 'th'],
    [112, 'th'],
  ] as const)('%s takes %s', (n, suffix) => {
    expect(ordinalSuffix(n)).toBe(suffix);
  });
});

describe('percentile', () => {
  it('counts the scores below and half the ties, between 1 and 99', () => {
    expect(percentileOf(5, [1, 2, 3, 4, 6, 7, 8, 9])).toBe(50);
    expect(percentileOf(5, [5, 5])).toBe(50);
    expect(percentileOf(10, [1, 2, 3])).toBe(99);
    expect(percentileOf(0, [1, 2, 3])).toBe(1);
  });

  it('has a seeded baseline of 100 scores between 0 and 10, centred near 5', () => {
    expect(GRAMMAR_BASELINE_SCORES).toHaveLength(100);
    expect(Math.min(...GRAMMAR_BASELINE_SCORES)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...GRAMMAR_BASELINE_SCORES)).toBeLessThanOrEqual(10);
    expect(percentileOf(5.2, GRAMMAR_BASELINE_SCORES)).toBe(50);
    expect(percentileOf(8, GRAMMAR_BASELINE_SCORES)).toBeGreaterThan(85);
  });
});
