import type { TLint } from '../lint.ts';
import { extraWordLint } from './extra-words.ts';
import { thirdPersonOf } from './number-forms.ts';
import { participleOf } from './perfect-tense.ts';
import { replaceWith } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { pastTenseOf } from './tense-consistency.ts';
import { MODALS, TWO_OBJECT_PARTICIPLES } from './time-tense.ts';
import { isHyphenedToNext } from './token-patterns.ts';
import { ingFormOf } from './verb-patterns.ts';
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
/** Verbs that take "to" and a base form, not "to" and an -ing form: "can help to improve". */
const VERBS_WITH_TO = new Set(
  (
    'help want need try decide plan hope seek attempt intend fail manage tend wish expect refuse choose learn aim ask ' +
    'instruct require encourage allow enable tell advise remind invite urge'
  ).split(' '),
);
/** Verbs that take an -ing form, not a base form: "to avoid introducing errors". */
const GERUND_VERBS = new Set('avoid finish enjoy mind risk consider recommend postpone delay quit'.split(' '));
/** Prepositions before which learners write "to" and a verb: "before to start" → "before starting". */
const TO_AFTER_PREPOSITION = new Set(['before', 'after', 'without', 'instead', 'besides']);
/** Verbs that take "to" and a verb, not an -ing form: "decided to stop", not "decided stopping". */
const BE_FORMS = /^(?:is|are|was|were|be|been|being)$/;
/** -ing words that are prepositions or name a means: "asked regarding", "instructed using a video". */
const PREPOSITION_INGS = /^(?:regarding|concerning|including|following|using|according|during|depending|excluding|considering)$/;
const INFINITIVE_VERBS = new Set('decide plan refuse hope want intend manage promise tend choose wish afford seek'.split(' '));

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
  const isAfterVerb = !!before && before.pos === 'VERB' && VERBS_WITH_TO.has(before.lemma) && /ing$/.test(verb.lower);
  if (!isAfterAdjective && !isAfterVerb) return null;
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
  if (be.pos !== 'AUX' || !/^(?:am|is|are|was|were)$/.test(be.lower)) return null;
  const isNegated = tokens[index + 1]?.lower === 'not';
  const verb = tokens[index + (isNegated ? 2 : 1)];
  const before = tokens[index - 1];
  if (!verb || !NO_PASSIVE_BASE.has(verb.lower) || (verb.pos !== 'VERB' && verb.pos !== 'NOUN')) return null;
  // "I am result-oriented": the word is the first half of a compound.
  if (isHyphenedToNext(tokens, tokens.indexOf(verb))) return null;
  // "We are agree": after a personal pronoun too, the "be" is the slip ("We agree").
  if (!before || (before.pos === 'PRON' && !/^(?:i|we|you|they|he|she|it)$/.test(before.lower)) || before.pos === 'PUNCT')
    return null;
  const next = tokens[tokens.indexOf(verb) + 1];
  if (next && !/^(?:ADP|ADV|PUNCT|PART)$/.test(next.pos)) return null;
  const correction = isNegated
    ? `${be.lower === 'is' ? 'does' : /^(?:are|am)$/.test(be.lower) ? 'do' : 'did'} not ${verb.lower}`
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
 * A past form after a modal, with its object after it: "we could not confirmed the hypothesis" → "confirm" (a
 * participle a passive may carry an object after, "will given the drug", is "be" left out, not this slip).
 */
function modalPastLint(tokens: readonly TToken[], index: number): TLint | null {
  const modal = tokens[index] as TToken;
  if (!MODALS.has(modal.lower) || modal.pos !== 'AUX') return null;
  const at = tokens[index + 1]?.lower === 'not' ? index + 2 : index + 1;
  const verb = tokens[at];
  const object = tokens[at + 1];
  if (!verb || !isInflected(verb) || verb.lower === verb.lemma || TWO_OBJECT_PARTICIPLES.has(verb.lower)) return null;
  if (verb.lower !== pastTenseOf(verb.lemma) || object?.pos !== 'DET') return null;
  return lintOf(verb, verb, 'verb-base-form', `After “${modal.text}”, the verb takes its base form: “${verb.lemma}”.`, {
    auxiliary: modal.text,
    verb: verb.text,
    correction: verb.lemma,
  });
}

