/**
 * The measures of grammatical error correction that bench/language-quality.ts reports, written here from
 * their published definitions:
 * - GLEU as the JFLEG repository computes it (Napoles et al. 2015, updated 2016 for several references):
 *   for each sentence and n = 1…4, the hypothesis n-grams found in the reference, less those found in the
 *   source but absent from the reference, over the hypothesis n-grams; summed over the corpus with one
 *   reference drawn at random per sentence, a brevity penalty against the reference length, and the mean over
 *   500 such draws. The draws here come from a seeded generator of our own, not Python's, so a figure may
 *   differ from the repository script's in the last decimal places.
 * - edits: where a correction changed a sentence, as runs of tokens on a longest-common-subsequence alignment
 *   (apps/server/src/modules/grammar-check/calibration/edited-spans.ts).
 */
import { editedSpans, type TEditedSpan, tokensOf } from './edited-spans.ts';

const ORDER = 4;

/** A sentence's tokens: words (with inner apostrophes and hyphens) and punctuation marks. */
export const tokenise = (text: string): string[] => tokensOf(text).map((token) => token.text);

function ngramCounts(tokens: readonly string[], n: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i + n <= tokens.length; i += 1) {
    const key = tokens.slice(i, i + n).join('\u0001');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** The size of the multiset intersection of two n-gram counts. */
function overlap(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  let total = 0;
  for (const [key, count] of a) total += Math.min(count, b.get(key) ?? 0);
  return total;
}

/** The statistics of one hypothesis against one reference: [hypothesis length, reference length, (matches, total) × 4]. */
export function gleuStatistics(source: readonly string[], hypothesis: readonly string[], reference: readonly string[]): number[] {
  const statistics = [hypothesis.length, reference.length];
  for (let n = 1; n <= ORDER; n += 1) {
    const h = ngramCounts(hypothesis, n);
    const r = ngramCounts(reference, n);
    // Source n-grams the reference does not have at all: keeping them is penalised.
    const sourceOnly = new Map([...ngramCounts(source, n)].filter(([key]) => !r.has(key)));
    statistics.push(Math.max(overlap(h, r) - overlap(h, sourceOnly), 0), Math.max(hypothesis.length + 1 - n, 0));
  }
  return statistics;
}

/** GLEU of summed statistics (0 when any count is 0, as the corpus-level script does). */
export function gleuOf(statistics: readonly number[]): number {
  if (statistics.some((value) => value === 0)) return 0;
  const [c = 0, r = 0] = statistics;
  let logPrecision = 0;
  for (let n = 0; n < ORDER; n += 1) logPrecision += Math.log((statistics[2 + 2 * n] ?? 0) / (statistics[3 + 2 * n] ?? 1));
  return Math.exp(Math.min(0, 1 - r / c) + logPrecision / ORDER);
}

/**
 * A seeded linear congruential generator (the C library's constants; its high bits only), so that every run
 * draws the same references.
 */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 16) / 65536;
  };
}

export type TGecSentence = { source: string; hypothesis: string; references: readonly string[] };

/** Corpus GLEU (0–100): the mean over `iterations` draws of one reference per sentence. */
export function corpusGleu(sentences: readonly TGecSentence[], iterations = 500): number {
  const perSentence = sentences.map(({ source, hypothesis, references }) => {
    const [s, h] = [tokenise(source), tokenise(hypothesis)];
    return references.map((reference) => gleuStatistics(s, h, tokenise(reference)));
  });
  let sum = 0;
  for (let iteration = 0; iteration < iterations; iteration += 1) {
    const random = seeded(iteration * 101 + 1);
    const totals = new Array<number>(2 + 2 * ORDER).fill(0);
    for (const byReference of perSentence) {
      const drawn = byReference[Math.floor(random() * byReference.length)] ?? [];
      for (const [i, value] of drawn.entries()) totals[i] = (totals[i] ?? 0) + value;
    }
    sum += gleuOf(totals);
  }
  return (100 * sum) / iterations;
}

/** An edit as compared between a system and the references: the source tokens it covers and what it writes. */
const editKey = (source: string, span: TEditedSpan) =>
  `${tokenise(source.slice(0, span.start)).length}:${span.kind === 'missing' ? 'gap' : tokenise(span.learner).length}:${tokenise(span.corrected).join(' ')}`;

export type TEditAgreement = {
  edit: TEditedSpan;
  /** A reference makes the same edit: the same source words become the same words. */
  isExact: boolean;
  /** A reference edits the same place (overlapping source words), differently. */
  isSamePlace: boolean;
};

/** Each edit of a hypothesis, and whether a reference agrees with it. */
export function editAgreements(source: string, hypothesis: string, references: readonly string[]): TEditAgreement[] {
  const referenceEdits = references.map((reference) => editedSpans(source, reference));
  const exact = new Set(referenceEdits.flat().map((span) => editKey(source, span)));
  return editedSpans(source, hypothesis).map((edit) => ({
    edit,
    isExact: exact.has(editKey(source, edit)),
    isSamePlace: referenceEdits.flat().some((span) => span.start < edit.end && edit.start < span.end),
  }));
}
