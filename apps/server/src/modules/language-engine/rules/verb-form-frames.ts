import type { TLint } from '../lint.ts';
import { thirdPersonOf } from './number-forms.ts';
import { replaceWith } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { firstFindingAtEachToken } from './token-patterns.ts';
import { isBaseVerb, regularParticipleOf } from './verb-patterns.ts';

/**
 * Verb forms in three frames the other verb rules do not reach: the verb of a question with "do" ("Does the model
 * predicts" → "predict"), a verb describing the noun before it, which takes the participle ("the method describe
 * above" → "described"), and a second passive verb after "and" ("was collected and analyze by" → "analyzed").
 */

/** Verbs that describe what a paper shows, after a noun and before where: "the method described above". */
const DESCRIBING =
  /^(?:describe|mention|list|outline|present|discuss|propose|report|define|explain|illustrate|summarize|summarise|detail|cite)$/;
const PLACES = /^(?:above|below|previously|earlier|elsewhere)$/;
/** Verbs without a passive, which after "and" are a second active verb: "are matched and differ in". */
const NO_PASSIVE =
  /^(?:consist|differ|depend|belong|exist|rely|happen|occur|agree|correspond|relate|lie|originate|result|remain|vary|range|appear|seem|tend|fall|rise|grow|live|work|act|serve|respond)$/;
/** A finite "be": after "will be" or "has been" the second verb may be the modal's or the perfect's ("will be sent and wait"). */
const BE_FORMS = /^(?:is|are|was|were)$/;
/** Subjects a question's "do" may have: a pronoun, or a noun phrase of a determiner, adjectives and nouns. */
const QUESTION_PRONOUNS = /^(?:it|they|we|you|he|she|this|that|these|those)$/;

function verbLint(verb: TToken, key: string, message: string, values: Record<string, string>): TLint {
  return {
    kind: 'Grammar',
    start: verb.start,
    end: verb.end,
    message,
    messageKey: key,
    messageValues: { ...values, verb: verb.text },
    suggestions: [replaceWith(values.correction ?? '')],
  };
}

/** Where a question's subject after "do" ends (the index of its last word), or -1. */
function questionSubjectEnd(tokens: readonly TToken[], from: number): number {
  const first = tokens[from];
  if (!first) return -1;
  if (first.pos === 'PRON') return QUESTION_PRONOUNS.test(first.lower) ? from : -1;
  let at = first.pos === 'DET' ? from + 1 : from;
  while (/^(?:ADJ|NOUN|PROPN|NUM)$/.test(tokens[at + 1]?.pos ?? '') && tokens[at]?.pos !== 'NOUN' && at - from < 5) at += 1;
  while (tokens[at + 1]?.pos === 'NOUN' && at - from < 5) at += 1;
  return /^(?:NOUN|PROPN)$/.test(tokens[at]?.pos ?? '') ? at : -1;
}

/** "Does the model predicts the outcome?" → "predict": a question's "do" takes the base form, as a statement's does. */
function doQuestionLint(tokens: readonly TToken[], index: number): TLint | null {
  const auxiliary = tokens[index];
  if (index !== 0 || !auxiliary || !/^(?:does|do|did)$/.test(auxiliary.lower) || auxiliary.pos !== 'AUX') return null;
  if (tokens.at(-1)?.text !== '?') return null;
  const end = questionSubjectEnd(tokens, 1);
  const verb = tokens[end + 1];
  if (end < 0 || !verb || verb.pos !== 'VERB' || verb.lower === verb.lemma || !/^[a-z]+$/.test(verb.lower)) return null;
  const isS = thirdPersonOf(verb.lemma) === verb.lower;
  const isPast = /ed$/.test(verb.lower);
  if (!isS && !isPast) return null;
  return verbLint(verb, 'verb-base-form', `After “${auxiliary.text}”, the verb takes its base form: “${verb.lemma}”.`, {
    auxiliary: auxiliary.text,
    correction: verb.lemma,
  });
}

/** "the method describe above" → "the method described above": a verb describing the noun before it. */
function describedLint(tokens: readonly TToken[], index: number): TLint | null {
  const verb = tokens[index];
  const noun = tokens[index - 1];
  const place = tokens[index + 1];
  if (!verb || !DESCRIBING.test(verb.lower) || !isBaseVerb(verb) || noun?.pos !== 'NOUN') return null;
  if (!place || !PLACES.test(place.lower)) return null;
  // After a plural noun the verb may be its own ("The authors describe below how"), unless the clause's verb follows.
  const isSingular = noun.lower === noun.lemma;
  if (!isSingular && !/^(?:VERB|AUX)$/.test(tokens[index + 2]?.pos ?? '')) return null;
  const correction = regularParticipleOf(verb.lower);
  if (!correction) return null;
  return verbLint(
    verb,
    'verb-reduced-relative',
    `After the noun, write the past participle: “${noun.text} ${correction} ${place.text}”.`,
    {
      noun: noun.text,
      place: place.text,
      correction,
    },
  );
}

/** "The data was collected and analyze by two researchers" → "analyzed": the second verb of a passive after "and". */
function coordinatedPassiveLint(tokens: readonly TToken[], index: number): TLint | null {
  const verb = tokens[index];
  if (!isBaseVerb(verb) || tokens[index - 1]?.lower !== 'and') return null;
  const first = tokens[index - 2];
  const be = tokens[index - 3];
  if (first?.pos !== 'VERB' || !/ed$/.test(first.lower) || !be || !BE_FORMS.test(be.lower)) return null;
  // A passive's cue after the verb: "by" its agent, or a preposition after a verb that has a passive ("The datasets are
  // matched and differ only in period", "are stratified and consist of" are two active verbs).
  const next = tokens[index + 1];
  const isPassiveCue = next?.lower === 'by' || (next?.pos === 'ADP' && next.lower !== 'to' && !NO_PASSIVE.test(verb.lower));
  if (!next || !(isPassiveCue || next.text === '.')) return null;
  // After "are" a base form may be a second present verb: "Students who are enrolled and reside on campus".
  if (be.lower === 'are' && next.lower !== 'by' && next.text !== '.') return null;
  const correction = regularParticipleOf(verb.lower);
  if (!correction) return null;
  return verbLint(verb, 'verb-participle', `After “${be.text}”, the verb takes its past participle: “${correction}”.`, {
    auxiliary: be.text,
    correction,
  });
}

/** The findings of this file's frames on a sentence. */
export function verbFormFrameLints(tokens: readonly TToken[]): TLint[] {
  return firstFindingAtEachToken(tokens, [doQuestionLint, describedLint, coordinatedPassiveLint]);
}
