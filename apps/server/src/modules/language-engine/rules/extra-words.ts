import type { TLint } from '../lint.ts';
import type { TToken } from './tagger.ts';

/** A finding that a word is not needed, with a suggestion to delete it: "can to measure" → "can measure". */
export const extraWordLint = (token: TToken): TLint => ({
  kind: 'Grammar',
  start: token.start,
  end: token.end,
  message: `Delete “${token.text}”: it is not needed here.`,
  messageKey: 'extra-word',
  messageValues: { word: token.text },
  suggestions: [{ kind: 'delete', text: '' }],
});

const MODALS = new Set(['can', 'could', 'should', 'must', 'might', 'would']);
const OBJECT_PRONOUNS = new Set(['me', 'you', 'him', 'her', 'us', 'them']);
const CAUSATIVES = new Set(['let', 'lets', 'letting', 'make', 'makes', 'made', 'making']);
const ARTICLES = new Set(['a', 'an', 'the']);
const POSSESSIVES = new Set(['my', 'your', 'his', 'her', 'its', 'our', 'their']);
const TIME_PREPOSITIONS = new Set(['in', 'on', 'at']);
/** Units of a calendar that "last" and "next" name without a preposition: "last year", not "in last year". */
const CALENDAR_UNITS = new Set(['year', 'week', 'month', 'semester', 'weekend', 'summer', 'winter', 'spring', 'autumn']);
const QUANTIFIERS = new Set(['most', 'many', 'some', 'several', 'few']);
const APPROXIMATORS = new Set(['about', 'around', 'approximately', 'roughly']);
const SUBJECT_PRONOUNS = new Set(['i', 'we', 'they', 'he', 'she']);
const FINITE_BE_HAVE = new Set(['is', 'are', 'was', 'were', 'has', 'have', 'had']);
/** Determiners an article cannot stand before: "the this method", "a the sample". */
const SECOND_DETERMINERS = new Set(['a', 'an', 'the', 'this', 'these', 'those', 'each', 'every']);
/** Verbs of going, and the adverbs of place that take no "to" after them: "went to home" → "went home". */
const MOTION_LEMMAS = new Set(['go', 'come', 'return', 'travel', 'move', 'send', 'bring']);
const PLACE_ADVERBS = new Set(['home', 'abroad', 'overseas', 'there', 'here', 'downstairs', 'upstairs']);
const RETURN_VERBS = new Set(['return', 'returns', 'returned', 'returning', 'revert', 'reverts', 'reverted', 'reverting']);

const isBaseVerb = (token: TToken | undefined) => token?.pos === 'VERB' && token.lower === token.lemma;
const isPlainPlural = (token: TToken | undefined) =>
  token?.pos === 'NOUN' && /s$/.test(token.lower) && token.lemma !== token.lower;
export const BE_FINITE = new Set(['is', 'are', 'was', 'were']);
const isParticiple = (token: TToken | undefined) =>
  token?.pos === 'VERB' && /(?:ed|en|wn)$/.test(token.lower) && token.lemma !== token.lower;
const isPossessiveMark = (token: TToken | undefined) => token?.lower === "'s" || token?.lower === '’s';

/** Whether a clause (a subject and its verb) starts at `at`: "we", or "it was", or "the soil was". */
function startsClause(tokens: readonly TToken[], at: number): boolean {
  const first = tokens[at];
  if (SUBJECT_PRONOUNS.has(first?.lower ?? '')) return true;
  let verbAt = at + 1;
  if (first?.pos === 'DET') {
    while (tokens[verbAt]?.pos === 'ADJ' && verbAt - at < 3) verbAt += 1;
    if (tokens[verbAt]?.pos !== 'NOUN') return false;
    verbAt += 1;
  } else if (first?.lower !== 'it') return false;
  return FINITE_BE_HAVE.has(tokens[verbAt]?.lower ?? '');
}

