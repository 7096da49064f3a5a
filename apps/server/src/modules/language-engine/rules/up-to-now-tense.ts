import type { TLint } from '../lint.ts';
import { participleOf } from './perfect-tense.ts';
import { withCaseOf } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import {
  CHANGE,
  isPast,
  isPresent,
  RESEARCH_NOUNS,
  STATING,
  STATIVE,
  subjectBefore,
  type TSubject,
  tenseLint,
  textOf,
} from './time-tense.ts';
import { withVerbReadings } from './verb-readings.ts';

/** Participles of a state, whose present passive is right with "so far" ("so far, no method is known"). */
const STATE_PARTICIPLES =
  /^(?:known|understood|thought|believed|considered|regarded|expected|required|needed|assumed|accepted|recogni[sz]ed|based|related|associated|linked|used|defined|described|involved|concerned|interested|located|situated|given|shown|seen)$/;

/** Where a time that reaches up to now ends ("so far", "to date", "until now", "up to now", "thus far"); -1 if none. */
function upToNowEnd(tokens: readonly TToken[], at: number): number {
  if (!/^(?:so|thus|to|until|up|till)$/.test(tokens[at]?.lower ?? '')) return -1;
  const words = tokens
    .slice(at, at + 4)
    .map((token) => token.lower)
    .join(' ');
  const match = /^(?:so far|thus far|to date|until now|up to now|up until now|till now)(?= |$)/.exec(words);
  return match ? at + match[0].split(' ').length : -1;
}

const NUMBER_WORDS = /^(?:\d+|few|several|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|fifty|hundred)$/;

/** Where a recent time that reaches up to now ends: "Recently", "In recent years", "Over the past ten years"; -1 if none. */
function recentEnd(tokens: readonly TToken[], at: number): number {
  const [first, second, third] = tokens.slice(at, at + 3);
  if (first?.lower === 'recently') return at + 1;
  if (first?.lower === 'in' && second?.lower === 'recent' && /^(?:years|decades|times)$/.test(third?.lower ?? '')) return at + 3;
  if (
    !/^(?:in|over|during|for)$/.test(first?.lower ?? '') ||
    second?.lower !== 'the' ||
    !/^(?:past|last)$/.test(third?.lower ?? '')
  )
    return -1;
  let next = at + 3;
  while (NUMBER_WORDS.test(tokens[next]?.lower ?? '')) next += 1;
  return /^(?:years?|decades?|months?|century|centuries)$/.test(tokens[next]?.lower ?? '') ? next + 1 : -1;
}

