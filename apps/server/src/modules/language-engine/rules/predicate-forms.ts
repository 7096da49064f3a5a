import type { TLint } from '../lint.ts';
import { confusionLint, grammarLint } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { firstFindingAtEachToken, type TTokenPattern } from './token-patterns.ts';
import { ingFormOf } from './verb-patterns.ts';
import { INTRANSITIVE_ACTIVITIES } from './word-lists.ts';

/**
 * Forms of a verb or an adjective after "be" that learners mix up: a passive of a verb that has none before "from"
 * ("The patient was suffered from diabetes" → "suffered"), a base form after "have been" ("They have been work here"
 * → "working"), "risen" after "be" ("was risen to 80 °C" → "raised"), and the adjectives of feeling: a person is
 * "interested", a result is "surprising" ("I am interesting in this topic", "The results are very surprised").
 */

const BE_FORMS = /^(?:is|are|was|were|am)$/;

/** "The patient was suffered from diabetes" → "suffered from": "suffer" and "benefit" take "from" in the active. */
const noPassiveFromPattern: TTokenPattern = (tokens, index) => {
  const be = tokens[index] as TToken;
  const verb = tokens[index + 1];
  if (!BE_FORMS.test(be.lower) || !verb || !/^(?:suffered|benefited|benefitted)$/.test(verb.lower)) return null;
  if (tokens[index + 2]?.lower !== 'from') return null;
  const words = `${be.text} ${verb.text}`;
  return grammarLint(
    be.start,
    verb.end,
    'verb-no-passive',
    `“${verb.text}” has no passive: write “${verb.text}”, not “${words}”.`,
    { verb: words, correction: verb.text },
    verb.text,
  );
};

/** Verbs of an activity someone carries on, whose object may follow: "has been study English" → "studying". */
const TRANSITIVE_ACTIVITIES = /^(?:study|teach|learn|search|fight|practise|practice)$/;

/** "They have been work here for years" → "have been working": a base form after "have been". */
const beenBasePattern: TTokenPattern = (tokens, index) => {
  const been = tokens[index] as TToken;
  const verb = tokens[index + 1];
  if (been.lower !== 'been' || !/^(?:have|has|had|'ve)$/.test(tokens[index - 1]?.lower ?? '')) return null;
  // A verb of activity the tagger read as a noun, before its object or an adverbial: "have been work here", "has been
  // study English" (not "It has been hard work", "has been work in progress", "has been work, not play").
  const next = tokens[index + 2];
  // A transitive one only after a person ("She has been study English"; "The topic has been study" is a passive).
  const isPersonBefore = /^(?:i|we|they|he|she|you)$/.test(tokens[index - 2]?.lower ?? '');
  const isActivity =
    /^(?:NOUN|VERB)$/.test(verb?.pos ?? '') &&
    (INTRANSITIVE_ACTIVITIES.test(verb?.lower ?? '') || (isPersonBefore && TRANSITIVE_ACTIVITIES.test(verb?.lower ?? ''))) &&
    /^(?:ADV|DET|PROPN|NUM|ADP)$/.test(next?.pos ?? '');
  if (next?.lower === 'in' && tokens[index + 3]?.lower === 'progress') return null;
  // Other verbs after "been" are passives that lack their participle ("has been use" → "used"; verb-patterns.ts).
  if (!verb || !isActivity || next?.lower === 'by') return null;
  const correction = ingFormOf(verb.lemma);
  return grammarLint(
    verb.start,
    verb.end,
    'verb-gerund',
    `After “${been.text}”, the verb takes its -ing form: “${correction}”.`,
    { word: been.text, verb: verb.text, correction },
    correction,
  );
};

/** "The temperature was risen to 80 °C" → "raised": "rise" takes no object and has no passive. */
const risenPattern: TTokenPattern = (tokens, index) => {
  const risen = tokens[index] as TToken;
  if (risen.lower !== 'risen' || !/^(?:is|are|was|were|be|been|being)$/.test(tokens[index - 1]?.lower ?? '')) return null;
  return confusionLint(risen.start, risen.end, risen.text, 'raised');
};

/** People who feel something, after whom "be" takes the -ed adjective. */
const PEOPLE =
  /^(?:i|we|they|he|she|you|students|participants|people|researchers|children|patients|respondents|teachers|farmers)$/;
/** Things that cause a feeling, after which "be" takes the -ing adjective. */
const THINGS =
  /^(?:results?|findings?|data|outcomes?|story|book|film|lecture|topic|finding|trend|pattern|difference|effect|increase|decline|answer|response)$/;
/** The adjectives of feeling: what causes it ("-ing") and who feels it ("-ed"). */
const FEELINGS: ReadonlyMap<string, string> = new Map([
  ['interesting', 'interested'],
  ['surprising', 'surprised'],
  ['disappointing', 'disappointed'],
  ['satisfying', 'satisfied'],
  ['exciting', 'excited'],
  ['confusing', 'confused'],
  ['boring', 'bored'],
  ['amazing', 'amazed'],
  ['shocking', 'shocked'],
]);
const FELT: ReadonlyMap<string, string> = new Map([...FEELINGS].map(([cause, feeling]) => [feeling, cause]));

/**
 * "I am interesting in this topic" → "interested", "We were very interesting to see the results" → "interested",
 * "The results are very surprised." → "surprising": a person and the -ed adjective with its preposition, a result and
 * the -ing adjective that ends its clause.
 */
const feelingPattern: TTokenPattern = (tokens, index) => {
  const adjective = tokens[index] as TToken;
  let be = index - 1;
  if (/^(?:very|really|so|quite|more|most|extremely|also|not)$/.test(tokens[be]?.lower ?? '')) be -= 1;
  if (!BE_FORMS.test(tokens[be]?.lower ?? '')) return null;
  const subject = tokens[be - 1];
  const next = tokens[index + 1];
  const felt = FEELINGS.get(adjective.lower);
  const cause = FELT.get(adjective.lower);
  if (felt && PEOPLE.test(subject?.lower ?? '')) {
    // "I am interesting in this topic", "We were surprising by the results"; not "he is interesting in that he…".
    const isIn = adjective.lower === 'interesting' && next?.lower === 'in' && tokens[index + 2]?.lower !== 'that';
    const isBy =
      /^(?:surprising|disappointing|satisfying|confusing|shocking|amazing)$/.test(adjective.lower) && next?.lower === 'by';
    const isToKnow =
      adjective.lower === 'interesting' &&
      next?.lower === 'to' &&
      /^(?:see|know|learn|hear|read|find|understand|discover)$/.test(tokens[index + 2]?.lower ?? '');
    if (!isIn && !isBy && !isToKnow) return null;
    return confusionLint(adjective.start, adjective.end, adjective.text, felt);
  }
  if (cause && THINGS.test(subject?.lower ?? '') && tokens[be - 2]?.pos !== 'ADP') {
    // "The results are very surprised." (not "The results are surprised by nobody", a passive with its agent).
    if (next && !/^[.;,!]$/.test(next.text)) return null;
    return confusionLint(adjective.start, adjective.end, adjective.text, cause);
  }
  return null;
};

/** The forms after "be" above. */
export function predicateFormLints(tokens: readonly TToken[]): TLint[] {
  return firstFindingAtEachToken(tokens, [noPassiveFromPattern, beenBasePattern, risenPattern, feelingPattern]);
}
