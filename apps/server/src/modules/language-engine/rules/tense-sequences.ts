import type { TLint } from '../lint.ts';
import { nounNumber } from './number-forms.ts';
import { participleOf } from './perfect-tense.ts';
import { withCaseOf } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { pastTenseOf } from './tense-consistency.ts';
import { isPast, isPresent, PERSONAL_PRONOUNS, STATING, STATIVE, tenseLint, textOf } from './time-tense.ts';

/**
 * Tenses that a sentence's other clause or a fixed phrase settles: a present main clause after a past perfect in
 * the opening clause ("After the samples had been dried, they are weighed" → "were"), a present with "ever since" ("is used ever since" → "has been used") and a present after "It is the first time
 * (that)" ("the first time that I see" → "have seen").
 */

/** Conjunctions that open a clause of time before the main clause. */
const TIME_OPENERS = /^(?:after|before|until|till|once|when|as soon as)$/;

/** Where the opening time clause ends: the index of its comma, past the conjunction's words; or -1. */
function openingClauseEnd(tokens: readonly TToken[]): { from: number; comma: number; conjunction: string } | null {
  const words = tokens
    .slice(0, 3)
    .map((token) => token.lower)
    .join(' ');
  const conjunction = /^as soon as\b/.test(words) ? 'as soon as' : (tokens[0]?.lower ?? '');
  if (!TIME_OPENERS.test(conjunction)) return null;
  const from = conjunction.split(' ').length;
  const comma = tokens.findIndex((token, i) => i > from && token.text === ',');
  if (comma < from + 2 || comma > from + 14) return null;
  return { from, comma, conjunction };
}

/** Participles of saying and showing, whose present passive tells of the past now: "is thought to have", "is shown as". */
const REPORTED =
  /^(?:thought|known|said|believed|reported|recorded|shown|considered|estimated|assumed|described|listed|mentioned|documented|depicted|presumed|understood|held)$/;

/** A clause's subject right after `from`: a pronoun, or a determiner's noun phrase; the index after it, or -1. */
function subjectEnd(tokens: readonly TToken[], from: number): number {
  const first = tokens[from];
  if (first?.pos === 'PRON' && /^(?:i|we|you|he|she|it|they)$/.test(first.lower)) return from + 1;
  if (!first || !/^(?:DET|NUM|NOUN|ADJ|PROPN)$/.test(first.pos)) return -1;
  let at = from + 1;
  while (at < from + 6 && /^(?:DET|NUM|NOUN|ADJ|PROPN)$/.test(tokens[at]?.pos ?? '')) at += 1;
  return tokens[at - 1]?.pos === 'NOUN' || tokens[at - 1]?.pos === 'PROPN' ? at : -1;
}

/** The past of a present finite verb at `at` ("is" → "was", "weighs" → "weighed"), or null. */
function pastOf(verb: TToken): string | null {
  if (verb.pos === 'AUX') return verb.lower === 'is' ? 'was' : verb.lower === 'are' ? 'were' : null;
  if (!isPresent(verb) || STATING.has(verb.lemma) || STATIVE.has(verb.lemma)) return null;
  return pastTenseOf(verb.lemma);
}

/**
 * "After the samples had been dried, they are weighed" → "were weighed": an opening clause of time with a past
 * perfect and no present, then a main clause whose subject's first verb is a present (not a verb of stating:
 * "the results show").
 */
function pastPerfectPresentLint(tokens: readonly TToken[]): TLint | null {
  const opening = openingClauseEnd(tokens);
  if (!opening) return null;
  const { from, comma } = opening;
  const clause = tokens.slice(from, comma);
  const had = clause.findIndex((token) => token.lower === 'had');
  const participle = clause[had + 1]?.lower === 'not' ? clause[had + 2] : clause[had + 1];
  const isParticiple = participle?.lower === 'been' || (participle?.pos === 'VERB' && participle.lower !== participle.lemma);
  if (had < 0 || !isParticiple) return null;
  if (clause.some((token) => isPresent(token) || /^(?:is|are|am|will|can|may)$/.test(token.lower))) return null;
  const end = subjectEnd(tokens, comma + 1);
  const verb = tokens[end];
  if (end < 0 || !verb) return null;
  // "the city is thought to have shrunk", "the mill is shown on maps as": what is said now of the past.
  if (verb.pos === 'AUX' && REPORTED.test(tokens[end + 1]?.lower ?? '')) return null;
  const past = pastOf(verb);
  // "are weighed": a present passive or "be"; "weigh": a present of the verb itself.
  if (!past || (verb.pos === 'AUX' && !(tokens[end + 1]?.pos === 'VERB' || tokens[end + 1]?.pos === 'ADJ'))) return null;
  const pastWord = tokens[from + had] as TToken;
  return tenseLint(
    verb.start,
    verb.end,
    'tense-consistency',
    `The sentence is in the past (“${pastWord.text}”): write “${past}”, not “${verb.text}”.`,
    {
      past: textOf(tokens, from + had, from + had + 2),
      verb: verb.text,
      correction: withCaseOf(past, verb.text),
    },
  );
}

