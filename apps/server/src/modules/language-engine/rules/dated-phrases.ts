import type { TToken } from './tagger.ts';

const MONTHS = /^(?:january|february|march|april|may|june|july|august|september|october|november|december)$/;

/**
 * Where an opening phrase dated by a year ends, at its comma: "During the second field trip in 2018,", "In the summer
 * of 2019,", "At the end of March 2020,". The phrase opens with "in", "during", "at" or "on", holds only nouns, their
 * modifiers and prepositions, and ends in a year after "in", "of" or a month ("In the 2018 guidelines," names which
 * guidelines, not when); -1 if the sentence does not open so.
 */
export function datedPhraseEnd(tokens: readonly TToken[]): number {
  if (!/^(?:in|during|at|on|throughout)$/.test(tokens[0]?.lower ?? '')) return -1;
  const comma = tokens.findIndex((token) => token.text === ',');
  const year = tokens[comma - 1];
  const before = tokens[comma - 2];
  if (comma < 4 || !year || !/^(?:1[89]|20)\d\d$/.test(year.text)) return -1;
  if (!/^(?:in|of)$/.test(before?.lower ?? '') && !MONTHS.test(before?.lower ?? '')) return -1;
  const isPhrase = tokens
    .slice(1, comma)
    .every(
      (token) =>
        /^(?:DET|ADJ|NOUN|NUM|PROPN|ADP)$/.test(token.pos) || (token.pos === 'PRON' && /^(?:our|their|its)$/.test(token.lower)),
    );
  return isPhrase ? comma : -1;
}

/** Where a passive's agent after `at` ends ("by an amateur astronomer"), or `at` when no "by" and noun phrase follow. */
export function agentEnd(tokens: readonly TToken[], at: number): number {
  if (tokens[at]?.lower !== 'by') return at;
  let end = at + 1;
  while (/^(?:DET|ADJ|NOUN|PROPN)$/.test(tokens[end]?.pos ?? '')) end += 1;
  return end > at + 1 ? end : at;
}
