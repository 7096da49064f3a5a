import type { TLint } from '../lint.ts';
import { nounSubjectEnd } from './clauses.ts';
import { thirdPersonOf } from './number-forms.ts';
import { participleOf, perfectOf } from './perfect-tense.ts';
import { grammarLint } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { pastTenseOf } from './tense-consistency.ts';
import { pastTimeLint } from './tense-findings.ts';
import { isPast, isPresent, STATIVE, textOf } from './time-tense.ts';
import { firstFindingAtEachToken } from './token-patterns.ts';

const PRONOUNS = /^(?:we|they|it|he|she|i|you)$/;
const YEAR = /^(?:19|20)\d\d$/;
/** A year finished before last year (so a year the writer may still be reporting on is not one); tests use years long past. */
const isPastYear = (token: TToken | undefined) =>
  !!token && YEAR.test(token.text) && Number(token.text) < new Date().getFullYear() - 1;
/** Words that end a clause: a mark, a conjunction or a relative pronoun. */
const isClauseBreak = (token: TToken | undefined) =>
  !token ||
  token.pos === 'PUNCT' ||
  token.pos === 'SCONJ' ||
  token.pos === 'CCONJ' ||
  /^(?:which|who|that|whereas|while|because|although|when)$/.test(token.lower);

/** The simple past of a present verb ("is" → "was", "collect" → "collected"), or null. */
function pastOf(verb: TToken): string | null {
  if (verb.pos === 'AUX') return verb.lower === 'is' ? 'was' : verb.lower === 'are' ? 'were' : null;
  return isPresent(verb) ? pastTenseOf(verb.lemma) : null;
}

/** A finding that puts `verb` in the past (`correction`) to match `past`, the sentence's other verb. */
export const consistencyLint = (verb: TToken, past: string, correction: string) =>
  grammarLint(
    verb.start,
    verb.end,
    'tense-consistency',
    `The sentence is in the past (“${past}”): write “${correction}”, not “${verb.text}”.`,
    { past, verb: verb.text, correction },
    correction,
  );

/** The simple past of the clause that ends right before `end` (back to a clause break): "lasted", "was fed"; or null. */
function pastInClauseBefore(tokens: readonly TToken[], end: number): TToken | null {
  for (let at = end - 1; at >= 0; at -= 1) {
    const word = tokens[at] as TToken;
    if (word.text === '-') continue;
    if (word.pos === 'PUNCT' || word.pos === 'SCONJ' || /^(?:which|who|that|but|or|and)$/.test(word.lower)) return null;
    if (word.pos === 'AUX' && /^(?:was|were)$/.test(word.lower) && tokens[at + 1]?.pos === 'VERB') return word;
    if (word.pos === 'AUX' || MODALS.test(word.lower)) return null;
    if (word.pos === 'VERB' && isPast(word) && at > 0 && ['NOUN', 'PRON', 'PROPN'].includes(tokens[at - 1]?.pos ?? ''))
      return word;
  }
  return null;
}
const MODALS = /^(?:will|would|can|could|may|might|must|shall|should)$/;
/** Participles of a state that still holds, or of the paper's own telling: "were generated and are deposited in GenBank". */
const KEPT_STATES =
  /^(?:stored|deposited|archived|kept|held|housed|maintained|preserved|retained|curated|hosted|located|available|accessible|listed|shown|given|provided|presented|summari[sz]ed|described|detailed|reported|illustrated|displayed|depicted|included|registered|indexed|catalogued|cataloged|owned|licensed|distributed|known|used)$/;

/**
 * A verb joined by "and" to a past that slips into the present: "The interviews lasted 40 minutes and are recorded" →
 * "were recorded", "The rats were fed a high-fat diet and gains weight" → "gained". The second verb has no subject of
 * its own; a lexical one takes an object or an adverb, and is not a verb of stating ("and show that").
 */