/**
 * An irregular verb's base form after "be", where its participle belongs: "The fish were feed twice a day" → "fed",
 * "were keep in the dark" → "kept" (verb-patterns.ts takes the regular ones). A preposition or an adverb follows, and
 * verbs whose participle is their base ("were set", "is put") are left alone.
 */
function irregularPassiveLint(tokens: readonly TToken[], index: number): TLint | null {
  const be = tokens[index] as TToken;
  const verb = tokens[index + 1];
  if (be.pos !== 'AUX' || !/^(?:is|are|was|were|be|been|being)$/.test(be.lower) || verb?.pos !== 'VERB') return null;
  if (verb.lower !== verb.lemma || PAST_LIKE_BASE.has(verb.lower) || /^(?:i|we|you|they)$/.test(tokens[index - 1]?.lower ?? ''))
    return null;
  const participle = participleOf(verb.lower);
  if (
    !participle ||
    participle === verb.lower ||
    (participle.endsWith('ed') && participle.startsWith(verb.lower.slice(0, -1))) ||
    !/^(?:ADP|ADV)$/.test(tokens[index + 2]?.pos ?? '')
  )
    return null;
  return lintOf(verb, verb, 'verb-participle', `After “${be.text}”, the verb takes its past participle: “${participle}”.`, {
    auxiliary: be.text,
    verb: verb.text,
    correction: participle,
  });
}

/**
 * A base form where the -ing form belongs: after a verb that takes it ("to avoid introduce errors" → "introducing")
 * and after a preposition with "to" ("before to start the interviews" → "before starting"); the verb has its object.
 */
function gerundLint(tokens: readonly TToken[], index: number): TLint | null {
  const token = tokens[index] as TToken;
  const isTo = token.lower === 'to' && TO_AFTER_PREPOSITION.has(tokens[index - 1]?.lower ?? '');
  const isVerb = token.pos === 'VERB' && GERUND_VERBS.has(token.lemma);
  const verb = tokens[index + 1];
  const object = tokens[index + 2];
  if ((!isTo && !isVerb) || verb?.pos !== 'VERB' || verb.lower !== verb.lemma || !/^[a-z]{3,}$/.test(verb.lower)) return null;
  // A bare noun after the verb is taken only after "avoid" and "finish": "consider brace expansions" is a compound.
  const isBareObject = /^(?:NOUN|ADJ)$/.test(object?.pos ?? '') && (isTo || /^(?:avoid|finish)$/.test(token.lemma));
  if (!object || !(/^(?:DET|PRON)$/.test(object.pos) || isBareObject) || /^(?:who|which|that)$/.test(object.lower)) return null;
  const correction = ingFormOf(verb.lower);
  const head = isTo ? (tokens[index - 1] as TToken) : token;
  return lintOf(
    isTo ? token : verb,
    verb,
    'verb-gerund',
    `After “${head.text}”, the verb takes its -ing form: “${correction}”.`,
    {
      word: head.text,
      verb: verb.text,
      correction,
    },
  );
}

/**
 * A verb form the adverb after its auxiliary hides from verb-forms.ts: "can effectively reduces" → "reduce" (a modal,
 * adverbs in -ly or "also", "still", "further", and an -s form), "have greatly improve" → "improved" ("have"/"has",
 * such adverbs, and a base form whose participle differs, before its object).
 */
