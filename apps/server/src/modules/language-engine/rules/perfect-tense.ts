import type { TLint } from '../lint.ts';
import { datedPhraseEnd } from './dated-phrases.ts';
import { nounNumber } from './number-forms.ts';
import { isPlaceAfter, isYear, pastTimeEnd } from './past-times.ts';
import { sinceEnd } from './since-clauses.ts';
import { grammarLint, withCaseOf } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { pastTenseOf } from './tense-consistency.ts';
import { withVerbReadings } from './verb-readings.ts';

/** Irregular verbs whose past participle differs from their simple past: the past, then the participle. */
const PAST_AND_PARTICIPLE: readonly [string, string, string][] = [
  ['arise', 'arose', 'arisen'],
  ['become', 'became', 'become'],
  ['begin', 'began', 'begun'],
  ['blow', 'blew', 'blown'],
  ['break', 'broke', 'broken'],
  ['choose', 'chose', 'chosen'],
  ['come', 'came', 'come'],
  ['do', 'did', 'done'],
  ['draw', 'drew', 'drawn'],
  ['drink', 'drank', 'drunk'],
  ['drive', 'drove', 'driven'],
  ['eat', 'ate', 'eaten'],
  ['fall', 'fell', 'fallen'],
  ['fly', 'flew', 'flown'],
  ['forget', 'forgot', 'forgotten'],
  ['freeze', 'froze', 'frozen'],
  ['give', 'gave', 'given'],
  ['go', 'went', 'gone'],
  ['grow', 'grew', 'grown'],
  ['hide', 'hid', 'hidden'],
  ['know', 'knew', 'known'],
  ['mistake', 'mistook', 'mistaken'],
  ['overcome', 'overcame', 'overcome'],
  ['ride', 'rode', 'ridden'],
  ['ring', 'rang', 'rung'],
  ['rise', 'rose', 'risen'],
  ['run', 'ran', 'run'],
  ['see', 'saw', 'seen'],
  ['shake', 'shook', 'shaken'],
  ['show', 'showed', 'shown'],
  ['shrink', 'shrank', 'shrunk'],
  ['sing', 'sang', 'sung'],
  ['sink', 'sank', 'sunk'],
  ['speak', 'spoke', 'spoken'],
  ['steal', 'stole', 'stolen'],
  ['swim', 'swam', 'swum'],
  ['take', 'took', 'taken'],
  ['tear', 'tore', 'torn'],
  ['throw', 'threw', 'thrown'],
  ['undergo', 'underwent', 'undergone'],
  ['undertake', 'undertook', 'undertaken'],
  ['wear', 'wore', 'worn'],
  ['withdraw', 'withdrew', 'withdrawn'],
  ['write', 'wrote', 'written'],
];
const PARTICIPLE_OF_PAST = new Map(PAST_AND_PARTICIPLE.map(([, past, participle]) => [past, participle]));
const PAST_OF_PARTICIPLE = new Map(
  PAST_AND_PARTICIPLE.filter(([base, , participle]) => participle !== base).map(([, past, participle]) => [participle, past]),
);
const PARTICIPLE_OF_BASE = new Map(PAST_AND_PARTICIPLE.map(([base, , participle]) => [base, participle]));
/** Past forms that are also nouns or adjectives a "have" may stand before ("have rose bushes", "have saw blades"). */
const PAST_ALSO_NOUN = new Set(['rose', 'saw', 'hid', 'fell', 'ran', 'wore', 'tore']);
/** Participles that cannot follow their subject as a reduced relative clause: "before the study begun". */
const INTRANSITIVE_PARTICIPLES = new Set(['begun', 'risen', 'arisen']);

