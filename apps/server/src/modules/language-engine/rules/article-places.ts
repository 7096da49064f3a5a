import type { TLint } from '../lint.ts';
import { isCountableNoun } from './article-nouns.ts';
import { isRunningProse, missingArticleLint } from './article-omission.ts';
import { definiteLint } from './article-patterns.ts';
import { takesAn } from './articles.ts';
import { replaceWith } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { firstFindingAtEachToken, isHyphenedToNext } from './token-patterns.ts';

/**
 * "the" left out where a word's place in an order makes the noun definite: a superlative before its noun ("with
 * lowest income" → "with the lowest income"), an ordinal after "be" ("is first to examine" → "is the first to"), and
 * an ordinal or "next", "last", "same", "final" opening a sentence before its noun ("Second part of the survey
 * assessed" → "The second part"), and a compass point before "of" ("on east coast of" → "on the east coast of").
 */

/** Superlatives in -est that learners write without "the" before a noun. "best", "latest" and "least" are not here. */
const SUPERLATIVES =
  /^(?:highest|lowest|largest|smallest|greatest|strongest|weakest|fastest|slowest|longest|shortest|biggest|oldest|youngest|richest|poorest|widest|narrowest|deepest|heaviest|lightest|hottest|coldest|warmest|thickest|thinnest|cheapest|simplest|earliest|nearest|closest)$/;
/**
 * Prepositions after which a superlative and its noun lack "the" ("with lowest income"); not "at highest risk", "in
 * greatest need", "from lowest to highest", "for longest", which are idioms or take no noun.
 */
const SUPERLATIVE_PREPOSITIONS = /^(?:with|among|on|under|into|across|without|within|over|above|below|between|through)$/;
/** Ordinals and words of place in an order, which take "the" before a noun: "is first to", "Second part of". */
const ORDINALS = /^(?:first|second|third|fourth|fifth|sixth|last|next|final|same)$/;
const BE_FORMS = /^(?:is|are|was|were|be|been|being|remains|remained)$/;
/** Calendar units that "last" and "next" name alone ("Last year, we"): the sentence is left alone. */
const CALENDAR = /^(?:year|years|week|weeks|month|months|day|days|time|times|night|semester|summer|winter|spring|autumn)$/;

/** The nouns and adjectives after `at` up to the noun they end with, or -1: "socioeconomic status" → status. */
function nounAfter(tokens: readonly TToken[], at: number): number {
  let end = at;
  while (end - at < 3 && tokens[end]?.pos === 'ADJ' && tokens[end]?.text === tokens[end]?.lower) end += 1;
  const noun = tokens[end];
  return noun?.pos === 'NOUN' && noun.text === noun.lower && !/^[-‐‑]/.test(tokens[end + 1]?.text ?? '') ? end : -1;
}

/**
 * "with lowest socioeconomic status" → "with the lowest": a superlative before its noun after a preposition or a verb
 * (not "at highest risk", not "the largest and smallest values", not inside a hyphenated word).
 */
function superlativeLint(tokens: readonly TToken[], index: number): TLint | null {
  const word = tokens[index] as TToken;
  if (!SUPERLATIVES.test(word.lower) || word.text !== word.lower) return null;
  const before = tokens[index - 1];
  if (!before || before.end === word.start || tokens[index + 1]?.start === word.end) return null;
  const opens =
    (before.pos === 'ADP' && SUPERLATIVE_PREPOSITIONS.test(before.lower)) ||
    (before.pos === 'VERB' && before.text === before.lower && !/ing$/.test(before.lower));
  if (!opens || nounAfter(tokens, index + 1) < 0) return null;
  return definiteLint(word);
}

/** An opening superlative before its noun and a finite verb: "Highest removal efficiency was obtained" → "The highest". */
function openingSuperlativeLint(tokens: readonly TToken[]): TLint | null {
  const first = tokens[0];
  if (!first || !SUPERLATIVES.test(first.lower) || !/^\p{Lu}\p{Ll}+$/u.test(first.text)) return null;
  if (tokens[1]?.start === first.end) return null;
  const noun = nounAfter(tokens, 1);
  if (noun < 0 || !tokens.slice(noun + 1).some((token) => token.pos === 'AUX' || isFiniteLexical(token))) return null;
  return capitalDefiniteLint(first);
}

/** "the" put before a sentence's first word: "Highest" → "The highest". */
function capitalDefiniteLint(word: TToken): TLint {
  const correction = `The ${word.lower}`;
  return {
    ...definiteLint(word),
    message: `“${word.lower}” takes “the”: “${correction}”.`,
    messageValues: { word: word.lower, correction: 'The' },
    suggestions: [replaceWith(correction)],
  };
}

