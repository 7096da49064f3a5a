import type { TLint } from '../lint.ts';
import type { TToken } from './tagger.ts';

const isComparative = (token: TToken | undefined) =>
  !!token &&
  (token.pos === 'ADJ' || token.pos === 'ADV') &&
  (['better', 'worse'].includes(token.lower) || (/[^e]er$/.test(token.lower) && token.lemma !== token.lower));
const isSuperlative = (token: TToken | undefined) =>
  !!token &&
  (token.pos === 'ADJ' || token.pos === 'ADV') &&
  (['best', 'worst'].includes(token.lower) || (/est$/.test(token.lower) && token.lemma !== token.lower));

/**
 * "more" before a comparative ("more better than", "more easier to see") and "most" before a superlative ("the
 * most highest value"): the adjective already compares, delete "more" or "most". A comparative followed by a
 * noun is left alone: "more older patients" can count patients.
 */
export function doubleComparisonLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    const next = tokens[index + 1];
    const after = tokens[index + 2];
    const isDouble =
      (token.lower === 'more' && isComparative(next) && after?.pos !== 'NOUN' && after?.pos !== 'PROPN') ||
      (token.lower === 'most' && isSuperlative(next));
    if (!isDouble || !next) continue;
    lints.push({
      kind: 'Grammar',
      start: token.start,
      end: token.end,
      message: `“${next.text}” already compares: delete “${token.text}”.`,
      messageKey: 'double-comparison',
      messageValues: { adjective: next.text, word: token.text },
      suggestions: [{ kind: 'delete', text: '' }],
    });
  }
  return lints;
}
