import type { TLint } from '../lint.ts';
import { FIELDS_OF_STUDY, SOFTWARE, TITLES } from './article-nouns.ts';
import { extraWordLint } from './extra-words.ts';
import type { TToken } from './tagger.ts';

const PERIODS = new Set(['years', 'decades', 'months']);
const YEAR = /^(?:1[89]|20)\d\d$/;
/** Languages, which take no article after "in" or "into": "written in English", not "in the English". */
const LANGUAGES = new Set([
  'english',
  'chinese',
  'japanese',
  'spanish',
  'portuguese',
  'french',
  'german',
  'korean',
  'arabic',
  'russian',
]);
/**
 * Countries and continents whose names take no article ("the Netherlands", "the Gambia" do, and are not here):
 * "in the China" → "in China". A name that goes on as an institution's or a thing's ("the China Scholarship
 * Council", "the Japan Society") is followed by another name or a noun and is left alone.
 */
const COUNTRIES = new Set(
  (
    'china japan korea brazil portugal spain mexico india france germany italy canada australia egypt iran turkey ' +
    'chile argentina peru colombia nigeria kenya ethiopia indonesia vietnam thailand malaysia pakistan bangladesh ' +
    'russia poland sweden norway finland denmark greece taiwan singapore africa europe asia'
  ).split(' '),
);
/** Planets, which take no article: "The Mars has a thin atmosphere" → "Mars has"; not "the Mars Express orbiter". */
// Not Mercury (a newspaper, a metal, a god): "The Mercury reported".
const PLANETS = new Set(['venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune']);
/** Names of lakes and mountains that "Lake" and "Mount" open take no article: "from the Lake Biwa" → "from Lake Biwa". */
const LAKE_OR_MOUNT = /^(?:Lake|Mount|Mt)$/;
/** Words after "Lake" that make a region's name, which has one: "the Lake District", "the Lake Victoria Basin". */
const REGION_WORDS = /^(?:District|Region|Area|Basin|Country|Plateau|Province|Commission|Authority)$/;
/** Topics that take no article when they stand alone: "The climate change threatens" → "Climate change threatens". */
const TOPICS: readonly string[] = ['climate change', 'global warming'];

/** Nouns of a study's places and groups named by a letter, which take no article: "from the site B" → "from site B". */
const LETTERED_PLACES = /^(?:site|group|plot|station|zone|trench|layer|sector|transect|well|area|cohort|arm)$/;

/** Finite verbs after which a language named as a subject is the language in general: "The English is". */
const SINGULAR_VERBS = new Set(['is', 'was', 'has', 'remains', 'becomes', 'uses', 'differs', 'lacks']);
/** Words after which a country's name ends its phrase: a verb, a preposition, a conjunction, a mark. */
const NAME_ENDERS = ['PUNCT', 'AUX', 'VERB', 'ADP', 'CCONJ', 'SCONJ', 'PART'];
const PREPOSITIONS_OF_TIME = new Set(['in', 'during', 'since', 'until', 'from', 'by', 'before', 'after']);

/** Nouns of research before "in" or "of" and a field of study: "advances in machine learning", "research in". */
const RESEARCH_NOUNS = new Set(
  (
    'advances advance progress research developments development trends studies work applications application ' +
    'experience expertise background interest knowledge degree course courses field methods techniques'
  ).split(' '),
);

/** The number of words of a field of study's name starting at `at` ("machine learning" → 2), or 0. */
function fieldLength(tokens: readonly TToken[], at: number): number {
  for (const field of [...FIELDS_OF_STUDY, ...TOPICS]) {
    const words = field.split(' ');
    if (words.every((word, i) => tokens[at + i]?.lower === word && tokens[at + i]?.text === word)) return words.length;
  }
  return 0;
}

/**
 * A "the" before a name that takes none: a field of study alone ("advances in the machine learning have" → "in machine
 * learning"; not "the machine learning model", "the artificial intelligence of"), software with its version ("in the
 * SPSS version 26" → "in SPSS version 26"; not "the SPSS software", "the R package") and a title before a name ("to the
 * Professor Kenji Tanaka" → "to Professor Kenji Tanaka"; not "the Professor of Medicine").
 */