/** The present perfect of the verb at `at` for a subject's number: "investigated" → "has investigated", "were" → "have been". */
function perfectFor(
  tokens: readonly TToken[],
  at: number,
  subject: TSubject,
  isOpening: boolean,
  isRecent: boolean,
): string | null {
  const verb = tokens[at] as TToken;
  // "In the last two decades, many researchers investigated": what many studies did over a span up to now adds up
  // to now ("In the last decade, researchers obtained" may tell of one finished finding, and is left alone).
  const isCounted = tokens.slice(0, at).some((token) => /^(?:many|several|numerous|various|few|most)$/.test(token.lower));
  // "Over the past decade, the cost dropped", "In recent years, many hospitals adopted": a change, or what many did.
  const isResearchPast =
    isRecent &&
    isOpening &&
    isPast(verb) &&
    ((isCounted && (RESEARCH_NOUNS.test(subject.head.lower) || tokens[0]?.lower !== 'recently')) ||
      // Not a change dated within the span: "In recent years, interest rates rose briefly in 2022", nor one told as happening once more: "Recently, the number of cases rose again."
      (CHANGE.has(verb.lemma) && !tokens.some((token, i) => i > at && /^(?:(?:1[89]|20)\d\d|again)$/.test(token.text))));
  if (isRecent && !isResearchPast && (verb.pos === 'AUX' || !isPresent(verb))) return null;
  if (verb.pos === 'AUX' && /^(?:was|were)$/.test(verb.lower)) return verb.lower === 'was' ? 'has been' : 'have been';
  const number = subject.number ?? (subject.head.pos === 'PROPN' ? 'singular' : null);
  if (!number) return null;
  const have = number === 'singular' ? 'has' : 'have';
  // "did not consider" → "have not considered": the span reaches the verb, whose participle replaces it.
  if (verb.lower === 'did' && tokens[at + 1]?.lower === 'not') {
    const main = tokens[at + 2];
    const participle = main?.pos === 'VERB' && main.lower === main.lemma ? participleOf(main.lemma) : null;
    return participle && !STATIVE.has(main?.lemma ?? '') ? `${have} not ${participle}` : null;
  }
  if (STATIVE.has(verb.lemma)) return null;
  if (isPast(verb)) {
    const participle = participleOf(verb.lemma);
    return participle ? `${have} ${participle}` : null;
  }
  // A present is taken only where a study is the subject: "so far, no study examines" — not "so far, the model fits".
  const determiner = tokens.slice(0, at).find((token) => /^(?:no|few|only)$/.test(token.lower));
  // "For the last twenty years, the glacier retreats": a span opened by "for" or "over" reaches now, whatever the verb.
  const isSpan = isRecent && isOpening && /^(?:for|over)$/.test(tokens[0]?.lower ?? '');
  const isTrend = isRecent && (CHANGE.has(verb.lemma) || isSpan);
  // "So far, we recruit 85 of the 120 participants": what the writers have done up to now, not a verb of stating.
  const isOwnStep = !isRecent && /^(?:we|i)$/.test(subject.head.lower) && !STATING.has(verb.lemma);
  if (isOpening && isPresent(verb) && (determiner || isTrend || isOwnStep || RESEARCH_NOUNS.test(subject.head.lower))) {
    const participle = participleOf(verb.lemma);
    return participle ? `${have} ${participle}` : null;
  }
  return null;
}

/**
 * A time that reaches up to now takes the present perfect: "Until now, no study investigated" → "has
 * investigated", "So far, few studies examine" → "have examined", "To date, no trials were" → "have been", "No
 * study addressed this so far." The time opens the sentence (with or without a comma) before its clause's subject
 * and first verb, or ends the verb's clause ("until now" there is left alone: "this was unknown until now" is
 * right). A simple past or was/were is taken; a present only with "no", "few" or "only" in its subject or a study
 * as its subject; verbs of state ("remain", "know", "suggest") are left alone, as are "until now" + was/were ("until
 * now, it was thought") and a superlative or "first" in the clause ("the largest trial to date").
 */
