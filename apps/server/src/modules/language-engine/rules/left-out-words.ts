import type { TLint } from '../lint.ts';
import { nounNumber } from './number-forms.ts';
import { replaceWith } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { PAST_LIKE_BASE } from './word-lists.ts';

/** Adjectives after "it is" that take "to" or "that": "(it) is necessary to", "(it) was clear that". */
export const IMPERSONAL_ADJECTIVES = new Set(
  'possible impossible necessary unnecessary important essential crucial difficult easy hard clear unclear evident obvious likely unlikely interesting surprising advisable worth noteworthy true known common usual customary reasonable appropriate useful feasible desirable vital critical preferable helpful convenient'.split(
    ' ',
  ),
);
/** Words that open what "there is" introduces: "(there) were twelve patients", "(there) was no correlation". */
const EXISTENTIAL_OPENERS = new Set(['no', 'many', 'several', 'some', 'few', 'a', 'an', 'only', 'little', 'much']);
/** Subordinating words after which a passive needs its subject: "when (it) was applied". */
const SUBORDINATORS = new Set(['when', 'if', 'because', 'although', 'though', 'while', 'unless', 'once', 'whereas', 'until']);
/** Verbs that report what a study found, before "that": "showed that (there) was no correlation". */
const isReportingVerb = (token: TToken | undefined) => token?.pos === 'VERB' && token.lower !== token.lemma;

export const capitalisedAs = (model: string, words: string) =>
  /^\p{Lu}/u.test(model) ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : words;

/** A finding that `subject` is left out before `be`: "(it) was difficult", "(There) exist several". */
export function missingSubjectLint(be: TToken, subject: string): TLint {
  const correction = capitalisedAs(be.text, `${subject} ${be.lower}`);
  return {
    kind: 'Grammar',
    start: be.start,
    end: be.end,
    message: `The sentence needs its subject: “${correction}”.`,
    messageKey: 'missing-subject',
    messageValues: { word: be.text, correction },
    suggestions: [replaceWith(correction)],
  };
}

/** Whether the words before `at` are only an opening phrase without a verb and a comma: "In this context,". */
function followsOpeningPhrase(tokens: readonly TToken[], at: number): boolean {
  if (at === 0) return true;
  if (tokens[at - 1]?.text !== ',') return false;
  const opening = tokens.slice(0, at - 1);
  // An opening phrase starts with a preposition or an adverb: "In this context,", "Moreover,".
  if (!['ADP', 'ADV'].includes(opening[0]?.pos ?? '')) return false;
  return !opening.some((token) => ['VERB', 'AUX', 'PUNCT', 'SCONJ'].includes(token.pos));
}

/**
 * The subject "it" or "there" left out, as Spanish, Portuguese and Italian allow: "Is well known that" → "It is well
 * known that", "In this context, is important to consider" → "it is important", "After the wash, was possible to
 * detect", "In our cohort, were twelve patients" → "there were", "showed that was no correlation" → "that there was",
 * "only when was applied" → "when it was applied". The verb "be" opens the sentence or follows an opening phrase
 * without a verb, a reporting verb's "that" or a subordinating word; a question ("Is it …?") is left alone.
 */
