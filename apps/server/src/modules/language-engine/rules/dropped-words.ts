import type { TLint } from '../lint.ts';
import { extraWordLint } from './extra-words.ts';
import { capitalisedAs, leftOutLint, prepositionGapLint } from './left-out-words.ts';
import { nounNumber } from './number-forms.ts';
import { nounPhraseEnd } from './splice-clauses.ts';
import type { TToken } from './tagger.ts';
import { PAST_LIKE_BASE } from './word-lists.ts';

/**
 * Words learners leave out where the pattern around the gap tells which (left-out-words.ts has the older patterns): a
 * subject after an opening clause, a semicolon or a subordinator ("Although the corpus is small, (it) is
 * representative"), "as" after "such" before a list, "that" after "in such a way", "of" after a fraction, "to" after
 * "The aim of this study was", and the "to" too many after "make" or "let" and a noun phrase.
 */

/** Words that open a dependent clause before the main one: "Because most wells are shallow, (it) is difficult". */
const OPENING_SUBORDINATORS = new Set(
  'because although though while whilst when whenever if unless since as after before once whereas until even'.split(' '),
);
/** Subordinators that a finite "be" cannot follow at once: "because (it) is more tolerant" (not "as is", "than is"). */
const DIRECT_SUBORDINATORS = new Set('because although though whereas while whilst unless since if'.split(' '));
/** Adverbs that may stand between "be" and what it introduces: "(there) is still a large gap". */
const BE_ADVERBS = new Set('still also only now always currently generally usually often clearly then'.split(' '));
/** Quantifiers that only "there" introduces after "be": "(there) was no significant change". */
const EXISTENTIAL = new Set(['no', 'many', 'several', 'some', 'few', 'little', 'much']);

/** Whether a finite verb is among `words`: an auxiliary, a past or -s form, a base form after a personal pronoun. */
const hasFiniteVerb = (words: readonly TToken[]) =>
  words.some(
    (word, i) =>
      (word.pos === 'AUX' &&
        /^(?:is|are|was|were|has|have|had|do|does|did|can|could|will|would|may|might|must|should)$/.test(word.lower)) ||
      (word.pos === 'VERB' && word.lemma !== word.lower && !/ing$/.test(word.lower)) ||
      (word.pos === 'VERB' && /^(?:we|they|i|you)$/.test(words[i - 1]?.lower ?? '')),
  );

/** Whether the sentence opens with a dependent clause (a subordinator, a subject and a verb) that the comma at `comma` closes. */
export function closesOpeningClause(tokens: readonly TToken[], comma: number): boolean {
  const first = tokens[0];
  if (!first || !OPENING_SUBORDINATORS.has(first.lower) || tokens[comma]?.text !== ',') return false;
  if (first.lower === 'even' && !/^(?:though|if)$/.test(tokens[1]?.lower ?? '')) return false;
  const clause = tokens.slice(1, comma);
  const isMark = (token: TToken, i: number) =>
    token.pos === 'PUNCT' && !(/^[-‐‑]$/.test(token.text) && clause[i - 1]?.end === token.start);
  return clause.length >= 2 && !clause.some(isMark) && hasFiniteVerb(clause);
}

/** Whether a subordinator and a fronted phrase (a preposition and its noun phrase) stand before `be`: "whereas in the control plots was". */
function followsFrontedPhrase(tokens: readonly TToken[], be: number): boolean {
  let at = be - 1;
  const isPart = (token: TToken | undefined) =>
    ['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM'].includes(token?.pos ?? '') || (token?.pos === 'VERB' && /ed$/.test(token.lower));
  while (at > 0 && isPart(tokens[at]) && be - at < 7) at -= 1;
  const preposition = tokens[at];
  if (at === be - 1 || preposition?.pos !== 'ADP' || preposition.lower === 'of') return false;
  const opener = tokens[at - 1];
  const isOpening = at === 0 && /^\p{Lu}\p{Ll}+$/u.test(preposition.text);
  return isOpening || (!!opener && /^(?:whereas|while|whilst|although|though|because|but)$/.test(opener.lower));
}

/**
 * The subject "it", "they" or "there" left out where a clause must have one: after an opening dependent clause and its
 * comma ("Because most wells are shallow, is difficult to prevent" → "it is"; "Although the corpus is small, is
 * representative" → "it is"), after a semicolon ("; was then revised" → "it was"), right after a subordinator ("because
 * is more tolerant" → "it is"), and before "no" after a subordinator and a fronted phrase ("whereas in the control plots
 * was no change" → "there was"). "there" before "no", "many", "several", "some", "few" or a number, both "there" and
 * "it" before "a"; otherwise "it" before "is"/"was" and "they" before "are"/"were". A question, "as is", "than is" and
 * "so is" are left alone.
 */
