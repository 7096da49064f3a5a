import type { TToken } from './tagger.ts';

export const isYear = (token: TToken | undefined) => !!token && /^(?:1[89]|20)\d\d$/.test(token.text);
/** A year before this one. */
const isOverYear = (token: TToken | undefined) => isYear(token) && Number(token?.text) < new Date().getFullYear();
export const MONTHS = /^(?:january|february|march|april|may|june|july|august|september|october|november|december)$/;
export const TIME_UNITS = /^(?:year|month|week|day|decade|century|summer|winter|spring|autumn|season|semester|time)s?$/;

/** Where a finished time in the past ends: "In 2010", "Last year", "Two years ago", "Yesterday"; -1 if none at `at`. */
export function pastTimeEnd(tokens: readonly TToken[], at: number): number {
  const [first, second, third] = tokens.slice(at, at + 3);
  if (!first) return -1;
  if (/^(?:in|during)$/.test(first.lower)) {
    const isTwo = /^(?:and|or)$/.test(third?.lower ?? '') && isYear(tokens[at + 3]); // "in 2020 and 2021"
    if (isYear(second)) return isTwo ? at + 4 : at + 2;
    // "in the 1990s": a decade that is over ("in the 2020s" may reach up to now).
    const isOver = Number(third?.text.slice(0, 4)) + 9 < new Date().getFullYear();
    if (second?.lower === 'the' && /^(?:1[89]|20)\d0s$/.test(third?.text ?? '') && isOver) return at + 3;
    if (second && MONTHS.test(second.lower) && isYear(third)) return at + 3;
    // "in the summer of 2017", "during the first half of 2019": a part of a year that is over.
    const ofAt = [at + 3, at + 4].find((i) => tokens[i]?.lower === 'of' && isOverYear(tokens[i + 1]));
    const isPart = tokens.slice(at + 2, ofAt).every((word) => ['NOUN', 'ADJ'].includes(word.pos));
    if (second?.lower === 'the' && ofAt !== undefined && isPart) return ofAt + 2;
    // "in the previous decade", "during the preceding year": a period before the one the writer is in.
    const isBefore = second?.lower === 'the' && /^(?:previous|preceding)$/.test(third?.lower ?? '');
    if (isBefore && TIME_UNITS.test(tokens[at + 3]?.lower ?? '') && tokens[at + 4]?.pos !== 'NOUN') return at + 4;
    if (second?.lower === 'the') return partOfPastEnd(tokens, at + 2);
    return -1;
  }
  // "between January and April 2020", "between 2015 and 2018": a span that is over.
  if (first.lower === 'between' && tokens[at + 2]?.lower === 'and') {
    if (isOverYear(second) && isOverYear(tokens[at + 3])) return at + 4;
    const isMonths = !!second && MONTHS.test(second.lower) && MONTHS.test(tokens[at + 3]?.lower ?? '');
    if (isMonths && isOverYear(tokens[at + 4])) return at + 5;
  }
  if (first.lower === 'yesterday') return at + 1;
  if (first.lower === 'on') return pastDateEnd(tokens, at + 1);
  // "last year", not "the last year" or "in the last decade", which reach up to now.
  const isAfterDeterminer = tokens[at - 1]?.pos === 'DET' || /^(?:the|this|these|our|its)$/.test(tokens[at - 1]?.lower ?? '');
  if (first.lower === 'last' && second && TIME_UNITS.test(second.lower) && !/s$/.test(second.lower) && !isAfterDeterminer)
    return at + 2;
  // "last October", "last Monday": a named month or day, capitalised, not after a determiner.
  const isNamed = !!second && /^\p{Lu}/u.test(second.text) && (MONTHS.test(second.lower) || WEEKDAYS.test(second.lower));
  if (first.lower === 'last' && isNamed && !isAfterDeterminer) return at + 2;
  if (
    (first.pos === 'NUM' || /^(?:a|an)$/.test(first.lower)) &&
    second &&
    TIME_UNITS.test(second.lower) &&
    third?.lower === 'ago'
  )
    return at + 3;
  return -1;
}

const WEEKDAYS = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/;
const ORDINAL_CENTURIES: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
};
/** The number of an ordinal century: "nineteenth" and "19th" are 19; NaN for any other word. */
const centuryOf = (word: string) =>
  ORDINAL_CENTURIES[word] ?? (/^\d\d?(?:th|st|nd|rd)$/.test(word) ? Number.parseInt(word, 10) : Number.NaN);

/**
 * After "in the" / "during the" at `at`: where a decade or a century that is over ends ("the early 1990s", "the
 * mid-1980s", "the late nineteenth century", "the 19th century"); -1 if none. The current decade and century may
 * reach up to now and are no finished time.
 */
function partOfPastEnd(tokens: readonly TToken[], at: number): number {
  let next = at;
  if (/^(?:early|late|mid)$/.test(tokens[next]?.lower ?? '')) next += 1;
  const word = tokens[next];
  if (!word) return -1;
  const decade = /^(?:(?:early|late|mid)-)?((?:1[5-9]|20)\d0)s$/.exec(word.lower);
  if (decade) {
    const isOver = Number(decade[1]) + 9 < new Date().getFullYear();
    // "in the early 1990s", "in the mid-1990s" (a plain "in the 1990s" is pastTimeEnd's own case).
    return isOver && (next > at || /-/.test(word.lower)) ? next + 1 : -1;
  }
  const century = centuryOf(word.lower);
  const isOver = century < Math.floor((new Date().getFullYear() - 1) / 100) + 1;
  return isOver && tokens[next + 1]?.lower === 'century' ? next + 2 : -1;
}

/** After "on" at `at`: where a full date in a past year ends ("12 May 2008", "May 12, 2008", "May 12 2008"); -1 if none. */
function pastDateEnd(tokens: readonly TToken[], at: number): number {
  const [first, second, third, fourth] = tokens.slice(at, at + 4);
  const isDay = (token: TToken | undefined) => !!token && /^\d\d?$/.test(token.text);
  const isMonth = (token: TToken | undefined) => !!token && /^\p{Lu}/u.test(token.text) && MONTHS.test(token.lower);
  if (isDay(first) && isMonth(second) && isOverYear(third)) return at + 3;
  if (isMonth(first) && isDay(second) && isOverYear(third)) return at + 3;
  if (isMonth(first) && isDay(second) && third?.text === ',' && isOverYear(fourth)) return at + 4;
  return -1;
}

/** Whether a place closes the clause at `at`: "in 1998 in a study of marine bacteria.", "in 2015 at three hospitals.". */
export function isPlaceAfter(tokens: readonly TToken[], at: number): boolean {
  if (!/^(?:in|at)$/.test(tokens[at]?.lower ?? '')) return false;
  let end = at + 1;
  while (end - at < 9 && /^(?:DET|ADJ|NOUN|PROPN|NUM|ADP)$/.test(tokens[end]?.pos ?? '')) end += 1;
  return end > at + 1 && /^[.;!?]$/.test(tokens[end]?.text ?? '') && tokens[end - 1]?.pos !== 'ADP';
}
