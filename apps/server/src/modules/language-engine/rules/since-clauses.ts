import { isYear, MONTHS, TIME_UNITS } from './past-times.ts';
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
  // "Since the new law came into force in 2016,", "took effect".
  if (verb?.pos !== 'VERB' || verb.lower === verb.lemma || !STARTING.test(verb.lemma)) return -1;
  const comma = tokens.findIndex((word, i) => i > at && word.text === ',');
  if (comma < 0 || comma > at + 8) return -1;
  const isClause = tokens.slice(at + (isPassive ? 2 : 1), comma).every((word) => !['VERB', 'AUX', 'SCONJ'].includes(word.pos));
  return isClause ? comma : -1;
}

const WEEKDAYS = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/;
const LIFE_STAGES = /^(?:childhood|youth|birth|arrival|retirement|marriage|adolescence|graduation)$/;
const EVENT_STARTS =
  /^(?:discovery|invention|approval|inauguration|independence|completion|construction|start|beginning|begining|onset|launch|introduction|outbreak|establishment|implementation|creation|opening|release|adoption|inception|foundation|founding|installation|enactment|publication)$/;

/** Where "since" + a point in time ends ("since 2015", "since then", "since March 2019", "since last year"); -1 if none. */
export function sinceEnd(tokens: readonly TToken[], at: number): number {
  const [since, first, second] = tokens.slice(at, at + 3);
  if (since?.lower !== 'since' || !first) return -1;
  if (isYear(first) || first.lower === 'then') return at + 2;
  if (MONTHS.test(first.lower)) return isYear(second) ? at + 3 : at + 2;
  if (first.lower === 'last' && second && (TIME_UNITS.test(second.lower) || WEEKDAYS.test(second.lower))) return at + 3;
  // "since her childhood", "since their arrival": a stage of a life that began.
  if (/^(?:my|her|his|their|our)$/.test(first.lower) && LIFE_STAGES.test(second?.lower ?? '')) return at + 3;
  // "since the 1980s", "since the nineteenth century": a decade or a century.
  if (first.lower === 'the' && /^(?:1[5-9]|20)\d0s$/.test(second?.text ?? '')) return at + 3;
  // "since the early 2000s", "since the late 1990s".
  if (
    first.lower === 'the' &&
    /^(?:early|late|mid)$/.test(second?.lower ?? '') &&
    /^(?:1[5-9]|20)\d0s$/.test(tokens[at + 3]?.text ?? '')
  )
    return at + 4;
  if (first.lower === 'the' && /(?:th|st|nd|rd)$/.test(second?.lower ?? '') && tokens[at + 3]?.lower === 'century') return at + 4;
  // "since the start of the project", "since its release in 2019": an event's start, the noun phrase up to the
  // clause's mark.
  if (at === 0) {
    const clauseEnd = sinceClauseEnd(tokens);
    if (clauseEnd > 0) return clauseEnd;
    // "Since the health reform of 2008,": a noun phrase dated by a year, up to its comma.
    let end = 1;
    while (end < 9 && /^(?:DET|ADJ|NOUN|PROPN|NUM|ADP)$/.test(tokens[end]?.pos ?? '')) end += 1;
    if (
      first.pos === 'DET' &&
      tokens[end]?.text === ',' &&
      isYear(tokens[end - 1]) &&
      /^(?:of|in)$/.test(tokens[end - 2]?.lower ?? '') &&
      !/^(?:whose|which|who|when)$/.test(tokens[end + 1]?.lower ?? '')
    )
      return end;
  }
  const isOwn = /^(?:its|their|our|his|her)$/.test(first.lower);
  if ((first.lower === 'the' || isOwn) && EVENT_STARTS.test(second?.lower ?? '')) {
    const next = tokens[at + 3];
    if (!isOwn && next?.lower !== 'of' && !(next?.lower === 'in' && isYear(tokens[at + 4]))) return -1;
    let end = at + 3;
    while (/^(?:DET|ADJ|NOUN|PROPN|NUM|ADP)$/.test(tokens[end]?.pos ?? '')) end += 1;
    return end;
  }
  return -1;
}