/** A past main-clause verb right after its subject at `from`: a simple past, or "was"/"were" (not "had", which may be a perfect's). */
function mainPastAt(tokens: readonly TToken[], from: number): TToken | undefined {
  const end = subjectEnd(tokens, from);
  const verb = tokens[end];
  if (end < 0 || !verb) return undefined;
  if (/^(?:was|were)$/.test(verb.lower)) return verb;
  // "had a strong economy", not "had been" or "had grown", a perfect that may follow a later present.
  if (verb.lower === 'had') return /^(?:DET|ADJ|NOUN|NUM)$/.test(tokens[end + 1]?.pos ?? '') ? verb : undefined;
  return verb.pos === 'VERB' && isPast(verb) ? verb : undefined;
}

/**
 * "After the patient is discharged, the nurse called the family" → "was", "Once the solution turns blue, the flask was
 * removed" → "turned": an opening clause of time whose subject's verb is a present (an -s form, "is" or "are"),
 * with no other verb, before a main clause whose subject's verb is a simple past.
 */
function presentBeforePastLint(tokens: readonly TToken[]): TLint | null {
  const opening = openingClauseEnd(tokens);
  if (!opening) return null;
  const { from, comma, conjunction } = opening;
  // After "when", the main clause is taken for the slip ("When the data are missing, the values were" → "are"):
  // whenPresentLints has it. Before "before" and "until", a past may precede an event still to come ("Before the
  // season starts, the club signed three players"); after "after" or "once", it cannot.
  if (!/^(?:after|once|as soon as)$/.test(conjunction)) return null;
  const verbAt = subjectEnd(tokens, from);
  const verb = tokens[verbAt];
  if (verbAt < 0 || verbAt >= comma || !verb) return null;
  // An -s form or "is"/"are": a plain base form ("when they arrive") may be a plural the tagger misread.
  const isThirdPerson = verb.pos === 'VERB' && verb.lower !== verb.lemma && isPresent(verb);
  if (!isThirdPerson && !/^(?:is|are)$/.test(verb.lower)) return null;
  // "is analysed": the present passive's participle is part of the verb.
  const isPassive =
    verb.pos === 'AUX' && tokens[verbAt + 1]?.pos === 'VERB' && /(?:ed|en|wn|t)$/.test(tokens[verbAt + 1]?.lower ?? '');
  const rest = tokens.slice(verbAt + (isPassive ? 2 : 1), comma);
  if (rest.some((token) => token.pos === 'AUX' || (token.pos === 'VERB' && token.lower !== token.lemma && !isPast(token))))
    return null;
  // "Until the new building opens next year, classes were moved": a clause of a time still to come.
  const isOther = /^(?:will|would|can|could|may|might|must|should|that|which|who|next|tomorrow|soon|later|coming|future)$/;
  if (rest.some((token) => isOther.test(token.lower))) return null;
  const main = mainPastAt(tokens, comma + 1);
  if (!main) return null;
  // "As soon as the system is ready, the manager told us, we can start": a parenthesis of saying.
  if (/^(?:said|announced|warned|promised|told|stated|added|explained|noted|claimed|insisted)$/.test(main.lower)) return null;
  // "Once the patent expires, analysts expected prices to fall": a past look at what was still to come.
  if (/^(?:expect|hope|plan|predict|forecast|anticipate|intend|fear|assume|decide|agree)$/.test(main.lemma)) return null;
  // "Once the trial is complete, the plan was always to publish": "was" of a state, not a passive's.
  const mainAt = tokens.indexOf(main);
  let afterMain = mainAt + 1;
  while (tokens[afterMain]?.pos === 'ADV') afterMain += 1;
  if (/^(?:was|were)$/.test(main.lower) && tokens[afterMain]?.pos !== 'VERB') return null;
  const past = pastOf(verb);
  if (!past) return null;
  return tenseLint(
    verb.start,
    verb.end,
    'tense-consistency',
    `The sentence is in the past (“${main.text}”): write “${past}”, not “${verb.text}”.`,
    { past: main.text, verb: verb.text, correction: withCaseOf(past, verb.text) },
  );
}

/** The present perfect for a present at `at` ("is used" → "has been used", "lives" → "has lived"), and its span's end. */
function perfectAt(
  tokens: readonly TToken[],
  at: number,
  number: 'singular' | 'plural' | null,
): { end: number; perfect: string } | null {
  const verb = tokens[at];
  if (!verb) return null;
  if (verb.pos === 'AUX' && /^(?:is|are|am)$/.test(verb.lower)) {
    const have = verb.lower === 'is' ? 'has' : 'have';
    return { end: at + 1, perfect: `${have} been` };
  }
  // "lies" of "lie" has "lain", which the participles' table does not tell from "lied".
  if (!isPresent(verb) || /^(?:be|lie)$/.test(verb.lemma)) return null;
  const isSingular = verb.lower !== verb.lemma ? true : number === 'singular' ? true : number === 'plural' ? false : null;
  const participle = participleOf(verb.lemma);
  if (isSingular === null || !participle) return null;
  return { end: at + 1, perfect: `${isSingular ? 'has' : 'have'} ${participle}` };
}

