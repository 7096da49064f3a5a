import type { TToken } from './tagger.ts';

/**
 * The wider tests of a comma splice (used by clauses.ts and adverb-splice.ts): what opens a main clause after a
 * comma (a noun phrase of any length with its verb, a gerund, "those that …"), a fronted phrase that may stand
 * before it (", at this temperature the spectrum showed"), and the words inside the clause before the comma that do
 * not make it a dependent one or a list ("because of", "between 1990 and 2020", a parenthesis).
 */

/** A hyphen inside a word: "two-hour", "air-dried". */
export const isWordHyphen = (tokens: readonly TToken[], i: number) =>
  /^[-‐‑]$/.test(tokens[i]?.text ?? '') && tokens[i - 1]?.end === tokens[i]?.start && tokens[i + 1]?.start === tokens[i]?.end;

/** Words that open a noun phrase: "the", "this", "a", "no", "their". */
const DETERMINERS = new Set(
  'the this these those its their our his her a an no each every both all some many several such any'.split(' '),
);
/** The points of the compass, which the tagger reads as adverbs after "the": "speakers from the south". */
const COMPASS = /^(?:north|south|east|west|north-?east|north-?west|south-?east|south-?west)$/;
/** Prepositions that carry a subject's phrase: "speakers from the south", "resistance to ciprofloxacin". */
const PHRASE_PREPOSITIONS = new Set('of in within for on at from with between among to across near under'.split(' '));
/** Finite auxiliaries. */
const FINITE = new Set('is are was were has have had can could will would may might must should shall does do did'.split(' '));
/** Adverbs that stand between a subject and its verb only in a main clause: "the final sample therefore consisted". */
const LINKING_MID = new Set('therefore thus consequently hence also subsequently eventually finally accordingly'.split(' '));
/**
 * Past participles that take an object or a name in a reduced clause ("a method called the Delphi technique",
 * "patients given the drug"): after them, a noun phrase is no sign of a past tense.
 */
const OBJECT_PARTICIPLES = new Set(
  (
    'called named termed dubbed labelled labeled known designated considered deemed regarded defined given offered ' +
    'assigned allocated awarded granted sent shown told asked taught denied prescribed administered fed injected ' +
    'treated exposed provided supplied charged paid'
  ).split(' '),
);
/** Nouns of time after a past form that make it a reduced clause: "samples collected the next day". */
const TIME_NOUNS = /^(?:day|days|week|weeks|month|months|year|years|time|times|morning|night|evening|hour|hours|season)$/;
/** Words in -ing that are prepositions: "including the controls", "following the storm". */
const ING_PREPOSITIONS =
  /^(?:including|excluding|regarding|concerning|following|according|considering|during|notwithstanding|pending|barring|assuming|using|depending|involving|comprising)$/;

const isPlural = (token: TToken | undefined) =>
  token?.pos === 'NOUN' && /[^s]s$/.test(token.lower) && token.lemma !== token.lower;
const isPossessive = (token: TToken | undefined) => /^(?:its|their|our|his|her|my|your)$/.test(token?.lower ?? '');

/** A word in -ed the tagger reads as an adjective or a noun before an object: "the south preferred the". */
const isVerbBeforeObject = (tokens: readonly TToken[], i: number) => {
  const [word, next] = [tokens[i], tokens[i + 1]];
  if (!word || !next || !['ADJ', 'NOUN'].includes(word.pos) || !/..[^e]ed$/.test(word.lower)) return false;
  return ['DET', 'NUM'].includes(next.pos) || isPossessive(next);
};

/** The index after a bracketed group opening at `at` ("(n = 12)", "[5]"), or `at` when none opens there. */
export function afterBrackets(tokens: readonly TToken[], at: number): number {
  const close = { '(': ')', '[': ']' }[tokens[at]?.text ?? ''];
  if (!close) return at;
  const end = tokens.findIndex((token, i) => i > at && token.text === close);
  return end < 0 ? at : end + 1;
}