function presentAfterAndLint(tokens: readonly TToken[], index: number): TLint | null {
  if (tokens[index]?.lower !== 'and') return null;
  let at = index + 1;
  while (tokens[at]?.pos === 'ADV' && /^(?:then|also|later|subsequently)$/.test(tokens[at]?.lower ?? '')) at += 1;
  // "and then it is weighed": after "then", a subject "it" or "they" of the next step.
  if (at > index + 1 && /^(?:it|they)$/.test(tokens[at]?.lower ?? '')) at += 1;
  const verb = tokens[at];
  const next = tokens[at + 1];
  if (!verb || !next) return null;
  const isPassive =
    verb.pos === 'AUX' &&
    /^(?:is|are)$/.test(verb.lower) &&
    next.pos === 'VERB' &&
    /(?:ed|en|wn)$/.test(next.lower) &&
    !KEPT_STATES.test(next.lower);
  const isLexical =
    verb.pos === 'VERB' &&
    verb.lower !== verb.lemma &&
    verb.lower === thirdPersonOf(verb.lemma) &&
    !STATIVE.has(verb.lemma) &&
    !/^(?:show|suggest|indicate|reveal|confirm|demonstrate)$/.test(verb.lemma) &&
    ['NOUN', 'DET', 'ADJ'].includes(next.pos);
  if (!isPassive && !isLexical) return null;
  const past = pastInClauseBefore(tokens, index);
  const correction = pastOf(verb);
  return past && correction ? consistencyLint(verb, past.text, correction) : null;
}

/** Subjects that describe a procedure, whose steps a paper states in the present: "The algorithm sorts … and then". */
const PROCEDURES = /^(?:algorithm|method|model|program|function|procedure|code|script|software|system|tool|routine|loop)$/;

/**
 * A present at the start of a sentence whose next clause, joined by "and then" or "and were then", is in the past:
 * "The participants complete the questionnaire and were then interviewed" → "completed", "the temperature rises
 * from 20 to 80 °C and then remained constant" → "rose". The present is the verb right after the subject that opens
 * the sentence (or its clause after an opening phrase and a comma).
 */
function presentBeforePastLint(tokens: readonly TToken[], index: number): TLint | null {
  const verb = tokens[index] as TToken;
  if (index === 0) return null;
  // The tagger may read the verb as a noun or an adjective ("the temperature rises from", "participants complete the").
  const isMisread = ['NOUN', 'ADJ'].includes(verb.pos) && ['DET', 'ADP', 'NUM'].includes(tokens[index + 1]?.pos ?? '');
  if ((verb.pos !== 'VERB' && !isMisread) || !/^[a-z]+$/.test(verb.text) || STATIVE.has(verb.lemma)) return null;
  const isThird = verb.lower !== verb.lemma && verb.lower === thirdPersonOf(verb.lemma);
  // "analyse" has the lemma "analyze": a British spelling of the base form.
  const isBase = verb.lower === verb.lemma || verb.lower.replace(/([iy])se$/, '$1ze') === verb.lemma;
  if (!isThird && !isBase) return null;
  // "We recieved an apple … and analyzed": a word in -ed the tagger could not read (a misspelt past) is no present.
  if (!isThird && /[^e]ed$/.test(verb.lower)) return null;
  // The subject opens the sentence or the clause after an opening phrase's comma, at most four words before the verb.
  let start = index - 1;
  while (start > 0 && start > index - 4 && !/^[,;]$/.test(tokens[start - 1]?.text ?? '')) start -= 1;
  if (start > 0 && !/^[,;]$/.test(tokens[start - 1]?.text ?? '')) return null;
  const head = tokens[index - 1] as TToken;
  const isPronoun = start === index - 1 && PRONOUNS.test(head.lower);
  const isNounPhrase =
    /^(?:the|this|these|those|our|their|its)$/.test(tokens[start]?.lower ?? '') &&
    head.pos === 'NOUN' &&
    index - start <= 4 &&
    tokens.slice(start + 1, index).every((word) => ['ADJ', 'NOUN'].includes(word.pos));
  if ((!isPronoun && !isNounPhrase) || PROCEDURES.test(head.lower)) return null;
  if (isThird === (head.lower !== head.lemma || /^(?:we|they|i|you)$/.test(head.lower))) return null;
  for (let at = index + 1; at < tokens.length - 2; at += 1) {
    const word = tokens[at] as TToken;
    if (word.pos === 'SCONJ' || /^(?:which|who|that|but|;)$/.test(word.lower)) return null;
    if (word.lower !== 'and') continue;
    const next = tokens[at + 1] as TToken;
    const after = tokens[at + 2] as TToken;
    const isThenPast = next.lower === 'then' && isPast(after);
    const isPassiveThen = /^(?:was|were)$/.test(next.lower) && after.lower === 'then';
    // "the dogs receive a lower dose and showed fewer side effects": a simple past with no subject of its own, and
    // its object or a word of amount after it (not "and reduced models", a participle before its noun).
    const isPlainPast =
      isPast(next) &&
      (['DET', 'NUM', 'PRON'].includes(after.pos) ||
        (after.pos === 'NOUN' && next.lower !== participleOf(next.lemma)) ||
        /^(?:fewer|more|less|no|only|up|out|similar)$/.test(after.lower) ||
        // "We measure the strength and found large differences": after a pronoun subject, an adjective too.
        // Not a regular past, which may be a participle before its noun: "and published clinical guidelines".
        (isPronoun && after.pos === 'ADJ' && tokens[at + 3]?.pos === 'NOUN' && !/ed$/.test(next.lower)));
    if (!isThenPast && !isPassiveThen && !isPlainPast) return null;
    // "analyse" (its lemma "analyze") keeps its British spelling: "analysed".
    const isBritish = verb.lower !== verb.lemma && /[iy]se$/.test(verb.lower);
    const past = pastTenseOf(verb.lemma);
    const correction = past && isBritish ? past.replace(/([iy])zed$/, '$1sed') : past;
    return correction ? consistencyLint(verb, (isThenPast ? after : next).text, correction) : null;
  }
  return null;
}

