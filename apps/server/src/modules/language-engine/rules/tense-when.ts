import type { TLint } from '../lint.ts';
import { thirdPersonOf } from './number-forms.ts';
import type { TToken } from './tagger.ts';
import { pastTenseOf } from './tense-consistency.ts';
import { presentPairLint } from './tense-findings.ts';
import { consistencyLint } from './tense-links.ts';
import { isPast, isPresent, subjectBefore } from './time-tense.ts';
import { firstFindingAtEachToken } from './token-patterns.ts';

/** Words that open a clause: a mark, a conjunction, a relative pronoun. */
const isBreak = (token: TToken) =>
  ['PUNCT', 'SCONJ', 'CCONJ'].includes(token.pos) || /^(?:that|which|who|whereas|while|because)$/.test(token.lower);

/** The start of the clause that holds the word at `at`: the word after the last break before it. */
function clauseStart(tokens: readonly TToken[], at: number): number {
  let start = at;
  while (start > 0 && !isBreak(tokens[start - 1] as TToken)) start -= 1;
  return start;
}

/** The tense of the verb of the "when" clause at `when`: its subject, then its first verb; null for a modal or none. */
function whenClauseTense(tokens: readonly TToken[], when: number): 'present' | 'past' | null {
  for (let at = when + 1; at < Math.min(tokens.length, when + 7); at += 1) {
    const word = tokens[at] as TToken;
    if (['DET', 'ADJ', 'NOUN', 'NUM', 'PROPN'].includes(word.pos) || /^(?:they|it|we)$/.test(word.lower)) continue;
    if (at === when + 1) return null;
    if (/^(?:is|are)$/.test(word.lower)) return 'present';
    if (/^(?:was|were)$/.test(word.lower)) return 'past';
    if (word.pos !== 'VERB') return null;
    if (isPast(word)) return 'past';
    const subject = tokens[at - 1] as TToken;
    const isPlural = /^(?:they|we)$/.test(subject.lower) || (subject.pos === 'NOUN' && subject.lower !== subject.lemma);
    return isPresent(word) && (word.lower !== word.lemma || isPlural) ? 'present' : null;
  }
  return null;
}

/**
 * A main verb whose tense the clause of "when" after it contradicts. A general fact in the past with a "when" clause
 * in the present: "Most metals expanded when they are heated", "clay swelled when it absorbs water" → the present
 * (the verb has no object: "Smith found higher yields when nitrogen is applied" is left alone, and so is a person's
 * act). A present in a "that" clause after a past, with a "when" clause in the past: "The results indicated that the
 * error decreases when the gain was increased" → "decreased".
 */