/** Whether the token at `i` is inside brackets (or is one): "(d = 0.21)". */
export function isInBrackets(tokens: readonly TToken[], i: number): boolean {
  let depth = 0;
  for (let j = 0; j <= i; j += 1) {
    const text = tokens[j]?.text;
    if (text === '(' || text === '[') depth += 1;
    if ((text === ')' || text === ']') && j < i) depth = Math.max(0, depth - 1);
  }
  const closes = tokens[i]?.text === ')' || tokens[i]?.text === ']';
  return depth > 0 || closes;
}

/**
 * Where a noun phrase from `at` ends (the index after it), or -1: an optional determiner, then up to six adjectives,
 * nouns, names and numbers (a hyphenated word counts by its parts: "a two-hour training session") ending in a noun or
 * a name; a word in -ed before an object ends it ("speakers from the south preferred the").
 */
export function nounPhraseEnd(tokens: readonly TToken[], at: number): number {
  let i = at;
  if (DETERMINERS.has(tokens[i]?.lower ?? '') || isPossessive(tokens[i])) i += 1;
  const from = i;
  const isPart = (j: number) =>
    (['ADJ', 'NOUN', 'PROPN', 'NUM'].includes(tokens[j]?.pos ?? '') && !isVerbBeforeObject(tokens, j)) ||
    (j > from && isWordHyphen(tokens, j)) ||
    (COMPASS.test(tokens[j]?.lower ?? '') && tokens[j - 1]?.lower === 'the');
  while (i - from < 7 && isPart(i)) i += 1;
  const head = tokens[i - 1];
  if (i === from || !head) return -1;
  // "the second one", "the older ones": "one" standing for a noun after an adjective.
  const isOne = /^ones?$/.test(head.lower) && tokens[i - 2]?.pos === 'ADJ' && i - 1 > from;
  return ['NOUN', 'PROPN'].includes(head.pos) || COMPASS.test(head.lower) || isOne ? i : -1;
}

/** Where a subject from `at` ends: a noun phrase with up to two prepositional phrases and a parenthesis, or -1. */
function subjectEnd(tokens: readonly TToken[], at: number): number {
  let end = nounPhraseEnd(tokens, at);
  for (let phrases = 0; end > 0 && phrases < 2 && PHRASE_PREPOSITIONS.has(tokens[end]?.lower ?? ''); phrases += 1) {
    const next = nounPhraseEnd(tokens, end + 1);
    if (next < 0) break;
    end = next;
  }
  return end > 0 ? afterBrackets(tokens, end) : end;
}

/**
 * Whether the word at `i` is the finite verb of a clause whose subject ends just before the adverbs at `from`: an
 * auxiliary, a verb in -s, or a past form with its object (a determiner, a number, a possessive, a noun: "grew
 * cassava"; not after a participle that takes one, "called the", nor before a noun of time) or after an adverb of a main clause ("the final sample therefore consisted").
 */
function isClauseVerb(tokens: readonly TToken[], subjectAt: number, from: number, i: number): boolean {
  const verb = tokens[i];
  if (!verb) return false;
  if (verb.pos === 'AUX') return FINITE.has(verb.lower);
  // "outpatient visits, hospital stays, and drugs": a compound noun read as a noun and a verb in -s, a list item when
  // it has no determiner and a comma or a conjunction follows it.
  const isListItem = !DETERMINERS.has(tokens[subjectAt]?.lower ?? '') && /^(?:,|and|or)$/.test(tokens[i + 1]?.lower ?? '');
  if (verb.pos === 'VERB' && /[^s]s$/.test(verb.lower) && verb.lemma !== verb.lower) return !isListItem;
  const isPast =
    (verb.pos === 'VERB' && verb.lemma !== verb.lower && !/(?:ing|en|wn|s)$/.test(verb.lower)) || isVerbBeforeObject(tokens, i);
  if (!isPast || OBJECT_PARTICIPLES.has(verb.lower)) return false;
  if (tokens.slice(from, i).some((token) => LINKING_MID.has(token.lower))) return true;
  const next = tokens[i + 1];
  // A bare noun after the verb is its object only after a bare plural subject ("farmers in the south grew cassava");
  // after "the user" it may be a compound ("the user specified option-argument").
  const isBarePlural = !DETERMINERS.has(tokens[subjectAt]?.lower ?? '') && isPlural(tokens[nounPhraseEnd(tokens, subjectAt) - 1]);
  const hasObject =
    !!next &&
    (['DET', 'NUM'].includes(next.pos) ||
      (next.pos === 'NOUN' && isBarePlural) ||
      isPossessive(next) ||
      next.lower === 'that' ||
      (next.pos === 'ADJ' && tokens[i + 2]?.pos === 'NOUN'));
  return hasObject && !tokens.slice(i + 1, i + 4).some((token) => TIME_NOUNS.test(token.lower));
}

