import { isDialectVariant, type TLint } from '../lint.ts';
import { BE_FINITE } from './extra-words.ts';
import { replaceWith } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { pastTenseOf, regularPastOf } from './tense-consistency.ts';
import { INTRANSITIVE_ACTIVITIES, PAST_LIKE_BASE } from './word-lists.ts';

const MODALS = new Set(['can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must']);
/** Personal pronouns: "we are agree" is a "be" too many, not a passive. */
const PERSONAL = new Set(['i', 'we', 'you', 'they', 'he', 'she']);
/** Verbs with no passive, after which "be" is the learner's slip ("is depend on", "are belong to"). */
const NO_PASSIVE = new Set(
  'agree depend belong consist exist differ rely live work come go happen occur remain seem appear participate'.split(' '),
);
/** Words that may stand between an auxiliary and its verb. */
const BETWEEN = new Set([
  'not',
  "n't",
  'also',
  'only',
  'still',
  'then',
  'therefore',
  'thus',
  'never',
  'always',
  'often',
  'further',
]);

/**
 * Adjectives that are also verbs, which the tagger may read as verbs after "be": "the current density was uniform
 * across the sample", "the fish were mature at", "the results were sound in" are not passives ("uniformed").
 */
const ADJECTIVE_VERBS = new Set(
  (
    'uniform cool firm mature round elaborate blunt articulate animate dim shallow sound mean obscure converse slack ' +
    'snug moderate separate approximate appropriate deliberate intimate alternate even level parallel square smooth ' +
    'steady calm idle secure complete correct perfect direct equal open free clear clean dry empty wet warm slow low ' +
    'narrow thin loose tight double present absent'
  ).split(' '),
);

/** Verbs of asking, allowing and expecting, passive before "to" and a verb: "are encouraged to", "is required to". */
const TO_PASSIVES =
  /^(?:encourage|require|ask|expect|allow|oblige|force|advise|instruct|invite|permit|design|intend|suppose|urge|train|request)$/;

/** A verb in its base form as the tagger reads it: not inflected, in lower-case letters. */
export const isBaseVerb = (token: TToken | undefined): token is TToken =>
  !!token &&
  token.pos === 'VERB' &&
  (token.lower === token.lemma || isDialectVariant(token.lower, token.lemma)) &&
  /^[a-z]{3,}$/.test(token.lower) &&
  !/(?:ing|ed)$/.test(token.lower);

/**
 * The past participle of a regular verb (consider → considered, modify → modified), or null for an irregular one and
 * one whose participle is its base form ("were set", "can be run").
 */
export function regularParticipleOf(base: string): string | null {
  if (PAST_LIKE_BASE.has(base)) return null;
  const past = pastTenseOf(base);
  return past?.endsWith('ed') && past !== base ? past : null;
}

/** The -ing form of a verb: detect → detecting, use → using, run → running, die → dying, see → seeing. */
export function ingFormOf(base: string): string {
  if (base.endsWith('ie')) return `${base.slice(0, -2)}ying`;
  if (/[^aeioy]e$/.test(base)) return `${base.slice(0, -1)}ing`;
  // The spelling rules' past tells the doubling, also of a verb whose real past is irregular: "run" → "running".
  const past = regularPastOf(base);
  // A compound of a word that doubles: "overfit" → "overfitting", "offset" → "offsetting", "upset" → "upsetting".
  const stemDoubles =
    /^(?:over|under|out|off|up|re)(?:fit|set|lap|run|cut|put|step|bid|pin|map|tag|cap|stop|plan|ship|grip)$/.test(base);
  const doubles = past === `${base}${base.at(-1)}ed` || /^(?:begin|forget)$/.test(base) || stemDoubles;
  return doubles ? `${base}${base.at(-1)}ing` : `${base}ing`;
}

const lintOf = (
  token: TToken,
  correction: string,
  messageKey: string,
  message: string,
  values: Record<string, string>,
): TLint => ({
  kind: 'Grammar',
  start: token.start,
  end: token.end,
  message,
  messageKey,
  messageValues: { ...values, verb: token.text, correction },
  suggestions: [replaceWith(correction)],
});

