import type { TLint } from '../lint.ts';
import { nounNumber, thirdPersonOf } from './number-forms.ts';
import { pastTimeEnd } from './past-times.ts';
import { participleOf, perfectOf, presentPerfectAt, simplePastOf, sinceLint } from './perfect-tense.ts';
import { grammarLint } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { CHANGE, isPast, STATING, textOf } from './time-tense.ts';

/** Nouns that name a table or a figure, before its number: "Table 3", "Figure 2b". */
const DISPLAYS = /^(?:table|figure|fig|panel|appendix)$/;
/** Conjunctions after which a future event takes the present: "If the temperature rises", "when all are returned". */
const FUTURE_CONJUNCTIONS = new Set(['if', 'when', 'once', 'unless', 'whenever']);
/** Words after which "if" or "when" opens a question, whose "will" is right: "it is unclear if it will", "ask when it will". */
const QUESTION_HEADS = new Set(
  (
    'know knows knew known unclear clear ask asked asks determine decide see wonder sure certain question whether predict ' +
    'show indicate tell estimate assess examine investigate test check evaluate explore study understand uncertain ' +
    'unknown idea doubt depends depend depending matter regardless consider'
  ).split(' '),
);
const PLURAL_PRONOUNS = new Set(['i', 'we', 'you', 'they']);
const SINGULAR_PRONOUNS = new Set(['he', 'she', 'it', 'this', 'that', 'everyone', 'nobody', 'someone']);

/**
 * "Table 3 showed the mean values" → "shows", "As Figure 2 illustrated," → "illustrates": what a table or figure
 * shows is in the present. The display's noun and number right before a past verb of stating.
 */
function displayLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    if (!DISPLAYS.test(token.lower) || !/^\p{Lu}/u.test(token.text)) continue;
    let at = index + 1;
    if (tokens[at]?.text === '.') at += 1;
    if (!/^\d+[a-z]?$|^[A-Z]\d*$/.test(tokens[at]?.text ?? '')) continue;
    at += 1;
    if (/^[a-z]$/.test(tokens[at]?.text ?? '')) at += 1;
    while (tokens[at]?.pos === 'ADV' && /ly$|^(?:also|further)$/.test(tokens[at]?.lower ?? '')) at += 1;
    const verb = tokens[at];
    if (!verb || !isPast(verb) || !STATING.has(verb.lemma) || tokens[at - 1]?.pos === 'AUX') continue;
    // "the data in Table 3 showed" has another subject: the display must open its clause.
    const before = tokens[index - 1];
    if (before && !/^(?:as|,|and|while|whereas)$/.test(before.lower)) continue;
    const correction = thirdPersonOf(verb.lemma);
    lints.push(
      grammarLint(
        verb.start,
        verb.end,
        'tense-figure',
        `A table or figure shows its content in the present: write “${correction}”, not “${verb.text}”.`,
        { verb: verb.text, correction },
        correction,
      ),
    );
  }
  return lints;
}

/** The number of a subject ending right before `at` (a pronoun, or a noun phrase's head); null if unclear. */
function subjectNumber(tokens: readonly TToken[], at: number): 'singular' | 'plural' | null {
  const last = tokens[at];
  if (!last) return null;
  if (PLURAL_PRONOUNS.has(last.lower)) return 'plural';
  if (SINGULAR_PRONOUNS.has(last.lower)) return 'singular';
  if (last.pos !== 'NOUN') return null;
  let start = at;
  while (/^(?:DET|ADJ|NUM|NOUN)$/.test(tokens[start - 1]?.pos ?? '')) start -= 1;
  if (tokens[start - 1]?.lower === 'of') return null;
  // A collective noun ("the committee") is singular in the present the correction writes.
  return nounNumber(last) ?? (/s$/.test(last.lower) ? null : 'singular');
}

/** A time that "when" may follow as a relative word: "in 2050, when", "by then, when", "next year, when". */
const TIME_NOUNS =
  /^(?:(?:1[89]|20)\d\d|\d{4}s|then|now|years?|decades?|months?|weeks?|days?|times?|periods?|stages?|points?|moments?|future|century)$/;