export function upToNowLints(tokens: readonly TToken[]): TLint[] {
  let timeAt = 0;
  const isRecent = upToNowEnd(tokens, 0) < 0 && recentEnd(tokens, 0) > 0;
  let timeEnd = isRecent ? recentEnd(tokens, 0) : upToNowEnd(tokens, 0);
  let verbAt = -1;
  let subject: TSubject | null = null;
  if (timeEnd > 0) {
    const from = tokens[timeEnd]?.text === ',' ? timeEnd + 1 : timeEnd;
    // "Recently, several research groups report the synthesis": a present the tagger read as a noun.
    const read = withVerbReadings(tokens, from);
    if (read !== tokens) return upToNowLints(read);
    verbAt = tokens.findIndex((token, at) => at > from && (token.pos === 'VERB' || token.pos === 'AUX'));
    subject = verbAt > 0 ? subjectBefore(tokens, from, verbAt) : null;
    // "To date, little was known": a quantity word as the whole subject.
    const quantity = tokens[from];
    if (!subject && quantity && verbAt === from + 1 && /^(?:little|much|nothing|few)$/.test(quantity.lower))
      subject = { head: quantity, number: quantity.lower === 'few' ? 'plural' : 'singular', isPerson: false };
  } else {
    timeAt = tokens.findIndex((_token, at) => at > 0 && upToNowEnd(tokens, at) > 0);
    timeEnd = timeAt > 0 ? upToNowEnd(tokens, timeAt) : -1;
    if (timeEnd < 0 || !/^[.;!?]$/.test(tokens[timeEnd]?.text ?? '') || /^(?:until|till|up)$/.test(tokens[timeAt]?.lower ?? ''))
      return [];
    let clauseStart = timeAt - 1;
    while (clauseStart > 0 && !/^(?:PUNCT|SCONJ|CCONJ)$/.test(tokens[clauseStart - 1]?.pos ?? '')) clauseStart -= 1;
    verbAt = tokens.findIndex((token, at) => at >= clauseStart && at < timeAt && (token.pos === 'VERB' || token.pos === 'AUX'));
    subject = verbAt > 0 ? subjectBefore(tokens, clauseStart, verbAt) : null;
  }
  if (!subject || verbAt < 0) return [];
  const verb = tokens[verbAt] as TToken;
  if (/^(?:until|till|up)$/.test(tokens[timeAt]?.lower ?? '') && /^(?:was|were)$/.test(verb.lower)) return [];
  // "the only study to date was" is ranked; "only three species were described so far" counts.
  const isRanked = tokens.some(
    (word, i) =>
      /^(?:first|largest|best|most|least)$/.test(word.lower) ||
      (word.lower === 'only' && tokens[i + 1]?.pos !== 'NUM') ||
      (word.pos === 'ADJ' && /est$/.test(word.lower)),
  );
  if (isRanked && verb.pos === 'AUX') return [];
  // "Until now, no vaccine is licensed" → "has been licensed": a present passive of an event with "no" or "few".
  const participle = tokens[verbAt + 1];
  const isNonePassive =
    timeAt === 0 &&
    /^(?:is|are|was|were)$/.test(verb.lower) &&
    participle?.pos === 'VERB' &&
    participle.lower !== participle.lemma &&
    !STATE_PARTICIPLES.test(participle.lower) &&
    tokens.slice(0, verbAt).some((token) => /^(?:no|few)$/.test(token.lower));
  if (isNonePassive) {
    const correction = /^(?:is|was)$/.test(verb.lower) ? 'has been' : 'have been';
    const time = textOf(tokens, timeAt, timeEnd);
    return [
      tenseLint(
        verb.start,
        verb.end,
        'tense-up-to-now',
        `“${time}” reaches up to now: use the present perfect, “${correction}”.`,
        {
          time,
          verb: verb.text,
          correction: withCaseOf(correction, verb.text),
        },
      ),
    ];
  }
  // "were" of a passive or of "there were", "did not"; any other AUX (a modal, "have") is not this pattern.
  if (verb.pos === 'AUX' && !/^(?:was|were|did)$/.test(verb.lower)) return [];
  // "little was known", "was understood": what is known up to now is said in the present.
  const isKnown = /^(?:was|were)$/.test(verb.lower) && /^(?:known|understood)$/.test(tokens[verbAt + 1]?.lower ?? '');
  const correction = isKnown
    ? verb.lower === 'was'
      ? 'is'
      : 'are'
    : perfectFor(tokens, verbAt, subject, timeAt === 0, isRecent);
  if (!correction) return [];
  const time = textOf(tokens, timeAt, timeEnd);
  const last = verb.lower === 'did' ? (tokens[verbAt + 2] as TToken) : verb;
  return [
    tenseLint(verb.start, last.end, 'tense-up-to-now', `“${time}” reaches up to now: use the present perfect, “${correction}”.`, {
      time,
      verb: textOf(tokens, verbAt, tokens.indexOf(last) + 1),
      correction: withCaseOf(correction, verb.text),
    }),
  ];
}
