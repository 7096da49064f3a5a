import type { TLint } from '../lint.ts';
import { AUXILIARY_FORMS, thirdPersonOf } from './number-forms.ts';
import { replaceWith } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { SUBJECT_PREPOSITIONS } from './word-lists.ts';

/**
 * A subject of two noun phrases joined by "and", each with its own determiner, is plural: "the temperature and the
 * duration of the treatment determines" → "determine". agreement.ts leaves coordinated subjects alone, since a bare
 * "research and development" or "trial and error" may be one thing; two phrases that each have "the", "its" or
 * "their" are two.
 */

/** Determiners that open each of the two phrases: "the", a possessive, a demonstrative. */
const DETERMINERS = /^(?:the|its|their|our|his|her|this|that|these|those)$/;
/** Words that open a clause whose subject follows them. */
const OPENERS = /^(?:that|because|while|whereas|although|though|when|if|once)$/;

/** Where the noun phrase opened by a determiner at `at` ends (exclusive), when its last word is a noun; -1 if not. */
function determinedPhraseEnd(tokens: readonly TToken[], at: number): number {
  if (!DETERMINERS.test(tokens[at]?.lower ?? '') || tokens[at]?.pos === 'SCONJ') return -1;
  let end = at + 1;
  while (/^(?:ADJ|NOUN|NUM)$/.test(tokens[end]?.pos ?? '') || tokens[end]?.text === '-') end += 1;
  return end > at + 1 && tokens[end - 1]?.pos === 'NOUN' ? end : -1;
}

/** A noun phrase after a preposition, with or without a determiner: "of the ageing treatment", "in rural schools". */
function objectEnd(tokens: readonly TToken[], at: number): number {
  let end = at;
  while (/^(?:DET|ADJ|NOUN|NUM|PROPN)$/.test(tokens[end]?.pos ?? '') || tokens[end]?.text === '-') end += 1;
  return end > at && /^(?:NOUN|PROPN|NUM)$/.test(tokens[end - 1]?.pos ?? '') ? end : -1;
}

/** Whether a subject starting at `at` opens its clause: the sentence's start, after an opening phrase's comma, or after "that". */
function opensClause(tokens: readonly TToken[], at: number): boolean {
  const before = tokens[at - 1];
  if (!before) return true;
  if (OPENERS.test(before.lower) && before.pos !== 'DET' && before.pos !== 'PRON') return true;
  if (before.text !== ',') return false;
  // "In our experiments, the …", "As Figure 3 shows, the …": the first comma, after an adverbial opening.
  const isFirstComma = tokens.findIndex((token) => token.text === ',') === at - 1;
  return isFirstComma && /^(?:ADP|SCONJ|ADV)$/.test(tokens[0]?.pos ?? '');
}

/** A singular finite verb and its plural: "determines" → "determine", "is" → "are", "has" → "have"; null otherwise. */
function pluralOf(token: TToken | undefined): string | null {
  if (!token) return null;
  const auxiliary = AUXILIARY_FORMS[token.lower];
  if (auxiliary) return (token.pos === 'AUX' || token.pos === 'VERB') && auxiliary.number === 'singular' ? auxiliary.other : null;
  if (token.pos !== 'VERB' || !/^[a-z]+s$/.test(token.lower) || token.lower === token.lemma) return null;
  return thirdPersonOf(token.lemma) === token.lower ? token.lemma : null;
}

/**
 * "In our experiments, the temperature and the duration of the ageing treatment determines the size" → "determine":
 * two noun phrases, each opened by a determiner and ending in a noun, joined by "and" and opening their clause,
 * the second with its prepositional phrases, and right after them a singular verb. "Each" and "every" are not
 * taken, nor a subject joined by "or".
 */
export function compoundSubjectLints(tokens: readonly TToken[]): TLint[] {
  for (let at = 0; at < tokens.length; at += 1) {
    const firstEnd = determinedPhraseEnd(tokens, at);
    if (firstEnd < 0 || tokens[firstEnd]?.lower !== 'and' || !opensClause(tokens, at)) continue;
    let end = determinedPhraseEnd(tokens, firstEnd + 1);
    if (end < 0) continue;
    const second = tokens[end - 1] as TToken;
    while (tokens[end]?.pos === 'ADP' && SUBJECT_PREPOSITIONS.has(tokens[end]?.lower ?? '')) {
      const next = objectEnd(tokens, end + 1);
      if (next < 0) break;
      end = next;
    }
    while (tokens[end]?.pos === 'ADV' && /ly$|^(?:also|often|still|only|always|never|jointly)$/.test(tokens[end]?.lower ?? ''))
      end += 1;
    const verb = tokens[end];
    const correction = pluralOf(verb);
    if (!verb || !correction) continue;
    const first = tokens[firstEnd - 1] as TToken;
    const subject = `${first.text} and ${second.text}`;
    return [
      {
        kind: 'Agreement',
        start: verb.start,
        end: verb.end,
        message: `The subject “${subject}” is plural, so the verb should be “${correction}”.`,
        messageKey: 'agreement-plural',
        messageValues: { subject, verb: verb.text, correction },
        suggestions: [replaceWith(correction)],
      },
    ];
  }
  return [];
}
