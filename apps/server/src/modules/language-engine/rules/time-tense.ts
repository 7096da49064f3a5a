import { isDialectVariant, type TLint } from '../lint.ts';
import { agentEnd, datedPhraseEnd } from './dated-phrases.ts';
import { nounNumber, thirdPersonOf } from './number-forms.ts';
import { isPlaceAfter, pastTimeEnd } from './past-times.ts';
import { grammarLint, withCaseOf } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { pastTenseOf } from './tense-consistency.ts';
import { NOUN_ADJECTIVES, withVerbReadings } from './verb-readings.ts';
import { PAST_LIKE_BASE } from './word-lists.ts';

export type TNumber = 'singular' | 'plural';

export const PERSONAL_PRONOUNS: Record<string, TNumber> = {
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
export const RESEARCH_NOUNS =
  /^(?:stud(?:y|ies)|research|researchers?|authors?|works?|investigations?|papers?|reports?|articles?|attempts?|analys[ie]s|experiments?|trials?|reviews?|scholars?|scientists?|groups?|teams?|one)$/;
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
/** Whether `word` is the past `past`, in either dialect's spelling: "analysed" for "analyzed", "labelled". */
export const isPastOf = (word: string, past: string | null) => !!past && (word === past || isDialectVariant(word, past));
export const isPresent = (token: TToken) =>
  token.pos === 'VERB' &&
  /^[a-z]+$/.test(token.lower) &&
  !PAST_LIKE_BASE.has(token.lemma) &&
  !/(?:ing|ed)$/.test(token.lemma) &&
  (token.lower === token.lemma || token.lower === thirdPersonOf(token.lemma));

export type TSubject = { head: TToken; number: TNumber | null; isPerson: boolean };

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
  // "the current", "the total": an adjective after "the" alone may be the noun the tagger did not see.
  if (last.pos === 'ADJ' && at === from + 1 && tokens[from]?.lower === 'the' && NOUN_ADJECTIVES.test(last.lower))
    return { head: last, number: 'singular', isPerson: false };
  if (last.pos !== 'NOUN' && last.pos !== 'PROPN') return null;
  let start = at;
  // "their compressive strength": a possessive opens the phrase as a determiner does.
  while (
    start > from &&
    (SUBJECT_WORDS.test(tokens[start - 1]?.pos ?? '') ||
      /^(?:of|in|among|for|with|from|between|only|no|its|their|our|his|her|most|many|some|several|all|both|first|second|third|last|next)$/.test(
        tokens[start - 1]?.lower ?? '',
      ))
  )
    start -= 1;
  if (start !== from) return null;
  const ofAt = tokens.slice(from, at).findIndex((token) => /^(?:of|in|among|for|with|from|between)$/.test(token.lower));
  const head = ofAt > 0 ? (tokens[from + ofAt - 1] as TToken) : last;
  if (head.pos !== 'NOUN' && head.pos !== 'PROPN') return null;
  // "the number of users" is one number; "a number of users" are many.
  const before = tokens[tokens.indexOf(head) - 1]?.lower;
  const counted = head.lower === 'number' && ofAt > 0 ? (before === 'the' ? 'singular' : before === 'a' ? 'plural' : null) : null;
  const number = head.pos === 'PROPN' ? null : (counted ?? nounNumber(head));
  return { head, number, isPerson: head.pos === 'PROPN' };
}

/** A tense finding whose suggestion replaces the flagged words with `values.correction`. */
export const tenseLint = (start: number, end: number, key: string, message: string, values: Record<string, string>): TLint =>
  grammarLint(start, end, key, message, values, values.correction ?? '');

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

/** Verbs of saying that a writer puts between commas as an aside: "Darwin argues,", "as historians note,". */
const ASIDES =
  /^(?:argue|agree|believe|think|note|claim|write|say|suggest|observe|contend|remark|explain|insist|maintain|recall|add|report|stress|estimate|admit|concede)$/;

/** The opening of a plot told in the present: "In the novel,", "In the opening chapter,", "In the film,". */
const NARRATIVE_FRAME =
  /^in (?:the|this|that|her|his|their|its) (?:\w+ )?(?:novel|film|movie|play|story|series|book|episode|chapter|game|poem|opera|musical|show|comic|scene|sequel|tale|memoir|biopic|documentary|diary|act)\b/;

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
    const correction = withCaseOf(past.past, verb.text);
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
    // "In 2016 the river floods the town": a present the tagger read as a noun is read as the verb it is.
    const read = isOpening ? withVerbReadings(tokens, from) : tokens;
    if (read !== tokens) return pastTimeVerbLints(read);
    const verbAt = tokens.findIndex((token, at) => at > from && (token.pos === 'VERB' || token.pos === 'AUX'));
    const subject = isOpening && verbAt > 0 ? subjectBefore(tokens, from, verbAt) : null;
    // "In the 19th century, Darwin argues, species changed slowly": a verb of saying between commas is the writer's
    // aside, told now.
    const isAside = ASIDES.test(tokens[verbAt]?.lemma ?? '') && tokens[verbAt + 1]?.text === ',';
    // "In the early 1990s, housing starts sharply dropped": a past verb after it makes the "present" a noun.
    let next = verbAt + 1;
    while (tokens[next]?.pos === 'ADV') next += 1;
    const isNounBeforePast = tokens[verbAt]?.pos === 'VERB' && !!tokens[next] && isPast(tokens[next] as TToken);
    if (subject && !isAside && !isNounBeforePast && flag(verbAt, textOf(tokens, 0, openingEnd), subject)) return lints;
  }
  for (let at = 1; at < tokens.length; at += 1) {
    const end = pastTimeEnd(tokens, at);
    // "is discovered in 1996 by an amateur astronomer.": a passive's agent may close the clause after the time.
    const closesAt = agentEnd(tokens, end);
    const isClosed = /^[.;!?]$/.test(tokens[closesAt]?.text ?? '') || isPlaceAfter(tokens, closesAt);
    if (end < 0 || !isClosed || !isFinished(tokens, at, end)) continue;
    // "in" + a year or "on" + a date after an object may name which object ("We reconstruct the flood on 12 May 2008").
    const isInYear = /^(?:in|during|on)$/.test(tokens[at]?.lower ?? '');
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
    // A caption's present ("Einstein is pictured in 1921") and a dictionary's ("The word is first recorded in 1390").
    const isCaption =
      isPassive &&
      (/^(?:pictured|seen|shown|depicted|photographed)$/.test(tokens[verbAt]?.lower ?? '') ||
        tokens[verbAt - 1]?.lower === 'first');
    if (isCaption) break;
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