/** The auxiliary a verb follows, skipping the adverbs of BETWEEN, and where it is. */
function auxiliaryBefore(tokens: readonly TToken[], index: number): number {
  let at = index - 1;
  while (at >= 0 && BETWEEN.has(tokens[at]?.lower ?? '')) at -= 1;
  return at;
}

/**
 * A passive written with the verb's base form: "it will be consider" → "considered", "has been modify" →
 * "modified", "the samples were collect from" → "collected". After "be", "been" and "being" any base-form verb is
 * taken; after "is", "are", "was", "were" only one followed by a preposition or "by" (before an object, "the aim is
 * develop a model", a missing "to" is as likely, and at a sentence's end a noun is: "the goal is not rework"), and not
 * after a personal pronoun or with a verb that has no passive ("we are agree with": the "be" is the slip). Irregular verbs are left alone.
 */
export function participleLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    if (!isBaseVerb(token) || ADJECTIVE_VERBS.has(token.lower)) continue;
    const at = auxiliaryBefore(tokens, index);
    const auxiliary = tokens[at];
    if (auxiliary?.pos !== 'AUX') continue;
    // "have been work here" is "working" (predicate-forms.ts); "has been work in progress" is a noun.
    if (auxiliary.lower === 'been' && INTRANSITIVE_ACTIVITIES.test(token.lower)) continue;
    const next = tokens[index + 1];
    const isPassiveBe =
      ['been', 'being'].includes(auxiliary.lower) || (auxiliary.lower === 'be' && MODALS.has(tokens[at - 1]?.lower ?? ''));
    // "We are agree with": after a personal pronoun, or with a verb that has no passive, the "be" is the slip.
    const isExtraBe = PERSONAL.has(tokens[at - 1]?.lower ?? '') || NO_PASSIVE.has(token.lower);
    // "is consider more robust": a verb of judging before its adjective.
    const isJudged = /^(?:consider|deem)$/.test(token.lower) && /^(?:ADJ|ADV)$/.test(next?.pos ?? '');
    // "Students are encourage to read": a verb of asking or allowing, passive before "to".
    const isAskedTo = TO_PASSIVES.test(token.lower) && next?.lower === 'to';
    const isFiniteBe = BE_FINITE.has(auxiliary.lower) && (next?.pos === 'ADP' || isJudged || isAskedTo) && !isExtraBe;
    if (!isPassiveBe && !isFiniteBe) continue;
    // "So important was rice to the economy": "so" and an adjective fronted before "be", whose subject follows it.
    if (tokens[at - 1]?.pos === 'ADJ' && /^(?:so|how|as|too)$/.test(tokens[at - 2]?.lower ?? '')) continue;
    const correction = regularParticipleOf(token.lower);
    if (!correction) continue;
    lints.push(
      lintOf(
        token,
        correction,
        'verb-participle',
        `After “${auxiliary.text}”, the verb takes its past participle: “${correction}”.`,
        {
          auxiliary: auxiliary.text,
        },
      ),
    );
  }
  return lints;
}

/** Prepositions after which a verb takes its -ing form: "a method for detecting", "without changing". */
const GERUND_PREPOSITIONS = new Set(['for', 'of', 'by', 'without', 'about', 'besides', 'despite', 'after', 'before', 'in', 'on']);
/** Phrases ending in "to" the preposition (not the infinitive's "to"): "look forward to receiving". */
const TO_GERUND = [
  ['look', 'forward', 'to'],
  ['looking', 'forward', 'to'],
  ['looked', 'forward', 'to'],
  ['in', 'addition', 'to'],
  ['committed', 'to'],
  ['devoted', 'to'],
  ['dedicated', 'to'],
  ['with', 'a', 'view', 'to'],
  ['contribution', 'to'],
] as const;

/** Whether the words before `index` end with the phrase. */
const endsWithPhrase = (tokens: readonly TToken[], index: number, phrase: readonly string[]) =>
  phrase.every((word, i) => tokens[index - phrase.length + i]?.lower === word);

