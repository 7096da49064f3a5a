import { nounNumber, thirdPersonOf } from './number-forms.ts';
import type { TToken } from './tagger.ts';

/** Words that open a subject's noun phrase: "the river", "ten participants", "our budget". */
const OPENERS = /^(?:the|a|an|this|that|these|those|its|their|our|his|her|my|each|every|all|both|many|most|some|no|several)$/;
/** Prepositions of a phrase inside a subject: "the prevalence of obesity among adolescents increases". */
const SUBJECT_PREPOSITIONS = /^(?:of|among|in|for|with|from|at|between)$/;
/** Plurals that name the kind of a noun compound: "sales tax", "arms race", "parts shop", "savings rate". */
const COMPOUND_PLURALS =
  /^(?:sales|arms|goods|parts|savings|customs|works|parks|sports|news|earnings|arts|letters|operations|systems|services|students|womens|mens|research)$/;
/** Adjectives that stand for their noun after "the": "the current", "the total", "the average". */
export const NOUN_ADJECTIVES = /^(?:current|total|average|mean|median|overall|net|gross|output|input)$/;
/** Verbs of change that may end a sentence: "the number of users increases." */
const ENDING_CHANGES =
  /^(?:increase|decrease|rise|fall|grow|decline|double|triple|drop|change|improve|expand|shrink|fluctuate|stabili[sz]e|slow|accelerate|recover|peak)$/;
/** What may follow a present verb: its object's determiner, a pronoun, a particle or preposition, an adverb, a number. */
const AFTER_VERB = /^(?:DET|PRON|ADP|ADV|NUM|ADJ|PART)$/;

/**
 * The tokens with a present verb that the tagger read as a noun read as a verb again: "In 2016 the river floods the
 * lower town" (floods/NOUN), "Since 2015 the number of cases increases every year", "Yesterday the instrument stops
 * working". The word stands right after a noun phrase that opens its clause (a determiner or a number, adjectives
 * and nouns, an "of" phrase), agrees with that phrase's head in number (a singular head and the -s form, a plural
 * head and the base form), is followed by a word that may follow a verb, and the sentence holds no other verb from
 * the clause's start to its end (an -ing form aside: "stops working"). A noun in a noun compound
 * ("the river floods in the valley were severe") leaves a verb elsewhere, and is left alone.
 */
export function withVerbReadings(tokens: readonly TToken[], from: number): readonly TToken[] {
  let start = from;
  while (tokens[start]?.text === ',') start += 1;
  const opener = tokens[start];
  // A bare plural may open the subject too: "In 1995, farmers use traditional varieties".
  const isBarePlural = opener?.pos === 'NOUN' && /^[a-z]+s$/.test(opener.text) && nounNumber(opener) === 'plural';
  if (!opener || !(OPENERS.test(opener.lower) || opener.pos === 'NUM' || isBarePlural)) return tokens;
  // The subject: the opener, then adjectives, numbers and nouns, and "of" with another such phrase.
  let at = start + 1;
  for (; at < Math.min(tokens.length, start + 9); at += 1) {
    const word = tokens[at] as TToken;
    const opensPhrase = /^(?:DET|NUM|ADJ|NOUN)$/.test(tokens[at + 1]?.pos ?? '') || isAttributive(tokens, at + 1);
    if (SUBJECT_PREPOSITIONS.test(word.lower) && at > start + 1 && opensPhrase) continue;
    if (!/^(?:DET|ADJ|NUM|NOUN|PROPN)$/.test(word.pos) && !isAttributive(tokens, at)) break;
    // A determiner or a number after a noun opens the object: "the river floods the town", "drop 20 places".
    if (/^(?:DET|NUM)$/.test(word.pos) && /^(?:NOUN|PROPN|ADJ)$/.test(tokens[at - 1]?.pos ?? '')) break;
  }
  // No other finite verb in the sentence after the clause's start: a noun in a compound leaves one. An -ing form
  // is none ("stops working", "interview 45 nurses working in rural clinics").
  const isFiniteVerb = (word: TToken, i: number) =>
    word.pos === 'AUX' || (word.pos === 'VERB' && !/ing$/.test(word.lower) && !isAttributive(tokens, start + i));
  const hasVerb = (words: readonly TToken[]) => words.some((word, i) => isFiniteVerb(word, i) || word.pos === 'SCONJ');
  // A relative clause after the object ends the clause only where the object has an adjective, which a noun
  // compound has not: "farmers use traditional varieties that had low yields" (not "the sales tax revenue that the
  // state collected rose").
  const relativeAt = tokens.findIndex((word, i) => i >= at && /^(?:that|which|who)$/.test(word.lower));
  const isCut = hasVerb(tokens.slice(start));
  if (isCut && (relativeAt < 0 || hasVerb(tokens.slice(start, relativeAt)))) return tokens;
  // The verb read as the last noun of the phrase ("the river floods", "the number of cases increases"), or as a
  // noun inside it before its object ("most farmers use traditional rice varieties", "the farmers use tractors").
  const verbAt = verbReadAsNoun(tokens, start, at - 1, isCut);
  if (verbAt < 0) return tokens;
  // A participle before its noun in the subject is read as the adjective it is there: "registered start-ups".
  return tokens.map((word, i) =>
    i === verbAt
      ? { ...word, pos: 'VERB' }
      : i > start && i < verbAt && isAttributive(tokens, i)
        ? { ...word, pos: 'ADJ' }
        : word,
  );
}