/** Verbs the tagger may read as their adjective after "will": "after the sample will dry". */
const ADJECTIVE_VERBS = /^(?:dry|cool|warm|clear|empty|open|clean|slow|settle|thaw|ripen)$/;
/** Conjunctions of time that open a clause of such a verb: not "when" or "if", which may ask ("when it will empty"). */
const ADJECTIVE_VERB_CONJUNCTIONS = /^(?:after|before|once|until|till|as)$/;

/** Conjunctions of time whose "will" is taken only where a main clause follows the clause after a comma. */
const TIME_CONJUNCTIONS = /^(?:before|after|until|till)$/;

/**
 * Whether the clause opened at `at` ends at a comma followed by a main clause: a subject (a personal pronoun or a
 * noun phrase) and a finite verb, with no other clause mark or subordinate word on the way.
 */
function isMainClauseAfter(tokens: readonly TToken[], at: number): boolean {
  const comma = tokens.findIndex((token, i) => i > at && /^[,;:.!?()]$/.test(token.text));
  if (comma < 0 || tokens[comma]?.text !== ',') return false;
  if (tokens.slice(at + 1, comma).some((token) => token.pos === 'SCONJ' || /^(?:which|who|that|what)$/.test(token.lower)))
    return false;
  let verb = comma + 1;
  if (/^(?:i|we|you|he|she|it|they)$/.test(tokens[verb]?.lower ?? '')) verb += 1;
  else
    while (/^(?:DET|ADJ|NUM|NOUN|PROPN)$/.test(tokens[verb]?.pos ?? '') || /^(?:its|their|our)$/.test(tokens[verb]?.lower ?? ''))
      verb += 1;
  while (tokens[verb]?.pos === 'ADV') verb += 1;
  return verb > comma + 1 && /^(?:VERB|AUX)$/.test(tokens[verb]?.pos ?? '');
}

/**
 * "will" in a clause of condition or time about the future: "If the temperature will rise above 40 °C" → "rises",
 * "when all the questionnaires will be returned" → "are returned", and "I would be grateful if you will consider" →
 * "would consider". The conjunction opens the sentence or follows a comma or a clause with "will" or "would" ("after",
 * "until" and "once" also a clause with "will" or "shall" they end: "will send it after the board will approve"; not
 * "before": "stop the pumps before the water will reach the rim" is right); not after a word that makes it a question
 * ("it is unclear if the drug will work", "we do not know when it will end").
 */