export function missingSubjectLints(tokens: readonly TToken[]): TLint[] {
  if (tokens.at(-1)?.text === '?') return [];
  const lints: TLint[] = [];
  for (const [index, be] of tokens.entries()) {
    // "because (it) had been signed": a perfect passive right after a subordinating word.
    const isPerfectPassive = /^(?:has|had)$/.test(be.lower) && tokens[index + 1]?.lower === 'been';
    if (isPerfectPassive && SUBORDINATORS.has(tokens[index - 1]?.lower ?? '') && tokens[index - 1]?.lower !== 'once') {
      lints.push(missingSubjectLint(be, 'it'));
      continue;
    }
    if (!/^(?:is|are|was|were)$/.test(be.lower) || be.pos !== 'AUX') continue;
    const before = tokens[index - 1];
    const next = tokens[index + 1];
    if (!next) continue;
    const isOpening = followsOpeningPhrase(tokens, index);
    // "(It) is necessary to", "(It) is well known that".
    let adjectiveAt = index + 1;
    if (next.lower === 'well' || next.lower === 'not' || next.lower === 'also') adjectiveAt += 1;
    const adjective = tokens[adjectiveAt];
    const isImpersonal =
      !!adjective &&
      IMPERSONAL_ADJECTIVES.has(adjective.lower) &&
      /^(?:to|that|whether)$/.test(tokens[adjectiveAt + 1]?.lower ?? '');
    if (isOpening && /^(?:is|was)$/.test(be.lower) && isImpersonal) {
      lints.push(missingSubjectLint(be, 'it'));
      continue;
    }
    // "(there) were twelve patients", "that (there) was no correlation", "(there) is still a large gap".
    const openerAt = /^(?:still|also|only|now|always|currently)$/.test(next.lower) ? index + 2 : index + 1;
    const [opener, noun] = [tokens[openerAt], tokens[openerAt + 1]];
    const isExistential =
      !!opener &&
      (EXISTENTIAL_OPENERS.has(opener.lower) || opener.pos === 'NUM') &&
      ['NOUN', 'ADJ', 'NUM'].includes(noun?.pos ?? '') &&
      !(opener.lower === 'a' && noun?.lower === 'lot' && tokens[openerAt + 2]?.lower !== 'of');
    const isAfterReportedThat = before?.lower === 'that' && isReportingVerb(tokens[index - 2]);
    // "Although (there) was no difference": after a subordinating word, a quantifier that only "there" introduces.
    const isAfterSubordinator =
      SUBORDINATORS.has(before?.lower ?? '') && /^(?:no|many|several|some|few)$/.test(opener?.lower ?? '');
    if (isExistential && ((isOpening && index > 0) || isAfterReportedThat || isAfterSubordinator)) {
      lints.push(missingSubjectLint(be, 'there'));
      continue;
    }
    // "when (it) was applied": a passive right after a subordinating word.
    const isPassive = next.pos === 'VERB' && /ed$/.test(next.lower) && next.lower !== next.lemma;
    if (SUBORDINATORS.has(before?.lower ?? '') && /^(?:is|was)$/.test(be.lower) && isPassive)
      lints.push(missingSubjectLint(be, 'it'));
  }
  return lints;
}

/** A finding on `word` (and on `object`, the word after the gap, when given) that `preposition` is left out. */
function missingPrepositionLint(word: TToken, preposition: string, object?: TToken): TLint {
  return {
    kind: 'Grammar',
    start: word.start,
    end: object?.end ?? word.end,
    message: `“${word.text}” is followed by “${preposition}”: “${word.text} ${preposition}”.`,
    messageKey: 'missing-preposition',
    messageValues: { word: word.text, preposition },
    suggestions: [
      object ? replaceWith(`${word.text} ${preposition} ${object.text}`) : { kind: 'insert', text: ` ${preposition}` },
    ],
  };
}

/** Adjectives and the preposition they take before an -ing form. */
const BEFORE_GERUND: Record<string, string> = {
  capable: 'of',
  incapable: 'of',
  afraid: 'of',
  aware: 'of',
  fond: 'of',
  responsible: 'for',
  interested: 'in',
};
/** Quantifiers that take "of" before a determiner or a pronoun: "most (of) the respondents", "some (of) them". */
const PART_QUANTIFIERS = new Set(['most', 'some', 'many', 'several', 'none', 'few']);
const PART_WHOLES = new Set(['the', 'these', 'those', 'them', 'us', 'our', 'their', 'its', 'this', 'my', 'your']);
/** "none the less", "none the worse": a comparative after "the". */
const isComparativeAfter = (token: TToken | undefined) => !!token && /^(?:less|more|worse|better|wiser)$/.test(token.lower);

/**
 * A preposition left out of a fixed pattern ("as shown in", "similar to", "consist of" are in verb-patterns.ts):
 * "capable detecting" → "capable of detecting", "responsible handling" → "responsible for handling", "suitable a
 * special issue" → "suitable for a", "Most the respondents" → "Most of the respondents", "some them" → "some of them".
 */
