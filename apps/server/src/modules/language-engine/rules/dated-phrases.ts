import type { TToken } from './tagger.ts';

const MONTHS = /^(?:january|february|march|april|may|june|july|august|september|october|november|december)$/;

/** Adverbs of a habit: "candidates typically spend", "moisture is usually measured". */
const HABITS = /^(?:typically|usually|generally|normally|routinely|often|always|commonly|customarily|traditionally)$/;

/**
 * Whether the clause after "During the 2020 field campaign," tells a standing practice, right in the present: an
 * adverb of a habit ("candidates typically spend"), an aside opened by "as" (", as in every year", ", as described
 * in the protocol") or a subject opened by "each" or "every" ("each site is visited twice").
 */
function isStandingPractice(tokens: readonly TToken[], comma: number): boolean {
  const rest = tokens.slice(comma + 1);
  if (rest.some((token) => HABITS.test(token.lower))) return true;
  if (rest.some((token, at) => token.text === ',' && rest[at + 1]?.lower === 'as')) return true;
  return /^(?:each|every)$/.test(rest[0]?.lower ?? '');
}

/**
 * Where an opening phrase dated by a year ends, at its comma: "During the second field trip in 2018,", "In the summer
 * of 2019,", "At the end of March 2020,". The phrase opens with "in", "during", "at" or "on", holds only nouns, their
 * modifiers and prepositions, and ends in a year after "in", "of" or a month ("In the 2018 guidelines," names which
 * guidelines, not when), or "during the" + a past year + nouns ("During the 2020 field campaign,"); -1 if the sentence
 * does not open so.
 */
export function datedPhraseEnd(tokens: readonly TToken[]): number {
  if (!/^(?:in|during|at|on|throughout)$/.test(tokens[0]?.lower ?? '')) return -1;
  const comma = tokens.findIndex((token) => token.text === ',');
  // "During the 2020 field campaign,": an event of a year that is over, named by its year.
  const isDuringEvent =
    tokens[0]?.lower === 'during' &&
    tokens[1]?.lower === 'the' &&
    /^(?:1[89]|20)\d\d$/.test(tokens[2]?.text ?? '') &&
    Number(tokens[2]?.text) < new Date().getFullYear() &&
    comma > 3 &&
    tokens.slice(3, comma).every((token) => token.pos === 'NOUN' || token.pos === 'ADJ') &&
    tokens[comma - 1]?.pos === 'NOUN' &&
    !isStandingPractice(tokens, comma);
  if (isDuringEvent) return comma;
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
