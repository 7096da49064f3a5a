import type { TLint } from '../lint.ts';
import { afterFrontedPhrase, isInBrackets, isPhraseWord, opensWideClause } from './splice-clauses.ts';
import { isMistaggedVerb, opensWiderClause, SEQUENCE_ADVERBS } from './splice-openers.ts';
import { ABSOLUTE_PARTICIPLES, BODY_PARTS, isPlainClauseVerb, PLACING } from './splice-verbs.ts';
import { replaceWith } from './suggestions.ts';
import type { TToken } from './tagger.ts';

/** Subjects that open a second main clause after a comma: ", it was", ", we found", ", this suggests". */
export const CLAUSE_SUBJECTS = new Set(['it', 'we', 'they', 'this', 'these', 'he', 'she', 'i', 'there']);
/** Finite forms that show a clause has its verb. */
const FINITE_AUXILIARIES = new Set(
  'is are was were has have had does do did can could will would may might must should shall'.split(' '),
);
/** Words that make the clause before a comma a dependent one (or a list): no splice after them. */
export const SUBORDINATORS = new Set(
  (
    'although though because if when whenever while whilst as since after before whereas unless once until ' +
    'where which who that so and but or nor yet'
  ).split(' '),
);

/** A finite verb: a finite auxiliary, or a verb in the past or -s form the tagger reads as a verb. */
export const isFiniteVerb = (token: TToken | undefined) =>
  !!token &&
  ((token.pos === 'AUX' && FINITE_AUXILIARIES.has(token.lower)) ||
    (token.pos === 'VERB' && /(?:ed|s)$/.test(token.lower) && token.lower !== token.lemma));

/** Determiners that open a noun subject after a comma: ", the weight was recorded", ", their yield was". */
const SUBJECT_DETERMINERS = new Set(['the', 'this', 'these', 'those', 'its', 'their', 'our', 'each']);

/**
 * Where a noun subject that starts at `at` ends (the index after it), or -1: a determiner, up to three adjectives
 * or nouns ending in a noun, and at most one "of" phrase ("the weight of each sample").
 */
export function nounSubjectEnd(tokens: readonly TToken[], at: number): number {
  if (!SUBJECT_DETERMINERS.has(tokens[at]?.lower ?? '')) return -1;
  const headOf = (from: number) => {
    let i = from;
    while (i - from < 4 && ['ADJ', 'NOUN'].includes(tokens[i]?.pos ?? '')) i += 1;
    return i > from && tokens[i - 1]?.pos === 'NOUN' ? i : -1;
  };
  let end = headOf(at + 1);
  if (end < 0) return -1;
  if (tokens[end]?.lower === 'of') {
    let from = end + 1;
    if (tokens[from]?.pos === 'DET') from += 1;
    end = headOf(from);
  }
  return end;
}

/** A finite verb after a noun subject: an auxiliary, or an -s form ("the weight increases"), not a bare -ed form. */
const isClearlyFinite = (token: TToken | undefined) =>
  !!token &&
  ((token.pos === 'AUX' && FINITE_AUXILIARIES.has(token.lower)) ||
    (token.pos === 'VERB' && /[^s]s$/.test(token.lower) && token.lower !== token.lemma));

/**
 * Comma splices: two main clauses joined by a comma alone, "The data were cleaned, they were then analysed."
 * Flagged only when the clause before the comma opens the sentence with a subject and a finite verb (no
 * subordinating word, no conjunction, no other comma before it) and the one after it starts with a pronoun
 * subject ("it", "we", "they", "this", "these", optionally after "then") and its finite verb, or with a noun
 * subject opened by a determiner ("the weight was recorded"; an auxiliary or an -s verb after it: ", the samples
 * dried overnight" may be a list). A later comma is considered too when the words since the comma before it are
 * such a clause ("In 2020, the yield rose by 5 %, it was the highest"), unless a conjunction follows it (a list
 * of clauses). After the comma, a plural noun without a determiner and "are"/"were"/"have"/"had" opens a clause too
 * (", samples were then dried") when no conjunction follows; "and" or "or" inside the clause before the comma is
 * allowed when a personal pronoun and its verb follow it ("We dried and sieved the soil, it was then weighed"). The
 * first splice found is flagged; the suggestion is a semicolon.
 */