export function missingPrepositionLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, word] of tokens.entries()) {
    const next = tokens[index + 1];
    const before = tokens[index - 1];
    if (!next) continue;
    const gerundPreposition = BEFORE_GERUND[word.lower];
    if (gerundPreposition && ['VERB', 'NOUN'].includes(next.pos) && /^\p{Ll}+ing$/u.test(next.text))
      lints.push(missingPrepositionLint(word, gerundPreposition, next));
    else if (word.lower === 'suitable' && /^(?:a|an|the|this|our|publication)$/.test(next.lower))
      lints.push(missingPrepositionLint(word, 'for', next));
    else if (
      PART_QUANTIFIERS.has(word.lower) &&
      PART_WHOLES.has(next.lower) &&
      !isComparativeAfter(tokens[index + 2]) &&
      !['the', 'a', 'an', 'at'].includes(before?.lower ?? '')
    )
      lints.push(missingPrepositionLint(word, 'of', next));
  }
  return lints;
}

/** Passives that take "to" and a verb: "were asked (to) rate", "are required (to) submit". */
const PASSIVE_WITH_TO =
  /^(?:asked|required|encouraged|instructed|invited|allowed|expected|forced|obliged|advised|told|supposed|designed|intended|meant)$/;
/** Verbs that take "it" before an adjective and "to" or a clause: "makes (it) possible to detect", "considers (it) necessary". */
const IT_VERBS = /^(?:make|consider|find|deem|render)$/;
/** Adverbs of degree between "make" and its adjective: "made (it) very hard to". */
const IT_DEGREES = /^(?:very|much|so|extremely|quite|rather|too|increasingly|far|even|more|less)$/;
const IT_ADJECTIVES =
  /^(?:possible|impossible|necessary|unnecessary|difficult|easier|easy|hard|harder|important|feasible|essential|useful|crucial|advisable|appropriate)$/;
/**
 * Words a clause may be required, decided or wished by, before "that" and a subject with a bare verb (a subjunctive:
 * "decided that the trial not continue", "desirable that the algorithm not depend"): verbs (matched by lemma, so
 * every form counts), their nouns ("the recommendation that") and adjectives.
 */
const MANDATIVE = new Set(
  (
    'recommend suggest require insist demand propose request urge advise ask decide specify prefer stipulate ' +
    'command mandate ' +
    'recommendation suggestion requirement insistence demand proposal request decision stipulation preference ' +
    'essential important necessary vital crucial imperative desirable advisable preferable mandatory obligatory ' +
    'compulsory critical'
  ).split(' '),
);
/** Words that open a comparison's "than": "four times lower (than) the rate". */
const TIMES_WORDS = /^(?:twice|times|fold|-fold)$/;

/** A finding that a word is left out between `first` and `last`: the span becomes `correction`. */
export function leftOutLint(
  tokens: readonly TToken[],
  first: number,
  last: number,
  key: string,
  message: string,
  values: Record<string, string>,
  corrections: string[],
): TLint {
  return {
    kind: 'Grammar',
    start: (tokens[first] as TToken).start,
    end: (tokens[last] as TToken).end,
    message,
    messageKey: key,
    messageValues: { ...values, correction: corrections.join(' / ') },
    suggestions: corrections.map(replaceWith),
  };
}

/** "lower (than) the", "such (that) the": `word` at `at` and the word after it, with `missing` between. */
export function prepositionGapLint(tokens: readonly TToken[], at: number, missing: string): TLint {
  const [word, next] = [tokens[at] as TToken, tokens[at + 1] as TToken];
  const message = `“${word.text}” is followed by “${missing}”: “${word.text} ${missing}”.`;
  return leftOutLint(tokens, at, at + 1, 'missing-preposition', message, { word: word.text, preposition: missing }, [
    `${word.text} ${missing} ${next.text}`,
  ]);
}

/**
 * A verb or an auxiliary left out: the words from `first` to `last` become one of `corrections`. The message quotes
 * `shown` (the corrections unless given) and names `word` (the first word unless given).
 */
export function needsVerbLint(
  tokens: readonly TToken[],
  first: number,
  last: number,
  corrections: string[],
  { word = (tokens[first] as TToken).text, shown = corrections }: { word?: string; shown?: string[] } = {},
): TLint {
  const message = `The sentence needs its verb: “${shown.join('” or “')}”.`;
  return leftOutLint(tokens, first, last, 'missing-verb', message, { word }, corrections);
}