export function droppedSubjectLints(tokens: readonly TToken[]): TLint[] {
  if (tokens.at(-1)?.text === '?') return [];
  const lints: TLint[] = [];
  for (const [index, be] of tokens.entries()) {
    if (!/^(?:is|are|was|were)$/.test(be.lower) || be.pos !== 'AUX' || index === 0) continue;
    const before = tokens[index - 1] as TToken;
    let at = index + 1;
    while (BE_ADVERBS.has(tokens[at]?.lower ?? '') && at - index < 3) at += 1;
    const [next, after] = [tokens[at], tokens[at + 1]];
    // "was observed a colour change": the subject comes after a passive; it wants a new order, not "it".
    if (!next || (next.pos === 'VERB' && ['DET', 'NUM'].includes(after?.pos ?? ''))) continue;
    const isExistential =
      (EXISTENTIAL.has(next.lower) || next.pos === 'NUM') && ['NOUN', 'ADJ', 'NUM'].includes(after?.pos ?? '');
    const isArticle = /^(?:a|an)$/.test(next.lower) && ['NOUN', 'ADJ'].includes(after?.pos ?? '');
    // After a subordinator, only before what a subject's "be" takes: "because (it) is more tolerant" ("if is needed" is
    // left alone, as in verb-patterns.ts).
    const isComplement =
      ['ADJ', 'ADV', 'DET', 'NUM'].includes(next.pos) ||
      (next.pos === 'VERB' && next.lemma !== next.lower && before.lower !== 'if');
    const isSubordinator = DIRECT_SUBORDINATORS.has(before.lower) && ['SCONJ', 'ADP'].includes(before.pos) && isComplement;
    const needsSubject = before.text === ';' || closesOpeningClause(tokens, index - 1) || isSubordinator;
    // "whereas in the control plots was no change" (not "WITH OIDS is no longer supported").
    const isNoThing = next.lower === 'no' && (after?.pos === 'NOUN' || (after?.pos === 'ADJ' && tokens[at + 2]?.pos === 'NOUN'));
    if (!needsSubject && !(isNoThing && followsFrontedPhrase(tokens, index))) continue;
    const personal = /^(?:is|was)$/.test(be.lower) ? 'it' : 'they';
    const subjects = isExistential || !needsSubject ? ['there'] : isArticle ? ['there', personal] : [personal];
    const corrections = subjects.map((subject) => capitalisedAs(be.text, `${subject} ${be.lower}`));
    const message = `The sentence needs its subject: “${corrections.join('” or “')}”.`;
    lints.push(leftOutLint(tokens, index, index, 'missing-subject', message, { word: be.text }, corrections));
  }
  return lints;
}

/** Nouns of manner and degree after "such a": "in such a way (that) the", "to such an extent (that) the". */
const MANNER_NOUNS = new Set(['way', 'extent', 'degree', 'manner']);
/** Words that open a clause's subject: "in such a way the current", "to such an extent it". */
const CLAUSE_OPENERS = new Set('the this these those it they we there its their our'.split(' '));

/** "such" in "steps such tokenization, …" or "countries, such Indonesia, …": the list it introduces lacks "as". */
function isSuchBeforeList(tokens: readonly TToken[], index: number): boolean {
  const [before, item] = [tokens[index - 1], tokens[index + 1]];
  const isPlural = (token: TToken | undefined) =>
    token?.pos === 'NOUN' && /[^s]s$/.test(token.lower) && token.lemma !== token.lower;
  const afterComma = before?.text === ',' && isPlural(tokens[index - 2]);
  if (!item || !(isPlural(before) || afterComma)) return false;
  const isSingular = item.pos === 'NOUN' && item.lemma === item.lower && item.text === item.lower;
  if (!(item.pos === 'PROPN' && /^\p{Lu}/u.test(item.text)) && !isSingular) return false;
  // The list goes on after its first item: a comma, "and" or "or", and another noun.
  let end = index + 2;
  while (['NOUN', 'PROPN'].includes(tokens[end]?.pos ?? '') && end - index < 4) end += 1;
  const isList =
    /^(?:,|and|or)$/.test(tokens[end]?.lower ?? '') && ['NOUN', 'PROPN', 'ADJ', 'VERB'].includes(tokens[end + 1]?.pos ?? '');
  if (!isList) return false;
  // After a comma, "such" and a noun with its own verb is a determiner: "…, such behaviour and attitudes are common".
  return (
    !afterComma ||
    !tokens.slice(end).some((token) => token.pos === 'AUX' || (token.pos === 'VERB' && token.lemma !== token.lower))
  );
}