/** Verbs whose participle is their base form. */
const SAME_PARTICIPLES = /^(?:spread|set|put|cut|hit|shut|split|burst|cost|hurt|let|upset|broadcast|forecast|cast|thrust)$/;
const HAVE = new Set(['have', 'has', 'had', 'having']);
const BE_PASSIVE = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being']);
const SUBJECT_PRONOUNS = new Set(['i', 'we', 'you', 'he', 'she', 'it', 'they']);
const CLAUSE_MARKS = /^[,;:(—–]$/;

/** The past participle of a verb's base form: taken, begun, collected; null when it cannot be told. */
export function participleOf(base: string): string | null {
  if (base === 'be') return 'been';
  if (base === 'have') return 'had';
  if (SAME_PARTICIPLES.test(base)) return base;
  return PARTICIPLE_OF_BASE.get(base) ?? pastTenseOf(base);
}

/** The three words from `at`, in lower case: "at that time". */
const textOf3 = (tokens: readonly TToken[], at: number) =>
  tokens
    .slice(at, at + 3)
    .map((token) => token.lower)
    .join(' ');

/** The first word after `at` that is not an adverb (the perfect's participle after "have already"). */
function afterAdverbs(tokens: readonly TToken[], at: number): number {
  let next = at + 1;
  while (tokens[next]?.pos === 'ADV' && /^[a-z]+$/.test(tokens[next]?.lower ?? '')) next += 1;
  return next;
}

/**
 * A simple past where the participle belongs ("have went" → "have gone", "has began" → "has begun", "was took" →
 * "was taken"), and a participle without its auxiliary where the simple past belongs ("we done" → "we did", "before the
 * study begun" → "began"). Only irregular verbs whose two forms differ; after "be" only verbs with a passive.
 */
export function perfectParticipleLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    if (token.pos !== 'VERB' || !/^[a-z]+$/.test(token.text)) continue;
    let at = index - 1;
    while (tokens[at]?.pos === 'ADV' && at > 0) at -= 1;
    const before = tokens[at];
    const participle = PARTICIPLE_OF_PAST.get(token.lower);
    const isAuxiliary = before?.pos === 'AUX' || before?.pos === 'VERB';
    const takesParticiple =
      !!before &&
      isAuxiliary &&
      (HAVE.has(before.lower) ||
        (BE_PASSIVE.has(before.lower) && !/^(?:go|come|rise|fall|become|arise|run|begin)$/.test(token.lemma)));
    if (participle && takesParticiple && !(PAST_ALSO_NOUN.has(token.lower) && tokens[index + 1]?.pos === 'NOUN')) {
      lints.push(
        grammarLint(
          token.start,
          token.end,
          'verb-participle',
          `After “${before.text}”, the verb takes its past participle: “${participle}”.`,
          { auxiliary: before.text, verb: token.text, correction: participle },
          participle,
        ),
      );
      continue;
    }
    const past = PAST_OF_PARTICIPLE.get(token.lower);
    if (!past || !before) continue;
    const opener = tokens[at - 1];
    const isPronounSubject =
      SUBJECT_PRONOUNS.has(before.lower) && before.pos === 'PRON' && (!opener || /^(?:PUNCT|SCONJ|CCONJ)$/.test(opener.pos));
    const isNounSubject =
      INTRANSITIVE_PARTICIPLES.has(token.lower) &&
      at === index - 1 &&
      before.pos === 'NOUN' &&
      tokens[at - 1]?.pos === 'DET' &&
      !tokens.slice(index + 1).some((later) => later.pos === 'VERB' || later.pos === 'AUX');
    if (!isPronounSubject && !isNounSubject) continue;
    const correction = withCaseOf(past, token.text);
    lints.push(
      grammarLint(
        token.start,
        token.end,
        'participle-as-past',
        `“${token.text}” is a past participle and needs “have” or “be”; the simple past is “${correction}”.`,
        { verb: token.text, correction },
        correction,
      ),
    );
  }
  return lints;
}

/**
 * The words of a present perfect starting at "have"/"has": its adverbs and participle's index, or null. With
 * `isAfterAnd`, a perfect that shares its subject with a verb before "and" counts too ("… and has spread").
 */
