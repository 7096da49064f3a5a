import type { TLint } from '../lint.ts';
import { CLAUSE_SUBJECTS, isFiniteVerb, nounSubjectEnd, SUBORDINATORS } from './clauses.ts';
import { opensWideClause } from './splice-clauses.ts';
import { isMistaggedVerb, isPastPredicate, opensWiderClause } from './splice-openers.ts';
import { isPlainClauseVerb } from './splice-verbs.ts';
import { replaceWith } from './suggestions.ts';
import type { TToken } from './tagger.ts';

/** Adverbs that link two sentences but cannot join them: "…; however, …", not "…, however, …". */
const LINKING_ADVERBS = new Set([
  'however',
  'therefore',
  'moreover',
  'furthermore',
  'consequently',
  'nevertheless',
  'nonetheless',
  'thus',
  'hence',
  'otherwise',
  'accordingly',
  'additionally',
  'meanwhile',
]);

/** Linking phrases of more than one word, which cannot join two sentences either: ", in contrast, resistance was". */
const LINKING_PHRASES = [
  'in contrast',
  'by contrast',
  'as a result',
  'as a consequence',
  'in addition',
  'on the other hand',
  'on the contrary',
  'for example',
  'for instance',
  'in other words',
  'in fact',
].map((phrase) => phrase.split(' '));

/** The linking adverb or phrase after the comma at `index`, as its words, or none. */
function linkingWordsAt(tokens: readonly TToken[], index: number): TToken[] {
  const first = tokens[index + 1];
  if (first && LINKING_ADVERBS.has(first.lower)) return [first];
  const phrase = LINKING_PHRASES.find((words) => words.every((word, i) => tokens[index + 1 + i]?.lower === word));
  return phrase ? tokens.slice(index + 1, index + 1 + phrase.length) : [];
}

/** Words that open a subject after "however" without its comma: ", however it declined", ", however no cracks were". */
const SUBJECT_OPENERS = new Set(
  'it we they he she there this these those the a an no its their our some most many several all'.split(' '),
);

/**
 * Whether a subject opens at `at` after "however": a pronoun or a determiner ("however it declined", "however no
 * cracks were"), or a bare noun that heads a noun phrase ("however sleep quality did not improve"; not an adjective:
 * "however small").
 */
const opensWithSubject = (tokens: readonly TToken[], at: number) =>
  SUBJECT_OPENERS.has(tokens[at]?.lower ?? '') || (tokens[at]?.pos === 'NOUN' && nounRunEnd(tokens, at) > 0);

/** Participles of how a quantity was defined or measured, which "however … was" asks about ("no matter how"). */
const DEFINING_PARTICIPLES =
  /^(?:defined|measured|specified|calculated|coded|classified|modell?ed|operationali[sz]ed|estimated|computed|categori[sz]ed|weighted|scored|analy[sz]ed|adjusted|stratified|dichotomi[sz]ed)$/;

/**
 * Whether the clause from `at` after "however" is one of "no matter how" ("robust, however the sample is split",
 * "however we define the threshold"): short, not negative, its verb a present passive or a present of an action
 * ("however the difference is small", "however it declined", "however no cracks were found" are linking).
 */
