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
const REPEAT_VERBS = new Set(['repeat', 'repeats', 'repeated', 'repeating']);

/**
 * "The patients will to receive a second dose" → "will receive": "will" after a noun or a subject pronoun, then
 * "to" and a verb, and no verb later ("The patients' will to live was strong" has a possessive and its own verb;
 * "Their will to change", "the political will to act" are the noun).
 */
function isWillTo(tokens: readonly TToken[], index: number): boolean {
  const [before, will, to] = [tokens[index - 1], tokens[index], tokens[index + 1]];
  if (will?.lower !== 'will' || to?.lower !== 'to' || !isBaseVerb(tokens[index + 2])) return false;
  if (!before || !(/^(?:NOUN|PROPN)$/.test(before.pos) || SUBJECT_PRONOUNS.has(before.lower))) return false;
  return !tokens.slice(index + 3).some((token) => token.pos === 'AUX');
}

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

/** "The mean age of the participants was 45 years old": "age" is the subject, so "old" repeats it. */
function isAgeInYears(tokens: readonly TToken[], index: number): boolean {
  const [count, years, be] = [tokens[index - 2], tokens[index - 1], tokens[index - 3]];
  if (years?.lower !== 'years' || count?.pos !== 'NUM' || !BE_FINITE.has(be?.lower ?? '')) return false;
  if (!/^[.,;]$/.test(tokens[index + 1]?.text ?? '')) return false;
  const subject = tokens.slice(0, index - 3);
  return subject.some((token) => token.lower === 'age') && !subject.some((token) => BE_FINITE.has(token.lower));
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
 * ("equally as important"; "equally as important as" is left alone), a preposition of time before "during" ("in
 * during the summer") and "old" after an age in years when "age" is the subject ("the mean age was 45 years old").
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
    if (isWillTo(tokens, index)) lints.push(extraWordLint(next));
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
    const added = addedWordAt(tokens, index) ?? prepositionAfterVerbAt(tokens, index);
    if (added) lints.push(extraWordLint(added));
    // "conducted in during the summer": a preposition of time before "during" or "throughout".
    if (TIME_PREPOSITIONS.has(token.lower) && /^(?:during|throughout)$/.test(next.lower)) lints.push(extraWordLint(token));
    // "kept frozen until to the day of analysis": "until" takes its time without "to" ("up to" is right).
    if (/^(?:until|till)$/.test(token.lower) && next.lower === 'to' && /^(?:DET|NUM|NOUN|PROPN)$/.test(after?.pos ?? ''))
      lints.push(extraWordLint(next));
    if (token.lower === 'old' && isAgeInYears(tokens, index)) lints.push(extraWordLint(token));
    const isBackAlone = next.lower === 'back' && !/^[-‐‑]$/.test(after?.text ?? '');
    if (RETURN_VERBS.has(token.lower) && token.pos === 'VERB' && isBackAlone) lints.push(extraWordLint(next));
    // "was repeated again with fresh samples"; not "repeated again and again".
    const isAgainAlone = next.lower === 'again' && after?.lower !== 'and';
    if (REPEAT_VERBS.has(token.lower) && token.pos === 'VERB' && isAgainAlone) lints.push(extraWordLint(next));
  }
  const causeSo = causeSoLint(tokens);
  if (causeSo) lints.push(causeSo);
  return lints;
}