/** Adverbs from `at`, at most two: the index after them. */
const skipAdverbs = (tokens: readonly TToken[], at: number) => {
  let i = at;
  while (tokens[i]?.pos === 'ADV' && i - at < 2) i += 1;
  return i;
};

/**
 * Whether a conjunction after `from` opens another clause (a list of clauses: "…, group B received a placebo, and
 * group C received nothing"): a finite verb within the seven words after it, before any mark.
 */
export function hasClauseConjunctionAfter(tokens: readonly TToken[], from: number): boolean {
  return tokens.some((token, i) => {
    if (i < from || token.pos !== 'CCONJ') return false;
    for (let j = i + 1; j <= i + 7 && tokens[j] && tokens[j]?.pos !== 'PUNCT'; j += 1) {
      const word = tokens[j] as TToken;
      if (
        (word.pos === 'AUX' && FINITE.has(word.lower)) ||
        (word.pos === 'VERB' && word.lemma !== word.lower && !/ing$/.test(word.lower))
      )
        return true;
    }
    return false;
  });
}

/**
 * "those that lost more than 5% … were examined": "those" and a relative clause with its verb, then the main verb (a
 * finite "be" or "have"), with no mark or conjunction between.
 */
function opensThoseClause(tokens: readonly TToken[], at: number): boolean {
  if (tokens[at]?.lower !== 'those' || !/^(?:that|who|which)$/.test(tokens[at + 1]?.lower ?? '')) return false;
  let hasVerb = false;
  for (let i = at + 2; i < at + 16 && tokens[i]; i += 1) {
    const token = tokens[i] as TToken;
    if (['CCONJ', 'SCONJ'].includes(token.pos) || (token.pos === 'PUNCT' && !isWordHyphen(tokens, i))) return false;
    const isBeHave = /^(?:is|are|was|were|have|had)$/.test(token.lower);
    if (hasVerb && isBeHave) return ['VERB', 'ADJ', 'ADV'].includes(tokens[i + 1]?.pos ?? '');
    if (['VERB', 'AUX'].includes(token.pos) || (token.pos === 'ADJ' && /[^e]ed$/.test(token.lower))) hasVerb = true;
  }
  return false;
}

/**
 * "heating to 80 °C was therefore required": a gerund (not a preposition in -ing: "including", "following"), a
 * preposition and up to five words of its phrase with no verb or mark, then "is" or "was" and a participle or an
 * adjective. A participle before a noun phrase may take a clause of its own (", meaning a single thread is used").
 */