function afterAdverbLint(tokens: readonly TToken[], index: number): TLint | null {
  const auxiliary = tokens[index] as TToken;
  if (auxiliary.pos !== 'AUX') return null;
  let at = index + 1;
  if (tokens[at]?.lower === 'not') at += 1;
  const first = at;
  while (
    tokens[at]?.pos === 'ADV' &&
    /^(?:[a-z]+ly|also|still|further|often|always|never|already|even)$/.test(tokens[at]?.lower ?? '')
  )
    at += 1;
  const verb = tokens[at];
  if (at === first || !verb || verb.pos !== 'VERB' || !/^[a-z]+$/.test(verb.text)) return null;
  if (MODALS.has(auxiliary.lower)) {
    const isS = verb.lower !== verb.lemma && verb.lower === thirdPersonOf(verb.lemma) && /[^s]s$/.test(verb.lower);
    if (!isS) return null;
    return lintOf(verb, verb, 'verb-base-form', `After “${auxiliary.text}”, the verb takes its base form: “${verb.lemma}”.`, {
      auxiliary: auxiliary.text,
      verb: verb.text,
      correction: verb.lemma,
    });
  }
  if (!/^(?:have|has)$/.test(auxiliary.lower) || verb.lower !== verb.lemma || PAST_LIKE_BASE.has(verb.lower)) return null;
  // Its object opens with a determiner or is a pronoun: before a bare noun or adjective, "have" is the main verb and
  // the word an adjective the tagger read as a verb ("These cells have typically round nuclei").
  if (!/^(?:DET|PRON|NUM)$/.test(tokens[at + 1]?.pos ?? '')) return null;
  const participle = participleOf(verb.lower);
  if (!participle || participle === verb.lower) return null;
  return lintOf(
    verb,
    verb,
    'verb-participle',
    `After “${auxiliary.text}”, the verb takes its past participle: “${participle}”.`,
    {
      auxiliary: auxiliary.text,
      verb: verb.text,
      correction: participle,
    },
  );
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
    const irregular = irregularPassiveLint(tokens, index);
    if (irregular) lints.push(irregular);
    // "has been widely use", "was surgically remove after": the adverb hides the passive from verb-patterns.ts.
    // "was surgically remove after": after a finite "be", a preposition or the clause's end follows.
    const isFiniteBe =
      /^(?:is|are|was|were)$/.test(token.lower) &&
      token.pos === 'AUX' &&
      !/^(?:i|we|you|they|he|she)$/.test(tokens[index - 1]?.lower ?? '') &&
      tokens[index + 3]?.pos === 'ADP' &&
      !/^(?:primarily|mainly|mostly|largely|partly|only|predominantly|chiefly|exclusively|entirely|usually|typically|generally)$/.test(
        next?.lower ?? '',
      );
    if (
      (token.lower === 'been' || isFiniteBe) &&
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
    const afterAdverb = afterAdverbLint(tokens, index);
    if (afterAdverb) lints.push(afterAdverb);
    const modalPast = modalPastLint(tokens, index);
    if (modalPast) lints.push(modalPast);
    const gerund = gerundLint(tokens, index);
    if (gerund) lints.push(gerund);
    // "were instructed completing the task": a passive of asking takes "to" and the base form.
    const isAsked =
      /^(?:instructed|asked|required|encouraged|allowed|told|forced|invited|advised|urged|permitted|obliged)$/.test(
        token.lower,
      ) && BE_FORMS.test(tokens[index - 1]?.lower ?? '');
    if (
      isAsked &&
      next &&
      /^[a-z]+ing$/.test(next.lower) &&
      next.lemma !== next.lower &&
      !PREPOSITION_INGS.test(next.lower) &&
      after?.pos === 'DET'
    )
      lints.push(
        lintOf(next, next, 'verb-infinitive', `After “${token.text}”, use “to” and the base form: “to ${next.lemma}”.`, {
          head: token.text,
          verb: next.text,
          correction: `to ${next.lemma}`,
        }),
      );
    // "The government plans reducing emissions": an -s form read as a noun, with no other verb after it.
    const isVerbAsNoun =
      token.pos === 'NOUN' &&
      token.lower === `${token.lemma}s` &&
      tokens[index - 1]?.pos === 'NOUN' &&
      !tokens.slice(index + 2).some((word) => word.pos === 'VERB' || word.pos === 'AUX');
    const isVerb = token.pos === 'VERB' || isVerbAsNoun;
    if (INFINITIVE_VERBS.has(token.lemma) && isVerb && isInflected(next) && next && /ing$/.test(next.lower)) {
      // "decided stopping the trial"; "manage caching headers" is a noun phrase.
      // "plans reducing emissions": a plural noun as the object ("manage caching headers" is a noun phrase).
      const isPluralObject = after?.pos === 'NOUN' && after.lower !== after.lemma && token.lemma !== 'manage';
      const isObject = (/^(?:DET|PRON)$/.test(after?.pos ?? '') || isPluralObject) && next.lemma !== next.lower;
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