const RELATIVE_REPEATS = new Set(['they', 'it', 'he', 'she']);
/** Verbs that take no object, so that "who they" and such a verb repeat the subject. */
const INTRANSITIVE_LEMMAS =
  /^(?:participate|live|work|die|come|go|stay|remain|suffer|respond|belong|graduate|reside|engage|compete|arrive|migrate|recover|succeed|fail)$/;

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
  const isWhichAfterNoun = token.lower === 'which' && tokens[index - 1]?.pos === 'NOUN';
  if ((isRelative || isWhichAfterNoun) && RELATIVE_REPEATS.has(next.lower) && verbAfter) {
    const isCopula = isRelative && BE_FINITE.has(after.lower) && ['DET', 'ADJ'].includes(verbAfter.pos);
    // "a method which it can detect surface cracks": a modal, its verb and its object (a noun, or a determiner that
    // opens one, not "every day") leave no gap for "which" to fill; a verb of giving has two objects ("the evidence
    // which they can provide the court"), and a verb with an object and its adjective one ("which they might find useful").
    const object = tokens[index + 4];
    const isModalWithObject =
      (MODALS.has(after.lower) || /^(?:can|will|may)$/.test(after.lower)) &&
      verbAfter.pos === 'VERB' &&
      (object?.pos === 'NOUN' || /^(?:a|an|the|its|their|our|his|her)$/.test(object?.lower ?? '')) &&
      !/^(?:give|provide|show|send|offer|tell|pay|lend|bring|owe|hand|teach|grant|award|sell|cost|ask|promise|find|make|keep|consider|call|name)$/.test(
        verbAfter.lemma,
      );
    const hasObject =
      (isRelative && token.lower === 'who' && after.pos === 'VERB' && after.lower !== after.lemma && verbAfter.pos === 'DET') ||
      isModalWithObject;
    // "students who they participated in the programme": a verb without an object leaves no gap for "who" to fill.
    const isIntransitive =
      token.lower === 'who' &&
      after.pos === 'VERB' &&
      INTRANSITIVE_LEMMAS.test(after.lemma) &&
      verbAfter.pos === 'ADP' &&
      ['DET', 'NOUN', 'PRON'].includes(tokens[index + 4]?.pos ?? '');
    if (isCopula || hasObject || isIntransitive) return next;
  }
  if (token.lower !== 'but' || next.lower !== 'also' || tokens[index + 3]?.pos !== 'VERB') return undefined;
  const isPronounSubject = SUBJECT_PRONOUNS.has(after.lower) || after.lower === 'it';
  const isNotOnly = tokens.some((word, i) => i < index && word.lower === 'not' && tokens[i + 1]?.lower === 'only');
  if (isPronounSubject && isNotOnly) return after;
  return undefined;
}

/** Places one enters without "into": "entered into the room" (not "entered into an agreement", "into force"). */
const ENTERED_PLACES = new Set(
  (
    'room rooms building buildings house houses hall classroom classrooms laboratory lab office clinic hospital ward ' +
    'school campus library kitchen village city town country cave tunnel car vehicle bus train shop store study ' +
    'trial programme program university college cohort'
  ).split(' '),
);
const PERSON_SUBJECTS = new Set(['i', 'you', 'we', 'they', 'he', 'she', 'please']);
const MODAL_OR_TO = new Set(['can', 'could', 'may', 'might', 'will', 'would', 'should', 'must', 'shall', 'to']);

/**
 * Where the noun phrase from `at` ends in a noun (a determiner, adjectives, nouns): the index of its head, the last
 * noun of a compound ("the hospital database" → "database"), or -1. A phrase that goes on after its nouns (the tagger
 * reads "register" in "the school register" as a verb) has no sure head, and so -1.
 */
function phraseHead(tokens: readonly TToken[], at: number): number {
  let i = at;
  if (tokens[i]?.pos === 'DET' || POSSESSIVES.has(tokens[i]?.lower ?? '')) i += 1;
  while (tokens[i]?.pos === 'ADJ' && i - at < 3) i += 1;
  if (tokens[i]?.pos !== 'NOUN') return -1;
  while (tokens[i + 1]?.pos === 'NOUN') i += 1;
  const following = tokens[i + 1];
  return !following || /^(?:ADP|PUNCT|CCONJ|SCONJ|AUX|ADV|PART)$/.test(following.pos) ? i : -1;
}

/**
 * A preposition after a verb that takes its object directly, found from the verb at `index`: "entered into the room"
 * (a place), "will affect to small farmers" (not "affected to a large extent"), "may contact with the author" (the
 * verb after a modal, "to" or a person; the noun in "contact with the soil" and the passive "was contacted with" are
 * left alone), "approached to the target" (the verb before a determiner; not "approaches to the problem", "were
 * approached to take part"), and "ones" after "these" or "those" ("those ones reported" → "those reported").
 */