function futureClauseLints(tokens: readonly TToken[]): TLint[] {
  for (const [index, token] of tokens.entries()) {
    const isTime =
      TIME_CONJUNCTIONS.test(token.lower) ||
      (token.lower === 'as' && /^as soon$/.test(textOf(tokens, index - 2, index).toLowerCase()));
    // "In case the power will fail, …": "in case" opens a clause of condition as "if" does.
    const isInCase = token.lower === 'case' && tokens[index - 1]?.lower === 'in';
    if (!FUTURE_CONJUNCTIONS.has(token.lower) && !isTime && !isInCase) continue;
    const start = token.lower === 'as' ? index - 2 : isInCase ? index - 1 : index;
    const before = tokens[start - 1];
    const isOpening = !before || before.text === ',';
    // ", but when the temperature will exceed 40 °C, it shrinks": after a comma and "and" or "but", and a main
    // clause after the conjunction's own; so too for "before", "after", "until" and "as soon as".
    const isJoined = /^(?:and|but)$/.test(before?.lower ?? '') && (start === 1 || tokens[start - 2]?.text === ',');
    const mainModal = tokens.slice(0, index).find((word) => /^(?:will|would|shall|can|could|should|must)$/.test(word.lower));
    // "We will send it after the committee will approve": after a main clause with "will" that the conjunction ends.
    const isAfterWill =
      (/^(?:after|until|till|once)$/.test(token.lower) || (token.lower === 'as' && isTime)) &&
      !isOpening &&
      /^(?:will|shall)$/.test(mainModal?.lower ?? '') &&
      /^(?:NOUN|PROPN|PRON|ADV|VERB)$/.test(before?.pos ?? '');
    if ((isJoined || isTime) && !isAfterWill) {
      if (!(isOpening || isJoined) || !isMainClauseAfter(tokens, index)) continue;
    } else if (!isOpening && !mainModal) continue;
    if (before && QUESTION_HEADS.has(before.lower)) continue;
    // "In 2050, when the population will exceed…": "when" after a time is a relative word, and its "will" is right.
    const isRelativeWhen =
      token.lower === 'when' && isOpening && !!before && /^(?:NUM|NOUN|PROPN)$/.test(tokens[start - 2]?.pos ?? '');
    if (isRelativeWhen && TIME_NOUNS.test(tokens[start - 2]?.lower ?? '')) continue;
    if (tokens.slice(0, index).some((word) => QUESTION_HEADS.has(word.lower) && /^(?:if|when)$/.test(token.lower))) continue;
    // The clause's subject, then "will" and the verb.
    let willAt = index + 1;
    while (willAt < index + 8 && tokens[willAt] && tokens[willAt]?.lower !== 'will') {
      const word = tokens[willAt] as TToken;
      if (!/^(?:DET|ADJ|NUM|NOUN|PROPN|PRON)$/.test(word.pos) || /^(?:which|who|that|what)$/.test(word.lower)) break;
      // One noun phrase: a determiner only first ("If true the socket will be…" is "if true" and a main clause), or
      // after "all" or "both" ("when all the questionnaires will be returned").
      const isPredeterminer = /^(?:all|both)$/.test(tokens[willAt - 1]?.lower ?? '') && willAt - 1 === index + 1;
      if (word.pos === 'DET' && willAt > index + 1 && !isPredeterminer) break;
      willAt += 1;
    }
    if (tokens[willAt]?.lower !== 'will' || willAt === index + 1) continue;
    let verbAt = willAt + 1;
    while (tokens[verbAt]?.pos === 'ADV' && /ly$|^(?:also|still|only|not)$/.test(tokens[verbAt]?.lower ?? '')) verbAt += 1;
    const verb = tokens[verbAt];
    // "After the sample will dry,": a verb the tagger reads as its adjective, right after "will" and before the comma,
    // in a clause of time that opens the sentence ("When the reservoir will empty, nobody can predict" asks when).
    const isAdjectiveVerb =
      verb?.pos === 'ADJ' &&
      ADJECTIVE_VERBS.test(verb.lower) &&
      verbAt === willAt + 1 &&
      tokens[verbAt + 1]?.text === ',' &&
      start === 0 &&
      ADJECTIVE_VERB_CONJUNCTIONS.test(token.lower);
    if (!verb || verb.lower !== verb.lemma || !(/^(?:VERB|AUX)$/.test(verb.pos) || isAdjectiveVerb) || verb.lower === 'not')
      continue;
    const words = textOf(tokens, willAt, verbAt + 1);
    const conjunction = textOf(tokens, start, index + 1);
    let correction: string | null = null;
    if (token.lower === 'if' && mainModal?.lower === 'would') correction = `would ${textOf(tokens, willAt + 1, verbAt + 1)}`;
    else {
      const number = subjectNumber(tokens, willAt - 1);
      if (!number || tokens.slice(willAt + 1, verbAt).length > 0) continue;
      const isI = tokens[willAt - 1]?.lower === 'i';
      if (verb.lower === 'be') correction = number === 'singular' ? 'is' : isI ? 'am' : 'are';
      else correction = number === 'singular' ? thirdPersonOf(verb.lower) : verb.lower;
    }
    return [
      grammarLint(
        tokens[willAt]?.start ?? 0,
        verb.end,
        'tense-if-will',
        `After “${conjunction}”, a future event takes the present: write “${correction}”, not “${words}”.`,
        { conjunction, verb: words, correction },
        correction,
      ),
    ];
  }
  return [];
}

const MONTHS = /^(?:january|february|march|april|may|june|july|august|september|october|november|december)$/;
/** Words that end a span at the present: "to 35% today", "until now", "to the present", "to date". */
const NOW_WORDS = /^(?:today|now|present|date|nowadays|currently)$/;

/**
 * Whether the clause after a dated time runs on to the present: "has increased from 20% ten years ago to 35% today"
 * compares then with now, which the present perfect is right for. "to", "until", "till" or "through", and a word of
 * now within a few words, before the clause ends.
 */
