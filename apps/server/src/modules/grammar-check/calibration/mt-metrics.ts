/**
 * The measures of machine translation that bench/translation-quality.ts reports, written here from
 * sacrebleu's definitions (Post 2018; its defaults, version 2):
 * - BLEU: corpus BLEU on the 13a tokenisation (mteval-v13a's), case kept, n-grams 1–4 clipped by the most
 *   of any reference, the reference length closest to each hypothesis (the shorter on a tie), the
 *   exponential brevity penalty, and the "exp" smoothing: a precision with no match counts as 1 / (2^k ·
 *   total) for the k-th such order; an order with no hypothesis n-gram at all gives 0.
 * - chrF: character n-grams 1–6 with whitespace removed, β = 2, statistics summed over the corpus (the best
 *   reference by sentence-level chrF where there are several); precision and recall are averaged over the
 *   orders where both sides have n-grams, then combined as F_β.
 */

const BLEU_ORDER = 4;
const CHRF_ORDER = 6;
const BETA = 2;

/** mteval-v13a's tokenisation as sacrebleu's "13a". */
export function tokenise13a(line: string): string[] {
  let text = line.replaceAll('<skipped>', '').replaceAll('-\n', '').replaceAll('\n', ' ');
  if (text.includes('&'))
    text = text.replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>');
  text = ` ${text} `
    .replace(/([{-~[-` -&(-+:-@/])/g, ' $1 ')
    .replace(/([^0-9])([.,])/g, '$1 $2 ')
    .replace(/([.,])([^0-9])/g, ' $1 $2')
    .replace(/([0-9])(-)/g, '$1 $2 ');
  return text.split(/\s+/).filter(Boolean);
}

function ngramCounts(items: readonly string[], n: number, join = ' '): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i + n <= items.length; i += 1) {
    const key = items.slice(i, i + n).join(join);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

const sumOf = (counts: ReadonlyMap<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);

function matchesOf(hypothesis: ReadonlyMap<string, number>, reference: ReadonlyMap<string, number>): number {
  let total = 0;
  for (const [key, count] of hypothesis) total += Math.min(count, reference.get(key) ?? 0);
  return total;
}

export type TBleu = {
  score: number;
  precisions: number[];
  brevityPenalty: number;
  hypothesisLength: number;
  referenceLength: number;
};

/**
 * Corpus BLEU of hypotheses against one or more reference streams (`references[k][i]` is the k-th
 * reference of sentence i), on the 0–100 scale.
 */
export function corpusBleu(hypotheses: readonly string[], references: readonly (readonly string[])[]): TBleu {
  const correct = Array<number>(BLEU_ORDER).fill(0);
  const total = Array<number>(BLEU_ORDER).fill(0);
  let hypothesisLength = 0;
  let referenceLength = 0;
  hypotheses.forEach((hypothesis, i) => {
    const tokens = tokenise13a(hypothesis);
    const refs = references.map((stream) => tokenise13a(stream[i] ?? ''));
    hypothesisLength += tokens.length;
    const closest = refs.reduce<number | null>((best, ref) => {
      if (best === null) return ref.length;
      const d = Math.abs(ref.length - tokens.length);
      const bestD = Math.abs(best - tokens.length);
      return d < bestD || (d === bestD && ref.length < best) ? ref.length : best;
    }, null);
    referenceLength += closest ?? 0;
    for (let n = 1; n <= BLEU_ORDER; n += 1) {
      const counts = ngramCounts(tokens, n);
      const maxRef = new Map<string, number>();
      for (const ref of refs)
        for (const [key, count] of ngramCounts(ref, n)) maxRef.set(key, Math.max(maxRef.get(key) ?? 0, count));
      correct[n - 1] = (correct[n - 1] ?? 0) + matchesOf(counts, maxRef);
      total[n - 1] = (total[n - 1] ?? 0) + Math.max(0, tokens.length - n + 1);
    }
  });
  const precisions = Array<number>(BLEU_ORDER).fill(0);
  let smooth = 1;
  for (let n = 0; n < BLEU_ORDER; n += 1) {
    const t = total[n] ?? 0;
    const c = correct[n] ?? 0;
    if (t === 0) break;
    if (c === 0) {
      smooth *= 2;
      precisions[n] = 100 / (smooth * t);
    } else precisions[n] = (100 * c) / t;
  }
  const brevityPenalty =
    hypothesisLength < referenceLength ? (hypothesisLength > 0 ? Math.exp(1 - referenceLength / hypothesisLength) : 0) : 1;
  const logs = precisions.map((p) => (p === 0 ? -9_999_999_999 : Math.log(p)));
  const score = brevityPenalty * Math.exp(logs.reduce((a, b) => a + b, 0) / BLEU_ORDER);
  return { score, precisions, brevityPenalty, hypothesisLength, referenceLength };
}

/** [hypothesis n-grams, reference n-grams, matches] for n = 1…6 of one sentence pair. */
function chrfStatistics(hypothesis: string, reference: string): number[] {
  const h = [...hypothesis.split(/\s+/).join('')];
  const r = [...reference.split(/\s+/).join('')];
  const statistics: number[] = [];
  for (let n = 1; n <= CHRF_ORDER; n += 1) {
    const hc = ngramCounts(h, n, '');
    const rc = ngramCounts(r, n, '');
    statistics.push(sumOf(hc), sumOf(rc), matchesOf(hc, rc));
  }
  return statistics;
}

function chrfOfStatistics(statistics: readonly number[]): number {
  let precision = 0;
  let recall = 0;
  let orders = 0;
  for (let n = 0; n < CHRF_ORDER; n += 1) {
    const [hyp = 0, ref = 0, match = 0] = statistics.slice(3 * n, 3 * n + 3);
    if (hyp > 0 && ref > 0) {
      precision += match / hyp;
      recall += match / ref;
      orders += 1;
    }
  }
  if (orders === 0) return 0;
  precision /= orders;
  recall /= orders;
  if (precision + recall === 0) return 0;
  const factor = BETA ** 2;
  return (100 * (1 + factor) * precision * recall) / (factor * precision + recall);
}

/** Corpus chrF (chrF2) of hypotheses against one or more reference streams, on the 0–100 scale. */
export function corpusChrf(hypotheses: readonly string[], references: readonly (readonly string[])[]): number {
  const totals = Array<number>(3 * CHRF_ORDER).fill(0);
  hypotheses.forEach((hypothesis, i) => {
    let best: number[] = [];
    let bestScore = -1;
    for (const stream of references) {
      const statistics = chrfStatistics(hypothesis, stream[i] ?? '');
      const score = chrfOfStatistics(statistics);
      if (score > bestScore) {
        best = statistics;
        bestScore = score;
      }
    }
    best.forEach((value, k) => {
      totals[k] = (totals[k] ?? 0) + value;
    });
  });
  return chrfOfStatistics(totals);
}