function prepositionAfterVerbAt(tokens: readonly TToken[], index: number): TToken | undefined {
  const [token, next, after] = [tokens[index] as TToken, tokens[index + 1], tokens[index + 2]];
  const previous = tokens[index - 1];
  if (!next) return undefined;
  if (/^(?:these|those)$/.test(token.lower) && next.lower === 'ones') return next;
  if (token.pos !== 'VERB' || !after) return undefined;
  const isPassive = /^(?:is|are|was|were|be|been|being)$/.test(previous?.lower ?? '') && !/ing$/.test(token.lower);
  // "were entered into the trial", "Dogs entered into the trial": a passive (enrolled, recorded) takes "into".
  const isEnteredPassive =
    isPassive ||
    (token.lower === 'entered' &&
      /^(?:NOUN|PROPN)$/.test(previous?.pos ?? '') &&
      /^(?:study|trial|programme|program|cohort|university|college)$/.test(tokens[phraseHead(tokens, index + 2)]?.lower ?? ''));
  if (
    token.lemma === 'enter' &&
    next.lower === 'into' &&
    !isEnteredPassive &&
    ENTERED_PLACES.has(tokens[phraseHead(tokens, index + 2)]?.lower ?? '')
  )
    return next;
  // "affected to a large extent", "to varying degrees" and "to a greater or lesser extent" measure the effect.
  const isMeasure = tokens
    .slice(index + 2, index + 9)
    .some((word) => /^(?:extent|degree|degrees|level|levels)$/.test(word.lower));
  const isPhrase = ['DET', 'ADJ', 'NOUN', 'PROPN'].includes(after.pos) || POSSESSIVES.has(after.lower);
  if (token.lemma === 'affect' && next.lower === 'to' && !isPassive && isPhrase && !isMeasure) return next;
  const isActing = MODAL_OR_TO.has(previous?.lower ?? '') || PERSON_SUBJECTS.has(previous?.lower ?? '');
  if (token.lemma === 'contact' && next.lower === 'with' && isActing && ['DET', 'PRON', 'PROPN'].includes(after.pos)) return next;
  const isApproachVerb = /^(?:approached|approaching)$/.test(token.lower) || isActing;
  if (token.lemma === 'approach' && isApproachVerb && !isPassive && next.lower === 'to' && after.pos === 'DET') return next;
  return undefined;
}

/** Verbs of change, which "as … so" compares: "As the dose is increased, so the response rises". */
const CHANGE_LEMMAS = new Set(
  'increase decrease rise raise reduce lower grow change vary extend expand heat cool fall drop decline improve'.split(' '),
);
/** Openers of a clause of cause, which a main clause with "so" repeats. */
const CAUSE_OPENERS = new Set(['because', 'since', 'as']);

/**
 * A sentence opened by "because", "since" or "as" and a clause, whose main clause starts with "so" and its own subject
 * and verb: "Because the soil was highly acidic, so lime was applied" → delete "so". "so far", "so many" and "so does"
 * are left alone, and after "as" only a clause with its own subject, "be" or "have" and no other verb counts ("As the
 * temperature increases, so the viscosity decreases" is a proportion, "As is the case in mammals, so" a comparison).
 */
function causeSoLint(tokens: readonly TToken[]): TLint | undefined {
  const opener = tokens[0];
  if (!opener || !CAUSE_OPENERS.has(opener.lower)) return undefined;
  const comma = tokens.findIndex((token) => token.text === ',');
  const so = tokens[comma + 1];
  if (comma < 3 || so?.lower !== 'so') return undefined;
  const clause = tokens.slice(1, comma);
  const hasVerb = clause.some((token) => token.pos === 'AUX' || (token.pos === 'VERB' && token.lower !== token.lemma));
  // After "as", a verb other than a passive or a state ("was closed") may make a proportion ("as … increases, so").
  const isProportion = (token: TToken, i: number) =>
    token.pos === 'VERB' && (!BE_FINITE.has(clause[i - 1]?.lower ?? '') || CHANGE_LEMMAS.has(token.lemma));
  // "As is the case in mammals, so the avian heart", "As was the case for nitrogen, so": an "as" with no subject of
  // its own, or naming "the case", compares, and "so" is its right partner.
  const isComparison = clause[0]?.pos === 'AUX' || clause[0]?.pos === 'VERB' || clause.some((token) => token.lower === 'case');
  if (!hasVerb || (opener.lower === 'as' && (isComparison || clause.some(isProportion)))) return undefined;
  // The subject after "so": a pronoun or a noun phrase (the tagger may read a bare noun as a verb: "so lime was").
  const subject = tokens[comma + 2];
  const isSubject = ['PRON', 'DET', 'NOUN', 'PROPN'].includes(subject?.pos ?? '') || isBaseVerb(subject);
  if (!subject || !isSubject || /^(?:that|much|many)$/.test(subject.lower)) return undefined;
  let verbAt = comma + 3;
  while (verbAt - comma < 7 && ['DET', 'NOUN', 'PROPN', 'ADJ', 'NUM'].includes(tokens[verbAt]?.pos ?? '')) verbAt += 1;
  const verb = tokens[verbAt];
  const isPersonVerb = subject.pos === 'PRON' && verbAt === comma + 3 && verb?.pos === 'VERB';
  if (verb?.pos !== 'AUX' && !isPersonVerb && !(verb?.pos === 'VERB' && verb.lower !== verb.lemma)) return undefined;
  const opening = opener.text;
  return {
    ...extraWordLint(so),
    message: `“${opening}” already links the two clauses: delete “${so.text}”.`,
    messageKey: 'conjunction-pair',
    messageValues: { opener: opening, word: so.text },
  };
}