/**
 * A verb after a preposition in its base form: "a method for detect anomalies" → "detecting", "without change the
 * protocol" → "changing", "we look forward to receive" → "receiving". After a preposition of GERUND_PREPOSITIONS the
 * verb must have an object opened by a determiner or a pronoun right after it, so that a noun or an adjective the
 * tagger reads as a verb ("for use in", "by design", "of live payments", "for reward points") is left alone.
 */
export function gerundLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    const before = tokens[index - 1];
    const next = tokens[index + 1];
    const isNounLikeVerb = token.pos === 'NOUN' && NOUN_LIKE_VERBS.has(token.lower) && next?.pos === 'DET';
    if (!isBaseVerb(token) && !isNounLikeVerb) continue;
    const phrase = TO_GERUND.find((words) => endsWithPhrase(tokens, index, words));
    // After "by", an adjective and a noun are an object too: "by cut public investment" (not "by use of").
    const isByObject =
      before?.lower === 'by' &&
      next?.pos === 'ADJ' &&
      tokens[index + 2]?.pos === 'NOUN' &&
      !/ed$/.test(next.lower) &&
      !ADJECTIVE_LIKE_VERBS.test(token.lower);
    const hasObject =
      !!next && (next.pos === 'DET' || (next.pos === 'PRON' && !['who', 'which', 'that'].includes(next.lower)) || isByObject);
    // A preposition that ends a hyphenated word ("sign-in start") is not one.
    const isHyphenated = /^[-‐‑]$/.test(tokens[index - 2]?.text ?? '');
    const afterPreposition =
      !!before && GERUND_PREPOSITIONS.has(before.lower) && ['ADP', 'SCONJ'].includes(before.pos) && !isHyphenated;
    if (!phrase && !(afterPreposition && hasObject)) continue;
    const correction = ingFormOf(token.lower);
    const word = phrase ? phrase.join(' ') : (before?.text ?? '');
    lints.push(
      lintOf(token, correction, 'verb-gerund', `After “${word}”, the verb takes its -ing form: “${correction}”.`, { word }),
    );
  }
  return lints;
}

/** Verbs that are more often adjectives before a noun phrase: "by mean annual rainfall", "by dry combustion". */
const ADJECTIVE_LIKE_VERBS =
  /^(?:mean|average|median|total|light|dry|wet|open|close|direct|free|slow|split|cross|double|clean|clear|cool|warm|level|separate|complete|correct|equal|present|live|fast|low|high|short|long)$/;

/**
 * Verbs that are nouns too, which the tagger reads as nouns after a preposition ("for estimate the flow"): only these
 * are taken for a verb there, and only before a determiner ("in contrast the results" is a sentence adverb, not a verb).
 */
const NOUN_LIKE_VERBS = new Set(
  (
    'estimate change measure control use test study record increase decrease monitor model design survey review ' +
    'report process map sample count rank score weight plot mix filter transport support exchange import export ' +
    'question search check improve evaluate'
  ).split(' '),
);

/** Words that take a preposition before their noun, which learners leave out: "according to", "prior to". */
const NEEDS_PREPOSITION: ReadonlyMap<string, string> = new Map([
  ['according', 'to'],
  ['prior', 'to'],
  ['regardless', 'of'],
  ['irrespective', 'of'],
]);

/** Verbs that take a preposition before their object: "depends on the", "consists of three", "belongs to the". */
const VERB_PREPOSITIONS: ReadonlyMap<string, string> = new Map([
  ['depend', 'on'],
  ['rely', 'on'],
  ['consist', 'of'],
  ['belong', 'to'],
  ['respond', 'to'],
  ['comply', 'with'],
  ['adhere', 'to'],
]);

/** Determiners after which "due" needs its "to": "due the rain" → "due to the rain". */
const DUE_BEFORE = new Set(['the', 'this', 'these', 'a', 'an', 'its', 'their', 'our']);