function theBeforeNameLint(tokens: readonly TToken[], index: number): TLint | null {
  const the = tokens[index] as TToken;
  const next = tokens[index + 1];
  if (the.lower !== 'the' || !next) return null;
  const length = fieldLength(tokens, index + 1);
  // A topic alone may open the sentence ("The climate change threatens"); a field is left alone there.
  const isTopic =
    length > 0 &&
    TOPICS.includes(
      tokens
        .slice(index + 1, index + 1 + length)
        .map((token) => token.lower)
        .join(' '),
    );
  if (index === 0 && !isTopic) return null;
  const after = tokens[index + 1 + length];
  // "The climate change and biodiversity chapters", "the global warming, cooling phases": a topic before its noun.
  if (isTopic && after && (after.pos === 'CCONJ' || after.text === ',')) return null;
  // The field alone ends its clause: a finite verb, an auxiliary, a mark or a conjunction follows. Not before "of", a
  // participle ("the artificial intelligence used in this system" is one such system) or another preposition ("we
  // describe the machine learning in the second stage" is one step of the pipeline), unless the field follows "in"
  // or "of" after a noun of research ("advances in the machine learning for imaging").
  const endsClause =
    !after ||
    /^(?:AUX|CCONJ)$/.test(after.pos) ||
    /^[.;:,]$/.test(after.text) ||
    (after.pos === 'VERB' && /[^s]s$/.test(after.lower) && after.lemma !== after.lower);
  const isFieldAfterResearch =
    /^(?:in|of)$/.test(tokens[index - 1]?.lower ?? '') && RESEARCH_NOUNS.has(tokens[index - 2]?.lower ?? '');
  if (length > 0 && after?.lower !== 'of' && (endsClause || (isFieldAfterResearch && after?.pos === 'ADP')))
    return extraWordLint(the);
  if (SOFTWARE.has(next.lower) && /^\p{Lu}/u.test(next.text)) {
    let at = index + 2;
    if (tokens[at]?.lower === 'version') at += 1;
    const version = tokens[at];
    const following = tokens[at + 1];
    const isAlone = !following || !/^(?:NOUN|PROPN|ADJ)$/.test(following.pos);
    const hasVersion = at > index + 2 || next.lower !== 'r';
    if (version?.pos === 'NUM' && /^\d/.test(version.text) && hasVersion && isAlone) return extraWordLint(the);
  }
  const name = tokens[index + 2];
  const isTitle = TITLES.test(next.lower.replace(/\.$/, '')) && /^\p{Lu}/u.test(next.text);
  if (isTitle && name?.pos === 'PROPN' && /^\p{Lu}\p{Ll}+$/u.test(name.text) && name.start > next.end) return extraWordLint(the);
  return null;
}

/** A finite verb or an auxiliary at `at` (a form in -ed may be a participle, and is not taken). */
function isVerbAt(tokens: readonly TToken[], at: number): boolean {
  const word = tokens[at];
  return !!word && (word.pos === 'AUX' || (word.pos === 'VERB' && word.lower !== word.lemma && !/ed$/.test(word.lower)));
}

/**
 * Whether a name (a planet, "Lake …", "… City") ends at `at`, so that its "the" is extra: only before its verb ("the
 * Mars of Greek myth", "the Venus that hangs in the Uffizi", "the Mount Rushmore of quarterbacks", "the Mexico City of
 * the 1950s", "the Mars and Venus missions" are right); after a preposition (`before`), also before a mark, a verb or
 * another preposition than "of": "collected from the Lake Biwa in spring".
 */
function isNameEnd(tokens: readonly TToken[], at: number, before: TToken | undefined): boolean {
  const word = tokens[at];
  if (isVerbAt(tokens, at)) return true;
  if (before?.pos !== 'ADP' || !word) return false;
  return /^[.;,]$/.test(word.text) || word.pos === 'VERB' || (word.pos === 'ADP' && !/^(?:of|that)$/.test(word.lower));
}

/**
 * Whether a label ("site B", "type 2 diabetes") ends at `at`: not in a list of labels ("the group A, C and G
 * streptococci", "the site A and site B samples") nor before a bracket or a modifier, where it qualifies a later noun.
 */
