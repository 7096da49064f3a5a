import { readFileSync } from 'node:fs';

/**
 * A back-off n-gram language model of English read from CMU Sphinx's trie binary format (the US English model
 * Debian ships in `pocketsphinx-en-us`, about 27 MB: 72,547 words, 2.05 million bigrams, 1.67 million trigrams).
 * The file is read into one buffer and queried in place; nothing is expanded.
 *
 * The layout (sphinxbase's `ngram_model_trie`): the header text, the order (one byte), the n-gram counts (32 bits
 * each), a quantiser (a 32-bit word, then 65,536 float bins per quantised value: for each middle order its
 * probabilities then its back-offs, then the highest order's probabilities), the unigrams (probability, back-off,
 * first child: 12 bytes each, plus a sentinel), the bit-packed middle and highest orders, and the vocabulary as
 * NUL-terminated strings after its byte length. The trie is reversed: under a word's unigram sit the words before
 * it, so an n-gram "a b c" is found as c → b → a. Each middle entry holds its word, a 16-bit back-off bin, a
 * 16-bit probability bin and the index of its first child; each highest-order entry its word and a probability
 * bin. Scores are in the file's log units; `log10Scale` turns them into base-10 logarithms.
 */
export type TTrieLm = {
  /** The word's index in the model's vocabulary, or -1 (the vocabulary is lower case). */
  wordId(word: string): number;
  /**
   * log10 P(word | history), `history` nearest first (`[previous, the one before]`), with Katz back-off; an
   * unknown word (-1) gets the unknown-word score. `orderUsed` (optional out) is the longest n-gram found.
   */
  logProb(word: number, history: readonly number[], orderUsed?: { value: number }): number;
  /** The model's order (3 for the Sphinx US English model). */
  order: number;
  /** The number of unigrams. */
  vocabularySize: number;
};

const HEADER = 'Trie Language Model';
const BINS = 1 << 16;

/** Bits needed to write `max` (0 for 0), as sphinxbase counts them. */
function requiredBits(max: number): number {
  let bits = 0;
  for (let value = max; value > 0; value = Math.floor(value / 2)) bits += 1;
  return bits;
}

/** Bytes of a bit-packed array of `entries` (+1 sentinel) entries of `totalBits`, with 8 bytes of slack. */
function packedSize(entries: number, totalBits: number): number {
  return Math.floor(((1 + entries) * totalBits + 7) / 8) + 8;
}