/**
 * Words learners add where English has none: "to" after a modal ("can to measure") and after "let"/"make" and
 * a pronoun ("let them to choose"), an article before a possessive ("the our results"), "the" before "most of"
 * ("the most of the samples", not "make the most of"), a preposition before "nowadays" and before "last" or
 * "next" and a unit of the calendar ("in last year"), "back" after "return" and "revert", "the" before "both" and a noun, "of" after a quantifier before a plural without
 * a determiner ("most of participants"), the first of two approximations of a number ("about approximately 20"),
 * "of" after "because" before a clause ("because of the soil was dry"), an article before another determiner ("the
 * this method"), "to" between a verb of going and "home", "abroad", "there" ("went to home") and a pronoun after a
 * relative pronoun that is already the subject ("the method which it was used") and "as" after "equally"
 * ("equally as important"; "equally as important as" is left alone).
 */
export function extraWordLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    const before = tokens[index - 1];
    const next = tokens[index + 1];
    const after = tokens[index + 2];
    if (!next) continue;
    const isModal = MODALS.has(token.lower) && token.pos === 'AUX' && before?.pos !== 'DET' && before?.pos !== 'ADJ';
    if (isModal && next.lower === 'to' && isBaseVerb(after)) lints.push(extraWordLint(next));
    const isCausative = CAUSATIVES.has(token.lower) && token.pos === 'VERB';
    if (isCausative && OBJECT_PRONOUNS.has(next.lower) && after?.lower === 'to' && isBaseVerb(tokens[index + 3]))
      lints.push(extraWordLint(after));
    // A determiner in capitals is a name or a letter: "the Our World in Data site", "the A horizon".
    const isLowerCase = next.text === next.lower;
    if (ARTICLES.has(token.lower) && POSSESSIVES.has(next.text) && after && after.pos !== 'PUNCT')
      lints.push(extraWordLint(token));
    const isMakeTheMost = before?.lemma === 'make';
    const isTheMostOf = token.lower === 'the' && next.lower === 'most' && after?.lower === 'of';
    if (isTheMostOf && !isMakeTheMost && !['all', 'any'].includes(tokens[index + 3]?.lower ?? ''))
      lints.push(extraWordLint(token));
    if (TIME_PREPOSITIONS.has(token.lower) && next.lower === 'nowadays') lints.push(extraWordLint(token));
    const isCalendarTime =
      (next.lower === 'last' || next.lower === 'next') &&
      CALENDAR_UNITS.has(after?.lower ?? '') &&
      !isPossessiveMark(tokens[index + 3]);
    if (TIME_PREPOSITIONS.has(token.lower) && isCalendarTime) lints.push(extraWordLint(token));
    const isSecondDeterminer = isLowerCase && SECOND_DETERMINERS.has(next.lower) && next.lower !== token.lower;
    if (ARTICLES.has(token.lower) && isSecondDeterminer && after?.pos !== 'PUNCT') lints.push(extraWordLint(token));
    const isPlaceAfterMotion = MOTION_LEMMAS.has(token.lemma) && token.pos === 'VERB' && next.lower === 'to';
    if (isPlaceAfterMotion && PLACE_ADVERBS.has(after?.lower ?? '') && tokens[index + 3]?.pos !== 'NOUN')
      lints.push(extraWordLint(next));
    // "the method which it was used": the relative pronoun is already the subject of the passive.
    const isRelativeSubject = (token.lower === 'which' || token.lower === 'who') && before?.pos === 'NOUN';
    const isPassiveAfter = BE_FINITE.has(after?.lower ?? '') && isParticiple(tokens[index + 3]);
    if (isRelativeSubject && (next.lower === 'it' || next.lower === 'they') && isPassiveAfter) lints.push(extraWordLint(next));
    if (token.lower === 'equally' && next.lower === 'as' && after?.pos === 'ADJ' && tokens[index + 3]?.lower !== 'as')
      lints.push(extraWordLint(next));
    if (token.lower === 'the' && next.lower === 'both' && after?.pos === 'NOUN') lints.push(extraWordLint(token));
    // "most of participants": a quantifier takes "of" only before a determiner ("most of the participants").
    const isBareOf = next.lower === 'of' && (isPlainPlural(after) || (after?.pos === 'ADJ' && isPlainPlural(tokens[index + 3])));
    if (QUANTIFIERS.has(token.lower) && before?.lower !== 'the' && isBareOf) lints.push(extraWordLint(next));
    if (APPROXIMATORS.has(token.lower) && APPROXIMATORS.has(next.lower) && after?.pos === 'NUM') lints.push(extraWordLint(token));
    if (token.lower === 'because' && next.lower === 'of' && startsClause(tokens, index + 2)) lints.push(extraWordLint(next));
    const added = addedWordAt(tokens, index);
    if (added) lints.push(extraWordLint(added));
    const isBackAlone = next.lower === 'back' && !/^[-‐‑]$/.test(after?.text ?? '');
    if (RETURN_VERBS.has(token.lower) && token.pos === 'VERB' && isBackAlone) lints.push(extraWordLint(next));
  }
  return lints;
}

