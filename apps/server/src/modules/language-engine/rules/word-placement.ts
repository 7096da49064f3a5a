import type { TLint } from '../lint.ts';
import { nounSubjectEnd } from './clauses.ts';
import type { TToken } from './tagger.ts';
import { wordOrderLint } from './word-order.ts';

/** Adverbs of frequency and "also", which go before a lexical verb, not between it and its object. */
const MID_ADVERBS = new Set(['also', 'always', 'never', 'often', 'usually', 'frequently', 'sometimes', 'rarely', 'seldom']);
/** Auxiliaries whose finite forms come before these adverbs: "has never been", "also have to". */
const HAVE_FORMS = new Set(['has', 'have', 'had']);
const NUMBER_WORDS = new Set(['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'twelve', 'twenty']);
/** Adjectives that do not follow their noun (unlike "available", "present", "eligible"). */
const PRENOMINAL = new Set([
  'public',
  'private',
  'pregnant',
  'diabetic',
  'elderly',
  'rural',
  'urban',
  'foreign',
  'developing',
  'hypertensive',
  'obese',
  'chronic',
]);
/** What may follow a noun and its misplaced adjective: a mark, a relative pronoun or a preposition of place or time. */
const AFTER_MISPLACED = /^(?:[.,;:)]|who|that|which|in|at|from|between|during|aged|living|attending)$/;

const isPlural = (word: TToken) => word.pos === 'NOUN' && word.lower !== word.lemma;

const capitalisedAs = (model: string, words: string) =>
  /^\p{Lu}/u.test(model) ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : words.charAt(0).toLowerCase() + words.slice(1);

/** A finite lexical verb after its subject: "we observed", "the farmers used" (not "was used", not "used" alone). */
const isFiniteAfterSubject = (tokens: readonly TToken[], index: number) => {
  const verb = tokens[index];
  const subject = tokens[index - 1];
  return (
    verb?.pos === 'VERB' &&
    verb.lower !== verb.lemma &&
    !/(?:ing|en|wn|ne)$/.test(verb.lower) &&
    ['PRON', 'NOUN', 'PROPN'].includes(subject?.pos ?? '') &&
    !/^(?:which|that|who|what)$/.test(subject?.lower ?? '')
  );
};

/**
 * Adverbs out of their place: "also" or a frequency adverb between a lexical verb and its object ("We observed also a
 * decrease" → "also observed", "used always the same", "found also that"), after "been" ("has been never addressed" →
 * "has never been") and between "have" and "to" ("We have also to consider" → "also have to"), and opening the sentence
 * before a subject and its auxiliary ("Always the samples were weighed" → "The samples were always weighed").
 */
export function adverbPlacementLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    const next = tokens[index + 1];
    const after = tokens[index + 2];
    if (!next || !after) continue;
    const isMid = MID_ADVERBS.has(next.lower);
    if (isMid && isFiniteAfterSubject(tokens, index) && (['DET', 'NUM'].includes(after.pos) || after.lower === 'that')) {
      lints.push(wordOrderLint([token, next], `${next.text} ${token.text}`));
      continue;
    }
    if (
      token.lower === 'been' &&
      /^(?:never|always|also|ever)$/.test(next.lower) &&
      HAVE_FORMS.has(tokens[index - 1]?.lower ?? '')
    ) {
      lints.push(wordOrderLint([token, next], `${next.text} ${token.text}`));
      continue;
    }
    if (HAVE_FORMS.has(token.lower) && next.lower === 'also' && after.lower === 'to' && tokens[index + 3]?.pos === 'VERB') {
      lints.push(wordOrderLint([token, next], `${next.text} ${token.text}`));
    }
  }
  const opening = openingAdverbLint(tokens);
  if (opening) lints.push(opening);
  return lints;
}