/**
 * A preposition that words need only in some contexts: "similar to" after "be" before a noun phrase ("are similar
 * those" → "similar to those"; "similar results" is right), "in order to" before a verb, "as shown in" before a figure
 * or table, "due to" before a determiner; a verb's own preposition before a determiner or a number ("depends on
 * the", "consists of three"), and "Compared with" and "Based on" opening a sentence before a determiner.
 */
function prepositionInContext(before: TToken | undefined, token: TToken, next: TToken): string | undefined {
  const afterBe = before?.pos === 'AUX' || before?.pos === 'ADV';
  if (token.lower === 'similar' && afterBe && (next.pos === 'DET' || next.pos === 'PRON')) return 'to';
  if (token.lower === 'order' && before?.lower === 'in' && next.pos === 'VERB' && next.lower === next.lemma) return 'to';
  if (token.lower === 'shown' && before?.lower === 'as' && /^(?:figure|fig|table|supplementary|appendix)$/.test(next.lower))
    return 'in';
  if (token.lower === 'due' && DUE_BEFORE.has(next.lower)) return 'to';
  // A verb whose object follows a preposition, before a determiner or a number: "depends the", "consists three".
  const verbPreposition = token.pos === 'VERB' ? VERB_PREPOSITIONS.get(token.lemma) : undefined;
  if (verbPreposition && (next.pos === 'DET' || next.pos === 'NUM') && !/^(?:that|this|these)$/.test(next.lower))
    return verbPreposition;
  // "Compared the control, …" and "Based the results, …" opening a sentence.
  if (!before && token.lower === 'compared' && next.pos === 'DET') return 'with';
  if (!before && token.lower === 'based' && next.pos === 'DET') return 'on';
  return undefined;
}

/**
 * A preposition left out after "according", "prior", "regardless", "irrespective" before a noun phrase ("according
 * the manufacturer" → "according to the manufacturer"), and those of prepositionInContext; and "it" left out before
 * "is" or "was" opening a sentence that is not a question ("Is necessary to …" → "It is necessary to …"), a slip of
 * writers whose language drops the subject.
 */
export function missingFunctionWordLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    const next = tokens[index + 1];
    // "no prior knowledge", "specific prior written permission": "prior" before a noun or an adjective is an adjective.
    const isAdjective = token.lower === 'prior' && !/^(?:DET|NUM|PROPN|PRON)$/.test(next?.pos ?? '');
    const preposition = isAdjective
      ? undefined
      : (NEEDS_PREPOSITION.get(token.lower) ?? (next ? prepositionInContext(tokens[index - 1], token, next) : undefined));
    if (preposition && next && ['DET', 'NOUN', 'PROPN', 'PRON', 'VERB', 'NUM'].includes(next.pos) && next.lower !== preposition) {
      lints.push({
        kind: 'Grammar',
        start: token.start,
        end: next.end,
        message: `“${token.text}” is followed by “${preposition}”: “${token.text} ${preposition}”.`,
        messageKey: 'missing-preposition',
        messageValues: { word: token.text, preposition },
        suggestions: [replaceWith(`${token.text} ${preposition} ${next.text}`)],
      });
    }
  }
  const [first, second, third] = tokens;
  const isQuestion = tokens.at(-1)?.text === '?';
  if (
    first &&
    /^(?:Is|Was)$/.test(first.text) &&
    second?.pos === 'ADJ' &&
    ['to', 'that'].includes(third?.lower ?? '') &&
    !isQuestion
  ) {
    const correction = `It ${first.lower}`;
    lints.push({
      kind: 'Grammar',
      start: first.start,
      end: first.end,
      message: `The sentence needs its subject: “${correction} ${second.text}”.`,
      messageKey: 'missing-subject',
      messageValues: { word: first.text, correction },
      suggestions: [replaceWith(correction)],
    });
  }
  const thereLint = missingThereLint(tokens);
  if (thereLint) lints.push(thereLint);
  lints.push(...adjectiveToLints(tokens), ...subordinateSubjectLints(tokens), ...quantityOfLints(tokens));
  return lints;
}