export function commaSpliceLints(tokens: readonly TToken[]): TLint[] {
  const commas = tokens.flatMap((token, i) => (token.text === ',' && !isInBrackets(tokens, i) ? [i] : []));
  for (const [n, comma] of commas.entries()) {
    // A later comma: the words since the one before it must be a main clause of their own, and the sentence must
    // not go on as a list of clauses closed by a conjunction ("…, the second was weighed, and the third stored").
    const from = n === 0 ? 0 : (commas[n - 1] as number) + 1;
    if (n > 0 && tokens.slice(comma + 1).some((token) => token.pos === 'CCONJ')) break;
    if (isSpliceAt(tokens, from, comma)) return [spliceLint(tokens[comma] as TToken)];
  }
  return [];
}

/**
 * An irregular simple past that is not also the participle: "rose", "took", "grew", "began" (not "found", "made",
 * "held", nor "risen", "taken").
 */
const isIrregularPast = (token: TToken) =>
  token.pos === 'VERB' &&
  token.lemma !== token.lower &&
  !/(?:ed|en|wn|ing|s)$/.test(token.lower) &&
  !IRREGULAR_PARTICIPLES.has(token.lower) &&
  !/^(?:been|done|gone|begun|run|come|become|sung|drunk|swum|spun|struck|hung|stuck|dug|won|sat|led|fed|met|read|lost|paid|said|told|sold|heard|meant|felt|dealt|slept|understood|stood|fought|sought|bound|wound|ground)$/.test(
    token.lower,
  );

/**
 * Whether the comma at `comma` joins two main clauses: the words from `from` make a clause with a subject and a
 * finite verb and no subordinating word, and the words after the comma open one.
 */
