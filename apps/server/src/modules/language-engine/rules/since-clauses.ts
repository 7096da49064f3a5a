import type { TToken } from './tagger.ts';

const SUBJECT_PRONOUNS = new Set(['i', 'we', 'you', 'he', 'she', 'it', 'they']);

/** Verbs of a start that a "since" clause of time dates from: "Since the reform started", "since the law was introduced". */
const STARTING = /^(?:start|begin|introduce|launch|establish|implement|adopt|found|enact|inaugurate|commission)$/;

/**
 * Where a "since" clause of time that opens the sentence ends, at its comma: "Since the reform started in 2015,",
 * "Since the new zoning law was introduced,". Its subject is a pronoun or a short noun phrase, and its verb a simple
 * past or a past passive of a start (a causal "since the samples were contaminated" is not one); -1 if none.
 */
export function sinceClauseEnd(tokens: readonly TToken[]): number {
  let at = 1;
  while (at < 7 && /^(?:DET|ADJ|NOUN|PROPN|NUM)$/.test(tokens[at]?.pos ?? '')) at += 1;
  if (at === 1 && SUBJECT_PRONOUNS.has(tokens[1]?.lower ?? '')) at = 2;
  if (at === 1) return -1;
  const isPassive = /^(?:was|were)$/.test(tokens[at]?.lower ?? '');
  const verb = tokens[isPassive ? at + 1 : at];
  if (verb?.pos !== 'VERB' || verb.lower === verb.lemma || !STARTING.test(verb.lemma)) return -1;
  const comma = tokens.findIndex((word, i) => i > at && word.text === ',');
  if (comma < 0 || comma > at + 8) return -1;
  const isClause = tokens.slice(at + (isPassive ? 2 : 1), comma).every((word) => !['VERB', 'AUX', 'SCONJ'].includes(word.pos));
  return isClause ? comma : -1;
}
