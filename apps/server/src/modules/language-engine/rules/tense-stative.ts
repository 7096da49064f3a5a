import type { TLint } from '../lint.ts';
import { nounNumber, thirdPersonOf } from './agreement.ts';
import { lint, participleOf } from './perfect-tense.ts';
import type { TToken } from './tagger.ts';
import { pastTenseOf } from './tense-consistency.ts';
import { firstFindingAtEachToken } from './token-patterns.ts';

/**
 * Tense patterns of learners' papers: a verb of state in the progressive ("The membrane is consisting of" →
 * "consists of"), and "did not … yet" for what has not happened up to now ("We did not yet analyse" → "have not yet
 * analysed").
 */

/** Verbs of state that take no progressive in a paper's statements: "is consisting of", "are belonging to". */
const STATE_VERBS = /^(?:consist|contain|belong|comprise|resemble|seem|possess|own|exist|know|prefer|understand|believe)$/;
/** Of those, verbs whose -ing form may be a noun after "is" ("The key is knowing when"): taken only with a person. */
const PERSON_STATES = /^(?:know|prefer|understand|believe|own)$/;
const PERSON_SUBJECTS = /^(?:i|we|you|they|he|she)$/;

/** The present or past of `lemma` that a progressive "is"/"are"/"was"/"were" becomes: "is consisting" → "consists". */
function simpleFormOf(be: string, lemma: string): string | null {
  if (/^(?:was|were)$/.test(be)) return pastTenseOf(lemma);
  return be === 'is' ? thirdPersonOf(lemma) : lemma;
}

/**
 * "The membrane is consisting of three layers" → "consists", "Most participants were preferring" → "preferred":
 * "be" and the -ing form of a verb of state. "know", "prefer", "understand", "believe" and "own" are taken after a
 * plural "be" or a personal pronoun only ("The challenge is knowing when to stop" has a gerund); "existing" before
 * a noun is an adjective ("This is existing practice").
 */
function stativeProgressiveLint(tokens: readonly TToken[], index: number): TLint | null {
  const be = tokens[index] as TToken;
  if (!/^(?:is|are|was|were|am)$/.test(be.lower)) return null;
  let at = index + 1;
  if (/^(?:still|also|now|currently|always)$/.test(tokens[at]?.lower ?? '')) at += 1;
  const verb = tokens[at];
  if (!verb || !/^[a-z]+ing$/.test(verb.text) || verb.lower === 'being') return null;
  // The tagger reads some as adjectives ("seeming"/ADJ): the verb is then the word without "-ing".
  const lemma = STATE_VERBS.test(verb.lemma) ? verb.lemma : verb.lower.slice(0, -3);
  if (!STATE_VERBS.test(lemma)) return null;
  const next = tokens[at + 1];
  if (lemma === 'exist' && /^(?:NOUN|ADJ)$/.test(next?.pos ?? '')) return null;
  if (tokens.at(-1)?.text === '?' || /^(?:what|who|which)$/.test(tokens[index - 1]?.lower ?? '')) return null;
  if (PERSON_STATES.test(lemma) && !/^(?:are|were|am)$/.test(be.lower) && !PERSON_SUBJECTS.test(tokens[index - 1]?.lower ?? ''))
    return null;
  const simple = simpleFormOf(be.lower, lemma);
  if (!simple) return null;
  const between = at > index + 1 ? `${tokens[index + 1]?.text} ` : '';
  const correction = `${between}${simple}`;
  return lint(
    be.start,
    verb.end,
    'tense-stative',
    `“${lemma}” names a state and takes no “-ing” form here: write “${correction}”.`,
    { verb: lemma, correction },
    correction,
  );
}

/** Words of a time in the past that "did not yet" may look from: "When we arrived, they did not yet know". */
const PAST_FRAMES = /^(?:when|until|before|after|then|by|while|at|during|ago|yesterday|last)$/;

/**
 * "We did not yet analyse the data" → "have not yet analysed", "The team did not finish the tests yet" → "has not
 * finished": "yet" reaches up to now, which takes the present perfect. The subject is a personal pronoun or a noun
 * right before "did"; a sentence with a time in the past to look from ("when", "by then", "in 2019") is left alone.
 */
function didNotYetLint(tokens: readonly TToken[], index: number): TLint | null {
  const did = tokens[index] as TToken;
  if (did.lower !== 'did' || tokens[index + 1]?.lower !== 'not') return null;
  const hasYetBefore = tokens[index + 2]?.lower === 'yet';
  const verb = tokens[index + (hasYetBefore ? 3 : 2)];
  // A base form ("analyse" has the lemma "analyze"): not a past, a participle or an -s form.
  if (verb?.pos !== 'VERB' || /(?:ed|ing|s)$/.test(verb.lower) || verb.lemma === 'have' || verb.lemma === 'know') return null;
  let hasYet = hasYetBefore;
  for (let at = index + 3; !hasYet && at < tokens.length && !/^[,;.!?]$/.test(tokens[at]?.text ?? ''); at += 1)
    if (tokens[at]?.lower === 'yet') hasYet = true;
  if (!hasYet) return null;
  if (tokens.some((token) => PAST_FRAMES.test(token.lower) || /^(?:1[89]|20)\d\d$/.test(token.text))) return null;
  const subject = tokens[index - 1];
  if (!subject) return null;
  const number = /^(?:i|we|you|they)$/.test(subject.lower)
    ? 'plural'
    : /^(?:he|she|it|this|that)$/.test(subject.lower)
      ? 'singular'
      : subject.pos === 'NOUN'
        ? (nounNumber(subject) ?? 'singular')
        : null;
  const participle = participleOf(verb.lemma);
  if (!number || !participle) return null;
  const have = number === 'singular' ? 'has' : 'have';
  const correction = `${have} not ${hasYetBefore ? 'yet ' : ''}${participle}`;
  return lint(
    did.start,
    verb.end,
    'tense-up-to-now',
    `“yet” reaches up to now: use the present perfect, “${correction}”.`,
    { time: 'yet', correction },
    correction,
  );
}

/** The findings of this file's patterns on a sentence. */
export function stativeTenseLints(tokens: readonly TToken[]): TLint[] {
  if (!tokens.some((token) => /^(?:ing|did)$/.test(token.lower.slice(-3)))) return [];
  return firstFindingAtEachToken(tokens, [stativeProgressiveLint, didNotYetLint]);
}
