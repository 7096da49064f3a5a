import type { TLint } from '../lint.ts';
import { agentEnd, datedPhraseEnd } from './dated-phrases.ts';
import { nounNumber, thirdPersonOf } from './number-forms.ts';
import { lint, participleOf, pastTimeEnd } from './perfect-tense.ts';
import type { TToken } from './tagger.ts';
import { pastTenseOf } from './tense-consistency.ts';
import { PAST_LIKE_BASE } from './word-lists.ts';

export type TNumber = 'singular' | 'plural';

const PERSONAL_PRONOUNS: Record<string, TNumber> = {
  i: 'plural',
  we: 'plural',
  you: 'plural',
  they: 'plural',
  he: 'singular',
  she: 'singular',
  it: 'singular',
};
/** Words that may stand in a subject's noun phrase before its verb: "the two main studies", "only a few authors". */
const SUBJECT_WORDS = /^(?:DET|ADJ|NUM|NOUN|PROPN)$/;
/** Verbs by which papers say what a table, a figure or the data show: their present is how results are stated. */
export const STATING = new Set([
  'show',
  'suggest',
  'indicate',
  'reveal',
  'present',
  'depict',
  'illustrate',
  'display',
  'list',
  'summarize',
  'summarise',
  'give',
  'compare',
  'contain',
  'include',
  'describe',
  'report',
  'provide',
  'represent',
  'support',
  'confirm',
  'mean',
  'imply',
]);
/** Verbs of state or of what evidence says: their present with "so far" or "to date" is right ("so far the data suggest"). */
export const STATIVE = new Set([
  'be',
  'have',
  'know',
  'exist',
  'remain',
  'seem',
  'appear',
  'contain',
  'include',
  'lack',
  'need',
  'require',
  'depend',
  'mean',
  'belong',
  'consist',
  'involve',
  'suggest',
  'indicate',
  'support',
  'point',
  'imply',
  'look',
]);
/** Nouns of those who study or write, and of their work: "no study examines", "few authors address". */
const RESEARCH_NOUNS =
  /^(?:stud(?:y|ies)|research|researchers?|authors?|works?|investigations?|papers?|reports?|articles?|attempts?|analys[ie]s|experiments?|trials?|reviews?|scholars?|scientists?|one)$/;
/** Verbs of observing, whose object a year may date rather than the verb: "we find it in 2010". */
const OBSERVING = new Set(['observe', 'find', 'see', 'detect', 'note', 'notice', 'identify', 'record', 'measure', 'count']);
export const MODALS = new Set(['will', 'shall', 'would', 'can', 'could', 'may', 'might', 'must', 'should']);
/** Participles a passive may carry an object after ("will given a drug" is "will be given"): not taken for a past. */
export const TWO_OBJECT_PARTICIPLES = new Set([
  'given',
  'shown',
  'told',
  'offered',
  'sent',
  'asked',
  'granted',
  'allowed',
  'awarded',
  'assigned',
  'taught',
  'paid',
  'lent',
  'promised',
  'denied',
  'charged',
  'provided',
  'supplied',
  'fed',
  'called',
  'named',
  'considered',
  'deemed',
  'made',
  'left',
]);

const withCaseOf = (word: string, model: TToken) =>
  /^\p{Lu}/u.test(model.text) ? `${word.charAt(0).toUpperCase()}${word.slice(1)}` : word;
export const textOf = (tokens: readonly TToken[], from: number, to: number) =>
  tokens
    .slice(from, to)
    .map((token) => token.text)
    .join(' ');
export const isPast = (token: TToken) =>
  token.pos === 'VERB' &&
  /^[a-z]+$/.test(token.lower) &&
  token.lower !== token.lemma &&
  !PAST_LIKE_BASE.has(token.lemma) &&
  token.lower === pastTenseOf(token.lemma);