function isSpliceAt(tokens: readonly TToken[], from: number, comma: number): boolean {
  if (comma - from < 2) return false;
  // An absolute phrase of a few words: "All things considered,", "That said,", "All told,".
  const isAbsolute = comma - from <= 3 && ABSOLUTE_PARTICIPLES.test(tokens[comma - 1]?.lower ?? '');
  if (isAbsolute && !PERSONAL_SUBJECTS.has(tokens[from]?.lower ?? '')) return false;
  // A body part and its participle, with no determiner: "Head raised slightly,", "Eyes closed,", "Arms folded,".
  const isBodyAbsolute =
    comma - from <= 3 && BODY_PARTS.test(tokens[from]?.lower ?? '') && /ed$/.test(tokens[from + 1]?.lower ?? '');
  if (isBodyAbsolute) return false;
  // A parenthesis is left out of the clause before the comma: "The effect was smaller (d = 0.21), it was".
  const before = tokens.slice(from, comma).filter((_, i) => !isInBrackets(tokens.slice(from, comma), i));
  let at = comma + 1;
  while (SEQUENCE_ADVERBS.has(tokens[at]?.lower ?? '') || (at > comma + 1 && tokens[at]?.text === ',')) at += 1;
  // A phrase that refers back may open the second clause: ", at this temperature the spectrum showed".
  at = afterFrontedPhrase(tokens, at);
  // "and" or "or" inside the clause before the comma joins words, not clauses, when a personal pronoun and its verb
  // follow the comma ("We dried and sieved the soil, it was then weighed") or when it joins two verbs ("were recorded
  // and transcribed"); otherwise it may be a list.
  const isCoordinatorAllowed = opensWithPersonalSubject(tokens, at);
  const isBlocking = (token: TToken, i: number) =>
    (SUBORDINATORS.has(token.lower) &&
      !((isCoordinatorAllowed || joinsVerbs(before, i)) && /^(?:and|or)$/.test(token.lower)) &&
      !isPrepositionOfTime(before, i) &&
      !isPhraseWord(before, i)) ||
    (token.pos === 'PUNCT' && !isHyphen(before, i)) ||
    token.pos === 'SCONJ';
  const blockAt = before.findIndex(isBlocking);
  if (blockAt >= 0 && !isLateSubordinate(before, blockAt, opensWithPronoun(tokens, at))) return false;
  // "A scholar based in women's studies, she": a participle that places a noun is not the verb of a clause.
  const hasVerb = before.some(
    (_, i) => i > 0 && hasSubjectAndVerb(before, i) && !(PLACING.test(before[i]?.lower ?? '') && before[i + 1]?.pos === 'ADP'),
  );
  const firstWord = before[0];
  // "The more fertilizer was applied, the higher the yield was": a comparison of two clauses.
  const second = before[1];
  const isComparative =
    /^(?:more|less|fewer)$/.test(second?.lower ?? '') || (/er$/.test(second?.lower ?? '') && second?.lemma !== second?.lower);
  if (firstWord?.lower === 'the' && isComparative && ['ADJ', 'ADV'].includes(second?.pos ?? '')) return false;
  // "Mean annual rainfall … is": a statistic the tagger reads as a verb opens a noun phrase.
  const isStatistic = /^(?:mean|median|average|total)$/.test(firstWord?.lower ?? '') && before[1]?.pos !== 'DET';
  // A sentence that opens with an identifier in camel case was split at its dot ("Network.requestWillBeSent").
  if (from === 0 && /^\p{Ll}+\p{Lu}/u.test(firstWord?.text ?? '')) return false;
  // "First described in 1900, the syndrome is": a participle after an adverb of time opens a phrase, not a clause.
  if (
    from === 0 &&
    /^(?:first|originally|once|initially|previously|recently|widely|long|newly|commonly|traditionally)$/.test(
      firstWord?.lower ?? '',
    ) &&
    /(?:ed|en)$/.test(before[1]?.lower ?? '')
  )
    return false;
  // "Due to the rain was heavy, we stayed": a preposition before a clause (clause-frames.ts suggests "Because").
  if (from === 0 && /^(?:due|despite)$/.test(firstWord?.lower ?? '')) return false;
  // "Thank you for your review, your comments have helped": the thanks are a clause of their own.
  const isThanks = from === 0 && /^thank$/.test(firstWord?.lower ?? '') && before[1]?.lower === 'you';
  const opensClause = !!firstWord && (['DET', 'NOUN', 'PRON', 'PROPN', 'ADJ', 'NUM'].includes(firstWord.pos) || isStatistic);
  if (!isThanks && (!hasVerb || !opensClause)) return false;
  const subject = tokens[at];
  if (!subject) return false;
  const pronounVerbAt = CLAUSE_SUBJECTS.has(subject.lower) ? at + 1 : -1;
  const nounVerbAt = nounSubjectEnd(tokens, at);
  let verbAt = pronounVerbAt;
  while (tokens[verbAt]?.pos === 'ADV') verbAt += 1;
  if (isFiniteVerb(tokens[verbAt])) return true;
  // "this" or "these" before a noun is a determiner: ", this method is" has a noun subject and its verb.
  verbAt = nounVerbAt;
  while (tokens[verbAt]?.pos === 'ADV') verbAt += 1;
  // An irregular past that is not also a participle ("the price fell", "its output rose") is finite too.
  const verb = nounVerbAt >= 0 ? tokens[verbAt] : undefined;
  // Not a speaker's verb ("…, the assessor wrote."), a participle that is also a past or one before a passive's agent
  // ("the approach laid out by the WHO", "the lessons learnt").
  const isSpeaker = verb && /^(?:wrote|knew|spoke|swore)$/.test(verb.lower);
  const isParticiple =
    /^(?:laid|lent|bent|lit|shot|learnt|burnt|spelt|swept|withheld|upheld|rebuilt)$/.test(verb?.lower ?? '') ||
    tokens[verbAt + 1]?.lower === 'by';
  const isPast = verb && isIrregularPast(verb) && !isSpeaker && !isParticiple;
  if (verb && (isClearlyFinite(verb) || isPast || isPlainClauseVerb(tokens, nounVerbAt, verbAt))) return true;
  return opensWithBarePlural(tokens, at) || opensWiderClause(tokens, at) || opensWideClause(tokens, at);
}