/**
 * A present passive before a past clause of time: "The specimens are cured for 28 days before they were tested" →
 * "were cured". The clause of "before", "after" or "until" opens with "they" or "it" and was/were or a simple past.
 */
function presentBeforeTimeClauseLint(tokens: readonly TToken[], index: number): TLint | null {
  const be = tokens[index] as TToken;
  if (be.pos !== 'AUX' || !/^(?:is|are)$/.test(be.lower) || tokens[index + 1]?.pos !== 'VERB') return null;
  if (!['NOUN', 'PRON'].includes(tokens[index - 1]?.pos ?? '')) return null;
  for (let at = index + 2; at < Math.min(tokens.length, index + 12); at += 1) {
    const word = tokens[at] as TToken;
    if (word.pos === 'PUNCT' || word.pos === 'CCONJ') return null;
    if (!/^(?:before|after|until)$/.test(word.lower)) continue;
    // A pronoun that takes up the subject ("before they were tested"); a clause of its own subject may tell of
    // another time ("the event is fired before the request was sent").
    const subject = tokens[at + 1];
    const verb = tokens[at + 2];
    if (!subject || !/^(?:they|it)$/.test(subject.lower) || !verb || !(/^(?:was|were)$/.test(verb.lower) || isPast(verb)))
      return null;
    const correction = be.lower === 'is' ? 'was' : 'were';
    return consistencyLint(be, verb.text, correction);
  }
  return null;
}

/** Verbs of an event that a "since" of time dates: "since it opens in 2012", "since she joins the team in 2015". */
const SINCE_EVENTS =
  /^(?:open|start|begin|launch|found|join|move|arrive|enter|leave|retire|graduate|marry|die|close|introduce|establish|pass|take|become|come|return|settle|emigrate|migrate|switch|adopt|enact|create|build|set|win|lose)$/;
/** Whether the sentence has a perfect, "has/have" and a participle: "The clinic has grown". */
const hasPerfect = (tokens: readonly TToken[]) =>
  tokens.some((token, at) => /^(?:has|have)$/.test(token.lower) && tokens[at + 1]?.pos === 'VERB');

/**
 * A present in a "since" clause dated in a past year: "since it opens in 2012" → "opened", "since the law is passed in
 * 2015" → "was passed". The clause's subject is a pronoun or a short noun phrase; "in" and the year follow its verb.
 */
function sinceClauseLint(tokens: readonly TToken[], index: number): TLint | null {
  if (tokens[index]?.lower !== 'since') return null;
  const subject = tokens[index + 1];
  const end = PRONOUNS.test(subject?.lower ?? '') && subject?.pos === 'PRON' ? index + 2 : nounSubjectEnd(tokens, index + 1);
  const verb = tokens[end];
  if (end < 0 || !verb) return null;
  const correction = pastOf(verb);
  if (!correction) return null;
  // A "since" of time: an event's verb (or a passive) and a perfect in the other clause ("has grown since it opens");
  // a causal "since" tells a state ("preferable since the model accounts for changes observed in 2019").
  const isEvent = verb.pos === 'AUX' ? tokens[end + 1]?.pos === 'VERB' : SINCE_EVENTS.test(verb.lemma);
  if (!isEvent || !hasPerfect(tokens)) return null;
  for (let at = end + 1; at < Math.min(tokens.length, end + 6); at += 1) {
    const word = tokens[at] as TToken;
    if (isClauseBreak(word) || (at > end + 1 && word.pos === 'VERB')) return null;
    if (word.lower === 'in' && isPastYear(tokens[at + 1]) && !['NOUN', 'PROPN'].includes(tokens[at + 2]?.pos ?? '')) {
      const time = textOf(tokens, at, at + 2);
      return pastTimeLint(verb, time, correction);
    }
  }
  return null;
}

