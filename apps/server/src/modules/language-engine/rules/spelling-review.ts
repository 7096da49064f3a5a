import type { TLint } from '../lint.ts';
import { replaceWith } from './suggestions.ts';

/** What the review asks of the dictionaries: a word of the checked dialect, and one of the other dialect. */
export type TDictionary = {
  isWord: (word: string) => Promise<boolean>;
  /** British spellings when the checker lints in American English (aluminium, enrolment, afterwards). */
  isOtherDialectWord: (word: string) => Promise<boolean>;
  /** A term of the scientific lexicon, or one made of a known stem and a suffix of chemistry or biology. */
  isTerm?: (word: string) => boolean;
};

/** harper's rule that splits a word it does not know into two it does: "favorit" → "favor it". */
const SPLIT_MESSAGE = /should (?:probably |possibly )?be written as|missing space between words/;

/**
 * Prefixes that make closed compounds in scientific English (subsamples, microstructural, overdispersion,
 * backscatter, rewetted): a split after one of them is not two words run together, and a word made of one and a
 * known word is a term, not a misspelling.
 */
const BOUND_PREFIXES = [
  'anti',
  'auto',
  'back',
  'bio',
  'co',
  'counter',
  'cross',
  'de',
  'electro',
  'geo',
  'hydro',
  'hyper',
  'hypo',
  'inter',
  'intra',
  'macro',
  'micro',
  'mid',
  'mono',
  'multi',
  'nano',
  'neuro',
  'non',
  'over',
  'photo',
  'poly',
  'post',
  'pre',
  'quad',
  're',
  'semi',
  'sub',
  'super',
  'trans',
  'tri',
  'ultra',
  'un',
  'under',
  'up',
  'down',
];

/** Letters typed twice or a final e left out: successfull → successful, wellcome → welcome, favorit → favorite. */
export function typingSlips(word: string): string[] {
  const candidates: string[] = [];
  for (let i = word.length - 1; i > 0; i -= 1) {
    if (word[i] === word[i - 1]) candidates.push(word.slice(0, i) + word.slice(i + 1));
  }
  if (/[^aeiouys]$/i.test(word)) candidates.push(`${word}e`);
  return [...new Set(candidates)].filter((candidate) => candidate.length >= 3);
}

/**
 * Single words a word that harper would split may misspell, in the order they are tried: a doubled letter
 * typed once, an s too many (informations → information), a final e left out. Only these slips: dropping any
 * last letter would turn "forthe" into "forth" where "for the" is meant.
 */
export function singleWordCandidates(word: string): string[] {
  const slips = typingSlips(word);
  const withoutS = /[^s]s$/i.test(word) ? [word.slice(0, -1)] : [];
  return [...new Set([...slips.filter((slip) => slip.length < word.length), ...withoutS, ...slips])];
}

/** A part of a split that stands as a word of its own: "a" and "I", or two letters or more that the dictionary has. */
async function isStandaloneWord(part: string, isWord: TDictionary['isWord']): Promise<boolean> {
  if (/^(?:a|A|I)$/.test(part)) return true;
  return part.length >= 2 && /^\p{L}+$/u.test(part) && (await isWord(part));
}

/** A finding on a misspelt word: the single word it misspells. */
export function misspellingOf(lint: TLint, word: string, correction: string): TLint {
  return {
    kind: 'Spelling',
    start: lint.start,
    end: lint.end,
    message: `“${word}” looks like a misspelling of “${correction}”.`,
    messageKey: 'misspelling',
    messageValues: { word, correction },
    suggestions: [replaceWith(correction)],
  };
}

/**
 * The suggestions of a spelling finding with the one that undoes a typing slip first (successfull:
 * "successful" before "successfully"), the one a digital edit may take.
 */