function opensGerundClause(tokens: readonly TToken[], at: number): boolean {
  const gerund = tokens[at];
  if (
    !gerund ||
    !/^[a-z]+ing$/.test(gerund.text) ||
    ING_PREPOSITIONS.test(gerund.lower) ||
    !['NOUN', 'VERB'].includes(gerund.pos)
  )
    return false;
  const preposition = tokens[at + 1];
  if (preposition?.pos !== 'ADP' || /^(?:that|if|whether|as)$/.test(preposition.lower)) return false;
  let i = at + 1;
  while (i - at <= 6 && ['ADP', 'DET', 'NUM', 'SYM', 'ADJ', 'NOUN', 'PROPN'].includes(tokens[i]?.pos ?? '')) i += 1;
  if (i === at + 1 || !/^(?:is|was)$/.test(tokens[i]?.lower ?? '')) return false;
  const complement = tokens[skipAdverbs(tokens, i + 1)];
  return !!complement && (complement.pos === 'ADJ' || (complement.pos === 'VERB' && /ed$/.test(complement.lower)));
}

/**
 * Whether the words from `at` open a main clause: a noun phrase of any length (with a determiner or without, up to
 * two prepositional phrases) and its finite verb, after adverbs ("the final sample therefore consisted", "speakers
 * from the south preferred the", "a two-hour training session was organized", "plagioclase has been"), "those that
 * …" and its verb, or a gerund subject; not when a conjunction later opens another clause (a list of clauses).
 */
export function opensWideClause(tokens: readonly TToken[], at: number): boolean {
  const end = subjectEnd(tokens, at);
  const verbAt = end > 0 ? skipAdverbs(tokens, end) : -1;
  const isClause =
    (verbAt > 0 && isClauseVerb(tokens, at, end, verbAt)) || opensThoseClause(tokens, at) || opensGerundClause(tokens, at);
  return isClause && !hasClauseConjunctionAfter(tokens, at);
}

/** Prepositions that open a fronted phrase before a clause: ", at this temperature the spectrum showed". */
const FRONTED_PREPOSITIONS = new Set('at in for by on from after during under with to through'.split(' '));

/**
 * The index after a fronted phrase that refers back from `at` (a preposition, "this", "that", "these", "those" or
 * "such" and a noun: ", at this temperature", ", in this case", ", for this reason"), and its comma; `at` when none.
 */
export function afterFrontedPhrase(tokens: readonly TToken[], at: number): number {
  if (!FRONTED_PREPOSITIONS.has(tokens[at]?.lower ?? '')) return at;
  // A short phrase of place or time, then a personal pronoun: ", after 24 h it reached", ", in women it was not".
  let short = at + 1;
  const isPart = (token: TToken | undefined) =>
    /^(?:DET|ADJ|NOUN|NUM|PROPN|SYM)$/.test(token?.pos ?? '') && !/^(?:which|whose|what)$/.test(token?.lower ?? '');
  while (short - at <= 4 && isPart(tokens[short])) short += 1;
  if (short > at + 1 && /^(?:it|we|they|he|she)$/.test(tokens[short]?.lower ?? '')) return short;
  if (!/^(?:this|that|these|those|such)$/.test(tokens[at + 1]?.lower ?? '')) return at;
  const end = nounPhraseEnd(tokens, at + 1);
  if (end < 0 || end - at > 5) return at;
  return tokens[end]?.text === ',' ? end + 1 : end;
}

/**
 * Whether the word at `i` of a clause joins words, not clauses, or opens no dependent clause: "because of", "such
 * as", "as well as", "and" between two numbers ("in 2019 and 2020") or after "between" ("between 1990 and 2020").
 */
export function isPhraseWord(words: readonly TToken[], i: number): boolean {
  const [before, word, next] = [words[i - 1], words[i], words[i + 1]];
  if (!word) return false;
  if (word.lower === 'because') return next?.lower === 'of';
  if (word.lower === 'as')
    return before?.lower === 'such' || (before?.lower === 'well' && words[i - 2]?.lower === 'as') || next?.lower === 'well';
  if (word.lower !== 'and') return false;
  if (before?.pos === 'NUM' && next?.pos === 'NUM') return true;
  for (let j = i - 1; j >= 0 && i - j <= 5; j -= 1) {
    const token = words[j] as TToken;
    if (token.lower === 'between') return true;
    if (!['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'SYM'].includes(token.pos)) return false;
  }
  return false;
}