/** Reads a model from its bytes; throws on anything that is not a trie model of order 2 or more. */
export function parseTrieLm(bytes: Buffer): TTrieLm {
  if (bytes.toString('latin1', 0, HEADER.length) !== HEADER) throw new Error('not a trie language model');
  let at = HEADER.length;
  const order = bytes.readUInt8(at);
  at += 1;
  if (order < 2 || order > 5) throw new Error(`unsupported order ${order}`);
  const counts: number[] = [];
  for (let i = 0; i < order; i += 1, at += 4) counts.push(bytes.readUInt32LE(at));
  const [unigramCount = 0] = counts;

  at += 4; // the quantiser's unused word
  const tableAt = (offset: number) =>
    new Float32Array(bytes.buffer.slice(bytes.byteOffset + offset, bytes.byteOffset + offset + BINS * 4));
  const middleProbBins: Float32Array[] = [];
  const middleBackoffBins: Float32Array[] = [];
  for (let i = 0; i < order - 2; i += 1) {
    middleProbBins.push(tableAt(at));
    at += BINS * 4;
    middleBackoffBins.push(tableAt(at));
    at += BINS * 4;
  }
  const longestProbBins = tableAt(at);
  at += BINS * 4;

  const unigramAt = at;
  at += (unigramCount + 1) * 12;
  const unigramProb = (word: number) => bytes.readFloatLE(unigramAt + word * 12);
  const unigramBackoff = (word: number) => bytes.readFloatLE(unigramAt + word * 12 + 4);
  const unigramNext = (word: number) => bytes.readUInt32LE(unigramAt + word * 12 + 8);

  const wordBits = requiredBits(unigramCount);
  const wordMask = 2 ** wordBits - 1;
  type TLevel = { base: number; totalBits: number; nextBits: number };
  const middles: TLevel[] = [];
  for (let i = 1; i < order - 1; i += 1) {
    const nextBits = requiredBits(counts[i + 1] ?? 0);
    const totalBits = wordBits + 32 + nextBits;
    middles.push({ base: at, totalBits, nextBits });
    at += packedSize(counts[i] ?? 0, totalBits);
  }
  const longest: TLevel = { base: at, totalBits: wordBits + 16, nextBits: 0 };
  at += packedSize(counts[order - 1] ?? 0, longest.totalBits);

  const vocabularyBytes = bytes.readInt32LE(at);
  at += 4;
  const words = bytes.toString('latin1', at, at + vocabularyBytes).split('\0');
  if (words.length < unigramCount) throw new Error('vocabulary shorter than its count');
  const ids = new Map<string, number>();
  for (let i = 0; i < unigramCount; i += 1) if (!ids.has(words[i] as string)) ids.set(words[i] as string, i);

  /** `length` (≤ 25) bits at bit `offset` of the region starting at byte `base`. */
  const bitsAt = (base: number, offset: number, length: number) =>
    (bytes.readUInt32LE(base + (offset >>> 3)) >>> (offset & 7)) & (2 ** length - 1);

  /** The entry of `word` among entries [begin, end) of a level, or -1 (the words of a range are sorted). */
  function find(level: TLevel, begin: number, end: number, word: number): number {
    let low = begin;
    let high = end - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const value = bitsAt(level.base, mid * level.totalBits, wordBits) & wordMask;
      if (value < word) low = mid + 1;
      else if (value > word) high = mid - 1;
      else return mid;
    }
    return -1;
  }
  const middleNext = (level: TLevel, entry: number) =>
    bitsAt(level.base, entry * level.totalBits + wordBits + 32, level.nextBits);

  /** The middle entries of the path word ← history[0] ← …, one per history word found (stops at a miss). */
  function middlePath(word: number, history: readonly number[]): number[] {
    const path: number[] = [];
    let begin = unigramNext(word);
    let end = unigramNext(word + 1);
    for (let i = 0; i < middles.length && i < history.length; i += 1) {
      const level = middles[i] as TLevel;
      const entry = find(level, begin, end, history[i] as number);
      if (entry < 0) break;
      path.push(entry);
      begin = middleNext(level, entry);
      end = middleNext(level, entry + 1);
    }
    return path;
  }

  const unknown = ids.get('<unk>');
  const log10Scale = computeScale();

  /** The file's scores are in the log base its writer used: scaled so that the unigrams sum to one. */
  function computeScale(): number {
    // Σ 10^(p·s) = 1 over the unigrams fixes s; found by bisection on a monotone function.
    let low = 1e-7;
    let high = 1;
    const total = (scale: number) => {
      let sum = 0;
      for (let i = 0; i < unigramCount; i += 1) {
        const p = unigramProb(i);
        if (p > -1e9) sum += 10 ** (p * scale);
      }
      return sum;
    };
    for (let step = 0; step < 60; step += 1) {
      const mid = Math.sqrt(low * high);
      if (total(mid) > 1) low = mid;
      else high = mid;
    }
    return Math.sqrt(low * high);
  }

  function logProb(word: number, history: readonly number[], orderUsed?: { value: number }): number {
    const target = word >= 0 ? word : (unknown ?? -1);
    if (target < 0) return -99;
    const known = history.slice(0, order - 1);
    const cut = known.indexOf(-1);
    const context = cut < 0 ? known : known.slice(0, cut);
    // The longest n-gram ending in the word.
    let prob = unigramProb(target);
    let used = 1;
    let begin = unigramNext(target);
    let end = unigramNext(target + 1);
    for (let i = 0; i < context.length; i += 1) {
      if (begin >= end) break;
      const isLongest = i === order - 2;
      const level = isLongest ? longest : (middles[i] as TLevel);
      const entry = find(level, begin, end, context[i] as number);
      if (entry < 0) break;
      const offset = entry * level.totalBits + wordBits;
      if (isLongest) {
        prob = longestProbBins[bitsAt(level.base, offset, 16)] as number;
      } else {
        prob = middleProbBins[i]?.[bitsAt(level.base, offset + 16, 16)] as number;
        begin = middleNext(level, entry);
        end = middleNext(level, entry + 1);
      }
      used = i + 2;
    }
    // Back-off weights of the contexts longer than what was found: context[0..k) for k ≥ used.
    let backoff = 0;
    for (let k = used; k <= context.length; k += 1) {
      const head = context[0] as number;
      if (k === 1) {
        backoff += unigramBackoff(head);
        continue;
      }
      const path = middlePath(head, context.slice(1, k));
      if (path.length < k - 1) break;
      const level = middles[k - 2] as TLevel;
      backoff += middleBackoffBins[k - 2]?.[
        bitsAt(level.base, (path[k - 2] as number) * level.totalBits + wordBits, 16)
      ] as number;
    }
    if (orderUsed) orderUsed.value = used;
    return (prob + backoff) * log10Scale;
  }

  return {
    wordId: (w) => ids.get(w) ?? -1,
    logProb,
    order,
    vocabularySize: unigramCount,
  };
}

/** Reads the model at `path`. */
export function readTrieLm(path: string): TTrieLm {
  return parseTrieLm(readFileSync(path));
}