/**
 * "The vaccine was developed in 1796 and is used ever since" → "has been used": a present in the clause that "ever
 * since" closes (at a stop or a comma).
 */
function everSinceLint(tokens: readonly TToken[]): TLint | null {
  const at = tokens.findIndex((token, i) => token.lower === 'ever' && tokens[i + 1]?.lower === 'since');
  if (at < 2 || !/^[.;,]$/.test(tokens[at + 2]?.text ?? '')) return null;
  let clauseStart = at - 1;
  while (clauseStart > 0 && !/^(?:and|but|,|;|which|that|who)$/.test(tokens[clauseStart - 1]?.lower ?? '')) clauseStart -= 1;
  // "He says he has felt better ever since": a perfect in the clause is the one "ever since" goes with.
  const clause = tokens.slice(clauseStart, at);
  if (clause.some((token) => /^(?:has|have|had|'ve|'s)$/.test(token.lower) && token.pos === 'AUX')) return null;
  // The verb nearest "ever since": "is used ever since" (not a verb of a clause before it).
  let verbAt = at - 1;
  while (verbAt >= clauseStart && !isFinitePresent(tokens[verbAt] as TToken)) verbAt -= 1;
  const verb = tokens[verbAt];
  if (verbAt < clauseStart || !verb) return null;
  // Only one finite verb in the clause: "The rule that applies today has been in force" has more.
  if (clause.filter(isFinitePresent).length > 1) return null;
  const subject = tokens[verbAt - 1];
  const number = subject?.pos === 'NOUN' ? nounNumber(subject) : null;
  const found = perfectAt(tokens, verbAt, number);
  if (!found) return null;
  return tenseLint(
    verb.start,
    verb.end,
    'tense-up-to-now',
    `“ever since” reaches up to now: use the present perfect, “${found.perfect}”.`,
    {
      time: 'ever since',
      verb: verb.text,
      correction: withCaseOf(found.perfect, verb.text),
    },
  );
}

const isFinitePresent = (token: TToken) => (token.pos === 'AUX' && /^(?:is|are|am)$/.test(token.lower)) || isPresent(token);

/** "It is the first time that I see such a result" → "have seen": a present after "It/This is the first time (that)". */
function firstTimeLint(tokens: readonly TToken[]): TLint | null {
  const at = tokens.findIndex(
    (token, i) =>
      /^(?:it|this)$/.test(token.lower) &&
      tokens[i + 1]?.lower === 'is' &&
      tokens[i + 2]?.lower === 'the' &&
      /^(?:first|second|third)$/.test(tokens[i + 3]?.lower ?? '') &&
      tokens[i + 4]?.lower === 'time',
  );
  if (at < 0) return null;
  // "the first time step the model computes": a compound of "time", not a time of doing.
  if (/^(?:NOUN|PROPN)$/.test(tokens[at + 5]?.pos ?? '')) return null;
  const from = tokens[at + 5]?.lower === 'that' ? at + 6 : at + 5;
  const subject = tokens[from];
  if (!subject) return null;
  let verbAt: number;
  let number: 'singular' | 'plural' | null = null;
  if (subject.pos === 'PRON' && PERSONAL_PRONOUNS[subject.lower]) {
    verbAt = from + 1;
    number = PERSONAL_PRONOUNS[subject.lower] ?? null;
  } else {
    verbAt = subjectEnd(tokens, from);
    if (verbAt < 0) return null;
    const head = tokens[verbAt - 1] as TToken;
    number = head.pos === 'NOUN' ? nounNumber(head) : null;
  }
  const verb = tokens[verbAt];
  if (!verb) return null;
  const found = perfectAt(tokens, verbAt, number);
  // "is used": the present passive; "is" before anything else ("is able") is left alone.
  if (!found || (verb.pos === 'AUX' && tokens[verbAt + 1]?.pos !== 'VERB')) return null;
  const time = textOf(tokens, at, at + 5);
  return tenseLint(
    verb.start,
    verb.end,
    'tense-up-to-now',
    `“${time}” reaches up to now: use the present perfect, “${found.perfect}”.`,
    {
      time,
      verb: verb.text,
      correction: withCaseOf(found.perfect, verb.text),
    },
  );
}

/** The tenses that another clause or a fixed phrase settles: see the file's comment. */
export function tenseSequenceLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const rule of [pastPerfectPresentLint, presentBeforePastLint, everSinceLint, firstTimeLint]) {
    const lint = rule(tokens);
    if (lint) lints.push(lint);
  }
  return lints;
}