function slipFirst(lint: TLint, word: string): TLint {
  const slips = new Set(typingSlips(word).map((candidate) => candidate.toLowerCase()));
  const slip = lint.suggestions.find((s) => s.kind === 'replace' && slips.has(s.text.toLowerCase()));
  return slip ? { ...lint, suggestions: [slip, ...lint.suggestions.filter((s) => s !== slip)] } : lint;
}

/** The word opens its sentence (or the paragraph). */
const opensSentence = (text: string, start: number) => /(?:^|[.!?]["”’)]?)\s*$/.test(text.slice(0, start));

/** A prefix of BOUND_PREFIXES the word starts with, leaving a part of four letters or more. */
const boundPrefixOf = (word: string) =>
  BOUND_PREFIXES.filter((prefix) => word.toLowerCase().startsWith(prefix) && word.length - prefix.length >= 4);

/**
 * Whether a spelling finding is on something that is not a misspelling: a name (capitalised inside a
 * sentence), a unit after a number ("48 h", "30 °C"), the plural of a word harper suggests (incubations), a
 * spelling of the other dialect, or a prefix and a known word (rewetted, subsample).
 */
async function isNotAMisspelling(text: string, lint: TLint, dictionary: TDictionary): Promise<boolean> {
  const word = text.slice(lint.start, lint.end).replace(/\.$/, '');
  if (/^\p{Lu}/u.test(word) && !opensSentence(text, lint.start)) return true;
  if (word.length <= 2 && /[\d°]\s*$/.test(text.slice(0, lint.start))) return true;
  const lower = word.toLowerCase();
  if (lint.suggestions.some((s) => s.kind === 'replace' && [`${s.text}s`, `${s.text}es`].includes(lower))) return true;
  if (dictionary.isTerm?.(word)) return true;
  if (await dictionary.isOtherDialectWord(word)) return true;
  for (const prefix of boundPrefixOf(word)) {
    const rest = lower.slice(prefix.length);
    if (dictionary.isTerm?.(rest) || (await dictionary.isWord(rest))) return true;
  }
  return false;
}

/**
 * harper's spelling findings, reviewed. A word harper would write as two ("should be written as two words")
 * that misspells a single word by a common slip is that word misspelt (informations, successfull, favorit);
 * a split after a prefix (sub samples, micro structural) is a closed compound and dropped; other splits are kept
 * only when both parts are words. A spelling finding on a name, a unit, a plural, the other dialect's spelling
 * or a prefixed word is dropped, and one that undoes a typing slip offers that first. Other findings pass as
 * they are.
 */
export async function reviewSpelling(text: string, lints: readonly TLint[], dictionary: TDictionary): Promise<TLint[]> {
  const reviewed: TLint[] = [];
  for (const lint of lints) {
    const word = text.slice(lint.start, lint.end);
    if (lint.kind === 'Spelling') {
      if (!(await isNotAMisspelling(text, lint, dictionary))) reviewed.push(slipFirst(lint, word));
      continue;
    }
    if (lint.kind !== 'Typo' || !SPLIT_MESSAGE.test(lint.message)) {
      reviewed.push(lint);
      continue;
    }
    let correction: string | undefined;
    for (const candidate of singleWordCandidates(word)) {
      if (await dictionary.isWord(candidate)) {
        correction = candidate;
        break;
      }
    }
    if (correction) {
      reviewed.push(misspellingOf(lint, word, correction));
      continue;
    }
    // A term harper would split (dimethyl → "dim ethyl") is one word.
    if (dictionary.isTerm?.(word)) continue;
    const splits = [];
    for (const suggestion of lint.suggestions) {
      const parts = suggestion.text.split(' ');
      let allWords = parts.length === 2 && !BOUND_PREFIXES.includes(parts[0]?.toLowerCase() ?? '');
      for (const part of parts) allWords &&= await isStandaloneWord(part, dictionary.isWord);
      if (allWords) splits.push(suggestion);
    }
    if (splits.length > 0) reviewed.push({ ...lint, suggestions: splits });
  }
  return reviewed;
}
