import type { TLint } from '../lint.ts';
import type { TToken } from './tagger.ts';

/** A pattern that may find an error at one token of a sentence. */
export type TTokenPattern = (tokens: readonly TToken[], index: number) => TLint | null;

/**
 * The findings of a rule file's patterns on a sentence: at each token, the first pattern that finds something
 * there (the order of `patterns` is the order of preference), so that one place draws at most one finding of
 * the file.
 */
export function firstFindingAtEachToken(tokens: readonly TToken[], patterns: readonly TTokenPattern[]): TLint[] {
  const lints: TLint[] = [];
  for (const index of tokens.keys()) {
    for (const pattern of patterns) {
      const lint = pattern(tokens, index);
      if (lint) {
        lints.push(lint);
        break;
      }
    }
  }
  return lints;
}

/** Whether the word at `at` is joined to the next by a hyphen: "world-famous", "Netherlands-based", "by-products". */
export const isHyphenedToNext = (tokens: readonly TToken[], at: number): boolean =>
  tokens[at + 1]?.text === '-' && tokens[at + 1]?.start === tokens[at]?.end;

/** Heads of a noun phrase of time: "the next day", "that afternoon". */
const TIME_HEADS = /^(?:day|days|week|weeks|morning|afternoon|evening|night|time|times|weekend|hour|hours|moment)$/;
/** Words that make a noun phrase a time of its own: "the next year", "the same season", "the whole month". */
const TIME_WORDS = /^(?:next|following|same|whole|entire|previous|first|last|other|coming)$/;

/**
 * Whether the noun phrase that opens at `at` (a determiner, then adjectives, numbers and nouns) is a time of its own,
 * an adverbial rather than a noun's complement: "(moved the rest) the next day", "(finished the remainder) that week".
 */
export function isTimePhraseAt(tokens: readonly TToken[], at: number): boolean {
  let end = at + 1;
  while (end < at + 5 && /^(?:ADJ|NOUN|NUM)$/.test(tokens[end]?.pos ?? '')) end += 1;
  const words = tokens.slice(at, end);
  return TIME_HEADS.test(tokens[end - 1]?.lower ?? '') || words.some((token) => TIME_WORDS.test(token.lower));
}

/** The lower-case text of the token at `at`, or '' past either end. */
export const lowerAt = (tokens: readonly TToken[], at: number): string => tokens[at]?.lower ?? '';

/** A base form the tagger read as a verb, in plain lower-case letters: "thank", "isolate" (not "thanked", "using"). */
export const isPlainBaseVerb = (token: TToken | undefined): token is TToken =>
  token?.pos === 'VERB' && /^[a-z]+$/.test(token.text) && token.lemma === token.lower && !/(?:ing|ed)$/.test(token.lower);

/**
 * A base form the tagger may read as a noun before its object ("avoid to overfit the data", "hesitate contact me"):
 * a plain lower-case word, not in -s, -ing or -ed, and a determiner or an object pronoun after it.
 */
export function isBaseBeforeObject(tokens: readonly TToken[], at: number): boolean {
  const word = tokens[at];
  if (!word) return false;
  const object = tokens[at + 1];
  const hasObject = object?.pos === 'DET' || /^(?:me|us|them|him|her|it)$/.test(object?.lower ?? '');
  const isNounRead =
    word.pos === 'NOUN' &&
    word.lemma === word.lower &&
    /^[a-z]{3,}$/.test(word.text) &&
    !/(?:s|ing|ed|ion|ment|ness|ity)$/.test(word.lower) &&
    hasObject;
  return isNounRead || isPlainBaseVerb(word);
}
