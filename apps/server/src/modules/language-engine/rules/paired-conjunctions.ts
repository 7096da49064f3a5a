import type { TLint } from '../lint.ts';
import { replaceWith } from './suggestions.ts';
import type { TToken } from './tagger.ts';

/** Openers of a dependent clause and the conjunction a learner adds to the main clause after it. */
const PAIRS: readonly { openers: readonly string[]; extras: readonly string[] }[] = [
  { openers: ['although', 'though'], extras: ['but', 'however', 'nevertheless', 'nonetheless'] },
  { openers: ['because', 'since'], extras: ['so', 'therefore', 'thus', 'hence', 'consequently'] },
];
/** Words that open a main clause after the comma: there it has begun, and a later "but" is its own. */
const CLAUSE_OPENERS = new Set(['PRON', 'DET', 'PROPN', 'NOUN']);

/**
 * A sentence that opens with a dependent clause and joins the main clause with a second conjunction:
 * "Although the method is simple, but it gives…" (delete "but"; also "however", with its comma: "Even though the
 * costs were high, however, the project" → "high, the project"), "Because the soil was dry, so the plants…"
 * (delete "so", when a subject follows it: "so far", "so that" are left alone), "Since the data were skewed,
 * therefore the test…" (delete "therefore", "thus", "hence", "consequently" before a subject).
 */
export function pairedConjunctionLints(tokens: readonly TToken[]): TLint[] {
  const openerAt = tokens[0]?.lower === 'even' ? 1 : 0;
  const opener = tokens[openerAt];
  const pair = PAIRS.find((entry) => entry.openers.includes(opener?.lower ?? ''));
  if (!opener || !pair) return [];
  for (let index = openerAt + 2; index < tokens.length - 2; index += 1) {
    // "Although the cost is high but the method is popular": "but" without a comma, after the clause's verb.
    const word = tokens[index] as TToken;
    const hasVerbBefore = tokens.slice(openerAt + 1, index).some((token) => token.pos === 'AUX' || token.pos === 'VERB');
    if (word.lower === 'but' && pair.extras.includes('but') && hasVerbBefore && CLAUSE_OPENERS.has(tokens[index + 1]?.pos ?? ''))
      return [
        {
          ...conjunctionPairLint(tokens, openerAt, word, word),
          start: (tokens[index - 1] as TToken).end,
          suggestions: [replaceWith(',')],
        },
      ];
    if (tokens[index]?.text !== ',') continue;
    const next = tokens[index + 1] as TToken;
    const after = tokens[index + 2] as TToken;
    // "Even though the costs were high, however, the project": the adverb's own comma goes with it.
    const hasComma = after.text === ',' && /^(?:however|nevertheless|nonetheless)$/.test(next.lower);
    if (pair.extras.includes(next.lower) && (next.lower === 'but' || CLAUSE_OPENERS.has(after.pos) || hasComma)) {
      return [conjunctionPairLint(tokens, openerAt, hasComma ? (tokens[index] as TToken) : next, next)];
    }
    if (CLAUSE_OPENERS.has(next.pos)) return pair.extras.includes('however') ? innerAdverbLints(tokens, index + 1) : [];
  }
  return [];
}

/** A finding that deletes `word` (from `from`, its comma when it has one), which `opener` already says. */
function repeatedLinkLint(opener: string, from: TToken, word: TToken): TLint {
  return {
    kind: 'Grammar',
    start: from.start,
    end: word.end,
    message: `“${opener}” already links the two clauses: delete “${word.text}”.`,
    messageKey: 'conjunction-pair',
    messageValues: { opener, word: word.text },
    suggestions: [{ kind: 'delete', text: '' }],
  };
}

/** The same finding, whose opener is the sentence's words up to `openerAt`: "Even though … but" → delete "but". */
function conjunctionPairLint(tokens: readonly TToken[], openerAt: number, from: TToken, word: TToken): TLint {
  const opening = tokens
    .slice(0, openerAt + 1)
    .map((token) => token.text)
    .join(' ');
  return repeatedLinkLint(opening, from, word);
}

/**
 * "Even though rainfall was lower, the yields were however higher": the adverb of contrast inside the main clause,
 * right after its "be" or auxiliary, repeats what "although" says; delete it.
 */
function innerAdverbLints(tokens: readonly TToken[], from: number): TLint[] {
  for (let at = from + 1; at < tokens.length - 1; at += 1) {
    const word = tokens[at] as TToken;
    if (/^[,;:.!?]$/.test(word.text)) return [];
    if (word.lower !== 'however' || tokens[at - 1]?.pos !== 'AUX') continue;
    if (!/^(?:ADJ|ADV|VERB)$/.test(tokens[at + 1]?.pos ?? '') || /^(?:much|many|long|often)$/.test(tokens[at + 1]?.lower ?? ''))
      return [];
    const opener = tokens[0]?.lower === 'even' ? `${tokens[0]?.text} ${tokens[1]?.text}` : (tokens[0]?.text ?? '');
    return [repeatedLinkLint(opener, word, word)];
  }
  return [];
}