/** A finite verb at `i` after its subject: "activity decreased", "we thank" (a base form after "we", "they", "I"). */
const hasSubjectAndVerb = (words: readonly TToken[], i: number) => {
  // An adverb may stand between the subject and its verb: "The learners rarely used".
  // "Farmers in the north grew": the tagger reads a point of the compass after "the" as an adverb.
  const isCompass = /^(?:north|south|east|west)$/.test(words[i - 1]?.lower ?? '') && words[i - 2]?.lower === 'the';
  const subjectAt = words[i - 1]?.pos === 'ADV' && i > 1 && !isCompass ? i - 2 : i - 1;
  const [word, subject] = [words[i] as TToken, words[subjectAt]];
  // A base form after "we", "they", "I" or a plural noun: "we thank", "farmers in the region grow".
  // Not a verb that ends the words before the comma ("By 1900, historians agree, the city"): a comment between commas.
  const isPluralSubject =
    subject?.pos === 'NOUN' &&
    /[^s]s$/.test(subject.lower) &&
    subject.lemma !== subject.lower &&
    !!words[i + 1] &&
    words[i + 1]?.pos !== 'PUNCT';
  const isBaseAfterPerson =
    word.pos === 'VERB' &&
    word.lower === word.lemma &&
    !/ing$/.test(word.lower) &&
    (/^(?:we|they|i)$/.test(subject?.lower ?? '') || isPluralSubject);
  // "Figure 5 shows": a number after a noun names it.
  // "plot A were": a capital letter after a noun names it too.
  const isLabel = subject?.pos === 'NUM' || /^[A-Z]$/.test(subject?.text ?? '');
  const isNumbered = isLabel && ['NOUN', 'PROPN'].includes(words[subjectAt - 1]?.pos ?? '');
  const hasVerb = isFiniteVerb(word) || isIrregularPast(word) || isBaseAfterPerson;
  // "Most Salmonella isolates were": a plural the tagger reads as a verb, before an auxiliary.
  const isPluralAsVerb =
    word.pos === 'AUX' && subject?.pos === 'VERB' && /[^s]s$/.test(subject.lower) && subject.lemma !== subject.lower;
  const isSubject = ['NOUN', 'PRON', 'PROPN'].includes(subject?.pos ?? '') || isNumbered || isPluralAsVerb || isCompass;
  return (hasVerb && isSubject) || isMistaggedVerb(words, i);
};
/** A hyphen inside a word: "air-dried". */
const isHyphen = (words: readonly TToken[], i: number) =>
  /^[-‐‑]$/.test(words[i]?.text ?? '') && words[i - 1]?.end === words[i]?.start && words[i + 1]?.start === words[i]?.end;
/** "before", "after", "until" or "since" as a preposition, no verb after it: "withdrew before the end of the trial". */
const isPrepositionOfTime = (words: readonly TToken[], i: number) =>
  /^(?:after|before|until|since)$/.test(words[i]?.lower ?? '') &&
  words[i]?.pos === 'ADP' &&
  !words.slice(i + 1).some((word) => ['VERB', 'AUX'].includes(word.pos));
/** "and" between two verbs or adjectives: "were recorded and transcribed". */
const joinsVerbs = (words: readonly TToken[], i: number) =>
  ['VERB', 'ADJ'].includes(words[i - 1]?.pos ?? '') && ['VERB', 'ADJ'].includes(words[i + 1]?.pos ?? '');
/** Subordinating words that may close a main clause: "The activity decreased when the pH was raised, this…". */
const LATE_SUBORDINATORS = new Set('when because while since after before although until once whereas'.split(' '));

/**
 * Whether the blocking word at `at` opens a clause that depends on a main clause before it, and a pronoun and its verb
 * follow the comma (`isPronounAfter`): no conjunction or mark after it.
 */
function isLateSubordinate(words: readonly TToken[], at: number, isPronounAfter: boolean): boolean {
  // "Most nurses reported that the system was easier to use, they also felt": a verb's "that" clause is its object.
  const isObjectThat = words[at]?.lower === 'that' && words[at - 1]?.pos === 'VERB';
  if (!isPronounAfter || at < 2 || !(LATE_SUBORDINATORS.has(words[at]?.lower ?? '') || isObjectThat)) return false;
  if (!words.slice(0, at).some((_, i) => i > 0 && hasSubjectAndVerb(words, i))) return false;
  // One dependent clause, no conjunction anywhere ("inspired by A and B and as far as we know, it is" is one clause).
  const isOther = (word: TToken, i: number) =>
    i !== at &&
    (word.pos === 'CCONJ' ||
      word.pos === 'SCONJ' ||
      SUBORDINATORS.has(word.lower) ||
      (word.pos === 'PUNCT' && !isHyphen(words, i)));
  return !words.some(isOther);
}

/** A pronoun subject and its verb from `at`: ", this indicates", ", it took", ", we believe". */
const opensWithPronoun = (tokens: readonly TToken[], at: number) =>
  opensWithPersonalSubject(tokens, at) ||
  (/^(?:this|these)$/.test(tokens[at]?.lower ?? '') && isFiniteVerb(tokens[at + 1])) ||
  (PERSONAL_SUBJECTS.has(tokens[at]?.lower ?? '') && opensWiderClause(tokens, at));