/**
 * A simple present right before "since" and a year, with more of the clause after it: "The network operates since
 * 2017 without failures" → "has operated" (perfect-tense.ts takes "since" that ends the clause).
 */
function presentSinceYearLint(tokens: readonly TToken[], index: number): TLint | null {
  if (tokens[index]?.lower !== 'since' || !isPastYear(tokens[index + 1])) return null;
  const verb = tokens[index - 1];
  const subject = tokens[index - 2];
  if (!verb || !subject || !isPresent(verb) || STATIVE.has(verb.lemma) || !['NOUN', 'PRON'].includes(subject.pos)) return null;
  if (subject.pos === 'PRON' && !PRONOUNS.test(subject.lower)) return null;
  const after = tokens[index + 2];
  if (!after || /^[.;!?]$/.test(after.text)) return null;
  const correction = perfectOf(verb, subject);
  if (!correction) return null;
  const time = textOf(tokens, index + 1, index + 2);
  return grammarLint(
    verb.start,
    verb.end,
    'perfect-since',
    `With “since ${time}”, use the present perfect: “${correction}”.`,
    { time, verb: verb.text, correction },
    correction,
  );
}

const DURATIONS = /^(?:years|months|decades|weeks|days|centuries|decade|century|year)$/;

/** The end (index after it) of "the past ten years", "the last decade", "several years" at `at`, or -1. */
function durationEnd(tokens: readonly TToken[], at: number): number {
  let i = at;
  if (/^(?:the)$/.test(tokens[i]?.lower ?? '') && /^(?:past|last)$/.test(tokens[i + 1]?.lower ?? '')) i += 2;
  if (tokens[i]?.pos === 'NUM' || /^(?:several|many|few|two|three|four|five|six|ten)$/.test(tokens[i]?.lower ?? '')) i += 1;
  return i > at && DURATIONS.test(tokens[i]?.lower ?? '') ? i + 1 : -1;
}

const upToNowLint = (verb: TToken, last: TToken, time: string, correction: string) =>
  grammarLint(
    verb.start,
    last.end,
    'tense-up-to-now',
    `“${time}” reaches up to now: use the present perfect, “${correction}”.`,
    { time, correction },
    correction,
  );

/**
 * A duration up to now with a present: "For the past ten years, our group works on" → "has worked", "We are working on
 * this problem for three years" → "have been working". The duration opens the sentence ("For/Over the past … years,")
 * before a subject and its simple present; or "for" and a number of years end the clause of a present progressive
 * of "we", "I" or "they".
 */
function presentForDurationLint(tokens: readonly TToken[], index: number): TLint | null {
  const word = tokens[index] as TToken;
  if (index === 0 && /^(?:for|over)$/.test(word.lower) && tokens[1]?.lower === 'the') {
    const end = durationEnd(tokens, 1);
    if (end < 0 || tokens[end]?.text !== ',') return null;
    const subjectEnd = PRONOUNS.test(tokens[end + 1]?.lower ?? '') ? end + 2 : nounSubjectEnd(tokens, end + 1);
    const verb = tokens[subjectEnd];
    const subject = tokens[subjectEnd - 1];
    if (subjectEnd < 0 || !verb || !subject || !isPresent(verb) || STATIVE.has(verb.lemma)) return null;
    const correction = perfectOf(verb, subject);
    return correction ? upToNowLint(verb, verb, textOf(tokens, 0, end), correction) : null;
  }
  // "The hospital is using this system for five years": a noun subject too.
  const subject = tokens[index - 1];
  const isNounSubject =
    subject?.pos === 'NOUN' && /^(?:is|are)$/.test(word.lower) && /^(?:DET|ADJ|NOUN)$/.test(tokens[index - 2]?.pos ?? '');
  if (!isNounSubject && (!/^(?:am|are)$/.test(word.lower) || !/^(?:we|i|they)$/.test(subject?.lower ?? ''))) return null;
  const verb = tokens[index + 1];
  if (verb?.pos !== 'VERB' || !/ing$/.test(verb.lower) || verb.lower === 'being') return null;
  // "The city is leasing the land for 99 years": an arrangement for a set time, not a time up to now.
  if (isNounSubject && ARRANGEMENTS.test(verb.lower)) return null;
  for (let at = index + 2; at < Math.min(tokens.length, index + 10); at += 1) {
    const token = tokens[at] as TToken;
    if (token.lower === 'for') {
      const end = durationEnd(tokens, at + 1);
      const after = tokens[end];
      if (end < 0 || tokens[at + 1]?.lower === 'the' || !(after && /^(?:[,.;]|but|now|already)$/.test(after.lower))) return null;
      return upToNowLint(word, verb, textOf(tokens, at, end), `${word.lower === 'is' ? 'has' : 'have'} been ${verb.text}`);
    }
    if (isClauseBreak(token)) return null;
  }
  return null;
}

