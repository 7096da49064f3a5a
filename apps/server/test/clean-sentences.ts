import { describe, expect, it } from 'vitest';
import { OWN_RULES } from '../src/modules/language-engine/rules/own-rules.ts';
import { createTagger } from '../src/modules/language-engine/rules/tagger.ts';

const tag = createTagger();

/** What every own rule finds on a text: the flagged words and the first suggestion's text. */
export const ownFindingsOf = (text: string): string[] =>
  tag(text).flatMap((tokens) =>
    OWN_RULES.flatMap((rule) => rule(tokens)).map(
      (lint) => `${text.slice(lint.start, lint.end)} → ${lint.suggestions[0]?.text ?? ''}`,
    ),
  );

/** A suite that expects no own rule to flag any of `sentences` (correct English a reviewer found flagged once). */
export function describeCleanSentences(title: string, sentences: readonly string[]): void {
  describe(title, () => {
    it.each(sentences)('finds nothing in “%s”', (text) => {
      expect(ownFindingsOf(text)).toEqual([]);
    });
  });
}
