/**
 * The grammar check's scoring model (researcher area §9; docs/decisions.md "Grammar check score"): language
 * errors found in a manuscript, weighted by category, per 100 words, mapped onto 0–10 with one decimal.
 * The same functions give the server's score and the report's category and percentile wording.
 */

/** The error chart's five categories, in the chart's order. */
export const GRAMMAR_ERROR_CATEGORIES = [
  'consistencySpellingTypos',
  'grammarMechanics',
  'phrasing',
  'punctuation',
  'wordChoice',
] as const;
export type TGrammarErrorCategory = (typeof GRAMMAR_ERROR_CATEGORIES)[number];
export type TGrammarErrorCounts = Record<TGrammarErrorCategory, number>;

/**
 * How much one error of each kind weighs: what a reader stumbles on most (broken grammar, a wrong word)
 * weighs most; phrasing suggestions are matters of style and weigh least.
 */
export const GRAMMAR_ERROR_WEIGHTS: TGrammarErrorCounts = {
  grammarMechanics: 1.5,
  wordChoice: 1.2,
  consistencySpellingTypos: 1,
  punctuation: 0.7,
  phrasing: 0.4,
};

/**
 * The weighted error density (per 100 words) at which the score falls to 10/e ≈ 3.7, calibrated on the
 * language engine's findings (docs/decisions.md, "The score recalibrated on the new engine"): with 8, a text
 * with one weighted error per 100 words scores 8.8, 'exceptional' reaches down to about 4 per 100 words and
 * 'average' to about 10.5 (learner text with an error in every sentence, about 12, is 'poor').
 */
export const GRAMMAR_SCORE_SCALE = 8;

/** Fewer words than this give no meaningful density: the score is skipped. */
export const GRAMMAR_MIN_WORDS = 50;

export const GRAMMAR_THRESHOLDS = { exceptional: 6.1, average: 2.69 } as const;

export type TGrammarScoreCategory = 'exceptional' | 'average' | 'poor';

export function emptyErrorCounts(): TGrammarErrorCounts {
  return { consistencySpellingTypos: 0, grammarMechanics: 0, phrasing: 0, punctuation: 0, wordChoice: 0 };
}

/** Weighted errors per 100 words. */
export function weightedErrorDensity(counts: TGrammarErrorCounts, wordCount: number): number {
  const weighted = GRAMMAR_ERROR_CATEGORIES.reduce(
    (sum, category) => sum + counts[category] * GRAMMAR_ERROR_WEIGHTS[category],
    0,
  );
  return (weighted * 100) / Math.max(wordCount, 1);
}

/** The score, 0 to 10 with one decimal: 10 × e^(−density / scale). */
export function grammarScore(counts: TGrammarErrorCounts, wordCount: number): number {
  const score = 10 * Math.exp(-weightedErrorDensity(counts, wordCount) / GRAMMAR_SCORE_SCALE);
  return Math.round(score * 10) / 10;
}

/** exceptional at about 6.1 and above, average at about 2.69 and above, else poor. */
export function grammarScoreCategory(score: number): TGrammarScoreCategory {
  if (score >= GRAMMAR_THRESHOLDS.exceptional) return 'exceptional';
  if (score >= GRAMMAR_THRESHOLDS.average) return 'average';
  return 'poor';
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 101st, 111th. */
export function ordinalSuffix(n: number): 'st' | 'nd' | 'rd' | 'th' {
  const lastTwo = Math.abs(Math.trunc(n)) % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  const last = lastTwo % 10;
  if (last === 1) return 'st';
  if (last === 2) return 'nd';
  if (last === 3) return 'rd';
  return 'th';
}

/**
 * The share of a distribution (scores of completed assessments) that a score beats, counting ties as half,
 * as a whole percentile from 1 to 99: a report never says a text is better than none or all of them.
 */
export function percentileFromCounts(below: number, equal: number, total: number): number {
  if (total <= 0) return 50;
  const share = ((below + equal / 2) / total) * 100;
  return Math.min(99, Math.max(1, Math.round(share)));
}

export function percentileOf(score: number, distribution: readonly number[]): number {
  const below = distribution.filter((other) => other < score).length;
  const equal = distribution.filter((other) => other === score).length;
  return percentileFromCounts(below, equal, distribution.length);
}

/**
 * Until this many assessments have completed, the baseline below stands in for the distribution (mixed
 * with the real ones), so the first researchers get a meaningful percentile.
 */
export const GRAMMAR_BASELINE_UNTIL = 200;

/**
 * The seeded baseline: 100 scores spread as quantiles of a normal distribution of mean 5.2 and standard
 * deviation 2.2, clipped to 0–10 (the spread the model gives the evaluation set: see docs/decisions.md).
 */
export const GRAMMAR_BASELINE_SCORES: readonly number[] = Array.from({ length: 100 }, (_, i) => {
  const p = (i + 0.5) / 100;
  return Math.round(Math.min(10, Math.max(0, 5.2 + 2.2 * inverseNormal(p))) * 10) / 10;
});

/** The standard normal quantile function (Acklam's rational approximation, error below 1.2e-9). */
function inverseNormal(p: number): number {
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  const poly = (k: number[], x: number) => k.reduce((sum, coefficient) => sum * x + coefficient, 0);
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return poly(c, q) / (poly(d, q) * q + 1);
  }
  if (p > 1 - low) {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    return -poly(c, q) / (poly(d, q) * q + 1);
  }
  const q = p - 0.5;
  const r = q * q;
  return (poly(a, r) * q) / (poly(b, r) * r + 1);
}

/** The percentile chart's x axis: 0 to 100 in steps of 25; percentile 95 is always marked. */
export const PERCENTILE_AXIS_TICKS = [0, 25, 50, 75, 100] as const;
export const PERCENTILE_MARKED = 95;

/** The professional-editing upsell on the report, shown as 75 in the researcher's currency. */
export const GRAMMAR_EDITING_UPSELL_PRICE = 75;

/** Lists are polled every 30 s while any assessment is processing. */
export const GRAMMAR_POLL_MS = 30_000;