/** Past verbs of telling after which "that … will" reports a future seen from the past: "told us that they will". */
/** Verbs of an arrangement made for a set time, in -ing: "is leasing the land for 99 years". */
const ARRANGEMENTS =
  /^(?:leas|rent|lend|host|borrow|hir|stay|visit|clos|lock|keep|book|reserv|extend|renew|suspend|bann|postpon|delay|pay|charg|offer|grant|loan|sponsor|fund|employ|train|run)ing$/;
const TELLING = /^(?:told|said|promised|expected|hoped|predicted|anticipated|feared|believed|thought|assumed)$/;
const FUTURE_TIMES = /^(?:next|tomorrow|soon|future|upcoming|coming|later|eventually)$/;

/**
 * "will" in a clause reported by a past verb of telling: "The teacher told us that the students will present" →
 * "would". The "that" clause opens with its subject right before "will".
 */
function futureInPastLint(tokens: readonly TToken[], index: number): TLint | null {
  const will = tokens[index] as TToken;
  if (will.lower !== 'will' || will.pos !== 'AUX' || !/^\p{Ll}+$/u.test(tokens[index + 1]?.text ?? '')) return null;
  let that = index - 1;
  while (that > index - 6 && that > 0 && tokens[that]?.lower !== 'that') that -= 1;
  if (tokens[that]?.lower !== 'that') return null;
  const subjectEnd = PRONOUNS.test(tokens[that + 1]?.lower ?? '') ? that + 2 : nounSubjectEnd(tokens, that + 1);
  if (subjectEnd !== index) return null;
  // "said in 2017 that": a past year between the verb and "that".
  const isDated = tokens[that - 2]?.lower === 'in' && isPastYear(tokens[that - 1]);
  const telling = TELLING.test(tokens[that - 1]?.lower ?? '')
    ? tokens[that - 1]
    : isDated && TELLING.test(tokens[that - 3]?.lower ?? '')
      ? tokens[that - 3]
      : /^(?:us|them|me|him|her)$/.test(tokens[that - 1]?.lower ?? '') && TELLING.test(tokens[that - 2]?.lower ?? '')
        ? tokens[that - 2]
        : undefined;
  if (!telling) return null;
  // "It is assumed that … will", "has been predicted that": a present passive reports it now.
  const before = tokens[tokens.indexOf(telling) - 1]?.lower ?? '';
  if (/^(?:is|are|am|be|been|being|has|have)$/.test(before)) return null;
  // A time still to come keeps "will": "announced that the programme will start in 2027", "will apply from 2030".
  for (let at = index + 1; at < tokens.length && !/^[.;!?]$/.test(tokens[at]?.text ?? ''); at += 1)
    if ((YEAR.test(tokens[at]?.text ?? '') && !isPastYear(tokens[at])) || FUTURE_TIMES.test(tokens[at]?.lower ?? '')) return null;
  return consistencyLint(will, telling.text, 'would');
}

/**
 * "had" and a participle in a sentence that dates it with an opening year or orders its steps, and gives no later
 * past to look back from: "In 2018, Tanaka et al. had proposed" → "proposed", "First, the participants had signed
 * a consent form, and then they completed" → "signed".
 */
