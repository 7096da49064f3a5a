import { expect } from 'vitest';
import type { TLint } from '../lint.ts';
import { createTagger, type TToken } from './tagger.ts';

const tag = createTagger();

type TRule = (tokens: readonly TToken[]) => TLint[];

/** A rule's findings on a text: the flagged text, the suggestion's kind and text. */
export function findingsOf(rule: TRule, text: string): [string, string, string][] {
  return tag(text)
    .flatMap((tokens) => rule(tokens))
    .map((lint) => [text.slice(lint.start, lint.end), lint.suggestions[0]?.kind ?? '', lint.suggestions[0]?.text ?? '']);
}

/** Each sentence of `flagged` draws exactly its one finding, and each of `clean` none. */
export function expectRule(rule: TRule, flagged: [string, [string, string, string]][], clean: string[]): void {
  for (const [text, finding] of flagged) expect(findingsOf(rule, text), text).toEqual([finding]);
  for (const text of clean) expect(findingsOf(rule, text), text).toEqual([]);
}
