import type { TLint } from '../lint.ts';
import { nounSubjectEnd } from './clauses.ts';
import type { TToken } from './tagger.ts';
import { pastTenseOf } from './tense-consistency.ts';
import { MODAL_VERBS } from './word-lists.ts';
import { wordOrderLint } from './word-order.ts';

/** Adverbs of frequency and "also", which go before a lexical verb, not between it and its object. */
const MID_ADVERBS = new Set([
  'also',
  'always',
  'never',
  'often',
  'usually',
  'frequently',
  'sometimes',
  'rarely',
  'seldom',
  'still',
  'already',
]);
/** Verbs of rest, after which "still" is the adjective ("the animals remained still the whole time"). */
const STILL_VERBS = /^(?:remain|stand|stay|sit|hold|lie|lay|keep|seem|appear|become)$/;
/**
 * Adjectives that "still" and "already" modify before a noun ("contain still unknown compounds", "use already
 * available data"), where they are not misplaced; "still" before a noun is the adjective ("use still images").
 */
const STATE_ADJECTIVES =
  /^(?:un[a-z]+|in[a-z]+|available|existing|known|active|present|high|low|large|small|limited|open|rare|scarce|young|immature|poor|relevant|valid|visible|alive|common|widespread|weak|strong|few|many|much|new|intact|viable|functional)$/;
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

/** Personal pronouns that take a verb's base form in the present: "we use often" → "often use". */
const BASE_SUBJECTS = new Set(['we', 'they', 'i', 'you']);

/**
 * A finite lexical verb after its subject: "we observed", "the farmers used", "Reviewer 2 suggested" (not "was used",
 * not "used" alone); a base form after "to" or a modal, with an object; or a base form after "we", "they" or a plural noun ("teachers use", which the tagger may read as a
 * noun: it must then have an object after the adverb, `hasObject`).
 */
const isFiniteAfterSubject = (tokens: readonly TToken[], index: number, hasObject: boolean) => {
  const verb = tokens[index];
  const subject = tokens[index - 1];
  if (!verb || !subject || /^(?:which|that|who|what)$/.test(subject.lower)) return false;
  const isLabel = subject.pos === 'NUM' && ['NOUN', 'PROPN'].includes(tokens[index - 2]?.pos ?? '');
  const isSubject = ['PRON', 'NOUN', 'PROPN'].includes(subject.pos) || isLabel;
  const isPast = verb.pos === 'VERB' && verb.lower !== verb.lemma && !/(?:ing|en|wn|ne)$/.test(verb.lower);
  if (isPast && isSubject) return true;
  // "weighed the trucks and measured also their loads": a past joined by "and" to an earlier finite past with its
  // object; "has used always the same": the participle of the perfect.
  const isJoined =
    subject.lower === 'and' &&
    tokens
      .slice(0, index - 1)
      .some((word, i) => isPast && word.pos === 'VERB' && word.lower !== word.lemma && tokens[i + 1]?.pos === 'DET');
  const isPerfect = HAVE_FORMS.has(subject.lower) && subject.pos === 'AUX' && verb.pos === 'VERB' && verb.lower !== verb.lemma;
  if ((isJoined || isPerfect) && !/ing$/.test(verb.lower)) return hasObject;
  if (isPast) return false;
  // "Experienced teachers use often visual aids", "we use often": a base form, a plural subject before it.
  const isPluralSubject = BASE_SUBJECTS.has(subject.lower) || (subject.pos === 'NOUN' && isPlural(subject));
  // "-ly" ends adverbs, and a few verbs ("farmers apply usually").
  const isLyVerb = /^(?:apply|supply|rely|reply|multiply|comply|imply)$/.test(verb.lower);
  const isBase =
    verb.lower === verb.lemma &&
    /^[a-z]{3,}$/.test(verb.text) &&
    !/(?:s|ing|ed)$/.test(verb.lower) &&
    (!/ly$/.test(verb.lower) || isLyVerb);
  // "instructed to take always their medication", "we can use also the": a base form after "to" or a modal.
  const isInfinitive =
    verb.pos === 'VERB' &&
    !/^(?:be|have|do)$/.test(verb.lemma) &&
    ((subject.lower === 'to' && subject.pos === 'PART') || MODAL_VERBS.has(subject.lower));
  if (hasObject && isBase && isInfinitive) return true;
  return hasObject && isPluralSubject && isBase && (verb.pos === 'VERB' || (verb.pos === 'NOUN' && subject.pos === 'NOUN'));
};

