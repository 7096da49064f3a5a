import type { TLint } from '../lint.ts';
import { thirdPersonOf } from './agreement.ts';
import { extraWordLint } from './extra-words.ts';
import { participleOf } from './perfect-tense.ts';
import { replaceWith } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { pastTenseOf } from './tense-consistency.ts';
import { MODALS } from './time-tense.ts';
import { PAST_LIKE_BASE } from './word-lists.ts';

/** Verbs without a passive, which learners write after "be" in their base form: "is consist of", "were not agree". */
const NO_PASSIVE_BASE = new Set(
  'consist depend belong exist differ rely happen occur agree comprise correspond relate lie originate result'.split(' '),
);
/** Adjectives that take "to" and a verb's base form: "necessary to take", "able to predict". */
const ADJECTIVES_WITH_TO = new Set(
  'able unable necessary important possible impossible difficult easy hard essential likely unlikely useful crucial sufficient willing'.split(
    ' ',
  ),
);
/** Verbs that take "to" and a verb, not an -ing form: "decided to stop", not "decided stopping". */
const INFINITIVE_VERBS = new Set(
  'decide plan refuse hope want intend manage promise tend choose wish afford fail seek aim agree attempt expect'.split(' '),
);

function lintOf(start: TToken, end: TToken, key: string, message: string, values: Record<string, string>): TLint {
  return {
    kind: 'Grammar',
    start: start.start,
    end: end.end,
    message,
    messageKey: key,
    messageValues: values,
    suggestions: [replaceWith(values.correction ?? '')],
  };
}

const isInflected = (token: TToken | undefined) => !!token && token.pos === 'VERB' && /^[a-z]+$/.test(token.lower);

/** "to" + a verb in -s or -ing after an adjective or "in order": "able to predicts", "necessary to taking" → the base form. */
function infinitiveLint(tokens: readonly TToken[], index: number): TLint | null {
  const to = tokens[index] as TToken;
  const verb = tokens[index + 1];
  const before = tokens[index - 1];
  if (to.lower !== 'to' || !isInflected(verb) || !verb || verb.lower === verb.lemma) return null;
  const isAfterAdjective =
    ADJECTIVES_WITH_TO.has(before?.lower ?? '') || (before?.lower === 'order' && tokens[index - 2]?.lower === 'in');
  if (!isAfterAdjective) return null;
  const isS = verb.lower.endsWith('s') && thirdPersonOf(verb.lemma) === verb.lower;
  if (!isS && !/ing$/.test(verb.lower)) return null;
  return lintOf(verb, verb, 'verb-base-form', `After “to”, the verb takes its base form: “${verb.lemma}”.`, {
    auxiliary: to.text,
    verb: verb.text,
    correction: verb.lemma,
  });
}

/** The finite form of a verb for the "be" it was written after: is consist → consists, were consist → consisted. */
function finiteFor(be: string, base: string): string | null {
  if (be === 'is') return thirdPersonOf(base);
  if (be === 'are' || be === 'am') return base;
  return pastTenseOf(base);
}

/**
 * A verb without a passive written after "be" in its base form: "The questionnaire is consist of" → "consists",
 * "The results were not agree with" → "did not agree". Not after a personal pronoun ("we are agree" is another rule's).
 */
function noPassiveLint(tokens: readonly TToken[], index: number): TLint | null {
  const be = tokens[index] as TToken;
  if (be.pos !== 'AUX' || !/^(?:is|are|was|were)$/.test(be.lower)) return null;
  const isNegated = tokens[index + 1]?.lower === 'not';
  const verb = tokens[index + (isNegated ? 2 : 1)];
  const before = tokens[index - 1];
  if (!verb || !NO_PASSIVE_BASE.has(verb.lower) || (verb.pos !== 'VERB' && verb.pos !== 'NOUN')) return null;
  if (!before || before.pos === 'PRON' || before.pos === 'PUNCT') return null;
  const next = tokens[tokens.indexOf(verb) + 1];
  if (next && !/^(?:ADP|ADV|PUNCT|PART)$/.test(next.pos)) return null;
  const correction = isNegated
    ? `${be.lower === 'is' ? 'does' : be.lower === 'are' ? 'do' : 'did'} not ${verb.lower}`
    : finiteFor(be.lower, verb.lower);
  if (!correction) return null;
  const words = tokens
    .slice(index, tokens.indexOf(verb) + 1)
    .map((token) => token.text)
    .join(' ');
  return lintOf(be, verb, 'verb-no-passive', `“${verb.text}” has no passive: write “${correction}”, not “${words}”.`, {
    verb: words,
    correction,
  });
}

/**
 * Verb forms learners slip on, beyond verb-forms.ts and verb-patterns.ts: a "to" after a modal before "be" or "have"
 * ("must to be"), the base form after "to" where an -s or -ing form was written ("able to predicts", "necessary to
 * taking"), a participle after "been" and an adverb ("has been widely use"), a verb without a passive after "be"
 * ("is consist of", "were not agree"), and "to" + the base form after a verb that takes no -ing form ("decided
 * stopping" → "decided to stop").
 */
export function verbFormSlipLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    const next = tokens[index + 1];
    const after = tokens[index + 2];
    if (MODALS.has(token.lower) && token.pos === 'AUX' && next?.lower === 'to' && /^(?:be|have)$/.test(after?.lower ?? ''))
      lints.push(extraWordLint(next));
    const infinitive = infinitiveLint(tokens, index);
    if (infinitive) lints.push(infinitive);
    const noPassive = noPassiveLint(tokens, index);
    if (noPassive) lints.push(noPassive);
    // "has been widely use": the adverb hides the passive from verb-patterns.ts.
    if (
      token.lower === 'been' &&
      next?.pos === 'ADV' &&
      /ly$/.test(next.lower) &&
      after?.pos === 'VERB' &&
      after.lower === after.lemma
    ) {
      const participle = /^[a-z]+$/.test(after.lower) && !PAST_LIKE_BASE.has(after.lower) ? participleOf(after.lower) : null;
      if (participle && participle !== after.lower)
        lints.push(
          lintOf(after, after, 'verb-participle', `After “${token.text}”, the verb takes its past participle: “${participle}”.`, {
            auxiliary: token.text,
            verb: after.text,
            correction: participle,
          }),
        );
    }
    if (INFINITIVE_VERBS.has(token.lemma) && token.pos === 'VERB' && isInflected(next) && next && /ing$/.test(next.lower)) {
      // "decided stopping the trial"; "manage caching headers" is a noun phrase.
      const isObject = /^(?:DET|PRON)$/.test(after?.pos ?? '') && next.lemma !== next.lower;
      if (isObject)
        lints.push(
          lintOf(next, next, 'verb-infinitive', `After “${token.text}”, use “to” and the base form: “to ${next.lemma}”.`, {
            head: token.text,
            verb: next.text,
            correction: `to ${next.lemma}`,
          }),
        );
    }
  }
  return lints;
}