/** A lexical verb in a finite form: "assessed", "shows". */
const isFiniteLexical = (token: TToken) =>
  token.pos === 'VERB' && token.lemma !== token.lower && !/ing$/.test(token.lower) && /(?:ed|[^s]s)$/.test(token.lower);

/** Works that are "the first" to do something: "the first study to examine". */
const FIRST_STUDIES =
  /^(?:study|report|investigation|paper|trial|survey|analysis|description|demonstration|review|work|article)$/;

/**
 * "This study is first to examine" → "is the first to", "This was first attempt to" → "the first attempt": "be", an
 * ordinal and "to" with a verb, or a singular noun and "to", "of" or "that" ("is first study of its kind").
 */
function ordinalAfterBeLint(tokens: readonly TToken[], index: number): TLint | null {
  // "this is a first study to examine" → "the first study": the one before all others ("a first step towards" is one).
  const [a, first] = [tokens[index + 1], tokens[index + 2]];
  const isAFirstStudy =
    BE_FORMS.test(tokens[index]?.lower ?? '') &&
    a?.lower === 'a' &&
    first?.lower === 'first' &&
    FIRST_STUDIES.test(tokens[index + 3]?.lower ?? '') &&
    tokens[index + 4]?.lower === 'to' &&
    tokens[index + 5]?.pos === 'VERB';
  if (isAFirstStudy) return definiteLint(first, a);
  if (!ORDINALS.test(tokens[index + 1]?.lower ?? '')) return null;
  const [be, ordinal, next, after] = tokens.slice(index, index + 4);
  if (!be || !BE_FORMS.test(be.lower) || !ordinal || !ORDINALS.test(ordinal.lower) || ordinal.lower === 'same') return null;
  if (!next || ordinal.text !== ordinal.lower) return null;
  const isToVerb = next.lower === 'to' && after?.pos === 'VERB' && after.lower === after.lemma;
  const isNoun =
    next.pos === 'NOUN' &&
    next.lemma === next.lower &&
    !CALENDAR.test(next.lower) &&
    // "is second nature to them", "is first choice for", "is first order in each reactant": idioms without "the".
    !/^(?:nature|choice|hand|order)$/.test(next.lower) &&
    /^(?:to|of|that|in|on)$/.test(after?.lower ?? '');
  if (!isToVerb && !isNoun) return null;
  return definiteLint(ordinal);
}

/**
 * "Second part of the questionnaire assessed" → "The second part", "Next step was to" → "The next step": a sentence
 * opened by an ordinal and its noun, with a finite verb later ("First, …", "Last year, …", "First-year students",
 * headings and captions without a verb are left alone).
 */
function openingOrdinalLint(tokens: readonly TToken[]): TLint | null {
  const [first, second] = tokens;
  if (!first || !second || !ORDINALS.test(first.lower) || !/^\p{Lu}\p{Ll}+$/u.test(first.text)) return null;
  if (second.start === first.end || second.pos !== 'NOUN' || second.text !== second.lower || CALENDAR.test(second.lower))
    return null;
  if (tokens[2]?.start === second.end && /^[-‐‑]/.test(tokens[2]?.text ?? '')) return null;
  // The noun goes on with "of" ("Second part of the survey assessed") or with "be" and "to" ("Next step was to"); a terse
  // note ("First item is the root node", "Third party script execution is") is left alone.
  const [third, fourth] = [tokens[2], tokens[3]];
  const isOfPhrase = third?.lower === 'of';
  const isAim = /^(?:is|was)$/.test(third?.lower ?? '') && fourth?.lower === 'to';
  if (!isOfPhrase && !isAim) return null;
  const rest = tokens.slice(2);
  const verbAt = rest.findIndex((token) => token.pos === 'AUX' || isFiniteLexical(token));
  if (verbAt < 0 || rest.slice(0, verbAt).some((token) => token.pos === 'PUNCT')) return null;
  return capitalDefiniteLint(first);
}

/**
 * ", and sample was stored" → "and the sample": a bare singular countable noun as the subject of a clause after ",
 * and" or ";", right before its auxiliary ("and sample size was", "and patients were" are left alone; after "if" or
 * "when" a terse note of software may drop its articles: "if parameter is omitted").
 */