/** Nouns of time, which open a phrase of time, not an object: "arrive usually morning flights" is not taken. */
const TIME_NOUNS =
  /^(?:day|days|week|weeks|month|months|year|years|morning|evening|night|time|season|summer|winter|spring|autumn)$/;

/**
 * An object after a misplaced adverb: a determiner or a possessive, a number, "that", a plural noun, a compound of two nouns ("nitrogen fertilizer"), or an adjective and its noun
 * ("visual aids", "manual transplanting"; a participle or a comparative may take the adverb: "often larger samples").
 * After "still" and "already" not a noun or an adjective of state they may modify ("still unknown compounds").
 */
const opensObject = (tokens: readonly TToken[], at: number) => {
  const word = tokens[at];
  if (!word) return false;
  const isDegree = /^(?:still|already)$/.test(tokens[at - 1]?.lower ?? '');
  if (['DET', 'NUM'].includes(word.pos) || /^(?:that|their|its|our|his|my|your)$/.test(word.lower)) return true;
  // "apply usually nitrogen fertilizer", "used frequently modal harmonies": a noun before a noun makes a compound.
  const isCompound = tokens[at + 1]?.pos === 'NOUN' && /^[a-z]{3,}$/.test(word.text) && !TIME_NOUNS.test(word.lower);
  if (word.pos === 'NOUN')
    return (
      !isDegree &&
      (isPlural(word) || isCompound) &&
      !['VERB', 'AUX'].includes(tokens[isPlural(word) ? at + 1 : at + 2]?.pos ?? '')
    );
  const noun = tokens[at + 1];
  if (word.pos !== 'ADJ' || noun?.pos !== 'NOUN' || ['VERB', 'AUX'].includes(tokens[at + 2]?.pos ?? '')) return false;
  const isPlain = /^[a-z]+$/.test(word.text) && word.lower === word.lemma && !/(?:ed|ing|en|er|est)$/.test(word.lower);
  if (isPlural(noun) && !isDegree) return true;
  return isPlain && !STATE_ADJECTIVES.test(word.lower);
};

/**
 * Adverbs that go between a modal or "have" and "be"/"been": "can also be", "has already been". Not adverbs of degree
 * or manner that modify the participle and sit right before it: "will be further discussed", "has been generally accepted".
 */
