/**
 * Articles a subject lacks where a clause opens inside a sentence, and "the" before a statistic of a set: the
 * sentence-opening cases ("Patient was discharged", "Aim of this study was") are article-patterns.ts's and
 * article-omission.ts's.
 */
import type { TLint } from '../lint.ts';
import { DEFINITE_ONLY } from './article-lists.ts';
import { isCountableNoun, OPENING_MEASURE_NOUNS } from './article-nouns.ts';
import { isRunningProse, missingArticleLint } from './article-omission.ts';
import { takesAn } from './articles.ts';
import type { TToken } from './tagger.ts';
import { firstFindingAtEachToken } from './token-patterns.ts';

/** Linking adverbs that open a clause before a comma: "; however, difference was", "Therefore, model was". */
const LINKING_ADVERBS =
  /^(?:however|therefore|thus|hence|moreover|furthermore|consequently|nevertheless|nonetheless|additionally|instead|accordingly|subsequently|likewise|similarly|meanwhile|finally)$/;
/** Words that open a sentence with a clause or a phrase that a comma closes: "When the cache is full, algorithm". */
const SUBORDINATORS = /^(?:when|if|after|before|although|though|because|since|while|once|until|whereas|unless)$/;
/** Coordinators that open a clause after a comma: ", and response rate was". */
const COORDINATORS = /^(?:and|but|yet|so)$/;
/** Finite verbs a subject may stand before (the -s form of any verb counts too). */
const FINITE =
  /^(?:is|was|has|had|will|would|can|could|may|might|must|should|did|does|remains|remained|seems|seemed|appears|appeared|became|becomes)$/;
/** Countable nouns of a subject beyond the article lists: "and response rate was", "and crack was first observed". */
const SUBJECT_NOUNS = new Set(['rate', 'crack']);
/**
 * Words of a statistic that the telegraphic style of an abstract writes bare ("At baseline, mean score was 4.1"):
 * a subject they open is left alone.
 */
const STATISTIC_WORDS = /^(?:mean|median|average|overall|total|maximum|minimum|peak|cumulative)$/;
/** Nouns of a change that "further" counts one of: "a further increase", not "further research". */
const CHANGE_NOUNS = /^(?:increase|decrease|rise|drop|decline|reduction|improvement|addition|extension|expansion)$/;

/** Prepositions before a relative "which" after its noun: "the depth at which", "the point beyond which" (not "the choice of which"). */
const RELATIVE_PREPOSITIONS = /^(?:beyond|below|above|at|during|after|before|under|over|in|within)$/;

/** Whether a clause opens at `at`, inside the sentence: after ", and", ";", "; however,", an opening clause's comma, or "in which". */
function opensClause(tokens: readonly TToken[], at: number): boolean {
  const [before, second, third] = [tokens[at - 1], tokens[at - 2], tokens[at - 3]];
  if (!before || at < 2) return false;
  if (before.text === ';') return true;
  if (COORDINATORS.test(before.lower) && second?.text === ',') return true;
  // A relative "which" after a preposition whose noun or comma goes before it ("up to 120 kg, beyond which", "the depth
  // at which"); after a verb it asks ("ask for which software component should be used").
  if (/^(?:which|whom)$/.test(before.lower) && second?.pos === 'ADP')
    return third?.text === ',' || (third?.pos === 'NOUN' && RELATIVE_PREPOSITIONS.test(second.lower));
  if (before.text !== ',') return false;
  if (second && LINKING_ADVERBS.test(second.lower) && (!third || /^[;,.]$/.test(third.text))) return true;
  // The first comma of a sentence opened by a subordinator or a preposition: "When the cache is full, algorithm".
  const opener = tokens[0] as TToken;
  const isFirstComma = !tokens.slice(0, at - 1).some((token) => /^[,;:()]$/.test(token.text));
  return isFirstComma && at >= 3 && (SUBORDINATORS.test(opener.lower) || opener.pos === 'ADP');
}

/** Whether `token` is an -ed past that reads as a finite verb: after a noun, before a preposition, an adverb, a number or an article. */
const isPastVerb = (token: TToken, before: TToken | undefined, after: TToken | undefined) =>
  token.pos === 'VERB' &&
  /ed$/.test(token.lower) &&
  token.lemma !== token.lower &&
  before?.pos === 'NOUN' &&
  ['ADP', 'ADV', 'NUM', 'DET'].includes(after?.pos ?? '');

const isFiniteVerb = (token: TToken | undefined) =>
  !!token && (FINITE.test(token.lower) || (token.pos === 'VERB' && /[^s]s$/.test(token.lower) && token.lemma !== token.lower));

/**
 * The index of the clause's finite verb after a subject's head at `head`: right after it (an adverb between: "crack
 * was first", "algorithm evicts"), or after its phrase with "of" or "in" ("concentration of dissolved oxygen in the
 * lower hypolimnion dropped below"), before any mark, conjunction or relative word; -1 when there is none.
 */
function verbAfter(tokens: readonly TToken[], head: number): number {
  const next = tokens[head + 1];
  if (isFiniteVerb(next)) return head + 1;
  if (next?.pos === 'ADV' && isFiniteVerb(tokens[head + 2]) && /^(?:is|was|has|had)$/.test(tokens[head + 2]?.lower ?? ''))
    return head + 2;
  if (!/^(?:of|in|between|among|on)$/.test(next?.lower ?? '')) return -1;
  for (let i = head + 2; i < Math.min(tokens.length, head + 10); i += 1) {
    const token = tokens[i] as TToken;
    if (token.pos === 'PUNCT' || token.pos === 'CCONJ' || /^(?:that|which|who)$/.test(token.lower)) return -1;
    if (isFiniteVerb(token) || isPastVerb(token, tokens[i - 1], tokens[i + 1])) return i;
    if (token.pos === 'AUX' || (token.pos === 'VERB' && tokens[i - 1]?.pos !== 'ADP' && tokens[i - 1]?.pos !== 'DET')) return -1;
  }
  return -1;
}