export const isPresent = (token: TToken) =>
  token.pos === 'VERB' &&
  /^[a-z]+$/.test(token.lower) &&
  !PAST_LIKE_BASE.has(token.lemma) &&
  !/(?:ing|ed)$/.test(token.lemma) &&
  (token.lower === token.lemma || token.lower === thirdPersonOf(token.lemma));

type TSubject = { head: TToken; number: TNumber | null; isPerson: boolean };

/**
 * The subject that ends right before `verb` and starts at `from` or later at a clause's start: a personal pronoun,
 * "there", or a noun phrase (determiners, adjectives, numbers, nouns, "of" + a noun phrase); null when anything
 * else stands there (a verb, a relative pronoun, a clause mark).
 */
export function subjectBefore(tokens: readonly TToken[], from: number, verb: number): TSubject | null {
  let at = verb - 1;
  while (at > from && tokens[at]?.pos === 'ADV' && /ly$|^(?:also|already|then|still|only|first)$/.test(tokens[at]?.lower ?? ''))
    at -= 1;
  const last = tokens[at];
  if (!last || at < from) return null;
  if (last.pos === 'PRON' && at === from) {
    if (last.lower === 'there') return { head: last, number: null, isPerson: false };
    const number = PERSONAL_PRONOUNS[last.lower];
    return number ? { head: last, number, isPerson: last.lower !== 'it' } : null;
  }
  if (last.pos !== 'NOUN' && last.pos !== 'PROPN') return null;
  let start = at;
  // "their compressive strength": a possessive opens the phrase as a determiner does.
  while (
    start > from &&
    (SUBJECT_WORDS.test(tokens[start - 1]?.pos ?? '') ||
      /^(?:of|only|no|its|their|our|his|her)$/.test(tokens[start - 1]?.lower ?? ''))
  )
    start -= 1;
  if (start !== from) return null;
  const ofAt = tokens.slice(from, at).findIndex((token) => token.lower === 'of');
  const head = ofAt > 0 ? (tokens[from + ofAt - 1] as TToken) : last;
  if (head.pos !== 'NOUN' && head.pos !== 'PROPN') return null;
  const number = head.pos === 'PROPN' ? null : nounNumber(head);
  return { head, number, isPerson: head.pos === 'PROPN' };
}

/** A tense finding whose suggestion replaces the flagged words with `values.correction`. */
export const tenseLint = (start: number, end: number, key: string, message: string, values: Record<string, string>): TLint =>
  lint(start, end, key, message, values, values.correction ?? '');