function bareSubjectLint(tokens: readonly TToken[], index: number): TLint | null {
  const [noun, verb] = [tokens[index] as TToken, tokens[index + 1]];
  const before = tokens[index - 1];
  if (!before || !verb || noun.pos !== 'NOUN' || noun.text !== noun.lower || noun.lemma !== noun.lower) return null;
  if (!isCountableNoun(noun.lower) || !/^(?:is|was|has|had|will|would|could|can|may|must|should)$/.test(verb.lower)) return null;
  const opens = before.text === ';' || (before.lower === 'and' && tokens[index - 2]?.text === ',');
  if (!opens) return null;
  return missingArticleLint(noun, noun, [`the ${noun.text}`, `${takesAn(noun.text) ? 'an' : 'a'} ${noun.text}`]);
}

/** Compass points, as nouns ("in north of") or as adjectives before a part ("on east coast of", "in northern part of"). */
const COMPASS_POINTS = /^(?:north|south|east|west|northeast|northwest|southeast|southwest)$/;
const COMPASS_ADJECTIVES = /^(?:northern|southern|eastern|western|north-eastern|north-western|south-eastern|south-western)$/;
/** A compass point's second half after a hyphen: "north-east", "south-western". */
const COMPASS_SECONDS = /^(?:east|west|eastern|western)$/i;
/** Singular parts of a place that a compass point names: "the east coast of", "the west bank of". */
const COMPASS_PARTS =
  /^(?:coast|bank|shore|side|part|region|end|edge|slope|flank|corner|tip|border|margin|half|section|wing|rim|coastline|portion|sector|quadrant|outskirts)$/i;
/** Prepositions before a compass point and a part ("on east coast of", "off west coast of"). */
const PART_PREPOSITIONS = /^(?:in|on|at|along|off|near|across|into|onto|throughout|within)$/;

/** The words from `first` to `last` as written: "north-east", "east coast". */
function spanText(tokens: readonly TToken[], first: number, last: number): string {
  return tokens
    .slice(first, last + 1)
    .map((token, i, words) => (i > 0 && (words[i - 1] as TToken).end !== token.start ? ` ${token.text}` : token.text))
    .join('');
}

/**
 * "located on east coast of the island" → "on the east coast of", "in northern part of" → "in the northern part
 * of": a preposition, a compass point in lower case, a part of a place (coast, bank, side, part, region …) and
 * "of". A bare point before "of" is left alone: it is often a preposition of its own ("10 km north of the city",
 * "moved in north of the river", "came in north of $200 million"); so are names ("East of Eden"), a plural ("in
 * northern parts of") and "from east coast to west coast of".
 */
function compassLint(tokens: readonly TToken[], index: number): TLint | null {
  const preposition = tokens[index] as TToken;
  const first = tokens[index + 1];
  if (preposition.pos !== 'ADP' || !first || !PART_PREPOSITIONS.test(preposition.lower)) return null;
  if (!COMPASS_POINTS.test(first.text) && !COMPASS_ADJECTIVES.test(first.text)) return null;
  let last = index + 1;
  const hyphen = tokens[last + 1];
  const second = tokens[last + 2];
  if (hyphen?.text === '-' && hyphen.start === first.end && second?.start === hyphen.end && COMPASS_SECONDS.test(second.text))
    last += 2;
  const hasPart = COMPASS_PARTS.test(tokens[last + 1]?.text ?? '');
  // A bare point before "of" is left: "moved in north of the river", "came in north of $200 million", "East of Eden".
  if (!hasPart) return null;
  last += 1;
  const of = tokens[last + 1];
  if (of?.lower !== 'of' || tokens[last + 2]?.pos === 'NUM') return null;
  const words = spanText(tokens, index + 1, last);
  return {
    ...definiteLint(first),
    end: (tokens[last] as TToken).end,
    message: `“${words}” takes “the”: “the ${words}”.`,
    messageValues: { word: words, correction: 'the' },
    suggestions: [replaceWith(`the ${words}`)],
  };
}

/** Institutions named by their kind and "of": "the Ministry of Health", "the University of Tokyo". */
const INSTITUTIONS =
  /^(?:Ministry|Department|University|Institute|Bureau|Office|Agency|Academy|Council|Commission|Committee|Faculty|School|College|Museum|Library|Board|Administration|Organization|Organisation|Society|Federation|Association|Foundation|Court)$/;
/** Words that may come before the institution's kind in its name: "the National Bureau of Statistics". */
const NAME_QUALIFIERS = /^(?:National|State|Federal|Central|Supreme|World|European|International|Royal|Provincial|Municipal)$/;

/**
 * "According to Ministry of Health" → "the Ministry of Health", "works at University of Tokyo", "provided by National
 * Bureau of Statistics": an institution named by its kind and "of" and a name, right after a preposition or a verb.
 * Not a post ("appointed Minister of Health"), not after a determiner or a name ("Kyoto University", "Osaka's
 * University of …"), not in brackets or an address line (the sentence must be running prose).
 */