/**
 * "…, and response rate was 87.5%" → "the response rate", "; however, difference was not significant", "When the cache
 * is full, algorithm evicts", "In every summer, concentration of dissolved oxygen dropped", "beyond which further
 * increase in nitrogen supply produced" → "a further increase": a bare singular countable noun (with adjectives or
 * nouns before it, in lower case) opening a clause inside a running sentence, before its finite verb. A measure noun
 * before "of" (concentration, rate, effect) takes "the"; "further" and a change takes "a"; other nouns are offered
 * both. A statistic's words ("mean score was") and the uncountable nouns are left alone.
 */
function clauseSubjectLint(tokens: readonly TToken[], at: number): TLint | null {
  if (!opensClause(tokens, at)) return null;
  let head = at;
  while (head - at < 3 && ['ADJ', 'NOUN'].includes(tokens[head]?.pos ?? '') && tokens[head + 1]?.pos === 'NOUN') head += 1;
  const noun = tokens[head];
  const first = tokens[at] as TToken;
  if (noun?.pos !== 'NOUN' || noun.lemma !== noun.lower) return null;
  const words = tokens.slice(at, head + 1);
  const isBare = (word: TToken) => word.text === word.lower && !/[-‐‑]/.test(word.text);
  if (words.some((word) => !isBare(word) || (word.pos === 'NOUN' && word.lemma !== word.lower))) return null;
  if (words.some((word, i) => i > 0 && word.start !== (words[i - 1] as TToken).end + 1)) return null;
  if (STATISTIC_WORDS.test(first.lower)) return null;
  const verb = verbAfter(tokens, head);
  if (verb < 0) return null;
  const isMeasureOf = OPENING_MEASURE_NOUNS.has(noun.lower) && tokens[head + 1]?.lower === 'of' && head === at;
  const isCountable = isCountableNoun(noun.lower) || SUBJECT_NOUNS.has(noun.lower);
  if (first.lower === 'further') {
    if (head !== at + 1 || !CHANGE_NOUNS.test(noun.lower)) return null;
    return missingArticleLint(noun, first, ['a further']);
  }
  if (
    first.pos === 'ADJ' &&
    /^(?:such|many|much|few|little|several|more|less|other|another|enough|own|no|any|some)$/.test(first.lower)
  )
    return null;
  if (isMeasureOf || (DEFINITE_ONLY.test(first.lower) && head > at))
    return missingArticleLint(noun, first, [`the ${first.text}`]);
  // Not a noun with a phrase after it ("difference in yield was"), which may be a mass use: only the head right before its verb.
  if (!isCountable || verb > head + 2) return null;
  // A lone noun of a process before a present verb states a general truth: "Of course, correlation does not imply causation".
  const isPast = /^(?:was|had|did|would|could|might|remained|seemed|appeared|became)$/.test(tokens[verb]?.lower ?? '');
  if (head === at && /(?:tion|sion)$/.test(noun.lower) && !isPast) return null;
  const indefinite = takesAn(first.text) ? 'an' : 'a';
  return missingArticleLint(noun, first, [`the ${first.text}`, `${indefinite} ${first.text}`]);
}

/** Statistics of a set, which take "the" before "of" and the set: "we report mean of five runs" → "the mean". */
const STATISTICS = /^(?:mean|median|average|sum)$/;
const NUMBER_WORDS = /^(?:two|three|four|five|six|seven|eight|nine|ten|all|the|these|those|both)$/;

/**
 * "we report mean of five runs" → "the mean of": a statistic after a verb or a preposition, before "of" and a set
 * named by a number word or "the", "all", "these" and a plural noun. "a mean of 12 years" (a value in digits) is
 * article-patterns.ts's, and "These values mean of course" has no set.
 */
function statisticLint(tokens: readonly TToken[], at: number): TLint | null {
  const [word, of] = [tokens[at], tokens[at + 1]];
  const before = tokens[at - 1];
  if (!word || !STATISTICS.test(word.text) || of?.lower !== 'of' || !before) return null;
  const isAfterVerb = before.pos === 'VERB' && before.text === before.lower && !/ing$/.test(before.lower);
  const isAfterPreposition = /^(?:from|with|using|as)$/.test(before.lower);
  if (!isAfterVerb && !isAfterPreposition) return null;
  let i = at + 2;
  if (!NUMBER_WORDS.test(tokens[i]?.lower ?? '')) return null;
  // The set's plural noun, after numbers, adjectives and noun modifiers: "of the three replicate measurements".
  const isPlural = (token: TToken | undefined) => token?.pos === 'NOUN' && token.lemma !== token.lower && /s$/.test(token.lower);
  while (i < at + 6 && !isPlural(tokens[i]) && ['DET', 'NUM', 'ADJ', 'NOUN', 'VERB'].includes(tokens[i]?.pos ?? '')) i += 1;
  if (!isPlural(tokens[i])) return null;
  return missingArticleLint(word, word, [`the ${word.text}`]);
}

/** The articles of clause subjects and of a set's statistic (see clauseSubjectLint and statisticLint). */
export function clauseArticleLints(tokens: readonly TToken[]): TLint[] {
  if (!isRunningProse(tokens)) return [];
  return firstFindingAtEachToken(tokens, [clauseSubjectLint, statisticLint]);
}