/** Fractions that take "of" before a determiner and a plural: "one third (of) the respondents" (not "half the"). */
const FRACTIONS = /^(?:thirds?|quarters?|fifths?|sixths?|tenths?)$/;
const FRACTION_DETERMINERS = /^(?:the|these|those|their|our|its|his|her)$/;

/** "one third the respondents" → "one third of the": not "a third the size of", a measure in the singular. */
function isFractionBeforePlural(tokens: readonly TToken[], index: number): boolean {
  const [count, fraction, determiner] = [tokens[index - 1], tokens[index], tokens[index + 1]];
  if (!fraction || !FRACTIONS.test(fraction.lower) || !determiner || !FRACTION_DETERMINERS.test(determiner.lower)) return false;
  const isCount = /^(?:one|two|three|four|a|an)$/.test(count?.lower ?? '') || /^(?:one|two|three)-$/.test(count?.lower ?? '');
  if (!isCount && !(count?.text === '-' && /^(?:one|two|three)$/.test(tokens[index - 2]?.lower ?? ''))) return false;
  let at = index + 2;
  while (tokens[at]?.pos === 'ADJ' && at - index < 5) at += 1;
  const noun = tokens[at];
  return noun?.pos === 'NOUN' && /[^s]s$/.test(noun.lower) && noun.lemma !== noun.lower;
}

/** A verb's base form in American spelling, as the tagger's lemma has it: "analyse" → "analyze". */
const baseSpelling = (word: string) => word.replace(/([^aeiou][iy])se$/, '$1ze');

/** Nouns of an aim, whose verb "is to" introduces: "The purpose of this study was (to) evaluate". */
const AIM_NOUNS = /^(?:aims?|purposes?|goals?|objectives?)$/;

/** "The purpose of this study was evaluate the" → "was to evaluate": an aim noun, its "of" phrase, "be" and a base verb with an object. */
function aimBeLint(tokens: readonly TToken[], index: number): TLint | null {
  const be = tokens[index];
  if (!be || !/^(?:is|are|was|were)$/.test(be.lower) || be.pos !== 'AUX') return null;
  let at = index + 1;
  while (/^(?:also|therefore|thus|mainly|primarily|then|simply)$/.test(tokens[at]?.lower ?? '')) at += 1;
  const [verb, object] = [tokens[at], tokens[at + 1]];
  if (
    verb?.pos !== 'VERB' ||
    (verb.lower !== verb.lemma && baseSpelling(verb.lower) !== verb.lemma) ||
    !/^[a-z]{3,}$/.test(verb.text) ||
    /(?:ing|ed)$/.test(verb.lower)
  )
    return null;
  if (PAST_LIKE_BASE.has(verb.lower) || !object || !['DET', 'ADJ', 'NOUN', 'PRON', 'NUM'].includes(object.pos)) return null;
  // The aim noun and the words of its phrase up to "be": "The main purpose of the present study".
  let start = index - 1;
  if (tokens[start]?.lower === 'here') start -= 1;
  while (start > 0 && index - start < 10 && !AIM_NOUNS.test(tokens[start]?.lower ?? '')) {
    const word = tokens[start] as TToken;
    if (!['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM'].includes(word.pos) && !/^(?:of|our|their|its|-)$/.test(word.lower)) return null;
    start -= 1;
  }
  if (tokens[start]?.pos !== 'NOUN' || !AIM_NOUNS.test(tokens[start]?.lower ?? '')) return null;
  const correction = `${be.text} to ${verb.text}`;
  const message = `“${be.text}” is followed by “to” and the verb: “${correction}”.`;
  return leftOutLint(tokens, index, at, 'missing-to', message, { word: be.text, verb: verb.text }, [
    `${tokens
      .slice(index, at)
      .map((token) => token.text)
      .join(' ')} to ${verb.text}`,
  ]);
}

/** Nouns that take "to" and a verb after "make" ("made efforts to", "made the decision to"): the "to" is theirs. */
const INFINITIVE_NOUNS = new Set(
  (
    'decision decisions effort efforts attempt attempts choice commitment promise plan plans request requests move offer ' +
    'case point bid push appeal recommendation recommendations proposal proposals provision provisions arrangements ' +
    'preparations changes adjustments modifications improvements amendments contribution contributions progress call ' +
    'calls assumption assumptions necessary possible'
  ).split(' '),
);
/** Verbs of a purpose after an object ("we made the films to test their strength"): the "to" is "in order to". */
const PURPOSE_VERBS = new Set(
  (
    'test measure evaluate assess determine examine investigate study analyse analyze compare obtain ensure allow enable ' +
    'provide check verify confirm validate estimate calculate compute quantify identify detect fit match meet improve ' +
    'reduce increase prevent avoid facilitate simulate represent illustrate show demonstrate highlight reflect serve ' +
    'accommodate support hold contain protect produce prepare create build use'
  ).split(' '),
);

