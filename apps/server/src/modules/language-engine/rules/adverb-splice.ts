import type { TLint } from '../lint.ts';
import { CLAUSE_SUBJECTS, isFiniteVerb, nounSubjectEnd, SUBORDINATORS } from './clauses.ts';
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

/** A main clause opens at `at`: a pronoun or a noun subject and its finite verb. */
function opensMainClause(tokens: readonly TToken[], at: number): boolean {
  const subject = tokens[at];
  if (!subject) return false;
  let verbAt = CLAUSE_SUBJECTS.has(subject.lower) ? at + 1 : -1;
  while (verbAt > 0 && tokens[verbAt]?.pos === 'ADV') verbAt += 1;
  if (verbAt > 0 && isFiniteVerb(tokens[verbAt])) return true;
  let nounVerbAt = nounSubjectEnd(tokens, at);
  if (nounVerbAt < 0) return false;
  while (tokens[nounVerbAt]?.pos === 'ADV') nounVerbAt += 1;
  // After ", however," a past form is the verb of a clause, not a list's participle (", the sensor failed").
  return isFiniteVerb(tokens[nounVerbAt]);
}

/** The words before `end` make a main clause: a subject and its finite verb, not opened by a subordinating word. */
function isMainClause(tokens: readonly TToken[], end: number): boolean {
  const clause = tokens.slice(0, end);
  const [first] = clause;
  if (!first || SUBORDINATORS.has(first.lower) || first.pos === 'SCONJ') return false;
  return clause.some((token, i) => i > 0 && isFiniteVerb(token) && ['NOUN', 'PRON', 'PROPN'].includes(clause[i - 1]?.pos ?? ''));
}

/**
 * Two sentences joined by a comma and a linking adverb: "Participants felt more confident, however, their scores did
 * not improve" → "confident; however, their". Flagged when a main clause opens the sentence before the comma and
 * another main clause follows the adverb and its comma; "The results, however, were not significant" (one clause
 * around the adverb) and ", thus confirming" (no clause after it) are left alone. The suggestion is a semicolon.
 */
export function adverbSpliceLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    const adverb = tokens[index + 1];
    if (token.text !== ',' || !adverb || !LINKING_ADVERBS.has(adverb.lower) || tokens[index + 2]?.text !== ',') continue;
    if (!isMainClause(tokens, index) || !opensMainClause(tokens, index + 3)) continue;
    lints.push({
      kind: 'Punctuation',
      start: token.start,
      end: token.end,
      message: `“${adverb.text}” does not join two sentences: put a semicolon or a full stop before it.`,
      messageKey: 'comma-splice-adverb',
      messageValues: { adverb: adverb.text },
      suggestions: [{ kind: 'replace', text: ';' }],
    });
  }
  return lints;
}