/** A finite present or future verb at `at` and its simple past: the tokens it spans and the past's words; or null. */
function pastOfPresent(tokens: readonly TToken[], at: number): { end: number; past: string } | null {
  const verb = tokens[at];
  if (!verb) return null;
  if (verb.pos === 'AUX' && /^(?:is|are|am)$/.test(verb.lower)) return { end: at, past: verb.lower === 'are' ? 'were' : 'was' };
  if (verb.pos === 'AUX' && /^(?:does|do)$/.test(verb.lower) && /^(?:not|n't)$/.test(tokens[at + 1]?.lower ?? ''))
    return { end: at, past: 'did' };
  // "has" as the main verb ("this region has no roads"), not the perfect's auxiliary.
  if (verb.pos === 'AUX' && /^(?:has|have)$/.test(verb.lower) && !/^(?:VERB|AUX)$/.test(tokens[at + 1]?.pos ?? ''))
    return { end: at, past: 'had' };
  if (verb.pos === 'AUX' && verb.lower === 'will') {
    let next = at + 1;
    while (tokens[next]?.pos === 'ADV' && /^[a-z]+$/.test(tokens[next]?.lower ?? '')) next += 1;
    const main = tokens[next];
    if (main?.pos !== 'VERB' || main.lower !== main.lemma || PAST_LIKE_BASE.has(main.lemma)) return null;
    const past = pastTenseOf(main.lemma);
    return past ? { end: next, past: [...tokens.slice(at + 1, next).map((token) => token.text), past].join(' ') } : null;
  }
  if (!isPresent(verb)) return null;
  const past = verb.lemma === 'have' ? 'had' : pastTenseOf(verb.lemma);
  return past ? { end: at, past } : null;
}

/** The year of a time phrase, if any, is before last year: "in 2030" is no finished time. */
function isFinished(tokens: readonly TToken[], from: number, to: number): boolean {
  const year = tokens.slice(from, to).find((token) => /^\d{4}s?$/.test(token.text));
  const last = year ? Number(year.text.slice(0, 4)) + (year.text.endsWith('s') ? 9 : 0) : 0;
  return !year || last < new Date().getFullYear() - 1;
}

/** The opening of a plot told in the present: "In the novel,", "In the opening chapter,", "In the film,". */
const NARRATIVE_FRAME =
  /^in (?:the|this|that|her|his|their|its) (?:\w+ )?(?:novel|film|movie|play|story|series|book|episode|chapter|game|poem|opera|musical|show|comic|scene|sequel|tale)\b/;

/**
 * A present or future verb with a finished time in the past: "Last year we conduct a survey" → "conducted", "In
 * 2019, the committee approves the plan" → "approved", "Two years ago the company will decide" → "decided", "They
 * publish the data two years ago" → "published". The time (perfect-tense.ts's finished times: in + a year, last
 * year, … ago, yesterday) opens the sentence, with a comma or a pronoun or determiner after it, and the verb is its
 * clause's first, right after its subject; or the time ends the clause of a verb whose subject is a person (a
 * personal pronoun or a name), with nothing but adverbs between them when the time is "in" + a year ("We compare
 * the yields in 2010" names which yields). A verb of stating ("show", "present") after a subject that is not a
 * person is how a paper states results and is left alone; a verb joined by "and" to a flagged one is flagged too.
 */
export function pastTimeVerbLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  // "In the novel, the body is discovered in 1996 by a hiker": a plot is told in the present, whatever its dates.
  if (NARRATIVE_FRAME.test(textOf(tokens, 0, Math.min(tokens.length, 5)).toLowerCase())) return lints;
  const flag = (at: number, time: string, subject: TSubject) => {
    const verb = tokens[at] as TToken;
    const past = pastOfPresent(tokens, at);
    if (!past) return false;
    const main = tokens[past.end] as TToken;
    if (STATING.has(main.lemma) && !subject.isPerson) return false;
    const correction = withCaseOf(past.past, verb);
    const words = textOf(tokens, at, past.end + 1);
    lints.push(
      tenseLint(
        verb.start,
        main.end,
        'tense-past-time',
        `“${time}” is a finished time in the past: write “${correction}”, not “${words}”.`,
        {
          time,
          verb: words,
          correction,
        },
      ),
    );
    // "In 2018 we collect samples and analyze them": the verb "and" joins to it shares its time.
    for (let next = past.end + 1; next < tokens.length; next += 1) {
      const word = tokens[next] as TToken;
      if (/^[.;:!?]$/.test(word.text) || word.pos === 'SCONJ' || /^(?:which|who|that|but|or)$/.test(word.lower)) break;
      if (word.lower !== 'and') continue;
      const joined = tokens[next + 1];
      const joinedPast = joined && isPresent(joined) && !STATING.has(joined.lemma) ? pastTenseOf(joined.lemma) : null;
      if (joined && joinedPast)
        lints.push(
          tenseLint(
            joined.start,
            joined.end,
            'tense-past-time',
            `“${time}” is a finished time in the past: write “${joinedPast}”, not “${joined.text}”.`,
            {
              time,
              verb: joined.text,
              correction: joinedPast,
            },
          ),
        );
      break;
    }
    return true;
  };

  // "In the past, farmers burn the straw": "the past" before a comma is as finished as a year.
  const isInThePast = tokens[0]?.lower === 'in' && /^in the past ,/.test(textOf(tokens, 0, 4).toLowerCase());
  // "During the second field trip in 2018, we notice": a phrase dated by a year is as finished as the year.
  const openingEnd = isInThePast ? 3 : Math.max(pastTimeEnd(tokens, 0), datedPhraseEnd(tokens));
  if (openingEnd > 0 && isFinished(tokens, 0, openingEnd)) {
    const after = tokens[openingEnd];
    const from = after?.text === ',' ? openingEnd + 1 : openingEnd;
    const isOpening = after?.text === ',' || after?.pos === 'PRON' || after?.pos === 'DET';
    const verbAt = tokens.findIndex((token, at) => at > from && (token.pos === 'VERB' || token.pos === 'AUX'));
    const subject = isOpening && verbAt > 0 ? subjectBefore(tokens, from, verbAt) : null;
    if (subject && flag(verbAt, textOf(tokens, 0, openingEnd), subject)) return lints;
  }
  for (let at = 1; at < tokens.length; at += 1) {
    const end = pastTimeEnd(tokens, at);
    // "is discovered in 1996 by an amateur astronomer.": a passive's agent may close the clause after the time.
    const closesAt = agentEnd(tokens, end);
    if (end < 0 || !/^[.;!?]$/.test(tokens[closesAt]?.text ?? '') || !isFinished(tokens, at, end)) continue;
    const isInYear = /^(?:in|during)$/.test(tokens[at]?.lower ?? '');
    let verbAt = at - 1;
    for (; verbAt > 0; verbAt -= 1) {
      const word = tokens[verbAt] as TToken;
      if (word.pos === 'VERB' || word.pos === 'AUX') break;
      if (word.pos === 'PUNCT' || word.pos === 'SCONJ' || word.pos === 'CCONJ' || /^(?:which|who|that)$/.test(word.lower)) {
        verbAt = -1;
        break;
      }
      if (isInYear && word.pos !== 'ADV' && !/^(?:it|them|this|these)$/.test(word.lower)) {
        verbAt = -1;
        break;
      }
    }
    if (verbAt <= 0) break;
    // A present passive ("The survey is conducted in 2019"): its "is" or "are" is the verb to put in the past.
    let be = verbAt - 1;
    while (tokens[be]?.pos === 'ADV') be -= 1;
    const isPassive =
      tokens[verbAt]?.pos === 'VERB' &&
      /ed$|en$/.test(tokens[verbAt]?.lower ?? '') &&
      tokens[be]?.pos === 'AUX' &&
      /^(?:is|are)$/.test(tokens[be]?.lower ?? '');
    if (isPassive) verbAt = be;
    let clauseStart = verbAt - 1;
    while (clauseStart > 0 && !/^(?:PUNCT|SCONJ|CCONJ)$/.test(tokens[clauseStart - 1]?.pos ?? '')) clauseStart -= 1;
    const subject = subjectBefore(tokens, clauseStart, verbAt);
    // "We observe it in 2010" may name which data were seen: a verb of observing before "in" + a year is left alone.
    const isObserving = isInYear && OBSERVING.has(tokens[verbAt]?.lemma ?? '');
    if (subject && (subject.isPerson || isPassive) && !isObserving)
      flag(verbAt, textOf(tokens, at, end), { ...subject, isPerson: true });
    break;
  }
  return lints;
}

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

/** Verbs of change, whose present with a recent time is a trend that reaches up to now: "the number of cases increases". */
export const CHANGE = new Set([
  'increase',
  'decrease',
  'grow',
  'rise',
  'decline',
  'drop',
  'fall',
  'change',
  'improve',
  'expand',
  'double',
]);
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
      // Not a change dated within the span: "In recent years, interest rates rose briefly in 2022".
      (CHANGE.has(verb.lemma) && !tokens.some((token, i) => i > at && /^(?:1[89]|20)\d\d$/.test(token.text))));
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
          correction: withCaseOf(correction, verb),
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
      correction: withCaseOf(correction, verb),
    }),
  ];
}