function institutionLint(tokens: readonly TToken[], index: number): TLint | null {
  const first = tokens[index] as TToken;
  let at = index;
  while (NAME_QUALIFIERS.test(tokens[at]?.text ?? '') && at - index < 2) at += 1;
  const kind = tokens[at];
  if (!kind || !INSTITUTIONS.test(kind.text) || tokens[at + 1]?.lower !== 'of') return null;
  if (!/^\p{Lu}/u.test(tokens[at + 2]?.text ?? '')) return null;
  const before = tokens[index - 1];
  if (!before || before.text !== before.lower || !/^(?:ADP|VERB)$/.test(before.pos)) return null;
  // The name as a modifier: "a study by University of Michigan researchers".
  let end = at + 2;
  while (/^\p{Lu}/u.test(tokens[end + 1]?.text ?? '')) end += 1;
  if (tokens[end + 1]?.pos === 'NOUN') return null;
  return { ...definiteLint(first), message: `“${spanText(tokens, index, at)}” takes “the”: “the ${first.text}”.` };
}

/** Kinds of a geographical name that take "the": "the Yangtze River", "the Tibetan Plateau", "the North Sea". */
const GEOGRAPHY = /^(?:River|Sea|Ocean|Delta|Plateau|Desert|Basin|Peninsula|Strait|Mountains|Islands|Canal|Estuary)$/;
const PLACE_OPENERS = /^(?:along|into|across|throughout|beyond|towards?|up|down|upstream|downstream)$/; // not "in": towns named "Fall River"

/**
 * "12 sites along Yangtze River" → "the Yangtze River": a river's, sea's or plateau's name after a preposition, with
 * no article; not as a modifier ("Yangtze River water", "the Yangtze River Delta" goes on to its last kind).
 */
function geographyLint(tokens: readonly TToken[], index: number): TLint | null {
  if (!PLACE_OPENERS.test(tokens[index - 1]?.text ?? '')) return null;
  const first = tokens[index] as TToken;
  if (!/^\p{Lu}\p{Ll}+$/u.test(first.text) || GEOGRAPHY.test(first.text)) return null;
  let at = index;
  while (/^\p{Lu}\p{Ll}+$/u.test(tokens[at + 1]?.text ?? '') && at - index < 3) at += 1;
  const kind = tokens[at];
  if (at === index || !kind || !GEOGRAPHY.test(kind.text)) return null;
  if (/^(?:NOUN|PROPN)$/.test(tokens[at + 1]?.pos ?? '') || /^['’]/.test(tokens[at + 1]?.text ?? '')) return null;
  return { ...definiteLint(first), message: `“${spanText(tokens, index, at)}” takes “the”: “the ${first.text}”.` };
}

/** Countries whose names take "the": "from (the) Philippines", "in (the) United States". */
const THE_COUNTRIES = /^(?:Philippines|Netherlands|Bahamas)$/;

/** "came from Philippines" → "from the Philippines": a country whose name is a plural or a union, after a preposition. */
function countryLint(tokens: readonly TToken[], index: number): TLint | null {
  const [preposition, name, next] = tokens.slice(index, index + 3);
  if (preposition?.pos !== 'ADP' || !name) return null;
  const isUnited = name.text === 'United' && /^(?:States|Kingdom|Nations)$/.test(next?.text ?? '');
  if (!THE_COUNTRIES.test(name.text) && !isUnited) return null;
  if (isHyphenedToNext(tokens, index + 1)) return null;
  // Not a name used before a noun ("under Netherlands law", "United Nations forces", "United States v. Nixon") or
  // after "as" ("as United States Attorney").
  const after = tokens[isUnited ? index + 3 : index + 2];
  if (preposition.lower === 'as' || /^(?:NOUN|PROPN|ADJ)$/.test(after?.pos ?? '') || /^vs?\.?$/.test(after?.text ?? ''))
    return null;
  return definiteLint(name);
}

/** The findings of this file's patterns on a sentence of running prose. */
export function articlePlaceLints(tokens: readonly TToken[]): TLint[] {
  if (!isRunningProse(tokens)) return [];
  const lints: TLint[] = [];
  const opening = openingSuperlativeLint(tokens) ?? openingOrdinalLint(tokens);
  if (opening) lints.push(opening);
  lints.push(
    ...firstFindingAtEachToken(tokens, [
      superlativeLint,
      ordinalAfterBeLint,
      bareSubjectLint,
      compassLint,
      institutionLint,
      geographyLint,
      countryLint,
    ]),
  );
  return lints;
}
