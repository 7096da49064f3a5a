import type { TLint } from '../lint.ts';
import { replaceWith } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { UNCOUNTABLE_PLURALS } from './word-lists.ts';

/**
 * Uncountable nouns written as plurals: "informations", "researches", "evidences", "equipments", "advices".
 * A verb ("she researches", "it evidences") is not flagged.
 */
export function countabilityLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    const singular = UNCOUNTABLE_PLURALS.get(token.lower);
    if (!singular || token.pos === 'AUX') continue;
    // A verb ("she researches", "it evidences") has a subject before it; a noun follows a determiner, an
    // adjective, a preposition or nothing.
    const before = tokens[index - 1];
    if (token.pos === 'VERB' && before && !['DET', 'ADJ', 'ADP', 'NUM', 'CCONJ', 'PUNCT'].includes(before.pos)) continue;
    const correction = /^\p{Lu}/u.test(token.text) ? `${singular.charAt(0).toUpperCase()}${singular.slice(1)}` : singular;
    lints.push({
      kind: 'Grammar',
      start: token.start,
      end: token.end,
      message: `“${correction}” is uncountable in English and has no plural (“${token.text}”).`,
      messageKey: 'uncountable',
      messageValues: { word: token.text, correction },
      suggestions: [replaceWith(correction)],
    });
  }
  return lints;
}
