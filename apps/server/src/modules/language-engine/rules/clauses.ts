import type { TLint } from '../lint.ts';
import type { TToken } from './tagger.ts';

/** Subjects that open a second main clause after a comma: ", it was", ", we found", ", this suggests". */
export const CLAUSE_SUBJECTS = new Set(['it', 'we', 'they', 'this', 'these', 'he', 'she', 'i']);
/** Finite forms that show a clause has its verb. */
const FINITE_AUXILIARIES = new Set([
  'is',
  'are',
  'was',
  'were',
  'has',
  'have',
  'had',
  'does',
  'do',
  'did',
  'can',
  'could',
  'will',
  'would',
  'may',
  'might',
  'must',
  'should',
  'shall',
]);
/** Words that make the clause before a comma a dependent one (or a list): no splice after them. */
export const SUBORDINATORS = new Set([
  'although',
  'though',
  'because',
  'if',
  'when',
  'whenever',
  'while',
  'whilst',
  'as',
  'since',
  'after',
  'before',
  'whereas',
  'unless',
  'once',
  'until',
  'where',
  'which',
  'who',
  'that',
  'so',
  'and',
  'but',
  'or',
  'nor',
  'yet',
]);

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
 * dried overnight" may be a list). The suggestion is a semicolon.
 */
export function commaSpliceLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  const firstComma = tokens.findIndex((token) => token.text === ',');
  if (firstComma < 2) return lints;
  const before = tokens.slice(0, firstComma);
  if (before.some((token) => SUBORDINATORS.has(token.lower) || token.pos === 'PUNCT' || token.pos === 'SCONJ')) return lints;
  const hasVerb = before.some(
    (token, i) => i > 0 && isFiniteVerb(token) && ['NOUN', 'PRON', 'PROPN'].includes(before[i - 1]?.pos ?? ''),
  );
  const firstWord = before[0];
  if (!hasVerb || !firstWord || !['DET', 'NOUN', 'PRON', 'PROPN', 'ADJ'].includes(firstWord.pos)) return lints;
  let at = firstComma + 1;
  if (tokens[at]?.lower === 'then') at += 1;
  const subject = tokens[at];
  if (!subject) return lints;
  const pronounVerbAt = CLAUSE_SUBJECTS.has(subject.lower) ? at + 1 : -1;
  const nounVerbAt = nounSubjectEnd(tokens, at);
  let verbAt = pronounVerbAt;
  while (tokens[verbAt]?.pos === 'ADV') verbAt += 1;
  if (!isFiniteVerb(tokens[verbAt])) {
    // "this" or "these" before a noun is a determiner: ", this method is" has a noun subject and its verb.
    verbAt = nounVerbAt;
    while (tokens[verbAt]?.pos === 'ADV') verbAt += 1;
    if (nounVerbAt < 0 || !isClearlyFinite(tokens[verbAt])) return lints;
  }
  const comma = tokens[firstComma] as TToken;
  lints.push({
    kind: 'Punctuation',
    start: comma.start,
    end: comma.end,
    message: 'Two sentences are joined by a comma alone: use a semicolon, a full stop or a conjunction.',
    messageKey: 'comma-splice',
    messageValues: {},
    suggestions: [{ kind: 'replace', text: ';' }],
  });
  return lints;
}

/** Verbs and adjectives followed by "to" and a base form: "able to continue", "want to learn". */
const TAKES_TO = new Set([
  'able',
  'unable',
  'want',
  'wants',
  'wanted',
  'need',
  'needs',
  'needed',
  'try',
  'tried',
  'tries',
  'decide',
  'decided',
  'aim',
  'aims',
  'aimed',
  'plan',
  'planned',
  'intend',
  'intended',
  'fail',
  'failed',
  'seem',
  'seems',
  'seemed',
]);
const MODALS = new Set(['can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must']);
/** Past participles that are not -ed forms, read after a modal as a passive missing "be". */
const IRREGULAR_PARTICIPLES = new Set([
  'done',
  'shown',
  'given',
  'taken',
  'seen',
  'known',
  'made',
  'found',
  'written',
  'chosen',
  'drawn',
  'held',
  'kept',
  'left',
  'built',
  'sent',
  'spent',
  'grown',
  'thrown',
  'brought',
  'bought',
  'caught',
  'taught',
  'thought',
]);

/**
 * Missing "to" and "be" in common patterns: "not able continue" → "able to continue", "want learn" → "want to
 * learn" (a base-form verb right after one of TAKES_TO), and "can used" → "can be used" (a past participle right
 * after a modal and not followed by an object).
 */
export function missingWordLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    const next = tokens[index + 1];
    const after = tokens[index + 2];
    if (!next) continue;
    if (
      TAKES_TO.has(token.lower) &&
      next.pos === 'VERB' &&
      next.lower === next.lemma &&
      !/(?:ing|ed)$/.test(next.lower) &&
      after?.pos !== 'VERB'
    ) {
      // "need" and "plan" as nouns ("the need arises") are not followed by a base form; a verb after them is.
      if ((token.lower === 'need' || token.lower === 'plan' || token.lower === 'aim') && tokens[index - 1]?.pos === 'DET')
        continue;
      lints.push({
        kind: 'Grammar',
        start: token.start,
        end: token.end,
        message: `“${token.text}” is followed by “to” and the verb: “${token.text} to ${next.text}”.`,
        messageKey: 'missing-to',
        messageValues: { word: token.text, verb: next.text },
        suggestions: [{ kind: 'insert', text: ' to' }],
      });
    }
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
        end: token.end,
        message: `A passive after “${token.text}” needs “be”: “${token.text} be ${next.text}”.`,
        messageKey: 'missing-be',
        messageValues: { word: token.text, verb: next.text },
        suggestions: [{ kind: 'insert', text: ' be' }],
      });
    }
  }
  return lints;
}

/** Words that are doubled on purpose: "that that", "had had", "is is". */
const MAY_DOUBLE = new Set(['that', 'had', 'is', 'do', 'very', 'so', 'many', 'much', 'bye', 'no', 'yes', 'again']);

/** A word written twice in a row ("the the", "using using"): the second is deleted. */
export function doubledWordLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    const previous = tokens[index - 1];
    if (!previous || previous.lower !== token.lower || !/^\p{L}+$/u.test(token.text) || MAY_DOUBLE.has(token.lower)) continue;
    const next = tokens[index + 1];
    if (token.start - previous.end !== 1 || (next?.start === token.end && /^[-–]$/.test(next.text))) continue;
    lints.push({
      kind: 'Repetition',
      start: previous.end,
      end: token.end,
      message: `“${token.text}” is written twice.`,
      messageKey: 'doubled-word',
      messageValues: { word: token.text },
      suggestions: [{ kind: 'delete', text: '' }],
    });
  }
  return lints;
}