function reachesNow(tokens: readonly TToken[], from: number): boolean {
  for (let at = from; at < tokens.length && !/^[,;:.!?]$/.test(tokens[at]?.text ?? ''); at += 1) {
    if (!/^(?:to|until|till|through)$/.test(tokens[at]?.lower ?? '')) continue;
    if (tokens.slice(at + 1, at + 6).some((word) => NOW_WORDS.test(word.lower))) return true;
  }
  return false;
}

/**
 * A present perfect with a finished time inside its clause, where perfect-tense.ts takes only a time that ends the
 * clause: "We have collected the samples in March 2020 from five farms" (a month and a year date an event), "Our
 * group has developed this model in 2015 and improved it" (the time before "and" and a past verb).
 */
function perfectWithDateLints(tokens: readonly TToken[]): TLint[] {
  for (const [index, token] of tokens.entries()) {
    const participle = presentPerfectAt(tokens, index);
    if (participle === null) continue;
    // "has been installed …": the passive's participle belongs to the perfect.
    const isPassive = tokens[participle]?.lower === 'been' && tokens[participle + 1]?.pos === 'VERB';
    const from = participle + (isPassive ? 2 : 1);
    for (let at = from; at < tokens.length && at < participle + 9; at += 1) {
      const word = tokens[at] as TToken;
      // "have started this project since three years ago": "since" before a time with "ago" is the finished time.
      const isSinceAgo = word.lower === 'since' && tokens[pastTimeEnd(tokens, at + 1) - 1]?.lower === 'ago';
      const isBreak =
        word.pos === 'SCONJ' || word.pos === 'CCONJ' || word.pos === 'VERB' || /^(?:which|who|that)$/.test(word.lower);
      if (/^[,;:(.!?]$/.test(word.text) || (isBreak && !isSinceAgo)) break;
      const end = isSinceAgo ? pastTimeEnd(tokens, at + 1) : pastTimeEnd(tokens, at);
      // "has been installed about fifteen years ago and", "has published it last year at a workshop": a time with "ago"
      // or "last" dates the event wherever it stands in the clause (not "compared with last year", "since last year").
      const isDated =
        end > 0 &&
        (tokens[end - 1]?.lower === 'ago' || word.lower === 'last') &&
        tokens[at - 1]?.pos !== 'ADP' &&
        !/^['’]/.test(tokens[end]?.text ?? '') &&
        !reachesNow(tokens, end);
      if (end < 0 || (word.lower !== 'in' && !isSinceAgo && !isDated)) continue;
      const isMonth = MONTHS.test(tokens[at + 1]?.lower ?? '');
      const next = tokens[end];
      // "… in 2020 and improved it", "… has been 12.4% in 2020 but fell to 8.1%": a past verb joined to it.
      const joined = tokens[end + 1];
      const isAndPast =
        /^(?:and|but)$/.test(next?.lower ?? '') &&
        !!joined &&
        (isPast(joined) || (joined.pos === 'AUX' && /^(?:was|were)$/.test(joined.lower)));
      // "in 2019 at the greenhouse": a place or a means after the year; "with", "than", "to" may compare years.
      const isAdjunct = next?.pos === 'ADP' && !/^(?:with|than|to|versus|vs|compared|and|of)$/.test(next.lower);
      // "has shown in 2020 that …": a finding dated before what it found.
      const isReport =
        next?.lower === 'that' &&
        /^(?:shown|reported|demonstrated|found|suggested|observed|proposed|argued|concluded|noted|confirmed)$/.test(
          tokens[participle]?.lower ?? '',
        );
      if (!isMonth && !isAndPast && !isAdjunct && !isSinceAgo && !isDated && !isReport) break;
      const past = simplePastOf(tokens, index, participle);
      if (!past) break;
      const time = textOf(tokens, at, end);
      const correction = past.isDelete ? (tokens[participle] as TToken).text : past.text;
      return [
        grammarLint(
          token.start,
          past.isDelete ? token.end : (tokens[participle] as TToken).end,
          'perfect-past-time',
          `“${time}” is a finished time in the past: use the simple past, “${correction}”.`,
          { time, words: textOf(tokens, index, participle + 1), correction },
          past.isDelete ? '' : past.text,
        ),
      ];
    }
  }
  return [];
}

/**
 * "When we arrived at the site, the river already overflowed" → "had already overflowed": after a clause of time in
 * the past, "already" and a simple past tell of what was over before it, the past perfect.
 */
function alreadyLints(tokens: readonly TToken[]): TLint[] {
  if (!/^(?:when|by)$/.test(tokens[0]?.lower ?? '')) return [];
  const comma = tokens.findIndex((token) => token.text === ',');
  const opening = tokens.slice(1, Math.max(comma, 1));
  const past = opening.find((token) => isPast(token) || /^(?:was|were)$/.test(token.lower));
  if (comma < 3 || !past) return [];
  const already = tokens.findIndex((token, at) => at > comma && token.lower === 'already');
  const verb = tokens[already + 1];
  const before = tokens[already - 1];
  if (already < 0 || !verb || !isPast(verb) || !before || !/^(?:NOUN|PRON|PROPN)$/.test(before.pos)) return [];
  if (tokens.slice(comma + 1, already).some((token) => token.pos === 'VERB' || token.pos === 'AUX')) return [];
  const participle = participleOf(verb.lemma);
  if (!participle) return [];
  const correction = `had already ${participle}`;
  const words = `already ${verb.text}`;
  return [
    grammarLint(
      tokens[already]?.start ?? 0,
      verb.end,
      'tense-consistency',
      `The sentence is in the past (“${past.text}”): write “${correction}”, not “${words}”.`,
      { verb: words, past: past.text, correction },
      correction,
    ),
  ];
}

/** A finished time in a main clause: "that year", "then", "at the time", "in 2013", "two years ago", "by 2020". */
const PAST_TIME_AFTER =
  /\b(?:(?:that|the same|the following|the next|the previous|the first) (?:year|month|week|day|season|decade|time|summer|winter|spring|autumn)|then|at the time|at that time|(?:in|by|during|until) (?:(?:the )?(?:1[89]|20)\d\ds?|(?:january|february|march|april|may|june|july|august|september|october|november|december) (?:1[89]|20)\d\d)|ago|immediately|afterwards|shortly after)\b/;

/** Verbs of a start, whose past after "since" dates a span up to now: "since the protocol was implemented". */
const STARTS = new Set(
  'implement introduce install launch establish start begin adopt open build found enact create release initiate inaugurate commission deploy'.split(
    ' ',
  ),
);

/**
 * "Since the reform was implemented in 2015, the enrolment rate increased" → "has increased": "since" opening a clause
 * dated by a year or "ago", or telling of a start ("was implemented", "were installed"), counts from that time up
 * to now, and a verb of change in the main clause, or any past with "no" ("no data loss occurred"), takes the
 * present perfect. A "since" of cause ("Since the samples were wet, we dried them") has neither and is left alone.
 */
function sinceClauseLints(tokens: readonly TToken[]): TLint[] {
  if (tokens[0]?.lower !== 'since') return [];
  const comma = tokens.findIndex((token) => token.text === ',');
  const clause = tokens.slice(1, comma);
  const isDated = clause.some((token) => /^(?:1[89]|20)\d\d$/.test(token.text) || token.lower === 'ago');
  // "Since the new protocol was implemented": a start, not a cause, even without a date.
  const isStart = clause.some((token) => token.pos === 'VERB' && token.lower !== token.lemma && STARTS.has(token.lemma));
  const hasPast = clause.some((token) => isPast(token) || /^(?:was|were)$/.test(token.lower));
  if (comma < 3 || !(isDated || isStart) || !hasPast) return [];
  const verbAt = tokens.findIndex((token, at) => at > comma && (token.pos === 'VERB' || token.pos === 'AUX'));
  const verb = tokens[verbAt];
  // The subject: a noun phrase and its prepositional phrases ("the enrolment rate of girls in rural schools").
  const words = tokens.slice(comma + 1, verbAt);
  let head = 0;
  while (/^(?:DET|ADJ|NOUN|NUM)$/.test(words[head + 1]?.pos ?? '')) head += 1;
  const subject = words[head];
  const isPhrase = words.every((token) => /^(?:DET|ADJ|NOUN|NUM|PROPN|ADP)$/.test(token.pos) || token.text === '-');
  // "no data loss occurred", "no cases were reported": what has not happened since then, up to now.
  const isNone = words[0]?.lower === 'no' && (isPast(verb as TToken) || /^(?:was|were)$/.test(verb?.lower ?? ''));
  const isChange = !!verb && isPast(verb) && CHANGE.has(verb.lemma);
  if (!verb || !isPhrase || subject?.pos !== 'NOUN' || !(isChange || isNone)) return [];
  // "Since the drought occurred in 2012, yields declined sharply that year": a finished time in the main clause dates
  // its change then, and so "since" gives the cause, not the start of a span up to now.
  if (PAST_TIME_AFTER.test(textOf(tokens, verbAt + 1, tokens.length).toLowerCase())) return [];
  const perfect = perfectOf(verb, subject);
  if (!perfect) return [];
  return [sinceLint(verb, textOf(tokens, 1, comma), perfect)];
}

/** Nouns of what a paper shares: "The code used in this study was available on GitHub" → "is available". */
const SHARED = /^(?:code|codes|data|dataset|datasets|script|scripts|software|materials|model|models|notebooks?|files?)$/;
/** Where shared things are: a repository, a request, the authors. */
const REPOSITORIES = /^(?:github|gitlab|zenodo|figshare|dryad|osf|kaggle|bitbucket|mendeley|pangaea|dataverse|huggingface)$/;

/** Words that bound a time in the past: "until 2019", "before the move", "previously", "no longer", "now". */
const BOUNDING =
  /\b(?:until|till|before|previously|formerly|originally|initially|at the time|at that time|no longer|now|then|prior to|up to \d{4}|at first)\b/;
/** A present verb in the clause after a contrast: "but they are now public", "whereas the code is on GitHub". */
const isPresentAfter = (words: readonly TToken[]) =>
  words.some((word) => /^(?:is|are|has|have|remains?|lives?)$/.test(word.lower) && /^(?:AUX|VERB)$/.test(word.pos));

/**
 * "The code used in this study was available on GitHub" → "is available": what a paper shares stays available, in the
 * present. The subject names code or data, and "available" is followed by "on", "at", "from", "upon" or "via" and a
 * repository, a request or the authors ("data were available only for 120 patients" is left alone).
 */
function availableLints(tokens: readonly TToken[]): TLint[] {
  for (const [index, be] of tokens.entries()) {
    if (!/^(?:was|were)$/.test(be.lower) || tokens[index + 1]?.lower !== 'available') continue;
    const preposition = tokens[index + 2];
    if (!/^(?:on|at|from|upon|via|in)$/.test(preposition?.lower ?? '')) continue;
    const place = tokens.slice(index + 3, index + 6).map((token) => token.lower);
    const isShared =
      place.some((word) => REPOSITORIES.test(word) || /^(?:request|https?|www)/.test(word)) ||
      /^(?:the )?(?:corresponding )?authors?\b/.test(place.join(' '));
    let start = index - 1;
    while (start > 0 && !/^(?:PUNCT|SCONJ|CCONJ)$/.test(tokens[start - 1]?.pos ?? '')) start -= 1;
    const subject = tokens.slice(start, index);
    if (!isShared || !subject.some((token) => SHARED.test(token.lower) && token.pos === 'NOUN')) continue;
    // "Until 2019 the data were available from the authors, but they are now public": a bounding time or a later
    // contrast puts the availability in the past, where it was.
    const isBounded = BOUNDING.test(textOf(tokens, 0, tokens.length).toLowerCase());
    const isContrasted = tokens
      .slice(index + 2)
      .some((word, at, rest) => /^(?:but|whereas|while|however)$/.test(word.lower) && isPresentAfter(rest.slice(at + 1)));
    if (isBounded || isContrasted) continue;
    const correction = be.lower === 'was' ? 'is' : 'are';
    return [
      grammarLint(
        be.start,
        be.end,
        'tense-available',
        `What the paper makes available stays available: write “${correction}”, not “${be.text}”.`,
        { verb: be.text, correction },
        correction,
      ),
    ];
  }
  return [];
}

/**
 * Tense slips that a word of the sentence proves: a table or figure in the past, "will" after "if" or "when", a
 * present perfect with a date inside its clause.
 */
export function tenseMarkerLints(tokens: readonly TToken[]): TLint[] {
  return [
    ...displayLints(tokens),
    ...futureClauseLints(tokens),
    ...perfectWithDateLints(tokens),
    ...alreadyLints(tokens),
    ...sinceClauseLints(tokens),
    ...availableLints(tokens),
  ];
}