/** The number of the subject whose last word is `token`: a noun, or a plural the tagger read as a verb ("the reads"). */
function subjectNumberOf(token: TToken | undefined): 'singular' | 'plural' | null {
  if (!token) return null;
  if (token.pos === 'VERB' && /^[a-z]+s$/.test(token.text) && token.lemma !== token.lower) return 'plural';
  return nounNumber(token);
}

/** "were asked rate each" → "asked to rate": a passive that takes "to", then a base form with its object. */
function passiveToLint(tokens: readonly TToken[], index: number): TLint | null {
  const [be, participle, verb, object] = tokens.slice(index, index + 4);
  if (!be || !/^(?:is|are|was|were|be|been|being)$/.test(be.lower) || !participle || !PASSIVE_WITH_TO.test(participle.lower))
    return null;
  if (!verb || !object || verb.text !== verb.lower || verb.lower !== verb.lemma || /(?:ing|ed)$/.test(verb.lower)) return null;
  // The tagger reads some base forms before an object as nouns or adjectives: "asked complete the", "designed test whether".
  const opensObject = /^(?:DET|PRON)$/.test(object.pos) || /^(?:whether|if|how)$/.test(object.lower);
  const isBase = verb.pos === 'VERB' || (/^(?:NOUN|ADJ)$/.test(verb.pos) && opensObject);
  if (!isBase || !(/^(?:DET|PRON|NUM|ADJ|NOUN)$/.test(object.pos) || opensObject)) return null;
  const message = `“${participle.text}” is followed by “to” and the verb: “${participle.text} to ${verb.text}”.`;
  return leftOutLint(tokens, index + 1, index + 2, 'missing-to', message, { word: participle.text, verb: verb.text }, [
    `${participle.text} to ${verb.text}`,
  ]);
}

/** "four times lower the rate" → "lower than the rate": a multiple and a comparative before a determiner. */
function timesThanLint(tokens: readonly TToken[], index: number): TLint | null {
  const [times, comparative, determiner] = tokens.slice(index, index + 3);
  if (!times || !TIMES_WORDS.test(times.lower) || !comparative || !determiner) return null;
  if (times.lower === 'times' && tokens[index - 1]?.pos !== 'NUM' && !/^(?:several|many)$/.test(tokens[index - 1]?.lower ?? ''))
    return null;
  const isComparative =
    /^(?:ADJ|ADV)$/.test(comparative.pos) && /er$/.test(comparative.lower) && comparative.lemma !== comparative.lower;
  if (!isComparative || !/^(?:the|that|those|a|an|in|for|at)$/.test(determiner.lower)) return null;
  if (/^(?:in|for|at)$/.test(determiner.lower)) return null;
  return prepositionGapLint(tokens, index + 1, 'than');
}

/**
 * "the regression not converge" → "did not converge", "the current version not explain" → "does not explain", "they
 * not differ" → "did not differ": a noun or a personal pronoun as the subject, "not" and a base form with no auxiliary. A required or recommended clause ("recommend that the drug not
 * be used") is left alone; the past is suggested when the sentence has another past verb, and both when it is unclear.
 */