/** A participle in -ed before its noun, after a determiner or a preposition: "the number of registered start-ups". */
const isAttributive = (tokens: readonly TToken[], at: number) =>
  tokens[at]?.pos === 'VERB' &&
  /ed$/.test(tokens[at]?.lower ?? '') &&
  (tokens[at - 1]?.pos === 'ADP' || /^(?:a|an|the)$/.test(tokens[at - 1]?.lower ?? '')) &&
  tokens[at + 1]?.pos === 'NOUN';

/** Where, between `start` and `last`, a present verb agreeing with the noun before it was read as a noun; or -1. */
function verbReadAsNoun(tokens: readonly TToken[], start: number, last: number, isBeforeAdjectiveOnly: boolean): number {
  // Inside the phrase, a base form after a plural head only (below): "the number of cases increases" has its verb last.
  const next = isBeforeAdjectiveOnly ? /^ADJ$/ : /^(?:ADJ|NOUN)$/;
  const inner = [...tokens.keys()].filter((at) => at > start && at < last && next.test(tokens[at + 1]?.pos ?? ''));
  const candidates = isBeforeAdjectiveOnly ? inner : [...inner, last];
  for (const verbAt of candidates) {
    const verb = tokens[verbAt];
    // The subject's head: its last noun outside an "of" phrase, or the noun right before the verb.
    const ofAt = tokens.slice(start, verbAt).findIndex((word) => SUBJECT_PREPOSITIONS.test(word.lower));
    const headAt = ofAt > 0 ? start + ofAt - 1 : verbAt - 1;
    const headToken = tokens[headAt];
    if (verb?.pos !== 'NOUN' || headToken?.pos !== 'NOUN' || tokens[verbAt - 1]?.pos !== 'NOUN' || verbAt - 1 < start) continue;
    // A plural that names a compound's kind is no subject of its own: "sales tax", "arms control", "goods train".
    if (COMPOUND_PLURALS.test(tokens[verbAt - 1]?.lower ?? '')) continue;
    const isGerundNext = tokens[verbAt + 1]?.pos === 'VERB' && /ing$/.test(tokens[verbAt + 1]?.lower ?? '');
    const isObjectNext = verbAt < last && tokens[verbAt + 1]?.pos === 'NOUN';
    // A sentence with no other verb may end with it: "In the last decade, the number of users increases."
    // Not a compound's plural ("In 2017, the cost of car repairs.", a caption): the word before is the head or a plural.
    // A head right before it opens a short phrase ("the population increases."; not "the young preferred cheap city flats.").
    const isAfterHeadOrPlural =
      (headAt === verbAt - 1 && headAt - start <= 2 && ofAt <= 0) || nounNumber(tokens[verbAt - 1] as TToken) === 'plural';
    // … and only a verb of change ("In 2019, the city walls." is a caption).
    const isEndNext =
      verbAt === last &&
      !isBeforeAdjectiveOnly &&
      /^[.;!?]$/.test(tokens[verbAt + 1]?.text ?? '') &&
      isAfterHeadOrPlural &&
      ENDING_CHANGES.test(verb.lemma);
    const isNextOk = AFTER_VERB.test(tokens[verbAt + 1]?.pos ?? '') || isGerundNext || isObjectNext || isEndNext;
    if (!/^[a-z]+$/.test(verb.lower) || !isNextOk) continue;
    // "the number of cases" is singular, whatever its "of" phrase.
    const isTheNumber = headToken.lower === 'number' && tokens[headAt - 1]?.lower === 'the';
    const number = isTheNumber ? 'singular' : nounNumber(headToken);
    const isThird = verb.lower !== verb.lemma && verb.lower === thirdPersonOf(verb.lemma);
    // Inside the phrase only a base form after a plural: "the soil samples show" has its verb after "samples".
    if (verbAt < last && (number !== 'plural' || verb.lower !== verb.lemma || headAt !== verbAt - 1)) continue;
    if (number && (number === 'singular' ? isThird : verb.lower === verb.lemma)) return verbAt;
  }
  return -1;
}

/**
 * A clause's verb in -s read as a noun before an adverb in -ly: "the river flows freely through", "the sensor node
 * switches automatically to" (a determiner, adjectives and up to three nouns before it); the tokens unchanged where
 * there is none.
 */
export function withVerbBeforeAdverb(tokens: readonly TToken[], from: number): readonly TToken[] {
  if (!/^(?:the|its|their|this|each)$/.test(tokens[from]?.lower ?? '')) return tokens;
  let at = from + 1;
  while (tokens[at]?.pos === 'ADJ') at += 1;
  const first = at;
  while (at - first < 3 && tokens[at]?.pos === 'NOUN' && tokens[at + 1]?.pos === 'NOUN') at += 1;
  const verb = tokens[at];
  const adverb = tokens[at + 1];
  // An adjective that names a quantity may be the head itself: "the current drops suddenly" (not "the local shops").
  const hasHead = at > first || (first === from + 2 && NOUN_ADJECTIVES.test(tokens[first - 1]?.lower ?? ''));
  if (!hasHead || verb?.pos !== 'NOUN' || !/[^s]s$/.test(verb.lower) || verb.lower === verb.lemma) return tokens;
  if (adverb?.pos !== 'ADV' || !/ly$/.test(adverb.lower)) return tokens;
  // "the fuel prices quickly rose": a verb after the adverb shows the word before it was the noun.
  if (/^(?:VERB|AUX)$/.test(tokens[at + 2]?.pos ?? '')) return tokens;
  return tokens.map((word, i) => (i === at ? { ...word, pos: 'VERB' } : word));
}