/** Pronouns that are a clause's subject only: ", it was", ", we found" (not "this", which may open a noun phrase). */
const PERSONAL_SUBJECTS = new Set(['it', 'we', 'they', 'he', 'she', 'i']);

/** Whether the words from `at` open a clause with a personal pronoun and its finite verb: "it was", "we then found". */
function opensWithPersonalSubject(tokens: readonly TToken[], at: number): boolean {
  let start = at;
  if (tokens[start]?.lower === 'then') start += 1;
  if (!PERSONAL_SUBJECTS.has(tokens[start]?.lower ?? '')) return false;
  let verbAt = start + 1;
  while (tokens[verbAt]?.pos === 'ADV') verbAt += 1;
  return isFiniteVerb(tokens[verbAt]);
}

/**
 * Whether the words from `at` open a clause with a plural noun without a determiner and "are", "were", "have" or
 * "had": ", samples were then dried", ", mean values were higher". Not when a conjunction follows in the sentence
 * (a list of clauses: ", roots were washed, and leaves were weighed").
 */
function opensWithBarePlural(tokens: readonly TToken[], at: number): boolean {
  let noun = at;
  while (tokens[noun]?.pos === 'ADJ' && noun - at < 2) noun += 1;
  // A noun may come before the plural: ", stock prices fell".
  if (tokens[noun]?.pos === 'NOUN' && tokens[noun + 1]?.pos === 'NOUN') noun += 1;
  const head = tokens[noun];
  if (head?.pos !== 'NOUN' || !/[^s]s$/.test(head.lower) || head.lemma === head.lower) return false;
  const verb = tokens[noun + 1];
  // A base form is a present too: ", patients come from three provinces"; an irregular past is finite: ", prices fell".
  const isBase = verb?.pos === 'VERB' && verb.lower === verb.lemma && !/ing$/.test(verb.lower);
  if (!/^(?:are|were|have|had)$/.test(verb?.lower ?? '') && !isBase && !(verb && isIrregularPast(verb))) return false;
  return !tokens.slice(noun + 2).some((token) => token.pos === 'CCONJ');
}

function spliceLint(comma: TToken): TLint {
  return {
    kind: 'Punctuation',
    start: comma.start,
    end: comma.end,
    message: 'Two sentences are joined by a comma alone: use a semicolon, a full stop or a conjunction.',
    messageKey: 'comma-splice',
    messageValues: {},
    suggestions: [{ kind: 'replace', text: ';' }],
  };
}

/** Verbs and adjectives followed by "to" and a base form: "able to continue", "want to learn". */
const TAKES_TO = new Set(
  (
    'able unable want wants wanted need needs needed try tried tries decide decided aim aims aimed plan ' +
    'planned intend intended fail failed seem seems seemed'
  ).split(' '),
);
const MODALS = new Set(['can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must']);
/** Base forms the tagger reads as nouns after a verb: "decided increase the tax", "tried use the". */
const NOUN_READ_BASES = new Set(
  'increase decrease reduce use change study test control limit measure report review monitor support access cut raise'.split(
    ' ',
  ),
);

/** Verbs that take "to" and never a noun object like "support" or "change": "decided (to) increase the tax". */
const DECIDING_VERBS = /^(?:decide|try|fail|plan|intend)$/;

/**
 * "decided increase the tax" → "decided to increase": a verb of deciding or trying (after a subject, not "the failed
 * attempt" or "our planned review"; not "need" or "want", which take a noun: "Many households need support this
 * winter"), then a base form that the tagger read as a noun and a determiner or possessive opening its object.
 */
function isNounReadBase(tokens: readonly TToken[], index: number): boolean {
  const [verb, base, object] = tokens.slice(index, index + 3);
  const before = tokens[index - 1];
  // "Our planned review this month": after a determiner, a possessive or an adjective the verb is a participle.
  if (verb?.pos !== 'VERB' || !DECIDING_VERBS.test(verb.lemma) || /^(?:DET|ADJ|ADP)$/.test(before?.pos ?? '')) return false;
  if (/^(?:our|their|its|his|her|my|your|whose)$/.test(before?.lower ?? '')) return false;
  if (base?.pos !== 'NOUN' || !NOUN_READ_BASES.has(base.lower)) return false;
  return /^(?:the|a|an|this|these|their|its|our|his|her)$/.test(object?.lower ?? '');
}
/** Past participles that are not -ed forms, read after a modal as a passive missing "be". */
const IRREGULAR_PARTICIPLES = new Set(
  (
    'done shown given taken seen known made found written chosen drawn held kept left built sent spent grown ' +
    'thrown brought bought caught taught thought'
  ).split(' '),
);

