import type { TLint } from '../lint.ts';
import { nounNumber, thirdPersonOf } from './number-forms.ts';
import { pastSentenceLint } from './outline-tense.ts';
import type { TToken } from './tagger.ts';
import { pastTenseOf } from './tense-consistency.ts';
import { presentPairLint } from './tense-findings.ts';
import { CHANGE, isPast, isPresent, STATING, STATIVE, subjectBefore, type TNumber } from './time-tense.ts';

/**
 * Two clauses of one sentence that say the same kind of thing in different tenses: a general relation whose one half
 * slipped into the past ("the strength decreased as temperature increases"), a comparison of two methods ("the method
 * converges …, while the baseline required …"), and a step of a study told in the present after its past ("were
 * recorded in their homes, and each session lasts …").
 */

/** Words that date a clause or mark a time before now: a past in a comparison is then meant. */
const PAST_MARKS =
  /^(?:(?:1[89]|20)\d\ds?|ago|previously|earlier|formerly|originally|initially|before|then|last|once|past|yesterday|original|previous|prior|former|old|older|initial)$/;
/** Nouns of a step of a study that is over once the study is: "each session", "every interview". */
const EVENTS =
  /^(?:sessions?|interviews?|visits?|trials?|runs?|rounds?|tests?|experiments?|measurements?|recordings?|meetings?|lessons?|workshops?|exposures?|incubations?|observations?|tasks?|episodes?|phases?|cycles?|treatments?)$/;
/** Words by which authors speak of their own work. */
const OWN_WORK = /^(?:we|our|us|experiment|experiments|trial|trials)$/;
/** Words by which a clause says it speaks of now. */
const NOW = /^(?:now|today|currently|still|nowadays|presently)$/;

/** The present of a verb for a subject's number: "required" → "requires" (singular), "were" → "are". */
function presentOf(verb: TToken, number: TNumber): string | null {
  if (verb.pos === 'AUX') return /^(?:was|were)$/.test(verb.lower) ? (number === 'singular' ? 'is' : 'are') : null;
  if (!isPast(verb)) return null;
  return number === 'singular' ? thirdPersonOf(verb.lemma) : verb.lemma;
}

/** The start of the clause that holds `at`: after the last clause mark, subordinate word or "that" before it. */
function clauseStart(tokens: readonly TToken[], at: number): number {
  let start = at;
  while (start > 0 && !/^(?:PUNCT|SCONJ)$/.test(tokens[start - 1]?.pos ?? '') && tokens[start - 1]?.lower !== 'that') start -= 1;
  return start;
}

/**
 * "the yield strength of most steels decreased as temperature increases" → "decreases": a past verb of change, then
 * "as", a noun phrase and a present verb of change (which the tagger may read as a noun), is a relation that holds
 * in general. The past verb is its clause's first after its subject.
 */
function asRelationLints(tokens: readonly TToken[]): TLint[] {
  for (const [as, token] of tokens.entries()) {
    if (token.lower !== 'as' || as < 2) continue;
    const verb = tokens[as - 1] as TToken;
    if (!isPast(verb) || !CHANGE.has(verb.lemma)) continue;
    let at = as + 1;
    while (/^(?:DET|ADJ|NOUN)$/.test(tokens[at]?.pos ?? '') && at < as + 5) at += 1;
    // "as temperature increases", "as the dose rises": the verb ends the clause (the tagger may read it as a noun).
    const presentAt = tokens[at]?.pos === 'VERB' ? at : at - 1;
    const present = tokens[presentAt];
    if (!present || presentAt === as + 1 || !CHANGE.has(present.lemma) || present.lower !== thirdPersonOf(present.lemma))
      continue;
    if (!/^[.,;]$/.test(tokens[presentAt + 1]?.text ?? '')) continue;
    const start = clauseStart(tokens, as - 1);
    const subject = subjectBefore(tokens, start, as - 1);
    const correction = subject?.number ? presentOf(verb, subject.number) : null;
    if (correction) return [presentPairLint(verb, present.text, correction)];
  }
  return [];
}

/**
 * "The proposed method converges after about 40 epochs, while the baseline required more than 120" → "requires": a
 * comparison of two things by "while" or "whereas" states both in the present when the first clause does. The first
 * clause opens the sentence with a noun phrase and a present verb (not one of stating), the second has a noun phrase
 * with a determiner and a past verb; nothing in the sentence dates the past ("the original version required",
 * "in 2019", "previously").
 */