function isLabelEnd(tokens: readonly TToken[], at: number): boolean {
  const word = tokens[at];
  if (!word) return true;
  if (word.pos === 'CCONJ' || /^[,(–-]$/.test(word.text) || /^(?:that|which|seen|found)$/.test(word.lower)) return false;
  return /^[.;:]$/.test(word.text) || ['AUX', 'ADP', 'VERB'].includes(word.pos);
}

/**
 * A "the" learners add in fixed phrases: "in the recent years" ("in recent years"), "at the room temperature"
 * ("at room temperature", unless "of" follows), "in the 2019" (a year alone; "the 2019 season", "the 1990s" are
 * left alone), "in the English" (a language alone: "the English language" is left alone), "last but not
 * the least", a country whose name takes no article ("in the China" → "in China") and a language named as a
 * subject with a singular verb ("The English is" → "English is").
 */
export function extraArticleLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    const before = tokens[index - 1];
    const next = tokens[index + 1];
    const after = tokens[index + 2];
    if (token.lower !== 'the' || !next) continue;
    const beforeName = theBeforeNameLint(tokens, index);
    if (beforeName) lints.push(beforeName);
    // A country alone: "in the China", "The Brazil is"; not "the China Scholarship Council", "the Japan-based".
    const isNameAlone = !after || (NAME_ENDERS.includes(after.pos) && !/^[-–'’/]/.test(after.text));
    if (COUNTRIES.has(next.lower) && /^\p{Lu}\p{Ll}+$/u.test(next.text) && isNameAlone) lints.push(extraWordLint(token));
    // A planet, a lake or a mountain, and a capital named after its country, alone: "The Mars has", "from the Lake
    // Biwa in spring", "from the Mexico City participated"; not "the Mars rover", "the Lake District".
    const third = tokens[index + 3];
    // A capitalized word after the name goes on with it ("the Mars Express orbiter"), whatever the tagger reads.
    const isThirdAlone =
      !third || (NAME_ENDERS.includes(third.pos) && !/^[-–'’/]/.test(third.text) && !/^\p{Lu}/u.test(third.text));
    const isPlanet = PLANETS.has(next.lower) && /^\p{Lu}\p{Ll}+$/u.test(next.text) && isNameEnd(tokens, index + 2, before);
    const isLakeOrMount =
      LAKE_OR_MOUNT.test(next.text) &&
      !!after &&
      /^\p{Lu}\p{Ll}+$/u.test(after.text) &&
      !REGION_WORDS.test(after.text) &&
      isNameEnd(tokens, index + 3, before);
    const isCapitalCity =
      COUNTRIES.has(next.lower) && /^\p{Lu}/u.test(next.text) && after?.text === 'City' && isNameEnd(tokens, index + 3, before);
    if (isPlanet || isLakeOrMount || isCapitalCity) lints.push(extraWordLint(token));
    // "from the site B", "in the group A" → "site B", "group A": a place or group named by one capital letter, alone
    // (not "the site B samples", "the group A-treated mice"); "the type 2 diabetes" → "type 2 diabetes" (not before
    // a noun: "the type 2 diabetes group").
    const isLettered =
      LETTERED_PLACES.test(next.text) &&
      !!after &&
      /^[A-H]$/.test(after.text) &&
      after.start === next.end + 1 &&
      isThirdAlone &&
      isLabelEnd(tokens, index + 3);
    const isDiabetesType =
      next.text === 'type' &&
      /^[12]$/.test(after?.text ?? '') &&
      tokens[index + 3]?.lower === 'diabetes' &&
      !/^(?:NOUN|PROPN)$/.test(tokens[index + 4]?.pos ?? '') &&
      !/^[-–/]/.test(tokens[index + 4]?.text ?? '') &&
      isLabelEnd(tokens, index + 4);
    // "had the access to" is left: a later clause often makes it definite ("the access to the archives that her
    // predecessor lacked").
    if (index > 0 && (isLettered || isDiabetesType)) lints.push(extraWordLint(token));
    // A language as a sentence's subject with a singular verb: "The English is" (the people are "The English are").
    if (index === 0 && LANGUAGES.has(next.lower) && SINGULAR_VERBS.has(after?.lower ?? '')) lints.push(extraWordLint(token));
    if (!before) continue;
    if (before.lower === 'in' && next.lower === 'recent' && PERIODS.has(after?.lower ?? '')) lints.push(extraWordLint(token));
    const isRoomTemperature = next.lower === 'room' && after?.lower === 'temperature';
    if (before.lower === 'at' && isRoomTemperature && tokens[index + 3]?.lower !== 'of') lints.push(extraWordLint(token));
    // A year or a language alone: not "the 2019 and 2020 seasons", "the 2019–2020 campaign", "the English, French
    // and German versions".
    const endsPhrase =
      !after ||
      (['PUNCT', 'CCONJ', 'ADP'].includes(after.pos) && !/^[-–/]$/.test(after.text) && tokens[index + 3]?.pos !== 'NUM');
    if (PREPOSITIONS_OF_TIME.has(before.lower) && YEAR.test(next.text) && endsPhrase) lints.push(extraWordLint(token));
    const isLanguageAlone = LANGUAGES.has(next.lower) && (!after || (endsPhrase && after.text !== ',' && after.pos !== 'CCONJ'));
    if ((before.lower === 'in' || before.lower === 'into') && isLanguageAlone) lints.push(extraWordLint(token));
    if (before.lower === 'not' && tokens[index - 2]?.lower === 'but' && next.lower === 'least') lints.push(extraWordLint(token));
  }
  return lints;
}
