import type { TLint } from '../lint.ts';
import { thirdPersonOf } from './number-forms.ts';
import { lint } from './perfect-tense.ts';
import type { TToken } from './tagger.ts';
import { pastTenseOf } from './tense-consistency.ts';
import { firstFindingAtEachToken } from './token-patterns.ts';

/**
 * A verb of state in the progressive in a learner's paper: "The membrane is consisting of" → "consists of". ("did not
 * … yet" → "have not … yet" was tried and dropped: a reviewer found it flagging correct past narratives, "The early
 * versions did not yet support Unicode".)
 */

/** Verbs of state that take no progressive in a paper's statements: "is consisting of", "are belonging to". */
const STATE_VERBS = /^(?:consist|contain|belong|comprise|seem|possess|own|exist|know|prefer|believe)$/;
/** Of those, verbs whose -ing form may be a noun after "is" ("The key is knowing when"): taken only with a person. */
const PERSON_STATES = /^(?:know|prefer|believe|own)$/;
const PERSON_SUBJECTS = /^(?:i|we|you|they|he|she)$/;
/** Nouns whose "is" may be followed by a gerund naming it: "The challenge is knowing when", "the part is belonging". */
const GERUND_HEADS =
  /^(?:aims?|goals?|parts?|keys?|challenges?|problems?|priority|priorities|tasks?|points?|things?|difficulty|difficulties|issues?|questions?|objectives?|purposes?|risks?|idea|solution|steps?|concerns?|focus|option|answer|hope|job|role|trick|secret|plan|strategy|way)$/;

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
  if (/^(?:still|also|currently|always)$/.test(tokens[at]?.lower ?? '')) at += 1;
  const verb = tokens[at];
  if (!verb || !/^[a-z]+ing$/.test(verb.text) || verb.lower === 'being') return null;
  // The tagger reads some as adjectives ("seeming"/ADJ): the verb is then the word without "-ing".
  const lemma = STATE_VERBS.test(verb.lemma) ? verb.lemma : verb.lower.slice(0, -3);
  if (!STATE_VERBS.test(lemma)) return null;
  const next = tokens[at + 1];
  if (lemma === 'exist' && /^(?:NOUN|ADJ|CCONJ)$/.test(next?.pos ?? '')) return null;
  if (tokens.at(-1)?.text === '?' || /^(?:what|who|which)$/.test(tokens[index - 1]?.lower ?? '')) return null;
  // "The priority is containing the spread", "Our aims were owning a home", "What matters is containing it": a
  // gerund naming the aim or the task.
  if (GERUND_HEADS.test(tokens[index - 1]?.lower ?? '') || tokens[0]?.lower === 'what') return null;
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

/** The findings of this file's patterns on a sentence. */
export function stativeTenseLints(tokens: readonly TToken[]): TLint[] {
  if (!tokens.some((token) => token.lower.endsWith('ing'))) return [];
  return firstFindingAtEachToken(tokens, [stativeProgressiveLint]);
}
