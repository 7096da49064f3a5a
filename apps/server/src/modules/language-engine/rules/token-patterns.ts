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
