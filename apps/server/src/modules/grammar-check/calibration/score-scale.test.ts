import { describe, expect, it } from 'vitest';
import { AVERAGE_BAND_MIDDLE, median, scaleFor, textsOf } from './score-scale.ts';

describe('calibrating the score scale', () => {
  it('gathers sentences into texts of at least the given length, dropping a short last one', () => {
    const sentences = ['a b c', 'd e', 'f g h i', 'j', 'k l'];
    const words = (s: string) => s.split(' ').length;
    expect(textsOf(sentences, words, 4)).toEqual([['a b c', 'd e'], ['f g h i']]);
  });

  it('takes the median of an odd and an even number of values', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('finds the scale that gives a density the middle of the average band', () => {
    const scale = scaleFor(6);
    expect(AVERAGE_BAND_MIDDLE).toBeCloseTo(4.395, 3);
    const score = 10 * Math.exp(-6 / scale);
    expect(score).toBeCloseTo(AVERAGE_BAND_MIDDLE, 6);
  });
});
