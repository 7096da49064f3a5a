/**
 * Where a human correction changed a learner's sentence: the corpus's error annotations when it has none
 * we can use (docs/decisions.md, "Calibration on a public learner corpus"). The sentence and its
 * correction are split into words and punctuation marks, aligned on their longest common subsequence, and
 * every run of tokens that the correction replaced, dropped or inserted is one edited span of the learner's
 * sentence.
 */

type TToken = { text: string; start: number; end: number };

/** An edited span in the learner sentence's UTF-16 offsets. */
export type TEditedSpan = {
  start: number;
  end: number;
  /** replaced: words changed; deleted: words dropped; missing: words inserted between two of the learner's. */
  kind: 'replaced' | 'deleted' | 'missing';
  /** What the learner wrote there ('' where something is missing) and what the correction has. */
  learner: string;
  corrected: string;
};

/** A word (letters, digits, inner apostrophes and hyphens) or a single punctuation mark. */
const TOKEN = /[\p{L}\p{N}\p{M}]+(?:['’`-][\p{L}\p{N}\p{M}]+)*|[^\s\p{L}\p{N}\p{M}]/gu;

export function tokensOf(text: string): TToken[] {
  return [...text.matchAll(TOKEN)].map((match) => ({ text: match[0], start: match.index, end: match.index + match[0].length }));
}

/** For each pair of positions, the length of the longest common subsequence of the two suffixes. */
function suffixLcs(a: readonly TToken[], b: readonly TToken[]): number[][] {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    const row = table[i] as number[];
    const below = table[i + 1] as number[];
    for (let j = b.length - 1; j >= 0; j -= 1) {
      row[j] = a[i]?.text === b[j]?.text ? (below[j + 1] ?? 0) + 1 : Math.max(below[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  return table;
}

/**
 * The spans of `learner` that `corrected` edits. A missing word has no characters of its own: its span
 * reaches over the learner's words on either side of the gap, where a checker would flag it.
 */
export function editedSpans(learner: string, corrected: string): TEditedSpan[] {
  const a = tokensOf(learner);
  const b = tokensOf(corrected);
  const lcs = suffixLcs(a, b);
  const spans: TEditedSpan[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i]?.text === b[j]?.text) {
      i += 1;
      j += 1;
      continue;
    }
    const [fromA, fromB] = [i, j];
    while (i < a.length || j < b.length) {
      if (i < a.length && j < b.length && a[i]?.text === b[j]?.text) break;
      const skipLearner = j >= b.length || (i < a.length && (lcs[i + 1]?.[j] ?? 0) >= (lcs[i]?.[j + 1] ?? 0));
      if (skipLearner) i += 1;
      else j += 1;
    }
    const inserted = b.slice(fromB, j);
    const correctedText = inserted.length ? corrected.slice(inserted[0]?.start, inserted.at(-1)?.end) : '';
    if (i > fromA) {
      const start = a[fromA]?.start ?? 0;
      const end = a[i - 1]?.end ?? learner.length;
      spans.push({
        start,
        end,
        kind: j > fromB ? 'replaced' : 'deleted',
        learner: learner.slice(start, end),
        corrected: correctedText,
      });
    } else {
      const start = a[fromA - 1]?.start ?? 0;
      const end = a[fromA]?.end ?? learner.length;
      spans.push({ start, end, kind: 'missing', learner: '', corrected: correctedText });
    }
  }
  return spans;
}