const RELATIVE_REPEATS = new Set(['they', 'it', 'he', 'she']);

/**
 * More words learners add, found from the word at `index`: "to" after "thank" ("We thank to Dr. Tanaka") and after
 * "reach" before a number or a determiner ("reached to 45 °C"), "of" after "before" and "after" ("after of the
 * intervention"), a pronoun repeating the subject "who" or "which" before a verb with an object or "be" ("Patients
 * who they received the drug", ", which it is a concern"), and a pronoun after "but also" when "not only" came first
 * ("not only confirm … but also they suggest").
 */
function addedWordAt(tokens: readonly TToken[], index: number): TToken | undefined {
  const [token, next, after] = [tokens[index] as TToken, tokens[index + 1], tokens[index + 2]];
  if (!next || !after) return undefined;
  if (
    /^(?:thank|thanked)$/.test(token.lower) &&
    token.pos === 'VERB' &&
    next.lower === 'to' &&
    ['PROPN', 'DET', 'PRON', 'NOUN'].includes(after.pos)
  )
    return next;
  if (token.lemma === 'reach' && token.pos === 'VERB' && next.lower === 'to' && ['NUM', 'DET'].includes(after.pos)) return next;
  // "started since three years ago": "ago" already dates it.
  if (
    token.lower === 'since' &&
    next.pos === 'NUM' &&
    /^(?:days?|weeks?|months?|years?|decades?)$/.test(after.lower) &&
    tokens[index + 3]?.lower === 'ago'
  )
    return token;
  if (/^(?:before|after)$/.test(token.lower) && next.lower === 'of' && ['DET', 'NOUN', 'PRON'].includes(after.pos)) return next;
  const verbAfter = tokens[index + 3];
  const isRelative =
    (token.lower === 'who' && tokens[index - 1]?.pos === 'NOUN') || (token.lower === 'which' && tokens[index - 1]?.text === ',');
  if (isRelative && RELATIVE_REPEATS.has(next.lower) && verbAfter) {
    const isCopula = BE_FINITE.has(after.lower) && ['DET', 'ADJ'].includes(verbAfter.pos);
    const hasObject = token.lower === 'who' && after.pos === 'VERB' && after.lower !== after.lemma && verbAfter.pos === 'DET';
    if (isCopula || hasObject) return next;
  }
  if (token.lower !== 'but' || next.lower !== 'also' || tokens[index + 3]?.pos !== 'VERB') return undefined;
  const isPronounSubject = SUBJECT_PRONOUNS.has(after.lower) || after.lower === 'it';
  const isNotOnly = tokens.some((word, i) => i < index && word.lower === 'not' && tokens[i + 1]?.lower === 'only');
  if (isPronounSubject && isNotOnly) return after;
  return undefined;
}