const BEFORE_BE = /^(?:also|only|still|already|always|never|often|usually|even)$/;
/** Adverbs that go between "have" and its participle: "have already reported". */
const BEFORE_PARTICIPLE = /^(?:already|still|never|always|often|recently|previously)$/;
const isParticiple = (token: TToken | undefined) =>
  !!token && ((token.pos === 'VERB' && token.lower !== token.lemma && !/ing$/.test(token.lower)) || token.lower === 'been');

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
    // "remained still the whole time": after a verb of rest, "still" is the adjective.
    const isMid = MID_ADVERBS.has(next.lower) && !(next.lower === 'still' && STILL_VERBS.test(token.lemma));
    if (isMid && isFiniteAfterSubject(tokens, index, opensObject(tokens, index + 2)) && opensObject(tokens, index + 2)) {
      lints.push(wordOrderLint([token, next], `${next.text} ${token.text}`));
      continue;
    }
    // "has been never addressed", "can be also applied" → "has never been", "can also be".
    const isAfterAuxiliary =
      (token.lower === 'been' && HAVE_FORMS.has(tokens[index - 1]?.lower ?? '')) ||
      (token.lower === 'be' && MODAL_VERBS.has(tokens[index - 1]?.lower ?? ''));
    const isEver = token.lower === 'been' && /^(?:never|always|also|ever)$/.test(next.lower);
    if (isAfterAuxiliary && (isEver || (BEFORE_BE.test(next.lower) && isParticiple(after)))) {
      lints.push(wordOrderLint([token, next], `${next.text} ${token.text}`));
      continue;
    }
    // "Several studies already have reported" → "have already reported": after a subject, before a participle.
    const subject = tokens[index - 1];
    if (
      BEFORE_PARTICIPLE.test(token.lower) &&
      HAVE_FORMS.has(next.lower) &&
      isParticiple(after) &&
      subject &&
      ['PRON', 'NOUN', 'PROPN'].includes(subject.pos) &&
      !/^(?:which|that|who|what)$/.test(subject.lower)
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
 * "women pregnant who", "countries developing,"), "Not only" without the inversion of its clause ("Not only the
 * method is cheaper" → "Not only is the method"), a material before size or colour ("a steel thin plate") and an
 * adjective that classifies before one of size ("a national large survey").
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
  lints.push(...materialOrderLints(tokens));
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
    const subject = tokens
      .slice(at, end)
      .map((token) => token.text)
      .join(' ');
    // "Only in 2015 the government started to" → "did the government start": a simple past takes "did".
    const isPastVerb =
      end > 0 &&
      auxiliary?.pos === 'VERB' &&
      auxiliary.lower !== auxiliary.lemma &&
      auxiliary.lower === pastTenseOf(auxiliary.lemma);
    if (isPastVerb) return wordOrderLint(tokens.slice(at, end + 1), `did ${subject} ${auxiliary.lemma}`);
    if (end < 0 || auxiliary?.pos !== 'AUX' || tokens[end + 1]?.pos !== 'VERB') continue;
    return wordOrderLint(tokens.slice(at, end + 1), `${auxiliary.text} ${subject}`);
  }
  return undefined;
}

/**
 * "Not only the method is cheaper, but…" → "Not only is the method": the auxiliary goes before the subject; a
 * lexical verb takes "do" ("Not only the new model reduced the time, but" → "Not only did the new model reduce"),
 * when its object follows and "but" comes later ("Not only the method proposed by Li, but also…" is a noun phrase).
 */
function notOnlyLint(tokens: readonly TToken[]): TLint | undefined {
  const [not, only] = tokens;
  if (not?.text !== 'Not' || only?.lower !== 'only') return undefined;
  const end = nounSubjectEnd(tokens, 2);
  const verb = tokens[end];
  if (end < 0 || !verb) return undefined;
  const subject = tokens
    .slice(2, end)
    .map((token) => token.text)
    .join(' ');
  if (verb.pos === 'AUX') return wordOrderLint(tokens.slice(0, end + 1), `Not only ${verb.text} ${subject}`);
  const object = tokens[end + 1];
  const hasBut = tokens.slice(end + 2).some((token) => token.lower === 'but');
  if (
    verb.pos !== 'VERB' ||
    verb.lower === verb.lemma ||
    !hasBut ||
    !object ||
    !['DET', 'ADJ', 'NOUN', 'PRON'].includes(object.pos)
  )
    return undefined;
  const isPast = /ed$/.test(verb.lower) || !/s$/.test(verb.lower);
  const auxiliary = isPast ? 'did' : 'does';
  return wordOrderLint(tokens.slice(0, end + 1), `Not only ${auxiliary} ${subject} ${verb.lemma}`);
}

/** Nouns of material used as modifiers: they come right before the noun, after size, shape and colour. */
const MATERIALS =
  /^(?:plastic|glass|steel|metal|metallic|iron|aluminium|aluminum|copper|paper|cotton|rubber|wooden|wood|ceramic|concrete|stone|leather|nylon|silicone|quartz|woollen|wool|silk|polyethylene|polypropylene|clay|brick|titanium|cardboard|fabric|foam|teflon|acrylic)$/;