/**
 * "made the starch films to absorb water" → "made the starch films absorb": "make" or "let", a noun phrase and "to"
 * with a base verb. Not "made efforts to", "made the decision to", "made it possible to", a purpose after a personal
 * subject or a verb of purpose ("we made the films to test them", "the maps were made to show").
 */
function causativeToLint(tokens: readonly TToken[], index: number): TLint | null {
  const verb = tokens[index];
  if (verb?.pos !== 'VERB' || !/^(?:make|makes|made|making|let|lets|letting)$/.test(verb.lower)) return null;
  const end = nounPhraseEnd(tokens, index + 1);
  const opener = tokens[index + 1];
  if (
    end < 0 ||
    !(opener?.pos === 'DET' || /^(?:its|their|our|his|her)$/.test(opener?.lower ?? '')) ||
    tokens[end]?.lower !== 'to'
  )
    return null;
  const [head, base] = [tokens[end - 1] as TToken, tokens[end + 1]];
  if (INFINITIVE_NOUNS.has(head.lower) || base?.pos !== 'VERB' || base.lower !== base.lemma || /(?:ing|ed)$/.test(base.lower))
    return null;
  if (verb.lemma === 'make') {
    if (PURPOSE_VERBS.has(base.lower)) return null;
    const isPersonal = tokens
      .slice(Math.max(0, index - 3), index)
      .some((token) => /^(?:we|i|they|you|he|she|who)$/.test(token.lower));
    if (isPersonal) return null;
  }
  return extraWordLint(tokens[end] as TToken);
}

/**
 * "The dataset is publicly available, so can be used by others" → "so it can be used": ", so" and a modal before its
 * verb with no subject between; "it" after a singular subject of the first clause, "they" after a plural one.
 */
function soModalLint(tokens: readonly TToken[], index: number): TLint | null {
  const modal = tokens[index] as TToken;
  if (!/^(?:can|could|will|may|might|should|must|cannot)$/.test(modal.lower) || tokens[index - 1]?.lower !== 'so') return null;
  const verb = tokens[tokens[index + 1]?.lower === 'not' ? index + 2 : index + 1];
  if (tokens[index - 2]?.text !== ',' || !/^(?:VERB|AUX)$/.test(verb?.pos ?? '') || verb?.lower !== verb?.lemma) return null;
  const verbAt = tokens.findIndex((token) => token.pos === 'AUX' || token.pos === 'VERB');
  const head = tokens.slice(0, Math.max(verbAt, 0)).findLast((token) => token.pos === 'NOUN' || token.pos === 'PRON');
  const subject = head && (nounNumber(head) === 'plural' || /^(?:they|we|these|those)$/.test(head.lower)) ? 'they' : 'it';
  const correction = `${subject} ${modal.text}`;
  const message = `The sentence needs its subject: “${correction}”.`;
  return leftOutLint(tokens, index, index, 'missing-subject', message, { word: modal.text }, [correction]);
}

/**
 * "such Indonesia, Thailand and Malaysia" → "such as Indonesia", "to such an extent the temperature rose" → "extent
 * that the", "one third the respondents" → "one third of the", "The purpose of this study was evaluate" → "was to
 * evaluate", and "made the films to absorb" → "made the films absorb".
 */
export function droppedWordLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    const lint = aimBeLint(tokens, index) ?? causativeToLint(tokens, index) ?? soModalLint(tokens, index);
    if (lint) lints.push(lint);
    else if (token.lower === 'such' && isSuchBeforeList(tokens, index)) lints.push(prepositionGapLint(tokens, index, 'as'));
    else if (isFractionBeforePlural(tokens, index)) lints.push(prepositionGapLint(tokens, index, 'of'));
    else if (
      MANNER_NOUNS.has(token.lower) &&
      /^(?:a|an)$/.test(tokens[index - 1]?.lower ?? '') &&
      tokens[index - 2]?.lower === 'such' &&
      CLAUSE_OPENERS.has(tokens[index + 1]?.lower ?? '')
    )
      lints.push(prepositionGapLint(tokens, index, 'that'));
  }
  return lints;
}