function isNoMatterHowClause(tokens: readonly TToken[], at: number): boolean {
  const end = tokens.findIndex((token, i) => i > at && token.pos === 'PUNCT' && !/^[-‐‑]$/.test(token.text));
  const clause = tokens.slice(at, end < 0 ? tokens.length : end);
  if (clause.length > 8 || clause.some((token) => /^(?:not|n't|never)$/.test(token.lower))) return false;
  const verbAt = clause.findIndex((token) => ['AUX', 'VERB'].includes(token.pos));
  const [verb, next] = [clause[verbAt], clause[verbAt + 1]];
  if (!verb) return false;
  if (/^(?:is|are)$/.test(verb.lower)) return next?.pos === 'VERB' && !/ing$/.test(next.lower);
  // A past passive of a verb of defining or measuring that ends the clause: "robust, however the outcome was defined".
  if (/^(?:was|were)$/.test(verb.lower)) return verbAt + 2 === clause.length && DEFINING_PARTICIPLES.test(next?.lower ?? '');
  const isPresent =
    (/[^s]s$/.test(verb.lower) && verb.lemma !== verb.lower) ||
    (verb.lower === verb.lemma && /^(?:we|they|you|one|i)$/.test(clause[verbAt - 1]?.lower ?? ''));
  return verb.pos === 'VERB' && isPresent;
}

/** Prepositions that may carry a noun subject's phrase: "the clustering of students within schools was". */
const PHRASE_PREPOSITIONS = new Set(['of', 'in', 'within', 'for', 'on', 'at', 'from', 'with', 'between', 'among']);

/** Where a run of adjectives and nouns from `at` that ends in a noun ends (the index after it), or -1. */
function nounRunEnd(tokens: readonly TToken[], at: number): number {
  let i = at;
  if (tokens[i]?.pos === 'DET' || /^(?:its|their|our|his|her)$/.test(tokens[i]?.lower ?? '')) i += 1;
  const from = i;
  while (['ADJ', 'NOUN', 'PROPN', 'NUM'].includes(tokens[i]?.pos ?? '') && i - from < 5) i += 1;
  return i > from && ['NOUN', 'PROPN'].includes(tokens[i - 1]?.pos ?? '') ? i : -1;
}

/**
 * Whether a noun subject with or without a determiner, with up to two prepositional phrases, and its finite verb open
 * a clause at `at`: "further optimization of the pore size distribution is required", "the clustering of students
 * within schools was taken". The verb is an auxiliary, an -s form or a past form with its object or time.
 */
function opensPhraseClause(tokens: readonly TToken[], at: number): boolean {
  let end = nounRunEnd(tokens, at);
  for (let phrases = 0; end > 0 && phrases < 2 && PHRASE_PREPOSITIONS.has(tokens[end]?.lower ?? ''); phrases += 1) {
    end = nounRunEnd(tokens, end + 1);
  }
  while (end > 0 && tokens[end]?.pos === 'ADV') end += 1;
  const verb = tokens[end];
  if (end < 0 || !verb) return false;
  const isAuxiliary = verb.pos === 'AUX' && isFiniteVerb(verb);
  return isAuxiliary || (verb.pos === 'VERB' && /[^s]s$/.test(verb.lower) && isFiniteVerb(verb)) || isPastPredicate(tokens, end);
}

/** A main clause opens at `at`: a pronoun or a noun subject and its finite verb. */
function opensMainClause(tokens: readonly TToken[], at: number): boolean {
  const subject = tokens[at];
  if (!subject) return false;
  let verbAt = CLAUSE_SUBJECTS.has(subject.lower) ? at + 1 : -1;
  while (verbAt > 0 && tokens[verbAt]?.pos === 'ADV') verbAt += 1;
  if (verbAt > 0 && isFiniteVerb(tokens[verbAt])) return true;
  let nounVerbAt = nounSubjectEnd(tokens, at);
  while (nounVerbAt > 0 && tokens[nounVerbAt]?.pos === 'ADV') nounVerbAt += 1;
  // After ", however," a past form is the verb of a clause, not a list's participle (", the sensor failed", ", the
  // price fell").
  if (nounVerbAt > 0 && (isFiniteVerb(tokens[nounVerbAt]) || isPastForm(tokens[nounVerbAt]))) return true;
  // ", consequently, runoff increased", ", however the old rules still apply": a bare noun or a plural and its verb.
  let plainVerbAt = nounSubjectEnd(tokens, at) > 0 ? nounSubjectEnd(tokens, at) : nounRunEnd(tokens, at);
  const plainSubjectEnd = plainVerbAt;
  while (plainVerbAt > 0 && tokens[plainVerbAt]?.pos === 'ADV') plainVerbAt += 1;
  if (plainSubjectEnd > 0 && isPlainClauseVerb(tokens, plainSubjectEnd, plainVerbAt)) return true;
  return opensWiderClause(tokens, at) || opensPhraseClause(tokens, at) || opensWideClause(tokens, at);
}

/** A past form, regular or not: "failed", "fell", "rose" (not a participle in -en or -wn). */
const isPastForm = (token: TToken | undefined) =>
  token?.pos === 'VERB' && token.lemma !== token.lower && !/(?:ing|en|wn|[^s]s)$/.test(token.lower);

/** The words before `end` make a main clause: a subject and its finite verb, not opened by a subordinating word. */
function isMainClause(tokens: readonly TToken[], end: number): boolean {
  const clause = tokens.slice(0, end);
  const [first] = clause;
  if (!first || SUBORDINATORS.has(first.lower) || first.pos === 'SCONJ' || first.lower === 'whether') return false;
  // "Even though the costs were high, however, …": a dependent clause ("however" after "even though" is
  // paired-conjunctions.ts's; after "even if" or "even when" it is left alone).
  if (first.lower === 'even' && /^(?:though|if|when)$/.test(clause[1]?.lower ?? '')) return false;
  const hasSubject = (i: number) => ['NOUN', 'PRON', 'PROPN'].includes(clause[clause[i]?.pos === 'ADV' ? i - 1 : i]?.pos ?? '');
  // "Most Salmonella isolates were": a plural the tagger reads as a verb, before an auxiliary.
  const isPluralAsVerb = (word: TToken | undefined, verb: TToken) =>
    verb.pos === 'AUX' && word?.pos === 'VERB' && /[^s]s$/.test(word.lower) && word.lemma !== word.lower;
  return clause.some(
    (token, i) =>
      i > 0 &&
      (((isFiniteVerb(token) || isPastForm(token)) && (hasSubject(i - 1) || isPluralAsVerb(clause[i - 1], token))) ||
        isMistaggedVerb(clause, i)),
  );
}

/**
 * Two sentences joined by a comma and a linking adverb or phrase: "Participants felt more confident, however, their
 * scores did not improve" → "confident; however, their", "The effect was small, nevertheless it was consistent" →
 * "small; nevertheless, it", "(78%), in contrast, resistance was rare". Flagged when a main clause opens the sentence
 * before the comma and another main clause (a pronoun, a noun phrase with or without a determiner and its finite verb;
 * splice-clauses.ts) follows the adverb, with or without its comma ("however" without it only before a subject that
 * does not make it "no matter how": "however it declined", not "however the sample is split"); "The results, however,
 * were not significant" (one clause around the adverb), ", thus confirming", ", in contrast to" and ", therefore,
 * excluded" (no clause after it) are left alone. The suggestion is a semicolon, and the adverb's comma when it has
 * none.
 */
export function adverbSpliceLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    const words = token.text === ',' ? linkingWordsAt(tokens, index) : [];
    const last = words.at(-1);
    // "damage and, thus, a new frame": the conjunction before the comma joins the clauses.
    const isJoined = tokens[index - 1]?.pos === 'CCONJ';
    if (!last || isJoined) continue;
    const afterWords = index + 1 + words.length;
    const hasComma = tokens[afterWords]?.text === ',';
    const clauseAt = hasComma ? afterWords + 1 : afterWords;
    // Without its comma, "however" may mean "no matter how" ("robust, however the sample is split"): only a subject
    // after it ("however it declined", "however no cracks were found in") makes it the linking adverb.
    const isNoMatterHow =
      last.lower === 'however' && !hasComma && (!opensWithSubject(tokens, clauseAt) || isNoMatterHowClause(tokens, clauseAt));
    if (isNoMatterHow || !isMainClause(tokens, index) || !opensMainClause(tokens, clauseAt)) continue;
    const adverb = words.map((word) => word.text).join(' ');
    lints.push({
      kind: 'Punctuation',
      start: token.start,
      end: hasComma ? token.end : last.end,
      message: `“${adverb}” does not join two sentences: put a semicolon or a full stop before it.`,
      messageKey: 'comma-splice-adverb',
      messageValues: { adverb },
      suggestions: [replaceWith(hasComma ? ';' : `; ${adverb},`)],
    });
  }
  return lints;
}