function pastPerfectStepLint(tokens: readonly TToken[], index: number): TLint | null {
  const had = tokens[index] as TToken;
  const participle = tokens[index + 1];
  if (had.lower !== 'had' || had.pos !== 'AUX' || participle?.pos !== 'VERB' || !/(?:ed|en|wn|ne|t)$/.test(participle.lower))
    return null;
  const isDated = tokens[0]?.lower === 'in' && isPastYear(tokens[1]) && tokens[2]?.text === ',';
  const isStep = /^(?:first|firstly|initially)$/.test(tokens[0]?.lower ?? '') && tokens[1]?.text === ',';
  if (!isDated && !isStep) return null;
  const others = tokens.filter((_token, at) => at !== index);
  if (others.some((token) => /^(?:before|by|when|after|until|already|earlier|previously|prior|had|since)$/.test(token.lower)))
    return null;
  if (isStep && !tokens.some((token) => token.lower === 'then')) return null;
  const correction = pastTenseOf(participle.lemma);
  if (!correction) return null;
  return grammarLint(
    had.start,
    participle.end,
    'tense-past-perfect-frame',
    `The past perfect needs a later past moment to look back from, and the sentence has none: use the simple past, “${correction}”.`,
    { correction },
    correction,
  );
}

/**
 * A present in a clause dated by a month and a past year, or by "last year": "We collect the data between March and
 * June 2021" → "collected", "The patients who receive the vaccine last year" → "received", and a present passive
 * with "in" and a past year after its agent: "The drug is approved by the FDA in 2014" → "was approved".
 */
function datedClauseLint(tokens: readonly TToken[], index: number): TLint | null {
  const verb = tokens[index] as TToken;
  const before = tokens[index - 1];
  const isPassive = verb.pos === 'AUX' && /^(?:is|are)$/.test(verb.lower) && tokens[index + 1]?.pos === 'VERB';
  const isLexical =
    verb.pos === 'VERB' &&
    isPresent(verb) &&
    !STATIVE.has(verb.lemma) &&
    /^(?:we|they|who|i)$/.test(before?.lower ?? '') &&
    (before?.pos === 'PRON' || before?.lower === 'who');
  if (!isPassive && !isLexical) return null;
  const correction = pastOf(verb);
  if (!correction) return null;
  for (let at = index + 1; at < Math.min(tokens.length, index + 10); at += 1) {
    const word = tokens[at] as TToken;
    if (word.pos === 'PUNCT' || word.pos === 'SCONJ' || (at > index + 1 && word.pos === 'VERB' && !isPassive)) return null;
    const isMonthYear = word.pos === 'PROPN' && MONTHS.test(word.lower) && isPastYear(tokens[at + 1]);
    const isLastYear =
      word.lower === 'last' && /^(?:year|month|week|spring|summer|autumn|winter)$/.test(tokens[at + 1]?.lower ?? '');
    const isByYear =
      isPassive && word.lower === 'in' && isPastYear(tokens[at + 1]) && tokens.slice(index + 2, at).some((t) => t.lower === 'by');
    if (!isMonthYear && !isLastYear && !isByYear) continue;
    if (['NOUN', 'PROPN'].includes(tokens[at + 2]?.pos ?? '') && !isLastYear) return null;
    const time = textOf(tokens, at, at + 2);
    return pastTimeLint(verb, time, correction);
  }
  return null;
}
const MONTHS = /^(?:january|february|march|april|may|june|july|august|september|october|november|december)$/;

/** "than" and a present of "do" with "before": "read more books than they do before" → "did". */
function thanBeforeLint(tokens: readonly TToken[], index: number): TLint | null {
  const verb = tokens[index] as TToken;
  if (!/^(?:do|does)$/.test(verb.lower) || tokens[index - 2]?.lower !== 'than' || tokens[index + 1]?.lower !== 'before')
    return null;
  if (!/^(?:PRON|NOUN)$/.test(tokens[index - 1]?.pos ?? '')) return null;
  const past = tokens.slice(0, index).findLast((token) => isPast(token));
  return past ? consistencyLint(verb, past.text, 'did') : null;
}

const PATTERNS = [
  presentAfterAndLint,
  presentBeforePastLint,
  presentBeforeTimeClauseLint,
  sinceClauseLint,
  presentSinceYearLint,
  presentForDurationLint,
  futureInPastLint,
  pastPerfectStepLint,
  datedClauseLint,
  thanBeforeLint,
];

/**
 * Tenses that the clauses around a verb decide: a present joined to a past, a present in a clause dated in the past,
 * a duration up to now with a present, "will" reported from the past, a past perfect with nothing later.
 */
export function linkedTenseLints(tokens: readonly TToken[]): TLint[] {
  return firstFindingAtEachToken(tokens, PATTERNS);
}