function whenShiftLint(tokens: readonly TToken[], index: number): TLint | null {
  const token = tokens[index] as TToken;
  // "the error decreases when": a verb in -s the tagger read as the second of two nouns.
  const isMisread =
    token.pos === 'NOUN' &&
    tokens[index - 1]?.pos === 'NOUN' &&
    tokens[index + 1]?.lower === 'when' &&
    token.lower !== token.lemma &&
    token.lower === thirdPersonOf(token.lemma);
  if ((token.pos !== 'VERB' && !isMisread) || !/^[a-z]+$/.test(token.text)) return null;
  const verb: TToken = isMisread ? { ...token, pos: 'VERB' } : token;
  let when = index + 1;
  if (tokens[when]?.lower !== 'when') {
    const next = tokens[when];
    if (!next || !['ADV', 'ADP'].includes(next.pos)) return null;
    const isPhrase = (word: TToken | undefined) =>
      !!word && word.lower !== 'when' && ['ADV', 'ADP', 'DET', 'ADJ', 'NOUN', 'NUM'].includes(word.pos);
    while (when < index + 8 && isPhrase(tokens[when])) when += 1;
    if (tokens[when]?.lower !== 'when') return null;
  }
  const start = clauseStart(tokens, index);
  const subject = subjectBefore(tokens, start, index);
  if (!subject || subject.isPerson || /^(?:we|i|you|they|there)$/.test(subject.head.lower)) return null;
  // A mass noun the agreement rules leave without a number ("the clay swelled") is singular.
  const head = subject.head;
  const number = subject.number ?? (head.pos === 'NOUN' && head.lower === head.lemma ? 'singular' : null);
  if (!number) return null;
  const clause = whenClauseTense(tokens, when);
  // The "when" clause of a general fact takes the subject up again ("when they are heated"); after a noun, a
  // participle may be a reduced relative ("the changes applied when a query starts").
  const takesUp = /^(?:it|they)$/.test(tokens[when + 1]?.lower ?? '');
  if (isPast(verb) && clause === 'present' && takesUp) {
    const correction = number === 'plural' ? verb.lemma : thirdPersonOf(verb.lemma);
    const present = tokens.slice(when + 1).find((word) => word.pos === 'AUX' || word.pos === 'VERB');
    return present ? presentPairLint(verb, present.text, correction) : null;
  }
  const isReported = tokens[start - 1]?.lower === 'that' && tokens.slice(0, start - 1).some((word) => isPast(word));
  if (isReported && isPresent(verb) && clause === 'past') {
    const correction = pastTenseOf(verb.lemma);
    const past = tokens.slice(when + 1).find((word) => word.pos === 'AUX' || word.pos === 'VERB');
    return correction && past ? consistencyLint(verb, past.text, correction) : null;
  }
  return null;
}

/** Participles of a state that still holds: "were collected, and then they are stored at −80 °C" is right. */
const HELD_STATES = /^(?:stored|kept|held|deposited|archived|available|shown|given|listed|summari[sz]ed|described|reported)$/;

/**
 * A step after "and then" (or ", then") that slips into the present passive after steps in the past: "The interviews
 * were transcribed and then each transcript is coded" → "was coded", "was heated for two hours, and then it is
 * cooled" → "was cooled". The step has its own subject (a pronoun or a short noun phrase); the sentence before it
 * has a past ("were transcribed", "heated") and no present.
 */
function presentStepAfterThenLint(tokens: readonly TToken[], index: number): TLint | null {
  const then = tokens[index] as TToken;
  if (then.lower !== 'then' || !/^(?:and|,)$/.test(tokens[index - 1]?.text ?? '')) return null;
  let at = index + 1;
  if (/^(?:it|they)$/.test(tokens[at]?.lower ?? '')) at += 1;
  else {
    if (tokens[at]?.pos !== 'DET') return null;
    at += 1;
    while (at < index + 5 && ['ADJ', 'NOUN'].includes(tokens[at]?.pos ?? '')) at += 1;
    if (at === index + 2) return null;
  }
  const be = tokens[at];
  const participle = tokens[at + 1];
  if (!be || !/^(?:is|are)$/.test(be.lower) || participle?.pos !== 'VERB' || participle.lower === participle.lemma) return null;
  if (!/(?:ed|en|wn|t)$/.test(participle.lower) || HELD_STATES.test(participle.lower)) return null;
  const before = tokens.slice(0, index - 1);
  const past = before.find(
    (word, i) =>
      /^(?:was|were)$/.test(word.lower) || (isPast(word) && i > 0 && ['NOUN', 'PRON'].includes(before[i - 1]?.pos ?? '')),
  );
  if (!past || before.some((word) => /^(?:is|are|am)$/.test(word.lower) || isPresent(word))) return null;
  const correction = be.lower === 'is' ? 'was' : 'were';
  return consistencyLint(be, past.text, correction);
}

/** Tense shifts between a main verb and its clause of "when", and between steps joined by "then". */
export function whenTenseLints(tokens: readonly TToken[]): TLint[] {
  return firstFindingAtEachToken(tokens, [whenShiftLint, presentStepAfterThenLint]);
}