/** Adverbs that may stand between a modal and its adjective: "will more effective", "may very useful". */
const DEGREE_ADVERBS = new Set(['more', 'less', 'very', 'most', 'highly', 'quite', 'also', 'not', 'still', 'too', 'equally']);
/** Words that are adjectives for the tagger but go with a verb after a modal: "can only", "will likely increase". */
const NOT_PREDICATIVE = new Set(['only', 'likely', 'further', 'well', 'even', 'due', 'first', 'best', 'better']);

/**
 * Adjectives by their ending or by name, which are not verbs as well ("associate", "separate", "clean", "open"
 * are, and are not counted).
 */
const PREDICATIVE_ADJECTIVE =
  /(?:ful|ous|ive|ble|al|ic|ent|ant|ary|ory|less|ish|ile)$|^(?:easy|difficult|hard|high|large|small|similar|different|possible|necessary|ready|true|free|safe|sure|(?:in)?accurate|(?:in)?appropriate|(?:in)?adequate)$/;
const ACTING_SUBJECTS = new Set(['i', 'you', 'we', 'they', 'he', 'she', 'one']);

/**
 * A modal followed by an adjective with no "be": "It will more effective" → "will be more effective", "The results
 * can useful for" → "can be useful". The adjective must be followed by a preposition, "to", a subordinator or a
 * mark, not by a noun phrase ("must select a", "can high doses") nor a verb ("will likely increase").
 */
function modalBeforeAdjectiveLint(tokens: readonly TToken[], index: number): TLint | undefined {
  const modal = tokens[index] as TToken;
  if (!MODALS.has(modal.lower) || modal.pos !== 'AUX') return undefined;
  let at = index + 1;
  while (at - index <= 2 && DEGREE_ADVERBS.has(tokens[at]?.lower ?? '') && tokens[at]?.lower !== 'not') at += 1;
  if (tokens[index + 1]?.lower === 'not') return undefined;
  const adjective = tokens[at];
  const after = tokens[at + 1];
  if (adjective?.pos !== 'ADJ' || NOT_PREDICATIVE.has(adjective.lower) || adjective.text !== adjective.lower) return undefined;
  // Only before a preposition, "to", a subordinator or a mark: a verb the tagger reads as an adjective has an object
  // ("must select a", "could lower the"), and a comparative is more often a verb ("lower", "better").
  if (after && (!['ADP', 'PART', 'PUNCT', 'SCONJ'].includes(after.pos) || /^[-–/]$/.test(after.text))) return undefined;
  if (adjective.lemma !== adjective.lower || !PREDICATIVE_ADJECTIVE.test(adjective.lower)) return undefined;
  const subject = tokens[index - 1];
  // A person as the subject does something: "you can associate with", "we will clear up".
  if (!subject || !['NOUN', 'PRON', 'PROPN'].includes(subject.pos) || ACTING_SUBJECTS.has(subject.lower)) return undefined;
  const words = tokens
    .slice(index + 1, at + 1)
    .map((token) => token.text)
    .join(' ');
  return {
    kind: 'Grammar',
    start: modal.start,
    end: modal.end,
    message: `An adjective after “${modal.text}” needs “be”: “${modal.text} be ${words}”.`,
    messageKey: 'missing-be-adjective',
    messageValues: { word: modal.text, adjective: words },
    suggestions: [{ kind: 'insert', text: ' be' }],
  };
}

/** Nouns of a paper's aim, which "is to" links to its verb: "The aim of this study is to investigate". */
const AIM_NOUNS = new Set(['aim', 'purpose', 'objective', 'goal', 'intention', 'task', 'idea', 'plan']);

/**
 * "The aim of this study to investigate" → "The aim of this study is to investigate": the sentence opens with an aim
 * noun (after up to two adjectives: "The main purpose"), an "of" phrase (a determiner, adjectives and nouns) and "to"
 * with a verb, and has no verb between. The finding covers the noun and "to"; the suggestion puts "is" between.
 */