export function presentPerfectAt(tokens: readonly TToken[], at: number, isAfterAnd = false): number | null {
  const have = tokens[at];
  if (have?.pos !== 'AUX' || !/^(?:have|has)$/.test(have.lower)) return null;
  const participle = afterAdverbs(tokens, at);
  const verb = tokens[participle];
  if (!verb || !(verb.pos === 'VERB' || (verb.pos === 'AUX' && verb.lower === 'been'))) return null;
  // "has found", "has made": an irregular participle; "has spread", "has set": one that is its base form too.
  const isParticiple =
    verb.lower === 'been' ||
    PAST_OF_PARTICIPLE.has(verb.lower) ||
    (verb.lemma !== verb.lower && (/ed$/.test(verb.lower) || verb.lower === participleOf(verb.lemma))) ||
    SAME_PARTICIPLES.test(verb.lower);
  // A question or an inversion ("Have we…", "nor has it…") is not this pattern.
  const subject = tokens[at - 1];
  const isShared = isAfterAnd && subject?.lower === 'and';
  // "Zhang et al. have proposed": the full stop of "al." closes the authors' names.
  const isEtAl = subject?.text === '.' && tokens[at - 2]?.lower === 'al' && tokens[at - 3]?.lower === 'et';
  const isNamed = subject?.pos === 'PRON' || subject?.pos === 'NOUN' || subject?.pos === 'PROPN' || isShared || isEtAl;
  if (!isParticiple || !subject || !isNamed) return null;
  return participle;
}

/** The simple past that replaces a present perfect ("have collected" → "collected", "has been" → "was"). */
export function simplePastOf(
  tokens: readonly TToken[],
  have: number,
  participle: number,
): { text: string; isDelete: boolean } | null {
  const verb = tokens[participle] as TToken;
  const adverbs = tokens.slice(have + 1, participle).map((token) => token.text);
  let past: string | null;
  if (verb.lower === 'been') {
    const subject = tokens[have - 1]?.lower;
    past = tokens[have]?.lower === 'has' || subject === 'i' ? 'was' : 'were';
  } else past = PAST_OF_PARTICIPLE.get(verb.lower) ?? (verb.lower === pastTenseOf(verb.lemma) ? verb.lower : null);
  if (!past) return null;
  if (past === verb.lower) return { text: '', isDelete: true };
  return { text: [...adverbs, past].join(' '), isDelete: false };
}

/**
 * A present perfect with a finished time in the past: "In 2010, we have collected…" → "collected", "Last year,
 * the yield has been low" → "was", "We have started the project two years ago" → "started". The time must open the
 * sentence before the perfect's clause, or end the perfect's own clause ("… in 2010."); "since 2010", "in the last
 * year" and "over the past decade" go with the perfect and are left alone. A regular verb loses its "have" (a
 * deletion); an irregular one or "been" is replaced ("has been" → "was").
 */