function doNotLint(tokens: readonly TToken[], index: number): TLint | null {
  const [subject, not, verb] = tokens.slice(index - 1, index + 2);
  if (!subject || not?.lower !== 'not' || !verb || verb.lower !== verb.lemma) return null;
  // A personal pronoun before it: "they not differ", "they not show any" (the tagger's "show"/NOUN before an object).
  const person = PRONOUN_NUMBER[subject.lower];
  const isVerb =
    verb.pos === 'VERB' || (!!person && verb.pos === 'NOUN' && /^(?:DET|PRON|ADP)$/.test(tokens[index + 2]?.pos ?? ''));
  if (!isVerb || !/^[a-z]+$/.test(verb.text) || /(?:ing|ed)$/.test(verb.lower) || PAST_LIKE_BASE.has(verb.lower)) return null;
  // "the addition of inulin not affect": the noun of an "of" phrase after its head counts too.
  const isOfPhrase = tokens[index - 2]?.lower === 'of' && tokens[index - 3]?.pos === 'NOUN';
  const isNounSubject =
    subject.pos === 'NOUN' && (/^(?:DET|ADJ|NOUN|PUNCT)$/.test(tokens[index - 2]?.pos ?? 'DET') || isOfPhrase);
  if (!isNounSubject && !person) return null;
  if (
    tokens.slice(0, index).some((token) => MANDATIVE.has(token.lower) || MANDATIVE.has(token.lemma) || token.lower === 'rather')
  )
    return null;
  const number = person ?? nounNumber(subjectHead(tokens, index - 1));
  if (!number) return null;
  const present = number === 'singular' ? 'does' : 'do';
  const others = tokens.filter((_token, at) => at !== index + 1);
  const pastCount = others.filter(
    (token) =>
      /^(?:was|were|had|did)$/.test(token.lower) ||
      (token.pos === 'VERB' && (isPastForm(token) || isIrregularPast(token, tokens))),
  ).length;
  const presentCount = others.filter(
    (token) => /^(?:is|are|has|does|do)$/.test(token.lower) || (token.pos === 'VERB' && isPresentForm(token, tokens)),
  ).length;
  const doForms = pastCount > 0 && presentCount === 0 ? ['did'] : pastCount === 0 ? [present] : [present, 'did'];
  const corrections = doForms.map((form) => `${form} not ${verb.text}`);
  return needsVerbLint(tokens, index, index + 1, corrections);
}
/** The number of a personal pronoun as a subject: "they (do) not", "it (does) not". */
const PRONOUN_NUMBER: Record<string, 'singular' | 'plural'> = {
  it: 'singular',
  he: 'singular',
  she: 'singular',
  we: 'plural',
  they: 'plural',
  i: 'plural',
  you: 'plural',
};
/** The head of the subject whose last noun is at `at`, back over a prepositional phrase: "respondents in the sample". */
function subjectHead(tokens: readonly TToken[], at: number): TToken {
  let head = at;
  for (let hops = 0; hops < 2; hops += 1) {
    let start = head;
    while (/^(?:DET|ADJ|NOUN|NUM)$/.test(tokens[start - 1]?.pos ?? '') || tokens[start - 1]?.text === '-') start -= 1;
    const preposition = tokens[start - 1];
    if (preposition?.pos !== 'ADP' || tokens[start - 2]?.pos !== 'NOUN') break;
    head = start - 2;
  }
  return tokens[head] as TToken;
}
const isPastForm = (token: TToken) => /ed$/.test(token.lower) && token.lemma !== token.lower;
/** An irregular past right after its subject: "participants felt", "we found" (not "been", "shown", "taken"). */
const isIrregularPast = (token: TToken, tokens: readonly TToken[]) =>
  token.lemma !== token.lower &&
  !/(?:ing|en|wn|s)$/.test(token.lower) &&
  /^(?:NOUN|PRON)$/.test(tokens[tokens.indexOf(token) - 1]?.pos ?? '');
/** A finite present of a verb with its subject right before it: "we report", "which contrasts". */
const isPresentForm = (token: TToken, tokens: readonly TToken[]) => {
  const before = tokens[tokens.indexOf(token) - 1];
  const isThird = /[^s]s$/.test(token.lower) && token.lemma !== token.lower;
  return (isThird || (token.lower === token.lemma && before?.pos === 'PRON')) && /^(?:PRON|NOUN)$/.test(before?.pos ?? '');
};

/** "have", "has" or "had" before its subject: opening the sentence or after an adverb or a comma ("Only recently have the"). */
const isInvertedHave = (token: TToken, at: number, tokens: readonly TToken[]) =>
  /^(?:have|has|had)$/.test(token.lower) &&
  /^(?:DET|NOUN|ADJ|PROPN|NUM)$/.test(tokens[at + 1]?.pos ?? '') &&
  (at === 0 || /^(?:ADV|PUNCT|CCONJ|SCONJ)$/.test(tokens[at - 1]?.pos ?? ''));