/** Words that open a noun phrase of what exists, after "There is": "no", "a", "many". */
const EXISTENTIAL_DETERMINERS = new Set(['no', 'a', 'an', 'many', 'several', 'some', 'few', 'little', 'much']);

/**
 * "There" left out before "is" or "was" opening a sentence that is not a question: "Is no difference between the
 * groups" → "There is no difference"; "Were several problems" → "There were several problems". A sentence with a
 * second verb after its noun phrase is a question without its mark ("Is a model needed?") and is left alone.
 */
function missingThereLint(tokens: readonly TToken[]): TLint | undefined {
  const [first, second, third] = tokens;
  if (!first || !/^(?:Is|Are|Was|Were)$/.test(first.text) || tokens.at(-1)?.text !== '.') return undefined;
  if (!EXISTENTIAL_DETERMINERS.has(second?.lower ?? '') || !['NOUN', 'ADJ'].includes(third?.pos ?? '')) return undefined;
  // The words after the determiner make a noun phrase: adjectives, then a noun ("no significant difference").
  let at = 2;
  while (tokens[at]?.pos === 'ADJ' || tokens[at]?.pos === 'ADV') at += 1;
  if (tokens[at]?.pos !== 'NOUN') return undefined;
  if (tokens.slice(2).some((token) => token.pos === 'VERB' && /(?:ed|en)$/.test(token.lower) && token.lower !== token.lemma))
    return undefined;
  const correction = `There ${first.lower}`;
  return {
    kind: 'Grammar',
    start: first.start,
    end: first.end,
    message: `The sentence needs its subject: “${correction} ${second?.text}”.`,
    messageKey: 'missing-subject',
    messageValues: { word: first.text, correction },
    suggestions: [replaceWith(correction)],
  };
}

/** Adjectives after "be" that take "to" and a verb: "It is necessary to use", "is difficult to obtain". */
const ADJECTIVES_WITH_TO = new Set(
  'possible impossible necessary unnecessary important difficult easy hard essential crucial useful reasonable sufficient'.split(
    ' ',
  ),
);
const BE_FINITE_FORMS = new Set(['is', 'are', 'was', 'were', 'be', 'been']);

/**
 * "to" left out between an adjective after "be" and its verb: "It is necessary use a larger sample" → "necessary to
 * use", "is difficult obtain accurate data". The verb is a base form, or a noun the tagger reads in place of the
 * verb (NOUN_LIKE_VERBS) before a determiner.
 */
function adjectiveToLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, adjective] of tokens.entries()) {
    const verb = tokens[index + 1];
    if (!verb || adjective.pos !== 'ADJ' || !ADJECTIVES_WITH_TO.has(adjective.lower)) continue;
    if (!BE_FINITE_FORMS.has(tokens[index - 1]?.lower ?? '')) continue;
    const object = tokens[index + 2];
    const isBaseVerb = verb.pos === 'VERB' && verb.lower === verb.lemma && !/(?:ing|ed)$/.test(verb.lower);
    const isNounLikeVerb = verb.pos === 'NOUN' && NOUN_LIKE_VERBS.has(verb.lower) && object?.pos === 'DET';
    if (!(isBaseVerb || isNounLikeVerb) || !['DET', 'NOUN', 'PRON', 'ADJ', 'NUM'].includes(object?.pos ?? '')) continue;
    lints.push({
      kind: 'Grammar',
      start: adjective.start,
      end: adjective.end,
      message: `“${adjective.text}” is followed by “to” and the verb: “${adjective.text} to ${verb.text}”.`,
      messageKey: 'missing-to',
      messageValues: { word: adjective.text, verb: verb.text },
      suggestions: [{ kind: 'insert', text: ' to' }],
    });
  }
  return lints;
}

/** Subordinating words after which "is" or "was" needs its subject: "because is too costly". */
const SUBORDINATORS_WITHOUT_SUBJECT = new Set([
  'because',
  'although',
  'though',
  'since',
  'if',
  'when',
  'while',
  'whereas',
  'unless',
]);