export function perfectWithPastTimeLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  const openingEnd = Math.max(pastTimeEnd(tokens, 0), datedPhraseEnd(tokens));
  for (const [index, token] of tokens.entries()) {
    // "… and has expanded to Brazil in 2005.": a perfect after "and" shares its subject, and only a time that ends
    // its clause dates it.
    const isAfterAnd = tokens[index - 1]?.lower === 'and';
    const participle = presentPerfectAt(tokens, index, isAfterAnd);
    if (participle === null) continue;
    let time: string | null = null;
    if (openingEnd > 0 && !isAfterAnd) {
      const between = tokens.slice(openingEnd, index);
      const isSameClause = !between.some(
        (word, i) =>
          (i > 0 && CLAUSE_MARKS.test(word.text)) ||
          word.pos === 'SCONJ' ||
          word.pos === 'VERB' ||
          word.pos === 'AUX' ||
          /^(?:which|who|that)$/.test(word.lower),
      );
      if (isSameClause)
        time = tokens
          .slice(0, openingEnd)
          .map((word) => word.text)
          .join(' ');
    }
    if (!time) {
      for (let at = participle + 1; at < tokens.length; at += 1) {
        const word = tokens[at] as TToken;
        // "by Smith and colleagues": an "and" between names joins the agent, not two clauses.
        const isNamesAnd =
          word.lower === 'and' &&
          tokens[at - 1]?.pos === 'PROPN' &&
          (tokens[at + 1]?.pos === 'PROPN' || /^(?:colleagues|co-?workers|associates)$/.test(tokens[at + 1]?.lower ?? ''));
        if (
          CLAUSE_MARKS.test(word.text) ||
          word.pos === 'SCONJ' ||
          (word.pos === 'CCONJ' && !isNamesAnd) ||
          /^(?:which|who|that)$/.test(word.lower)
        )
          break;
        // "has broken at that time": a time the sentence has already placed in the past.
        const isThatTime = /^at (?:that|the) time$/.test(textOf3(tokens, at));
        const end = isThatTime ? at + 3 : pastTimeEnd(tokens, at);
        if (end < 0) continue;
        // "have reconstructed the flood on 12 May 2008": a date after an object may be the object's; "on" + a date
        // dates the perfect only right after its participle and adverbs.
        const isPassive = tokens[participle]?.lower === 'been';
        const isObject = tokens
          .slice(participle + 1, at)
          .some((between) => between.pos !== 'ADV' && !(isPassive && between.pos === 'VERB'));
        if (word.lower === 'on' && isObject) break;
        // "compared with last year", "than in 2010": the time is what the perfect is compared with.
        if (/^(?:with|than|to|over|from|versus|vs)$/.test(tokens[at - 1]?.lower ?? '')) break;
        // The time ends the clause, or an infinitive of purpose follows it ("yesterday to collect more fragments").
        const isPurpose = tokens[end]?.lower === 'to' && tokens[end + 1]?.pos === 'VERB';
        // A place may close the clause after the time, where no other verb stands between ("the house he bought in
        // 1998 in Leeds" dates the buying).
        const isPlaceNext = isPlaceAfter(tokens, end) && !tokens.slice(participle + 1, at).some((w) => w.pos === 'VERB');
        if (/^[.;!?,]$/.test(tokens[end]?.text ?? '') || isPurpose || isPlaceNext)
          time = tokens
            .slice(at, end)
            .map((w) => w.text)
            .join(' ');
        break;
      }
    }
    if (!time) continue;
    const past = simplePastOf(tokens, index, participle);
    if (!past) continue;
    const end = past.isDelete ? token.end : (tokens[participle] as TToken).end;
    const correction = past.isDelete ? (tokens[participle] as TToken).text : past.text;
    lints.push(
      grammarLint(
        token.start,
        end,
        'perfect-past-time',
        `“${time}” is a finished time in the past: use the simple past, “${correction}”.`,
        {
          time,
          words: tokens
            .slice(index, participle + 1)
            .map((w) => w.text)
            .join(' '),
          correction,
        },
        past.isDelete ? '' : past.text,
      ),
    );
  }
  return lints;
}

const CHANGE_NOUNS = /^(?:history|development|evolution|changes?|trends?|growth|progress|rise|decline|records?)$/;

/** Nouns after which "since 2015" belongs to the noun, not to the verb ("the period since 2015", "the rise since 1990"). */
const NOUNS_OF_TIME =
  /^(?:period|time|times|year|years|decade|decades|month|months|change|changes|increase|increases|decrease|decline|rise|growth|trend|trends|records?|data|observations?|measurements?|interval|span|era|history|first|highest|lowest|point|stage|moment|seen|recorded|observed|witnessed|experienced|reached)$/;

/** The present perfect of a finite verb with "since" ("collect" → "have collected"), given its subject (and number: "the number"). */
export function perfectOf(verb: TToken, subject: TToken, subjectNumber?: 'singular' | 'plural'): string | null {
  const isBe = verb.pos === 'AUX' && /^(?:is|are|was|were|am)$/.test(verb.lower);
  if (verb.pos !== 'VERB' && !isBe) return null;
  const participle = isBe ? 'been' : participleOf(verb.lemma);
  if (!participle) return null;
  // "cut", "set", "spread": a past that is its base form too, whose number the subject tells.
  const isSame = SAME_PARTICIPLES.test(verb.lower) && verb.lower === verb.lemma;
  const isPast = isSame || verb.lower === pastTenseOf(verb.lemma) || /^(?:was|were)$/.test(verb.lower);
  let number: string | null = null;
  if (/^(?:is|was)$/.test(verb.lower) || (verb.pos === 'VERB' && verb.lower !== verb.lemma && !isPast)) number = 'singular';
  else if (/^(?:are|were|am)$/.test(verb.lower) || (verb.lower === verb.lemma && !isSame)) number = 'plural';
  else if (SUBJECT_PRONOUNS.has(subject.lower)) number = /^(?:he|she|it)$/.test(subject.lower) ? 'singular' : 'plural';
  else if (subject.pos === 'NOUN') number = nounNumber(subject) ?? subjectNumber ?? null;
  if (subject.lower === 'i' && verb.lower === 'was') number = 'plural';
  if (!number) return null;
  const isFiniteForm = isBe || verb.lower === verb.lemma || verb.lower === pastTenseOf(verb.lemma) || /s$/.test(verb.lower);
  if (!isFiniteForm || /ing$/.test(verb.lower)) return null;
  return `${number === 'singular' ? 'has' : 'have'} ${participle}`;
}