function missingIsLint(tokens: readonly TToken[]): TLint | undefined {
  const [article] = tokens;
  let aimAt = 1;
  while (tokens[aimAt]?.pos === 'ADJ' && aimAt < 3) aimAt += 1;
  const aim = tokens[aimAt];
  if (!/^(?:the|our|my|their)$/i.test(article?.text ?? '') || !AIM_NOUNS.has(aim?.lemma ?? '')) return undefined;
  let head = aimAt;
  if (tokens[aimAt + 1]?.lower === 'of') {
    let at = aimAt + 2;
    if (['DET', 'PRON'].includes(tokens[at]?.pos ?? '')) at += 1;
    while (['ADJ', 'NOUN', 'PROPN'].includes(tokens[at]?.pos ?? '') && at < aimAt + 8) at += 1;
    head = at - 1;
    if (head < aimAt + 2 || !['NOUN', 'PROPN'].includes(tokens[head]?.pos ?? '')) return undefined;
  }
  const to = tokens[head + 1];
  const verb = tokens[head + 2];
  if (to?.lower !== 'to' || verb?.pos !== 'VERB' || verb.lower !== verb.lemma) return undefined;
  const noun = tokens[head] as TToken;
  const isPlural = aim?.lower !== aim?.lemma && /s$/.test(aim?.lower ?? '');
  const be = isPlural ? 'are' : 'is';
  return {
    kind: 'Grammar',
    start: noun.start,
    end: to.end,
    message: `The sentence needs its verb: “${noun.text} ${be} to ${verb.text}”.`,
    messageKey: 'missing-verb',
    messageValues: { word: noun.text, correction: `${noun.text} ${be} to ${verb.text}` },
    suggestions: [replaceWith(`${noun.text} ${be} ${to.text}`)],
  };
}

/**
 * Missing "to" and "be" in common patterns: "not able continue" → "able to continue", "want learn" → "want to
 * learn" (a base-form verb right after one of TAKES_TO), and "can used" → "can be used" (a past participle right
 * after a modal and not followed by an object), "will more effective" → "will be more effective" (an adjective after a
 * modal) and "The aim of this study to investigate" → "study is to investigate".
 */
export function missingWordLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  const isLint = missingIsLint(tokens);
  if (isLint) lints.push(isLint);
  for (const [index, token] of tokens.entries()) {
    const next = tokens[index + 1];
    const after = tokens[index + 2];
    if (!next) continue;
    if (
      TAKES_TO.has(token.lower) &&
      (next.pos === 'VERB' || isNounReadBase(tokens, index)) &&
      next.lower === next.lemma &&
      !/(?:ing|ed)$/.test(next.lower) &&
      after?.pos !== 'VERB' &&
      after?.pos !== 'PUNCT'
    ) {
      // "need" and "plan" as nouns ("the need arises") are not followed by a base form; a verb after them is.
      if ((token.lower === 'need' || token.lower === 'plan' || token.lower === 'aim') && tokens[index - 1]?.pos === 'DET')
        continue;
      // "Many professional needs remain unmet": a plural noun after an adjective or a quantifier, and its verb.
      if (/^(?:needs|plans|aims|wants|hopes)$/.test(token.lower) && /^(?:ADJ|DET|NUM)$/.test(tokens[index - 1]?.pos ?? ''))
        continue;
      lints.push({
        kind: 'Grammar',
        start: token.start,
        end: next.end,
        message: `“${token.text}” is followed by “to” and the verb: “${token.text} to ${next.text}”.`,
        messageKey: 'missing-to',
        messageValues: { word: token.text, verb: next.text },
        suggestions: [replaceWith(`${token.text} to ${next.text}`)],
      });
    }
    const adjectiveLint = modalBeforeAdjectiveLint(tokens, index);
    if (adjectiveLint) lints.push(adjectiveLint);
    const isParticiple = (/[^e]ed$/.test(next.lower) && next.lower !== next.lemma) || IRREGULAR_PARTICIPLES.has(next.lower);
    if (
      MODALS.has(token.lower) &&
      next.pos === 'VERB' &&
      isParticiple &&
      !['DET', 'NOUN', 'PRON', 'PROPN', 'NUM', 'ADJ'].includes(after?.pos ?? '')
    ) {
      lints.push({
        kind: 'Grammar',
        start: token.start,
        end: next.end,
        message: `A passive after “${token.text}” needs “be”: “${token.text} be ${next.text}”.`,
        messageKey: 'missing-be',
        messageValues: { word: token.text, verb: next.text },
        suggestions: [replaceWith(`${token.text} be ${next.text}`)],
      });
    }
  }
  return lints;
}