/** "Always the samples were weighed" → "The samples were always weighed"; "Always, …" and "Always use" are left alone. */
function openingAdverbLint(tokens: readonly TToken[]): TLint | undefined {
  const [adverb] = tokens;
  if (adverb?.text !== 'Always') return undefined;
  const end = nounSubjectEnd(tokens, 1);
  const auxiliary = tokens[end];
  if (end < 0 || auxiliary?.pos !== 'AUX') return undefined;
  const subject = tokens
    .slice(1, end)
    .map((token) => token.text)
    .join(' ');
  return wordOrderLint(tokens.slice(0, end + 1), capitalisedAs('A', `${subject} ${auxiliary.text} always`));
}

/**
 * Modifiers in the order of Romance languages: a number before "first" or "last" ("the three first samples" → "the
 * first three", "the two last decades"), an adjective after its noun ("from hospitals public in" → "public hospitals",
 * "women pregnant who", "countries developing,"), and "Not only" without the inversion of its clause ("Not only the
 * method is cheaper" → "Not only is the method").
 */
export function modifierOrderLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    const next = tokens[index + 1];
    const after = tokens[index + 2];
    if (!next || !after) continue;
    if (NUMBER_WORDS.has(token.lower) && /^(?:first|last)$/.test(next.lower) && isPlural(after)) {
      lints.push(wordOrderLint([token, next], `${next.text} ${token.text}`));
      continue;
    }
    // "countries developing", but "symptoms developing in patients" is a participle.
    const isDeveloping = next.lower !== 'developing' || /^(?:country|nation|economy|region)$/.test(token.lemma);
    const isMisplaced = PRENOMINAL.has(next.lower) && next.pos !== 'NOUN' && isDeveloping && AFTER_MISPLACED.test(after.lower);
    if (
      isPlural(token) &&
      isMisplaced &&
      !/^(?:are|were|is|was|be|been|become|became|remain|remained)$/.test(tokens[index - 1]?.lower ?? '')
    ) {
      lints.push(wordOrderLint([token, next], `${next.text} ${token.text}`));
    }
  }
  const inversion = notOnlyLint(tokens) ?? onlyTimeLint(tokens);
  if (inversion) lints.push(inversion);
  return lints;
}

/**
 * "Only in the last five years the government has started" → "has the government": after "Only" and a phrase of
 * time or place, the auxiliary goes before the subject. Not after a comma, and only with an auxiliary.
 */
function onlyTimeLint(tokens: readonly TToken[]): TLint | undefined {
  const [only, preposition] = tokens;
  if (only?.text !== 'Only' || !/^(?:in|after|since|at|during|recently|then|later)$/.test(preposition?.lower ?? ''))
    return undefined;
  for (let at = 2; at < Math.min(tokens.length, 12); at += 1) {
    const word = tokens[at] as TToken;
    if (word.pos === 'PUNCT' || word.pos === 'AUX' || word.pos === 'VERB') return undefined;
    if (!['NOUN', 'NUM', 'PROPN', 'ADV'].includes(tokens[at - 1]?.pos ?? '')) continue;
    const end = /^(?:we|they|it|he|she)$/.test(word.lower) ? at + 1 : nounSubjectEnd(tokens, at);
    const auxiliary = tokens[end];
    if (end < 0 || auxiliary?.pos !== 'AUX' || tokens[end + 1]?.pos !== 'VERB') continue;
    const subject = tokens
      .slice(at, end)
      .map((token) => token.text)
      .join(' ');
    return wordOrderLint(tokens.slice(at, end + 1), `${auxiliary.text} ${subject}`);
  }
  return undefined;
}

/** "Not only the method is cheaper, but…" → "Not only is the method": the auxiliary goes before the subject. */
function notOnlyLint(tokens: readonly TToken[]): TLint | undefined {
  const [not, only] = tokens;
  if (not?.text !== 'Not' || only?.lower !== 'only') return undefined;
  const end = nounSubjectEnd(tokens, 2);
  const auxiliary = tokens[end];
  if (end < 0 || auxiliary?.pos !== 'AUX') return undefined;
  const subject = tokens
    .slice(2, end)
    .map((token) => token.text)
    .join(' ');
  return wordOrderLint(tokens.slice(0, end + 1), `Not only ${auxiliary.text} ${subject}`);
}