function contrastLints(tokens: readonly TToken[]): TLint[] {
  const comma = tokens.findIndex((token) => token.text === ',');
  if (comma < 3 || !/^(?:while|whereas)$/.test(tokens[comma + 1]?.lower ?? '')) return [];
  // "In our experiment, the addition increases …, whereas higher loadings caused …": results of the authors' own
  // work may be told in the past, and which clause slipped is not clear.
  if (tokens.some((token) => PAST_MARKS.test(token.lower) || NOW.test(token.lower) || OWN_WORK.test(token.lower))) return [];
  const mainAt = tokens.findIndex((token) => token.pos === 'VERB' || token.pos === 'AUX');
  const main = tokens[mainAt];
  const isModifier = main?.pos === 'VERB' && tokens[mainAt - 1]?.pos === 'DET' && tokens[mainAt + 1]?.pos === 'NOUN';
  const mainVerbAt = isModifier
    ? tokens.findIndex((token, at) => at > mainAt && (token.pos === 'VERB' || token.pos === 'AUX'))
    : mainAt;
  const mainVerb = tokens[mainVerbAt];
  const subject = subjectBefore(tokens, isModifier ? mainAt + 1 : 0, mainVerbAt);
  if (!mainVerb || mainVerbAt > comma || !subject || subject.isPerson || !isPresent(mainVerb) || STATING.has(mainVerb.lemma))
    return [];
  if (tokens.slice(mainVerbAt + 1, comma).some((token) => token.pos === 'VERB' || token.pos === 'AUX')) return [];
  const from = comma + 2;
  if (tokens[from]?.pos !== 'DET') return [];
  const verbAt = tokens.findIndex((token, at) => at > from && (token.pos === 'VERB' || token.pos === 'AUX'));
  const verb = tokens[verbAt];
  const other = verbAt > 0 ? subjectBefore(tokens, from, verbAt) : null;
  if (!verb || !other?.number || other.isPerson || other.head.pos !== 'NOUN') return [];
  // "was trained", "were collected": a passive may tell what was done once; only a copula or an active past is taken.
  if (verb.pos === 'AUX' && tokens[verbAt + 1]?.pos === 'VERB') return [];
  const correction = presentOf(verb, other.number);
  return correction ? [presentPairLint(verb, mainVerb.text, correction)] : [];
}

/**
 * "The informants were recorded in their homes, and each session lasts between 40 and 70 minutes" → "lasted": a
 * sentence that opens in the past (its subject and a simple past or was/were + participle), then "and" and a step of
 * the study ("each session", "every interview", "the visit") with a present verb, not one of stating or of state.
 */
function pastStepLints(tokens: readonly TToken[]): TLint[] {
  const firstAt = tokens.findIndex((token) => token.pos === 'VERB' || token.pos === 'AUX');
  const first = tokens[firstAt];
  const isPassive = !!first && /^(?:was|were)$/.test(first.lower) && tokens[firstAt + 1]?.pos === 'VERB';
  if (!first || !(isPassive || isPast(first)) || !subjectBefore(tokens, 0, firstAt)) return [];
  for (const [and, token] of tokens.entries()) {
    if (token.lower !== 'and' || and < firstAt) continue;
    const determiner = tokens[and + 1];
    if (!/^(?:each|every|the)$/.test(determiner?.lower ?? '')) continue;
    let at = and + 2;
    while (tokens[at]?.pos === 'ADJ') at += 1;
    const noun = tokens[at];
    const verb = tokens[at + 1];
    if (!noun || !verb || noun.pos !== 'NOUN' || !EVENTS.test(noun.lower) || !isPresent(verb)) continue;
    if (STATING.has(verb.lemma) || STATIVE.has(verb.lemma) || tokens.slice(and).some((word) => NOW.test(word.lower))) continue;
    const number = nounNumber(noun);
    const isAgreeing = number === 'singular' ? verb.lower === thirdPersonOf(verb.lemma) : verb.lower === verb.lemma;
    const correction = pastTenseOf(verb.lemma);
    if (!isAgreeing || !correction) continue;
    return [pastSentenceLint(verb, isPassive ? `${first.text} ${tokens[firstAt + 1]?.text}` : first.text, correction)];
  }
  return [];
}

/** Two clauses of one sentence in different tenses: see each rule above. */
export function tensePairLints(tokens: readonly TToken[]): TLint[] {
  return [...asRelationLints(tokens), ...contrastLints(tokens), ...pastStepLints(tokens)];
}
