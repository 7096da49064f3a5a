import type { TLint } from '../lint.ts';
import { replaceWith } from './suggestions.ts';
import type { TToken } from './tagger.ts';

const MONTHS = /^(?:january|february|march|april|may|june|july|august|september|october|november|december)$/;
const WEEKDAYS = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?$/;
const YEAR = /^(?:1[89]|20)\d\d$/;
const DAY_OF_MONTH = /^(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?$/;
const PARTS_OF_DAY = /^(?:morning|afternoon|evening|night)$/;
/** Spans of time counted in a number of units: "along three months" → "for three months". */
const TIME_UNITS = /^(?:seconds|minutes|hours|days|weeks|months|years|decades|h|min)$/;
/** Verbs of change whose size takes "by": "increased by 12%". */
const CHANGE_VERBS = /^(?:increase|decrease|reduce|rise|fall|grow|drop|decline|improve|shrink)$/;
/** Verbs and words that take "on" themselves, whose "on 2018" is not a date: "based on 2018 prices". */
/** Participles that point to a table or a figure, which is "in": "shown at Figure 3" → "in". */
const POINTING = /^(?:show|present|give|list|summarize|summarise|see|display|illustrate|depict|report|provide|describe|plot)$/;
const PAPER_PARTS = /^(?:figure|figures|fig|table|tables)$/;
const ORDINAL =
  /^(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twenty-first)$/;
const TAKES_ON = /^(?:base|based|depend|rely|focus|draw|comment|report|agree|build|act|decide|concentrate|impact|effect)$/;

/** Measures whose value is a point ("at a temperature of 25 °C"), and the words that give that value or a bound. */
const MEASURES = /^(?:temperature|pressure|speed|velocity|frequency|depth|dose|voltage|concentration|rate)$/;
const BOUNDS = /^(?:of|below|above|between|exceeding|under|over|lower|higher)$/;

const isMonth = (token: TToken | undefined) => MONTHS.test(token?.lower ?? '') && /^\p{Lu}/u.test(token?.text ?? '');
const isYear = (token: TToken | undefined) => token?.pos === 'NUM' && YEAR.test(token.text);
const isDay = (token: TToken | undefined) => token?.pos === 'NUM' && DAY_OF_MONTH.test(token.text);
/** Whether a date ends its phrase at this word: a mark (not a dash), a preposition, a conjunction or the end. */
const endsPhrase = (token: TToken | undefined) =>
  !token || (['PUNCT', 'ADP', 'CCONJ', 'SCONJ'].includes(token.pos) && !/^[-–/]$/.test(token.text));

/**
 * A finding that replaces the preposition at `index` by `right`; the message quotes the `length` words after it
 * ("before “2018”"), or, for a length of time, says so.
 */
function timeLint(tokens: readonly TToken[], index: number, right: string, length: number): TLint {
  const word = tokens[index] as TToken;
  const correction = /^\p{Lu}/u.test(word.text) ? `${right.charAt(0).toUpperCase()}${right.slice(1)}` : right;
  const words = tokens.slice(index + 1, index + 1 + length);
  const phrase = textOf(words);
  const isDuration = right === 'for';
  return {
    kind: 'Usage',
    start: word.start,
    end: word.end,
    message: isDuration
      ? `For a length of time, use “${correction}”, not “${word.text}”.`
      : `Use “${correction}”, not “${word.text}”, before “${phrase}”.`,
    messageKey: isDuration ? 'preposition-duration' : 'preposition-time',
    messageValues: isDuration ? { word: word.text, correction } : { word: word.text, correction, phrase },
    suggestions: [replaceWith(correction)],
  };
}

/** The words as written, one space between words and none before a mark or a unit sign: "25 °C", "12%". */
const textOf = (words: readonly TToken[]) =>
  words.map((token, i) => (i > 0 && token.start > (words[i - 1] as TToken).end ? ` ${token.text}` : token.text)).join('');

/** The preposition that a date or a time of day takes, or null: "in 2018", "on 12 May", "on Monday", "in May". */
function datePreposition(tokens: readonly TToken[], index: number): { right: string; length: number } | null {
  const word = tokens[index] as TToken;
  const [next, after, third] = tokens.slice(index + 1, index + 4);
  const before = tokens[index - 1];
  // "in March to June 2019", "since 2010 until 2015": a span of time opens with "from".
  if (word.lower === 'in' || word.lower === 'since') {
    let at = index + 1;
    if (isMonth(tokens[at])) at += 1;
    if (isYear(tokens[at])) at += 1;
    const to = tokens[at];
    const end = tokens[at + 1];
    if (
      at > index + 1 &&
      /^(?:to|until|till)$/.test(to?.lower ?? '') &&
      (isMonth(end) || (isYear(end) && endsPhrase(tokens[at + 2])))
    )
      return { right: 'from', length: at - index + 1 };
  }
  if (word.lower === 'in' || word.lower === 'at') {
    if (next && WEEKDAYS.test(next.lower) && /^\p{Lu}/u.test(next.text)) return { right: 'on', length: 1 };
    if (isDay(next) && isMonth(after)) return { right: 'on', length: 2 };
    if (isMonth(next) && isDay(after) && !isYear(after)) return { right: 'on', length: 2 };
  }
  if (word.lower === 'in' && next?.lower === 'the' && PARTS_OF_DAY.test(after?.lower ?? '') && third?.lower === 'of')
    return { right: 'on', length: 3 };
  // "at the morning" → "in" (not "at the morning of", "at the morning session").
  if (
    word.lower === 'at' &&
    next?.lower === 'the' &&
    PARTS_OF_DAY.test(after?.lower ?? '') &&
    after?.lower !== 'night' &&
    endsPhrase(third) &&
    third?.lower !== 'of'
  )
    return { right: 'in', length: 2 };
  // "in the same day" → "on": a day takes "on", also the same one.
  if (
    /^(?:in|at)$/.test(word.lower) &&
    next?.lower === 'the' &&
    after?.lower === 'same' &&
    /^(?:day|date)$/.test(third?.lower ?? '')
  )
    return { right: 'on', length: 3 };
  if (
    word.lower === 'in' &&
    next?.lower === 'the' &&
    after?.lower === 'same' &&
    third?.lower === 'time' &&
    endsPhrase(tokens[index + 4])
  )
    return { right: 'at', length: 3 };
  if (word.lower === 'on' && next?.lower === 'the' && ORDINAL.test(after?.lower ?? '') && /^century$/.test(third?.lower ?? ''))
    return { right: 'in', length: 3 };
  if ((word.lower === 'on' || word.lower === 'at') && isYear(next) && endsPhrase(after) && !TAKES_ON.test(before?.lower ?? ''))
    return { right: 'in', length: 1 };
  // "on March", "at July 2021" → "in": a month without its day.
  // Not "look at" nor the reporting "as at March 2021".
  const isLookAt = word.lower === 'at' && /^(?:look|glance|point|aim|stare|as)$/.test(before?.lemma ?? '');
  if (/^(?:on|at)$/.test(word.lower) && !isLookAt && isMonth(next) && !isDay(after) && endsPhrase(isYear(after) ? third : after))
    return { right: 'in', length: isYear(after) ? 2 : 1 };
  // "stored in a temperature below 25 °C" → "at": a point on a scale with its value or bound after it.
  // "a rise in a temperature of" is a change of the measure itself.
  // "results in a pressure of 5 bar": the verb takes "in".
  const isChange = /^(?:rise|increase|decrease|change|drop|fall|reduction|variation|difference|shift|result)$/.test(
    before?.lemma ?? '',
  );
  if (
    word.lower === 'in' &&
    !isChange &&
    next?.lower === 'a' &&
    MEASURES.test(after?.lower ?? '') &&
    BOUNDS.test(third?.lower ?? '')
  )
    return { right: 'at', length: 2 };
  return null;
}

/** The words of an approximate amount before a number: "more than", "at least", "almost", "about". */
function approximatorLength(tokens: readonly TToken[], at: number): number {
  const [first, second] = [tokens[at]?.lower ?? '', tokens[at + 1]?.lower ?? ''];
  if (/^(?:more|less|fewer)$/.test(first) && second === 'than') return 2;
  if (first === 'at' && second === 'least') return 2;
  return /^(?:over|almost|nearly|about|around|approximately|roughly)$/.test(first) ? 1 : 0;
}

/** A length of time at `at` ("three years", "several months"), not a point ("three years ago", "two weeks after"). */
function isSinceLength(tokens: readonly TToken[], at: number): boolean {
  const [count, unit, next] = tokens.slice(at, at + 3);
  const isCount = count?.pos === 'NUM' || /^(?:many|several)$/.test(count?.lower ?? '');
  return isCount && TIME_UNITS.test(unit?.lower ?? '') && next?.lower !== 'ago' && next?.lower !== 'after';
}

/**
 * Prepositions of time and quantity that learners choose by their own language: "on 2018" → "in", "in Monday",
 * "in 12 May" → "on", "on March" → "in", "in March to June" and "since 2010 until 2015" → "from", "in the morning
 * of 3 April" → "on", "along three months" → "for", "increased in 12%" → "by", "maintained in 25 °C" → "at".
 * A date that goes on as a noun's modifier ("on 2018 prices") and "based on 2018" are left alone.
 */
export function timePrepositionLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, word] of tokens.entries()) {
    if (word.pos !== 'ADP' && word.lower !== 'since') continue;
    const [next, after, third] = tokens.slice(index + 1, index + 4);
    const before = tokens[index - 1];
    const date = datePreposition(tokens, index);
    if (date) {
      lints.push(timeLint(tokens, index, date.right, date.length));
      continue;
    }
    // "since three years", "since more than 20 years" → "for" (not "since three years ago").
    const approximate = approximatorLength(tokens, index + 1);
    // "Since more than ten years have passed", "since almost ten years earlier": a cause, or a point in time.
    const afterUnit = tokens[index + 3 + approximate];
    const isCauseOrPoint =
      approximate > 0 &&
      ((!!afterUnit && !/^(?:PUNCT|ADP|CCONJ)$/.test(afterUnit.pos)) ||
        /^(?:before|prior|earlier|into|later|post)$/.test(afterUnit?.lower ?? ''));
    if (word.lower === 'since' && !isCauseOrPoint && isSinceLength(tokens, index + 1 + approximate)) {
      lints.push(timeLint(tokens, index, 'for', 0));
      continue;
    }
    // "shown at Figure 3" → "in".
    if (/^(?:at|on)$/.test(word.lower) && PAPER_PARTS.test(next?.lower ?? '') && POINTING.test(before?.lemma ?? '')) {
      lints.push(timeLint(tokens, index, 'in', 2));
      continue;
    }
    if (word.lower === 'along' && next?.pos === 'NUM' && TIME_UNITS.test(after?.lower ?? '')) {
      lints.push(timeLint(tokens, index, 'for', 0));
      continue;
    }
    if (word.lower !== 'in' || next?.pos !== 'NUM' || !before) continue;
    // "increased in 12%" → "by": the size of a change.
    const isShare = after?.text === '%' || /^(?:percent|fold)$/.test(after?.lower ?? '') || /^\d+(?:\.\d+)?%$/.test(next.text);
    if (before.pos === 'VERB' && CHANGE_VERBS.test(before.lemma) && isShare) {
      lints.push(timeLint(tokens, index, 'by', after?.text === '%' ? 2 : 1));
      continue;
    }
    // "stored in 4 °C" → "at": a temperature after a verb of keeping or treating.
    const isTemperature =
      /^[°º]/.test(after?.text ?? '') || (after?.lower === 'degrees' && /^(?:c|celsius)$/.test(third?.lower ?? ''));
    if (before.pos === 'VERB' && isTemperature) lints.push(timeLint(tokens, index, 'at', third?.pos === 'PROPN' ? 3 : 2));
  }
  return lints;
}
