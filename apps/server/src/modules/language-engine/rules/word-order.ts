import type { TLint } from '../lint.ts';
import { nounSubjectEnd } from './clauses.ts';
import { thirdPersonOf } from './number-forms.ts';
import { replaceWith } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { pastTenseOf } from './tense-consistency.ts';

const MODALS = new Set(['can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must']);
const BE_FINITE = new Set(['is', 'are', 'was', 'were', 'am']);
/**
 * Adverbs that go after a modal ("can also", "could only") or after "be" ("is always", "was still"; "also is" is
 * left alone, some writers prefer it).
 */
const AFTER_MODAL = new Set(['also', 'always', 'usually', 'often', 'never', 'only', 'still']);
const AFTER_BE = new Set(['always', 'usually', 'never', 'still', 'already', 'often']);
/** Verbs and adjectives that take an indirect question: "I don't know what it is", "it is unclear where they are". */
const ASKING = new Set([
  'know',
  'understand',
  'explain',
  'tell',
  'ask',
  'wonder',
  'see',
  'show',
  'determine',
  'decide',
  'describe',
  'discuss',
  'find',
  'investigate',
  'examine',
  'explore',
  'clarify',
  'assess',
  'learn',
  'remember',
  'forget',
  'clear',
  'unclear',
  'sure',
  'unsure',
  'unknown',
  'idea',
  'matter',
  'detail',
  // "questions about how often do the respondents use": after "about", only an indirect question can follow.
  'about',
]);
const QUESTION_WORDS = new Set(['what', 'where', 'why', 'how', 'when', 'who', 'which']);
const SUBJECT_PRONOUNS = new Set(['it', 'they', 'he', 'she', 'we', 'you', 'i', 'this', 'that', 'these', 'those']);
/** Words before "enough" that show it qualifies an adjective after a verb: "is not enough big". */
const BEFORE_ENOUGH =
  /^(?:is|are|was|were|be|been|being|am|not|n't|become|becomes|became|seem|seems|seemed|remain|remains|remained|get|gets|got|look|looks|looked)$/;

export function wordOrderLint(words: readonly TToken[], correction: string): TLint {
  const first = words[0] as TToken;
  const last = words.at(-1) as TToken;
  const flagged = words.map((word) => word.text).join(' ');
  return {
    kind: 'Grammar',
    start: first.start,
    end: last.end,
    message: `Put these words in the usual order: “${correction}”, not “${flagged}”.`,
    messageKey: 'word-order',
    messageValues: { words: flagged, correction },
    suggestions: [replaceWith(correction)],
  };
}

/**
 * -ly words that are not adverbs of manner ("only the samples", "early the next day"), and adverbs of focus and
 * degree that may stand before an object, which they limit ("gets exactly the answer", "contains mainly the",
 * "by sampling exclusively the upper layer").
 */
const NOT_MANNER =
  /^(?:only|early|daily|weekly|monthly|yearly|hourly|likely|unlikely|family|supply|apply|reply|rely|exactly|mainly|mostly|merely|simply|nearly|roughly|approximately|especially|particularly|specifically|exclusively|solely|purely|largely|partly|partially|entirely|wholly|predominantly|principally|primarily|chiefly|precisely|respectively|namely|equally|jointly|separately|directly|indirectly|immediately|initially|finally|subsequently|previously|recently|additionally|similarly|consequently)$/;
/** Words of a time phrase after a determiner: "the following day", "each year", "the whole night". */
const TIME_AFTER =
  /^(?:following|next|previous|same|whole|entire|day|days|night|nights|week|weeks|month|months|year|years|time|morning|evening|season)$/;
const DETERMINERS = new Set(['the', 'a', 'an', 'this', 'these', 'those', 'its', 'their', 'our', 'his', 'her', 'each', 'all']);

/**
 * The question order of "do" kept in an indirect question: "to investigate how does the climate affect crop yields"
 * → "how the climate affects", "asked how often did they use" → "how often they used". The subject is a pronoun or a
 * noun phrase of a determiner and up to three adjectives or nouns; the verb takes the tense and number "do" had.
 */
/**
 * A question asked as written, whose words keep a question's order ("We asked: how do they cope?"); not one that
 * only wraps an indirect question ("Could you explain how this sensor detects changes?").
 */
const isQuestionAsked = (tokens: readonly TToken[]) =>
  tokens.at(-1)?.text === '?' &&
  !(
    /^(?:could|can|would|will|do)$/.test(tokens[0]?.lower ?? '') &&
    tokens[1]?.lower === 'you' &&
    // "Could you please tell me where should I send it?"
    isAsking(tokens[2]?.lower === 'please' ? tokens[3] : tokens[2])
  );

function indirectDoLint(tokens: readonly TToken[], index: number): TLint | null {
  // A question quoted as asked ("We asked: how do they cope?") keeps its order.
  if (isQuestionAsked(tokens) || tokens[index]?.lower === 'whether') return null;
  const at = questionPhraseEnd(tokens, index);
  const auxiliary = tokens[at];
  if (auxiliary?.pos !== 'AUX' || !['do', 'does', 'did'].includes(auxiliary.lower)) return null;
  // "how many patients did receive the drug": the question phrase is the subject, "did" the question's.
  const main = tokens[at + 1];
  if (tokens[at - 1]?.pos === 'NOUN' && at > index + 2 && main?.pos === 'VERB' && main.lower === main.lemma) {
    const inflected = auxiliary.lower === 'did' ? pastTenseOf(main.lower) : main.lower;
    return inflected && auxiliary.lower !== 'does' ? wordOrderLint([auxiliary, main], inflected) : null;
  }
  let end = at + 1;
  const first = tokens[end];
  // "how does this sensor detect": a demonstrative the tagger reads as a pronoun is a determiner before a noun.
  const isDeterminer =
    /^(?:this|that|these|those)$/.test(first?.lower ?? '') && ['NOUN', 'ADJ', 'PROPN'].includes(tokens[end + 1]?.pos ?? '');
  if (first && SUBJECT_PRONOUNS.has(first.lower) && first.pos === 'PRON' && !isDeterminer) end += 1;
  else {
    if (first && (DETERMINERS.has(first.lower) || QUANTIFIERS.has(first.lower))) end += 1;
    const from = end;
    // "why did the excavated layer contain": a participle before a noun belongs to the subject.
    const isModifier = (word: TToken | undefined, i: number) =>
      ['ADJ', 'NOUN', 'PROPN'].includes(word?.pos ?? '') ||
      (word?.pos === 'VERB' && /ed$/.test(word.lower) && tokens[i + 1]?.pos === 'NOUN');
    while (end - from < 3 && isModifier(tokens[end], end)) end += 1;
    if (end === from || !['NOUN', 'PROPN'].includes(tokens[end - 1]?.pos ?? '')) return null;
  }
  // "why did the flow rate decrease after": the verb read as the last noun of the subject.
  const isMisread =
    tokens[end]?.pos !== 'VERB' &&
    end - at >= 3 &&
    tokens[end - 1]?.pos === 'NOUN' &&
    (/^(?:ADP|PUNCT|ADV)$/.test(tokens[end]?.pos ?? '') ||
      (tokens[end]?.pos === 'DET' && tokens[end - 1]?.lower === tokens[end - 1]?.lemma));
  // "what does the most damage": "what" the subject, "does" the verb, no verb read as a noun.
  if (isMisread && /^(?:what|who|which)$/.test(tokens[index]?.lower ?? '')) return null;
  if (isMisread) end -= 1;
  const verb = tokens[end];
  if (!verb || (verb.pos !== 'VERB' && !isMisread) || verb.lower !== verb.lemma || !/^[a-z]+$/.test(verb.lower)) return null;
  const inflected =
    auxiliary.lower === 'did' ? pastTenseOf(verb.lower) : auxiliary.lower === 'does' ? thirdPersonOf(verb.lower) : verb.lower;
  if (!inflected) return null;
  const subject = tokens.slice(at + 1, end).map((word) => word.text);
  return wordOrderLint(tokens.slice(at, end + 1), [...subject, inflected].join(' '));
}

/** Quantifiers that open a subject in an indirect question: "why do some patients respond". */
const QUANTIFIERS = new Set(['some', 'many', 'most', 'both', 'other']);
/** Object pronouns between a verb of asking and its question: "asked us what was the reason". */
const OBJECT_PRONOUNS = new Set(['us', 'them', 'me', 'him', 'her', 'you']);

const isAsking = (token: TToken | undefined) => !!token && (ASKING.has(token.lemma) || ASKING.has(token.lower));

/**
 * Whether the question word at `index` opens an indirect question: "know why", "unclear where", "determine whether",
 * "asked us what", "asked the students what".
 */
export function isIndirectQuestion(tokens: readonly TToken[], index: number): boolean {
  const before = tokens[index - 1];
  const word = tokens[index]?.lower ?? '';
  if (!before || !(QUESTION_WORDS.has(word) || word === 'whether')) return false;
  if (isAsking(before) || (before.lower === 'out' && isAsking(tokens[index - 2]))) return true;
  // "We do not know yet when", "explain exactly how": an adverb between the verb and the question word.
  if (/^(?:yet|exactly|clearly|fully|precisely|really)$/.test(before.lower) && isAsking(tokens[index - 2])) return true;
  // "asked us what", "explained to us what".
  if (OBJECT_PRONOUNS.has(before.lower))
    return isAsking(tokens[index - 2]) || (tokens[index - 2]?.lower === 'to' && isAsking(tokens[index - 3]));
  // "asked the students what", "asked the 18 teachers how often": a verb of asking and a noun phrase as its object.
  if (!['NOUN', 'PROPN'].includes(before.pos)) return false;
  let at = index - 2;
  while (at > index - 6 && ['NOUN', 'ADJ', 'NUM', 'DET', 'PROPN'].includes(tokens[at]?.pos ?? '')) at -= 1;
  return /^(?:ask|tell|show)$/.test(tokens[at]?.lemma ?? '') && tokens[at]?.pos === 'VERB';
}

/** The end of a noun phrase a question word opens: "what kind of feedback", "which method", "how many samples". */
export function questionPhraseEnd(tokens: readonly TToken[], index: number): number {
  let at = index + 1;
  const word = tokens[index]?.lower;
  // "how often", "how long", and "how" with any adjective or adverb: "how important", "how quickly".
  const isDegree =
    /^(?:often|much|far|many|long)$/.test(tokens[at]?.lower ?? '') || ['ADJ', 'ADV'].includes(tokens[at]?.pos ?? '');
  if (word === 'how' && isDegree) at += 1;
  else if (word === 'what' || word === 'which') {
    if (/^(?:kinds?|types?|sorts?)$/.test(tokens[at]?.lower ?? '') && tokens[at + 1]?.lower === 'of') at += 2;
  } else return at;
  const from = at;
  while (at - from < 3 && ['NOUN', 'ADJ'].includes(tokens[at]?.pos ?? '')) at += 1;
  return at;
}

/**
 * The order of a question kept in an indirect one with "be", a modal or "have" and a noun subject: "unclear what is
 * the role of inflammation" → "what the role of inflammation is", "asked us what was the reason" → "what the reason
 * was", "how was the database constructed" → "how the database was", "how will the new policy affect" → "how the new
 * policy will", "asked how long had they been working" → "how long they had". "which" and "who" may be the subject
 * ("which is the best"), and so may a question phrase with a noun ("how many samples were lost"): they are left alone.
 */
function indirectInversionLint(tokens: readonly TToken[], index: number): TLint | null {
  if (isQuestionAsked(tokens) || /^(?:which|who)$/.test(tokens[index]?.lower ?? '') || !isIndirectQuestion(tokens, index))
    return null;
  const at = questionPhraseEnd(tokens, index);
  if (at > (tokens[index]?.lower === 'how' && at > index + 1 ? index + 2 : index + 1)) return null;
  const auxiliary = tokens[at];
  if (
    !auxiliary ||
    !(BE_FINITE.has(auxiliary.lower) || MODALS.has(auxiliary.lower) || /^(?:has|have|had)$/.test(auxiliary.lower))
  )
    return null;
  const isBe = BE_FINITE.has(auxiliary.lower);
  const pronoun = tokens[at + 1];
  // "how can this be explained": after a modal or "have", a demonstrative before a verb is the subject too.
  const subjects = isBe ? /^(?:it|they|he|she|we|you|i)$/ : /^(?:it|they|he|she|we|you|i|this|that|these|those)$/;
  const isPronoun = !!pronoun && pronoun.pos === 'PRON' && subjects.test(pronoun.lower);
  const nounEnd = nounSubjectEnd(tokens, at + 1);
  const end = isPronoun ? at + 2 : nounEnd >= 0 ? nounEnd : isBe ? subjectBeforeAdjective(tokens, at + 1) : -1;
  if (end < 0) return null;
  // "whether had the respondent ever used": an adverb between the subject and its participle.
  const isAdverbBefore = !isBe && /^(?:ever|already|never|always|previously|actually|really)$/.test(tokens[end]?.lower ?? '');
  const verb = tokens[isAdverbBefore ? end + 1 : end];
  // After a modal or "have", the subject is followed by its verb; after "be", by a participle or the clause's end.
  const closes = !verb || ['PUNCT', 'ADP', 'SCONJ', 'VERB', 'ADJ'].includes(verb.pos) || isDegreeBefore(tokens, end);
  const isVerb = verb?.pos === 'VERB' || /^(?:be|been)$/.test(verb?.lower ?? '');
  // "why is it so difficult", "why is it important": a pronoun before a predicate adjective closes the clause too.
  const isPredicate = verb?.pos === 'ADJ' || isDegreeBefore(tokens, end);
  if (isBe ? !closes || (isPronoun && verb?.pos !== 'VERB' && !isPredicate) : !isVerb) return null;
  const subject = tokens.slice(at + 1, end).map((word) => word.text);
  return wordOrderLint(tokens.slice(at, end), [...subject, auxiliary.text].join(' '));
}

/** An adverb of degree before an adjective that closes its clause: "why was the yield so low in 2021". */
const isDegreeBefore = (tokens: readonly TToken[], at: number) =>
  /^(?:so|too|very|quite|rather|still|much|more|less)$/.test(tokens[at]?.lower ?? '') &&
  tokens[at + 1]?.pos === 'ADJ' &&
  !['NOUN', 'ADJ', 'PROPN'].includes(tokens[at + 2]?.pos ?? '');

/** Nouns of a time or a shift after "at"/"on": "how many nurses were there on the night shift". */
const PLACE_TIMES =
  /^(?:night|day|shift|time|moment|weekend|morning|evening|afternoon|start|end|beginning|meeting|raid|visit)s?$/;

/**
 * "there" after "be" in an indirect question of quantity: "It is unclear how many tombs were there in the cemetery" →
 * "there were". The question phrase has its noun ("how many tombs", "what evidence"); a phrase or the clause's end
 * follows "there" (not a participle: "how many were there found" is left alone).
 */
function indirectThereLint(tokens: readonly TToken[], index: number): TLint | null {
  if (tokens.at(-1)?.text === '?') return null;
  const at = questionPhraseEnd(tokens, index);
  const [be, there, after] = [tokens[at], tokens[at + 1], tokens[at + 2]];
  if (at < index + 2 || tokens[at - 1]?.pos !== 'NOUN' || !be || !BE_FINITE.has(be.lower) || there?.lower !== 'there')
    return null;
  // "which children were there" (present, at that place) is right; "how many tombs were there in the cemetery"
  // puts the existential "there" after its verb. Only "there" + in/on/at + a determiner and a place is taken.
  const place = tokens[at + 4];
  if (!after || !/^(?:in|on|at|inside|within)$/.test(after.lower)) return null;
  if (!/^(?:the|a|an|this|that|each|every|our|their|its)$/.test(tokens[at + 3]?.lower ?? '') || !place) return null;
  if (place.pos !== 'NOUN' || TIME_AFTER.test(place.lower) || PLACE_TIMES.test(place.lower)) return null;
  return wordOrderLint([be, there], `there ${be.text}`);
}

/**
 * The end of a subject that an adjective follows, the complement of "be" put after it: "why were the effects of the
 * intervention weaker" (the subject ends before "weaker"), "whether is this effect specific to". A determiner opens
 * it; nouns, adjectives and "of" make it up; the adjective is not followed by a noun.
 */
function subjectBeforeAdjective(tokens: readonly TToken[], at: number): number {
  if (!/^(?:the|this|these|those|its|their|our|such)$/.test(tokens[at]?.lower ?? '')) return -1;
  for (let end = at + 1; end < Math.min(tokens.length, at + 9); end += 1) {
    const word = tokens[end] as TToken;
    const isNounEnd = tokens[end - 1]?.pos === 'NOUN' && word.pos === 'ADJ';
    if (isNounEnd && !['NOUN', 'ADJ', 'PROPN'].includes(tokens[end + 1]?.pos ?? '')) return end;
    if (!['NOUN', 'ADJ', 'DET'].includes(word.pos) && word.lower !== 'of') return -1;
  }
  return -1;
}

/**
 * Adverbs of manner and frequency that modify a verb and never an adjective: before an adjective and its noun they
 * are out of place ("processes efficiently large graphs"), where an adverb of degree is not ("showed significantly
 * higher yields", "uses relatively small samples").
 */
const VERB_ONLY =
  /^(?:fluently|efficiently|regularly|routinely|frequently|carefully|accurately|quickly|successfully|correctly|properly|thoroughly|repeatedly|manually|systematically|periodically|occasionally|explicitly|reliably|intensively|extensively)$/;

const LANGUAGES =
  /^(?:English|Spanish|Portuguese|Chinese|Mandarin|Cantonese|Japanese|Korean|French|German|Arabic|Russian|Italian|Turkish|Persian|Hindi)$/;

/**
 * Whether the verb at `index` takes the object after an adverb: a finite verb the tagger reads as a verb; an -s form
 * it reads as a noun after a singular noun subject ("The algorithm processes efficiently"); an -ing form after a
 * preposition or "be" ("for reading critically the manuscript"); or a base form after "to" or a modal ("instructed
 * to take regularly their medication", "we will check carefully the data"). Which of the last it is.
 */
function verbBeforeAdverb(tokens: readonly TToken[], index: number): 'finite' | 'infinitive' | null {
  const verb = tokens[index] as TToken;
  const before = tokens[index - 1];
  // "for reading critically the manuscript": an -ing form after a preposition or "be", which the tagger may read as a noun.
  const isGerund =
    /^[a-z]{3,}ing$/.test(verb.text) &&
    ['VERB', 'NOUN'].includes(verb.pos) &&
    /^(?:for|by|after|before|when|while|without|in|on|of|is|are|was|were|be|been)$/.test(before?.lower ?? '');
  if (isGerund || (verb.pos === 'VERB' && verb.lower !== verb.lemma && !/ing$/.test(verb.lower))) return 'finite';
  const isSubject = before?.pos === 'NOUN' && before.lower === before.lemma && DETERMINERS.has(tokens[index - 2]?.lower ?? '');
  if (verb.pos === 'NOUN' && isSubject && verb.lower !== verb.lemma && thirdPersonOf(verb.lemma) === verb.lower) return 'finite';
  // "We explain briefly the design": a base form after a personal pronoun.
  // "We explain briefly the design", "the students speak fluently English": a base form after a personal pronoun or
  // a plural noun.
  const isPluralNoun = before?.pos === 'NOUN' && before.lower !== before.lemma && /s$/.test(before.lower);
  if (verb.pos === 'VERB' && verb.lower === verb.lemma && (/^(?:we|they|i|you)$/.test(before?.lower ?? '') || isPluralNoun))
    return 'finite';
  const isToOrModal =
    (before?.lower === 'to' && before.pos === 'PART') ||
    MODALS.has(before?.lower ?? '') ||
    (before?.lower === 'not' && MODALS.has(tokens[index - 2]?.lower ?? ''));
  return isToOrModal && verb.pos === 'VERB' && verb.lower === verb.lemma && /^[a-z]+$/.test(verb.lower) ? 'infinitive' : null;
}

/**
 * The end of a short object after a misplaced adverb, which the adverb may follow: a determiner and up to two
 * adjectives or nouns, a noun last, and then a mark, a conjunction or a preposition other than "of" ("to take
 * regularly their medication and" → "to take their medication regularly and"); -1 for a longer one.
 */
function shortObjectEnd(tokens: readonly TToken[], at: number): number {
  if (!DETERMINERS.has(tokens[at]?.lower ?? '')) return -1;
  let end = at + 1;
  while (end - at <= 2 && ['ADJ', 'NOUN'].includes(tokens[end]?.pos ?? '')) end += 1;
  const next = tokens[end];
  if (tokens[end - 1]?.pos !== 'NOUN' || end === at + 1) return -1;
  return !next || ['PUNCT', 'CCONJ'].includes(next.pos) || (next.pos === 'ADP' && next.lower !== 'of') ? end : -1;
}

/**
 * An adverb of manner between a verb and its object: "we measured carefully the samples" → "carefully measured",
 * "the treatment increased significantly the yield" → "significantly increased", "The algorithm processes efficiently
 * large graphs" → "efficiently processes"; after "to" or a modal, the adverb goes after a short object ("to take
 * regularly their medication" → "to take their medication regularly"). The adverb ends in -ly, and a determiner or a
 * number opens the object, or, for an adverb that only modifies verbs, an adjective and its noun or a plural noun.
 */
function adverbBeforeObjectLint(tokens: readonly TToken[], index: number): TLint | null {
  const [verb, adverb, object] = [tokens[index], tokens[index + 1], tokens[index + 2]];
  if (!verb || !adverb || !object) return null;
  const kind = verbBeforeAdverb(tokens, index);
  if (!kind) return null;
  if (/^(?:well|better|twice|again)$/.test(adverb.text)) return wellBeforeObjectLint(tokens, index);
  // "speaks very well English" → "speaks English very well": an adverb of degree, "well" or "fluently", a language.
  const [manner, language] = [tokens[index + 2], tokens[index + 3]];
  if (/^(?:very|quite|really|extremely)$/.test(adverb.lower) && /^(?:well|fluently)$/.test(object.lower) && language) {
    // "writes very well English papers": the language names the papers, and the adverb's place is another matter.
    // "knows very well English is not his first language": the language opens a clause.
    if (!LANGUAGES.test(language.text) || /^(?:NOUN|ADJ|PROPN|AUX|VERB)$/.test(tokens[index + 4]?.pos ?? '')) return null;
    return wordOrderLint([verb, adverb, object, language], `${verb.text} ${language.text} ${adverb.text} ${manner?.text}`);
  }
  if (adverb.pos !== 'ADV' || !/^[a-z]{5,}ly$/.test(adverb.text) || NOT_MANNER.test(adverb.lower)) return null;
  // "working continuously the following day": a time, not an object.
  if (TIME_AFTER.test(tokens[index + 3]?.lower ?? '') || TIME_AFTER.test(tokens[index + 4]?.lower ?? '')) return null;
  // The object opens with a determiner or a number: "produces annually about two million tonnes".
  const isNumber =
    object.pos === 'NUM' || (/^(?:about|approximately|around|over|some)$/.test(object.lower) && tokens[index + 3]?.pos === 'NUM');
  const isBareObject = VERB_ONLY.test(adverb.lower) && bareObject(tokens, index + 2);
  // "speak fluently English": a language as the object.
  const isLanguage = LANGUAGES.test(object.text) && !/^(?:speakers?|language|version|text)$/.test(tokens[index + 3]?.lower ?? '');
  if (!DETERMINERS.has(object.lower) && !isNumber && !isBareObject && !isLanguage) return null;
  if (isLanguage && !DETERMINERS.has(object.lower))
    return wordOrderLint([verb, adverb, object], `${verb.text} ${object.text} ${adverb.text}`);
  const end = kind === 'infinitive' ? shortObjectEnd(tokens, index + 2) : -1;
  if (end < 0) return wordOrderLint([verb, adverb], `${adverb.text} ${verb.text}`);
  const objectWords = tokens.slice(index + 2, end).map((word) => word.text);
  return wordOrderLint(tokens.slice(index, end), [verb.text, ...objectWords, adverb.text].join(' '));
}

/** Quantities that "twice" multiplies: "twice the dose", "twice the normal rate". */
const MULTIPLIED =
  /^(?:amount|rate|number|size|level|dose|value|price|speed|length|volume|concentration|area|weight|height|width|mass|cost|time|distance|average|mean|risk|odds)$/;

/**
 * "well" or "better" between a verb and an object that a determiner opens: "The model predicts well the observed
 * discharge during" → "predicts the observed discharge well", "to understand better the drivers" → "better
 * understand"; "well" goes after a short object (a longer one is left alone), "better" before the verb. Not before
 * a time ("did well the following year"). "twice" and "again" go after a short object too ("visited twice the site" →
 * "visited the site twice"), not before a quantity "twice" multiplies ("received twice the dose").
 */
function wellBeforeObjectLint(tokens: readonly TToken[], index: number): TLint | null {
  const [verb, adverb, object] = [tokens[index] as TToken, tokens[index + 1] as TToken, tokens[index + 2]];
  if (!object || !DETERMINERS.has(object.lower) || object.lower === 'all' || verb.pos !== 'VERB') return null;
  if ([2, 3, 4].some((ahead) => TIME_AFTER.test(tokens[index + ahead]?.lower ?? ''))) return null;
  if (adverb.lower === 'better') return wordOrderLint([verb, adverb], `${adverb.text} ${verb.text}`);
  // "visited twice the site", "checked again the dressings": a count of times, not a multiple ("used twice the dose").
  if (adverb.lower === 'twice' && tokens.slice(index + 3, index + 5).some((word) => MULTIPLIED.test(word.lower))) return null;
  const end = shortObjectEnd(tokens, index + 2);
  if (end < 0) return null;
  const objectWords = tokens.slice(index + 2, end).map((word) => word.text);
  return wordOrderLint(tokens.slice(index, end), [verb.text, ...objectWords, adverb.text].join(' '));
}

/**
 * An object without a determiner: a plural noun, a singular one before a preposition ("methanol into"), or an
 * adjective (not a participle, not a comparative) and its noun, not followed by a verb ("large graphs with", not
 * "large graphs were").
 */
function bareObject(tokens: readonly TToken[], at: number): boolean {
  const word = tokens[at];
  const isAdjective =
    word?.pos === 'ADJ' && word.lower === word.lemma && /^[a-z]+$/.test(word.lower) && !/(?:ed|ing|en|er|est)$/.test(word.lower);
  const nounAt = isAdjective ? at + 1 : at;
  const noun = tokens[nounAt];
  // "converts efficiently methanol into formaldehyde": a singular noun that a preposition (not "of") follows.
  const after = tokens[nounAt + 1];
  const isMass =
    !isAdjective &&
    /^[a-z]{4,}$/.test(noun?.text ?? '') &&
    !TIME_AFTER.test(noun?.lower ?? '') &&
    after?.pos === 'ADP' &&
    !/^(?:of|than|as)$/.test(after.lower) &&
    // "cell by cell", "hour after hour": a phrase of manner, not an object.
    tokens[nounAt + 2]?.lower !== noun?.lower;
  const isNoun = noun?.pos === 'NOUN' && (isAdjective || noun.lower !== noun.lemma || isMass);
  return isNoun && !['VERB', 'AUX'].includes(after?.pos ?? '');
}

/**
 * Common slips of word order: an adverb before a modal or "be" ("also can" → "can also", "always is" → "is
 * always"; not at the end of a clause, "as it always is."), "enough" before its adjective ("is not enough big" →
 * "is not big enough"; "enough large samples" is right), and the order of a question kept in an indirect one
 * ("I don't know what is it" → "what it is"; "how it works" is right), also with "do" ("how does the climate affect"
 * → "how the climate affects"), and an adverb of manner between a verb and its object ("measured carefully the").
 */
export function wordOrderLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    const next = tokens[index + 1];
    const after = tokens[index + 2];
    const before = tokens[index - 1];
    if (!next || !before) continue;
    const isSpaced = next.start === token.end + 1;
    // "It also can be used" → "It can also be used": after a subject, before a verb that goes on.
    const isSubject = ['PRON', 'NOUN', 'PROPN'].includes(before.pos) && !QUESTION_WORDS.has(before.lower);
    // "still cannot afford", "also cannot be used": before a negated modal or "be", the adverb stays first.
    const goesOn = !!after && /^\p{L}/u.test(after.text) && !/^(?:not|n't|never)$/.test(after.lower);
    if (
      isSpaced &&
      isSubject &&
      goesOn &&
      ((AFTER_MODAL.has(token.lower) && MODALS.has(next.lower)) || (AFTER_BE.has(token.lower) && BE_FINITE.has(next.lower)))
    ) {
      lints.push(wordOrderLint([token, next], `${next.text} ${token.text}`));
      continue;
    }
    // "is not enough big" → "is not big enough": not before a noun ("enough large samples").
    if (
      token.lower === 'enough' &&
      BEFORE_ENOUGH.test(before.lower) &&
      // "are not enough motivated": a participle in -ed as an adjective, too, with no object ("have not enough tested the").
      (next.pos === 'ADJ' ||
        (next.pos === 'VERB' &&
          /[a-z]ed$/.test(next.lower) &&
          (!after || /^(?:PUNCT|ADP|PART|CCONJ)$/.test(after.pos)) &&
          // "There is not enough invested in training", "Is enough known?": "enough" as a pronoun.
          !tokens.slice(Math.max(0, index - 3), index).some((word) => word.lower === 'there') &&
          index > 1)) &&
      /^\p{Ll}+$/u.test(next.text) &&
      !['NOUN', 'PROPN', 'ADJ'].includes(after?.pos ?? '')
    ) {
      lints.push(wordOrderLint([token, next], `${next.text} ${token.text}`));
      continue;
    }
    const misplaced =
      (isIndirectQuestion(tokens, index)
        ? (indirectDoLint(tokens, index) ?? indirectInversionLint(tokens, index) ?? indirectThereLint(tokens, index))
        : null) ?? adverbBeforeObjectLint(tokens, index);
    if (misplaced) {
      lints.push(misplaced);
      continue;
    }
    // "I don't know what is it." → "what it is": a pronoun subject after "be", closing the clause.
    const subject = tokens[index + 2];
    const closing = tokens[index + 3];
    if (
      QUESTION_WORDS.has(token.lower) &&
      (ASKING.has(before.lemma) || ASKING.has(before.lower)) &&
      BE_FINITE.has(next.lower) &&
      subject &&
      SUBJECT_PRONOUNS.has(subject.lower) &&
      (!closing || /^[.,;:!?]$/.test(closing.text))
    ) {
      lints.push(wordOrderLint([next, subject], `${subject.text} ${next.text}`));
    }
  }
  return lints;
}