/** "the raw reads been deposited" → "reads have been deposited": "been" right after its subject, with no "have". */
function haveBeenLint(tokens: readonly TToken[], index: number): TLint | null {
  const [subject, been, participle] = tokens.slice(index - 1, index + 2);
  if (been?.lower !== 'been' || !subject || !participle || participle.pos !== 'VERB' || participle.lemma === participle.lower)
    return null;
  if (!/^(?:NOUN|VERB)$/.test(subject.pos) || !/^(?:DET|ADJ|NOUN|VERB)$/.test(tokens[index - 2]?.pos ?? '')) return null;
  // "Had the samples been stored…", "Only recently have the mechanisms of this process been elucidated", "Has the
  // efficacy … been established?": an inversion or a question has its "have" before the subject, however long it is.
  if (tokens.slice(Math.max(0, index - 6), index).some((token) => /^(?:have|has|had|having)$/.test(token.lower))) return null;
  if (tokens.at(-1)?.text === '?' || tokens.slice(0, index).some(isInvertedHave)) return null;
  const number = subjectNumberOf(subject);
  if (!number) return null;
  const have = number === 'singular' ? 'has' : 'have';
  return needsVerbLint(tokens, index - 1, index, [`${subject.text} ${have} been`]);
}

/**
 * Whether a relative word or "as" before the subject ending at `at` is already the verb's object: "which we found
 * difficult to interpret", "covariates that we considered important", "as we deemed appropriate". "that" counts only
 * after a noun (a relative), not after a verb ("noted that farmers found difficult to adopt" still lacks "it").
 */
function isObjectRelative(tokens: readonly TToken[], at: number): boolean {
  let start = at;
  while (
    /^(?:DET|ADJ|NOUN|PROPN|NUM)$/.test(tokens[start - 1]?.pos ?? '') &&
    !OBJECT_RELATIVES.test(tokens[start - 1]?.lower ?? '')
  )
    start -= 1;
  const relative = tokens[start - 1];
  if (!relative || !OBJECT_RELATIVES.test(relative.lower)) return false;
  return relative.lower !== 'that' || /^(?:NOUN|PROPN|PRON)$/.test(tokens[start - 2]?.pos ?? '');
}
const OBJECT_RELATIVES = /^(?:which|that|who|whom|what|as)$/;

/** "makes possible to detect" → "makes it possible to detect", "If the editor considers necessary," → "considers it necessary". */
function itObjectLint(tokens: readonly TToken[], index: number): TLint | null {
  // An adverb of degree may stand before the adjective: "made (it) very hard to", "makes (it) much easier to".
  const degree = IT_DEGREES.test(tokens[index + 1]?.lower ?? '') ? 1 : 0;
  const [verb, adjective, next] = [tokens[index], tokens[index + 1 + degree], tokens[index + 2 + degree]];
  if (verb?.pos !== 'VERB' || !IT_VERBS.test(verb.lemma) || !adjective || !IT_ADJECTIVES.test(adjective.lower)) return null;
  if (degree && next?.lower !== 'to') return null;
  if (!next || !/^(?:to|that|,|\.|;)$/.test(next.lower)) return null;
  // A passive or a reduced clause ("was considered necessary to", "if considered necessary,") has no object to put.
  let at = index - 1;
  while (tokens[at]?.pos === 'ADV') at -= 1;
  const subject = tokens[at];
  if (!subject || !/^(?:NOUN|PRON|PROPN)$/.test(subject.pos) || /^(?:which|that|who)$/.test(subject.lower)) return null;
  if (isObjectRelative(tokens, at)) return null;
  if (/ed$/.test(verb.lower) && !/^(?:i|we|you|they|he|she)$/.test(subject.lower) && subject.pos !== 'PROPN') return null;
  const correction = `${verb.text} it ${tokens[index + 1]?.text}`;
  const message = `The sentence needs its object “it”: “${correction}”.`;
  return leftOutLint(tokens, index, index + 1, 'missing-subject', message, { word: verb.text }, [correction]);
}

/**
 * Words left out of common patterns, each flagged with the word after the gap: "were asked rate" → "asked to rate",
 * "four times lower the rate" → "lower than the", "the regression not converge" → "did not converge", "the reads been
 * deposited" → "reads have been", "makes possible to detect" → "makes it possible", "set such the rate" → "such that
 * the".
 */
export function leftOutWordLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    const lint =
      passiveToLint(tokens, index) ??
      timesThanLint(tokens, index) ??
      doNotLint(tokens, index) ??
      haveBeenLint(tokens, index) ??
      itObjectLint(tokens, index);
    if (lint) lints.push(lint);
    if (token.lower === 'such' && tokens[index + 1]?.lower === 'the' && tokens[index - 1]?.lower !== 'as')
      lints.push(prepositionGapLint(tokens, index, 'that'));
  }
  return lints;
}
