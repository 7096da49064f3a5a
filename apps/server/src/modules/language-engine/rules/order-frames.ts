import type { TLint } from '../lint.ts';
import type { TToken } from './tagger.ts';
import { firstFindingAtEachToken } from './token-patterns.ts';
import { MODAL_VERBS } from './word-lists.ts';
import { wordOrderLint } from './word-order.ts';

/** Participles that name who made a thing, put before its noun by learners: "the proposed by Kim et al. method". */
const AUTHORED =
  /^(?:proposed|developed|described|suggested|introduced|presented|reported|used|obtained|designed|defined|adopted|employed|applied|recommended|published|established|derived|given|mentioned|conducted|collected)$/;
const OPENERS = /^(?:the|a|an|this|these|that|those|our|their|its)$/;

/**
 * A participle and its "by" phrase before the noun they describe: "We compared our approach with the proposed by
 * Kim et al. (2020) method" → "the method proposed by Kim et al. (2020)". A determiner, the participle and "by";
 * the "by" phrase is a name or a citation (capitalised words, "et al.", a year in brackets), and the noun follows it.
 */
function authoredBeforeNounLint(tokens: readonly TToken[], index: number): TLint | null {
  const [determiner, participle, by] = [tokens[index], tokens[index + 1], tokens[index + 2]];
  if (!determiner || !participle || by?.lower !== 'by' || !OPENERS.test(determiner.lower) || !AUTHORED.test(participle.lower))
    return null;
  let at = index + 3;
  let hasName = false;
  while (at < tokens.length && at < index + 14) {
    const word = tokens[at] as TToken;
    const isName =
      /^\p{Lu}/u.test(word.text) ||
      /^(?:et|al|and|&)$/.test(word.lower) ||
      /^[.,()]$/.test(word.text) ||
      /^\d{4}[a-z]?$/.test(word.text);
    if (!isName) break;
    hasName ||= /^\p{Lu}/u.test(word.text);
    at += 1;
  }
  const noun = tokens[at];
  if (!hasName || noun?.pos !== 'NOUN' || !/^\p{Ll}/u.test(noun.text) || tokens[at - 1]?.text === ',') return null;
  // "those reported by Smith and colleagues": the noun after "and" belongs to the "by" phrase.
  if (/^(?:and|&)$/.test(tokens[at - 1]?.lower ?? '')) return null;
  let end = at + 1;
  while (tokens[end]?.pos === 'NOUN' && end < at + 3) end += 1;
  const nouns = tokens.slice(at, end).map((word) => word.text);
  const byPhrase = tokens.slice(index + 1, at).map((word) => word.text);
  const correction = [determiner.text, ...nouns, ...byPhrase]
    .join(' ')
    .replace(/ ([.,)])/g, '$1')
    .replace(/\( /g, '(');
  return wordOrderLint(tokens.slice(index, end), correction);
}

const BE_FORMS = /^(?:is|are|was|were|be)$/;

/**
 * "also" after a passive's participle, before a phrase: "The method can be used also for three-dimensional flows" →
 * "can also be used", "is applied also to" → "is also applied". "be" after a modal, or a finite "be" after a noun or
 * a pronoun; a participle; "also"; a preposition or "when" after it.
 */
function alsoAfterPassiveLint(tokens: readonly TToken[], index: number): TLint | null {
  const [be, participle, also, after] = [tokens[index], tokens[index + 1], tokens[index + 2], tokens[index + 3]];
  if (!be || !participle || also?.lower !== 'also' || !after || !BE_FORMS.test(be.lower)) return null;
  const isParticiple =
    participle.pos === 'VERB' && participle.lower !== participle.lemma && /(?:ed|en|wn|ne|t)$/.test(participle.lower);
  if (!isParticiple || !(after.pos === 'ADP' || after.lower === 'when')) return null;
  const before = tokens[index - 1];
  if (be.lower === 'be') {
    if (!before || !MODAL_VERBS.has(before.lower)) return null;
    return wordOrderLint([before, be, participle, also], `${before.text} also be ${participle.text}`);
  }
  if (!before || !['NOUN', 'PRON', 'PROPN'].includes(before.pos)) return null;
  return wordOrderLint([be, participle, also], `${be.text} also ${participle.text}`);
}

/**
 * Slips of order around a participle: a participle and its "by" phrase before their noun ("the proposed by Kim et
 * al. (2020) method"), and "also" after a passive's participle ("can be used also for").
 */
export function participleOrderLints(tokens: readonly TToken[]): TLint[] {
  return firstFindingAtEachToken(tokens, [authoredBeforeNounLint, alsoAfterPassiveLint]);
}