/**
 * The subject "it" left out after a subordinating word: "because was too expensive" → "because it was", "Although is
 * difficult to measure" → "Although it is". Only before "is" or "was" and an adjective, an adverb or a determiner
 * ("if is needed" is left alone: the subject may be a clause of its own in a question of style).
 */
function subordinateSubjectLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, word] of tokens.entries()) {
    const be = tokens[index + 1];
    const after = tokens[index + 2];
    if (!SUBORDINATORS_WITHOUT_SUBJECT.has(word.lower) || !be || !/^(?:is|was)$/.test(be.text)) continue;
    if (!['ADJ', 'ADV', 'DET'].includes(after?.pos ?? '') || be.start !== word.end + 1) continue;
    // "Although was no difference" lacks "there", not "it" (left-out-words.ts).
    if (/^(?:no|many|several|some|few)$/.test(after?.lower ?? '')) continue;
    // The finding spans the subordinator and "be", the words on each side of the gap.
    const correction = `${word.text} it ${be.text}`;
    lints.push({
      kind: 'Grammar',
      start: word.start,
      end: be.end,
      message: `The sentence needs its subject: “${correction}”.`,
      messageKey: 'missing-subject',
      messageValues: { word: word.text, correction },
      suggestions: [replaceWith(correction)],
    });
  }
  return lints;
}

/** Nouns of quantity that take "of" before their plural noun: "a lot of people", "a number of studies". */
const QUANTITY_NOUNS = new Set(['lot', 'number', 'variety', 'series', 'range', 'couple', 'majority', 'total', 'handful']);
const IRREGULAR_PLURALS = new Set(['people', 'children', 'women', 'men', 'mice', 'data']);

/** Whether a token is a plural noun: "studies", "people". */
const isPluralNoun = (token: TToken | undefined) =>
  token?.pos === 'NOUN' && (IRREGULAR_PLURALS.has(token.lower) || (/[^s]s$/.test(token.lower) && token.lemma !== token.lower));

/**
 * "of" left out after a noun of quantity: "a lot people" → "a lot of people", "a number methods", "a variety
 * soils", "the majority participants", "a total 50 samples". The plural noun must head its phrase (not "a number
 * line"), and a comparative after "a lot" is left alone ("a lot more samples").
 */
function quantityOfLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, quantity] of tokens.entries()) {
    const article = tokens[index - 1]?.lower ?? '';
    if (!QUANTITY_NOUNS.has(quantity.lower) || quantity.pos === 'VERB') continue;
    if (!(article === 'a' || article === 'an' || (article === 'the' && quantity.lower === 'majority'))) continue;
    let at = index + 1;
    if (quantity.lower === 'total' && tokens[at]?.pos === 'NUM') at += 1;
    const first = tokens[at];
    if (!first || /^(?:more|less|fewer|better|worse)$/.test(first.lower) || (first.pos === 'ADJ' && first.lemma !== first.lower))
      continue;
    while (tokens[at]?.pos === 'ADJ' && at - index < 4) at += 1;
    const noun = tokens[at];
    const after = tokens[at + 1];
    // A noun after the plural is a compound ("a number line"), unless it is a verb the tagger reads as a noun
    // before its object ("a lot people use this").
    const isVerbAfter = after?.pos === 'NOUN' && NOUN_LIKE_VERBS.has(after.lower) && tokens[at + 2]?.pos === 'DET';
    if (!isPluralNoun(noun) || /^['’]/.test(after?.text ?? '')) continue;
    if (['NOUN', 'PROPN'].includes(after?.pos ?? '') && !isVerbAfter) continue;
    const following = tokens[index + 1] as TToken;
    lints.push({
      kind: 'Grammar',
      start: quantity.start,
      end: following.end,
      message: `“${quantity.text}” is followed by “of”: “${quantity.text} of”.`,
      messageKey: 'missing-preposition',
      messageValues: { word: quantity.text, preposition: 'of' },
      suggestions: [replaceWith(`${quantity.text} of ${following.text}`)],
    });
  }
  return lints;
}