/** Adjectives of size, shape, age and colour, which go before a material: "a thin steel plate", "brown plastic bottles". */
const SIZE_SHAPE =
  /^(?:small|large|big|little|thin|thick|long|short|tall|wide|narrow|round|square|rectangular|circular|flat|cylindrical|spherical|conical|old|new|heavy|light|tiny|huge|deep|shallow)$/;
const COLOURS = /^(?:brown|black|white|red|blue|green|yellow|grey|gray|transparent|dark|amber|orange|purple|pink|opaque)$/;
/** Materials that also name a colour or a quality ("steel grey", "paper thin", "silver white"): only size and shape after them. */
const COLOUR_MATERIALS = /^(?:steel|iron|copper|metal|metallic|stone|clay|brick|paper|cardboard|concrete)$/;

/** Adjectives that classify a noun (what kind, whose), which come right before it, after its size. */
const CLASSIFIERS =
  /^(?:national|international|regional|local|global|urban|rural|public|private|clinical|social|industrial|agricultural|coastal|domestic|federal|municipal|commercial|residential|multicentre|multicenter|nationwide|longitudinal)$/;
const SIZES = /^(?:large|small|big|huge|tiny)$/;
/** Nouns that make a term with a size ("small business", "large eddy simulation"), which a classifier may precede. */
const SIZE_TERMS =
  /^(?:business|businesses|eddy|enterprises?|firms?|intestine|cell|molecules?|towns?|holders?|holdings?|farms?|farmers?|hydro|scale|language|animals?|ruminants?|islands?)$/;

/** Determiners before "paper" that make it the article a study is written in: "this paper", "our paper", "the present paper". */
const DOCUMENT_OPENERS = /^(?:this|that|our|their|his|her|my|present|previous|current|same)$/;

/**
 * Whether the material is the head of its own phrase, not a modifier: "paper" as the article ("In this paper new
 * methods are proposed"), or any material closing an opening phrase of place before the clause's subject ("In the
 * glass small bubbles formed": the adjective and its noun are followed by the verb).
 */
function isMaterialHead(tokens: readonly TToken[], index: number): boolean {
  const before = tokens[index - 1];
  if (tokens[index]?.lower === 'paper' && DOCUMENT_OPENERS.test(before?.lower ?? '')) return true;
  const isOpening = index === 2 && tokens[0]?.pos === 'ADP' && before?.pos === 'DET';
  return isOpening && ['AUX', 'VERB'].includes(tokens[index + 3]?.pos ?? '');
}

/** A material before its adjective of size, shape or colour: "a steel thin plate" → "thin steel", "plastic brown bottles". */
function materialOrderLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, material] of tokens.entries()) {
    const adjective = tokens[index + 1];
    const noun = tokens[index + 2];
    const before = tokens[index - 1];
    if (!adjective || noun?.pos !== 'NOUN' || material.text !== material.lower) continue;
    // "a national large survey" → "large national": size goes before an adjective that classifies.
    const isClassified = CLASSIFIERS.test(material.lower) && SIZES.test(adjective.lower) && !SIZE_TERMS.test(noun.lower);
    if (isClassified && ['DET', 'ADJ', 'ADP', 'NUM'].includes(before?.pos ?? '') && tokens[index + 3]?.text !== '-') {
      lints.push(wordOrderLint([material, adjective], `${adjective.text} ${material.text}`));
      continue;
    }
    if (!MATERIALS.test(material.lower)) continue;
    if (!before || !['DET', 'ADJ', 'ADV', 'ADP', 'NUM'].includes(before.pos) || /^[-‐‑–]$/.test(adjective.text)) continue;
    const isColour = COLOURS.test(adjective.lower) && !COLOUR_MATERIALS.test(material.lower);
    if (!SIZE_SHAPE.test(adjective.lower) && !isColour) continue;
    if ((material.lower === 'paper' && adjective.lower === 'thin') || isMaterialHead(tokens, index)) continue;
    lints.push(wordOrderLint([material, adjective], `${adjective.text} ${material.text}`));
  }
  return lints;
}
