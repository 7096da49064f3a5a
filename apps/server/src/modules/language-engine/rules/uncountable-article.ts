import type { TLint } from '../lint.ts';
import { HELP_ADJECTIVES } from './article-nouns.ts';
import type { TToken } from './tagger.ts';
import { UNCOUNTABLE_PLURALS } from './word-lists.ts';

/**
 * Nouns that take no "a" or "an": the uncountable nouns of word-lists.ts and "news" and "progress"; "knowledge"
 * ("a good knowledge of statistics" is accepted usage) and "data" (the tagger reads "a data set" as a verb) are left out.
 */
const UNCOUNTABLE = new Set([
  ...[...UNCOUNTABLE_PLURALS.values()].filter((noun) => noun !== 'knowledge' && noun !== 'data'),
  'news',
  'progress',
]);

/**
 * "a"/"an" before an uncountable noun, with up to three adjectives or adverbs between: "an important evidence",
 * "a useful information", "a research". The noun must end the phrase: "a research project", "an evidence-based
 * approach" and "a data set" are left alone.
 */
export function uncountableArticleLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    if (token.lower !== 'a' && token.lower !== 'an') continue;
    let at = index + 1;
    while (at - index <= 3 && (tokens[at]?.pos === 'ADJ' || tokens[at]?.pos === 'ADV')) at += 1;
    const noun = tokens[at];
    const next = tokens[at + 1];
    // "a financial support": "support" meaning help (article-nouns.ts) is uncountable too.
    const isHelp = noun?.lower === 'support' && HELP_ADJECTIVES.test(tokens[at - 1]?.lower ?? '');
    if (noun?.pos !== 'NOUN' || !(UNCOUNTABLE.has(noun.lower) || isHelp)) continue;
    if (next && (next.pos === 'NOUN' || next.pos === 'PROPN' || /^[-‐‑–]$/.test(next.text))) continue;
    // "a research and development department": two nouns joined before the head of a compound.
    const isJoinedModifier =
      /^(?:and|or)$/.test(next?.lower ?? '') && tokens[at + 2]?.pos === 'NOUN' && tokens[at + 3]?.pos === 'NOUN';
    if (isJoinedModifier) continue;
    // "a working traffic light": the tagger reads the compound's head as an adjective when nothing follows it.
    const after = tokens[at + 2];
    if (next?.pos === 'ADJ' && !/(?:able|ible)$/.test(next.lower) && (!after || /^(?:PUNCT|ADP|CCONJ|VERB|AUX)$/.test(after.pos)))
      continue;
    lints.push({
      kind: 'Grammar',
      start: token.start,
      end: token.end,
      message: `“${noun.text}” is uncountable and takes no “${token.text}”: delete it.`,
      messageKey: 'article-uncountable',
      messageValues: { noun: noun.text, word: token.text },
      suggestions: [{ kind: 'delete', text: '' }],
    });
  }
  return lints;
}
