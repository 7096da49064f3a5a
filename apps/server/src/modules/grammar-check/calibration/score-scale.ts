import { GRAMMAR_THRESHOLDS } from '@portal/domain/rules/grammar-score';

/**
 * Consecutive sentences gathered into texts of at least `minWords` words each (the last one dropped when
 * shorter): the score is given to documents of 50 words or more, never to one sentence, so it is calibrated on
 * texts of a manuscript paragraph's length.
 */
export function textsOf<T>(sentences: readonly T[], wordsOf: (sentence: T) => number, minWords: number): T[][] {
  const texts: T[][] = [];
  let current: T[] = [];
  let words = 0;
  for (const sentence of sentences) {
    current.push(sentence);
    words += wordsOf(sentence);
    if (words >= minWords) {
      texts.push(current);
      current = [];
      words = 0;
    }
  }
  return texts;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The middle of the report's "average" band (2.69 to 6.1): where a text with an error in every other sentence belongs. */
export const AVERAGE_BAND_MIDDLE = (GRAMMAR_THRESHOLDS.average + GRAMMAR_THRESHOLDS.exceptional) / 2;

/**
 * The scale of `10 × e^(−density / scale)` that gives a weighted error density (per 100 words) the score
 * `target`: the scale that puts the median text of a set at that score.
 */
export function scaleFor(density: number, target = AVERAGE_BAND_MIDDLE): number {
  return density / Math.log(10 / target);
}