/** A past participle right after a noun, the verb of a reduced relative clause: "studies published", "cases reported". */
function isParticipleAfterNoun(tokens: readonly TToken[], at: number): boolean {
  const word = tokens[at];
  const before = tokens[at - 1];
  return (
    word?.pos === 'VERB' &&
    word.lower !== word.lemma &&
    (word.lower === participleOf(word.lemma) || /ed$/.test(word.lower)) &&
    (before?.pos === 'NOUN' || before?.pos === 'PROPN')
  );
}

/** The head of the noun phrase ending at `at`, back over "of" phrases: "the number of cases" → "number". */
function headBefore(tokens: readonly TToken[], at: number): TToken | undefined {
  // "the number of homes in Japan increased": a place after "in" is not the subject's head.
  const isPlace = tokens[at]?.pos === 'PROPN' && tokens[at - 1]?.lower === 'in' && tokens[at - 2]?.pos === 'NOUN';
  let head = isPlace ? at - 2 : at;
  for (;;) {
    let start = head;
    while (/^(?:DET|ADJ|NUM|NOUN)$/.test(tokens[start - 1]?.pos ?? '') && start > head - 6) start -= 1;
    if (tokens[head]?.pos !== 'NOUN' || tokens[start - 1]?.lower !== 'of' || tokens[start - 2]?.pos !== 'NOUN') break;
    head = start - 2;
  }
  return tokens[head];
}

/**
 * "since" with a point in time takes the present perfect: "Since 2015, we collect samples" → "have collected",
 * "The station is in use since 2010" → "has been". The clause's first finite verb after its subject (a pronoun or a
 * noun right before it) is taken, when it is a simple present or past (not a modal, not "have" already); "since"
 * must open the sentence with a comma after its time, or end the verb's clause, and not follow a noun of time ("the
 * period since 2015") or a superlative.
 */
export function sinceLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  const openingEnd = sinceEnd(tokens, 0);
  let verbAt = -1;
  let time = '';
  // "Since 2015, we…", also without its comma ("Since 2015 we collect").
  const isPronounNext = SUBJECT_PRONOUNS.has(tokens[openingEnd]?.lower ?? '') && isYear(tokens[openingEnd - 1]);
  // "Since 2015 the number of cases increases": a noun phrase after the year, its verb read as a noun read again.
  const phraseAt = tokens[openingEnd]?.text === ',' ? openingEnd + 1 : openingEnd;
  const isPhraseNext = isYear(tokens[openingEnd - 1]) && tokens[phraseAt]?.pos === 'DET';
  const read = isPhraseNext ? withVerbReadings(tokens, phraseAt) : tokens;
  if (read !== tokens) return sinceLints(read);
  if (openingEnd > 0 && (tokens[openingEnd]?.text === ',' || isPronounNext || isPhraseNext)) {
    const from = tokens[openingEnd]?.text === ',' ? openingEnd + 1 : openingEnd;
    time = tokens
      .slice(1, openingEnd)
      .map((w) => w.text)
      .join(' ');
    for (let at = from; at < tokens.length; at += 1) {
      const word = tokens[at] as TToken;
      if (CLAUSE_MARKS.test(word.text) || word.pos === 'SCONJ') break;
      // "Since 2010, the cases reported here have doubled": a participle after a noun, with a verb after it, is a
      // reduced relative's.
      const isReduced = isParticipleAfterNoun(tokens, at) && tokens.slice(at + 1).some((w) => /^(?:VERB|AUX)$/.test(w.pos));
      if ((word.pos === 'VERB' || word.pos === 'AUX') && !isReduced) {
        verbAt = at;
        break;
      }
    }
  } else {
    const since = tokens.findIndex((_word, at) => at > 0 && sinceEnd(tokens, at) > 0);
    const end = since > 0 ? sinceEnd(tokens, since) : -1;
    const before = tokens[since - 1];
    // The time ends the sentence, or a clause about that time follows it: "since the early 2000s, when …".
    const isTimeClauseNext = tokens[end]?.text === ',' && /^(?:when|which)$/.test(tokens[end + 1]?.lower ?? '');
    if (
      end > 0 &&
      (/^[.;!?]$/.test(tokens[end]?.text ?? '') || isTimeClauseNext) &&
      before &&
      !NOUNS_OF_TIME.test(before.lower) &&
      // "We reviewed the history of the region since 1900": "since" dates a noun of change, not the verb.
      !tokens
        .slice(tokens.findIndex((word) => /^(?:VERB|AUX)$/.test(word.pos)) + 1, since)
        .some((word) => CHANGE_NOUNS.test(word.lower)) &&
      // "He is ill since last Monday": an adjective after "is" or "are" is the clause's state, not a rank.
      (before.pos !== 'ADJ' || /^(?:is|are|am)$/.test(tokens[since - 2]?.lower ?? ''))
    ) {
      time = tokens
        .slice(since + 1, end)
        .map((w) => w.text)
        .join(' ');
      for (let at = since - 1; at > 0; at -= 1) {
        const word = tokens[at] as TToken;
        if (CLAUSE_MARKS.test(word.text) || word.pos === 'SCONJ' || word.pos === 'CCONJ') break;
        // "the communities we visited had been living there since 1900": the clause's verb is already perfect.
        if (word.pos === 'AUX' && /^(?:has|have|had)$/.test(word.lower)) return lints;
        if (word.pos === 'VERB' || word.pos === 'AUX') {
          // "consists of forty studies published since 2000": with a verb before it, a participle right after a noun
          // is a reduced relative clause's, and "since" belongs to it, not to the clause's verb.
          if (verbAt > 0 && isParticipleAfterNoun(tokens, verbAt)) return lints;
          verbAt = at;
        }
      }
    }
  }
  const verb = tokens[verbAt];
  const subject = headBefore(tokens, verbAt - 1);
  // "the largest event since 1990", "the first case since 2010": a superlative or an ordinal counts from that time.
  const clauseEnd = tokens.findIndex(
    (word, at) => at > verbAt && (CLAUSE_MARKS.test(word.text) || /^(?:which|who)$/.test(word.lower)),
  );
  const isRanked = tokens.slice(verbAt + 1, clauseEnd < 0 ? tokens.length : clauseEnd).some(
    (word, at, arr) =>
      // "since last Monday" is the time, not a rank.
      (/^(?:first|second|third|only|last|best|worst|least)$/.test(word.lower) && arr[at - 1]?.lower !== 'since') ||
      // "the most severe", "the most cases": not "in most markets".
      (word.lower === 'most' && (/^(?:ADJ|ADV)$/.test(arr[at + 1]?.pos ?? '') || arr[at - 1]?.lower === 'the')) ||
      (word.pos === 'ADJ' && /est$/.test(word.lower)),
  );
  if (isRanked) return lints;
  if (!verb || !subject || !(subject.pos === 'PRON' || subject.pos === 'NOUN')) return lints;
  if (subject.pos === 'PRON' && !SUBJECT_PRONOUNS.has(subject.lower)) return lints;
  // "the number of", "the share of": one quantity, whatever its "of" phrase.
  const isTheNumber =
    /^(?:number|share|proportion|percentage|fraction)$/.test(subject.lower) &&
    tokens[tokens.indexOf(subject) - 1]?.lower === 'the';
  const perfect = perfectOf(verb, subject, isTheNumber ? 'singular' : undefined);
  if (!perfect) return lints;
  lints.push(sinceLint(verb, time, perfect));
  return lints;
}

/** A "since" finding: `verb` becomes `perfect`, the present perfect that "since" and its `time` take. */
export const sinceLint = (verb: TToken, time: string, perfect: string): TLint =>
  grammarLint(
    verb.start,
    verb.end,
    'perfect-since',
    `With “since ${time}”, use the present perfect: “${perfect}”.`,
    { time, verb: verb.text, correction: perfect },
    perfect,
  );
