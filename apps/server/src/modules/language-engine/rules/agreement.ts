import type { TLint } from '../lint.ts';
import { agreementLint } from './agreement-reach.ts';
import { AMOUNT_UNITS, isSimplePast, relativeSubject, subjectBefore } from './agreement-subject.ts';
import { isPastLead } from './confusable-contexts.ts';
import { AUXILIARY_FORMS, nounNumber, type TNumber, type TVerbForm, thirdPersonOf, verbForm } from './number-forms.ts';
import type { TToken } from './tagger.ts';
import { CLAUSE_OPENERS, COUNTERFACTUAL, MANDATIVE, PAST_ONLY_FORMS, VERB_ONLY_BASES } from './word-lists.ts';

/** Whether a verb after "that" stands in a subjunctive: "it is essential that each plot receive water". */
function isMandative(tokens: readonly TToken[], subjectStart: number): boolean {
  const before = tokens[subjectStart - 1];
  return before?.lower === 'that' && MANDATIVE.has(tokens[subjectStart - 2]?.lower ?? '');
}

/** Whether the clause is a counterfactual, where "were" goes with a singular subject ("if the effect were"). */
function isCounterfactual(tokens: readonly TToken[], subjectStart: number): boolean {
  return tokens.slice(0, subjectStart).some((token, i) => {
    if (COUNTERFACTUAL.has(token.lower)) return true;
    return token.lower === 'as' && /^(?:if|though)$/.test(tokens[i + 1]?.lower ?? '');
  });
}

/** "there is" and "there are" agree with the noun after them: "there is many reasons", "there are a difference". */
function existentialLint(tokens: readonly TToken[], verb: number): TLint | null {
  const form = AUXILIARY_FORMS[tokens[verb]?.lower ?? ''];
  const there = tokens[verb - 1];
  if (!form || there?.lower !== 'there' || !['is', 'are', 'was', 'were'].includes(tokens[verb]?.lower ?? '')) return null;
  const before = tokens[verb - 2];
  if (before && !/^[,;:(]$/.test(before.text) && !CLAUSE_OPENERS.has(before.lower)) return null;
  let at = verb + 1;
  const determiners: string[] = [];
  while (tokens[at] && ['DET', 'ADJ', 'NUM', 'ADV'].includes(tokens[at]?.pos ?? '')) determiners.push(tokens[at++]?.lower ?? '');
  let head = at;
  while (tokens[head + 1]?.pos === 'NOUN' && tokens[head]?.pos === 'NOUN') head += 1;
  const noun = tokens[head];
  if (!noun) return null;
  const number = nounNumber(noun);
  if (!number || tokens[head + 1]?.lower === 'of') return null;
  const hasArticle = determiners.some((word) => word === 'a' || word === 'an' || word === 'one');
  if (form.number === 'singular' && number === 'plural' && !hasArticle && determiners.length > 0) {
    return agreementLint(noun, tokens[verb] as TToken, 'plural', form.other);
  }
  if (form.number === 'plural' && number === 'singular' && hasArticle) {
    return agreementLint(noun, tokens[verb] as TToken, 'singular', form.other);
  }
  return null;
}

/**
 * Whether the word taken for the verb is rather the second noun of a compound subject ("Groundwater recharge in
 * semi-arid catchments is", "Nitrogen uptake by the roots was"): a prepositional phrase or nothing comes between
 * it and a later finite verb of the same clause, and that verb agrees with the word read as a noun (a base form is a singular noun, an -s form a plural one), and nothing before that verb
 * opens another clause. "The results shows the effect is large" is still flagged: "is" does not agree with
 * "shows" read as a plural noun.
 */
function isNounOfCompound(tokens: readonly TToken[], verb: number, form: TVerbForm): boolean {
  const asNoun: TNumber = form.number === 'plural' ? 'singular' : 'plural';
  // What follows a noun of the subject is a prepositional phrase or the verb: "the model predict the yield is" is
  // a verb with a clause as its object.
  const next = tokens[verb + 1];
  if (next && (next.text === ',' || /^(?:and|or)$/.test(next.lower))) return isFirstOfCoordinatedSubject(tokens, verb);
  if (next?.pos !== 'ADP' && next?.pos !== 'AUX' && next?.pos !== 'VERB') return false;
  for (let at = verb + 1; at < tokens.length; at += 1) {
    const token = tokens[at] as TToken;
    if (/^[,;:(—–]$/.test(token.text) || token.pos === 'CCONJ' || token.pos === 'SCONJ' || CLAUSE_OPENERS.has(token.lower)) {
      return false;
    }
    if (/^(?:which|who|whom|whose|where|when)$/.test(token.lower)) return false;
    // An infinitive or a verb after an auxiliary ("to quantify", "can show") is not the clause's finite verb.
    const before = tokens[at - 1];
    if (before?.lower === 'to' || before?.pos === 'AUX') continue;
    const later = verbForm(token);
    if (later) return later.number === asNoun;
    // "Mangrove cover in the delta declined by 34%": a simple past after a singular noun, or one that is no participle,
    // is the clause's verb and has no number to tell; it makes the base form before it a noun ("the houses built by"
    // is a participle's phrase).
    if (
      form.number === 'plural' &&
      isSimplePast(token) &&
      (PAST_ONLY_FORMS.has(token.lower) || nounNumber(before as TToken) !== 'plural')
    )
      return true;
  }
  return false;
}

/**
 * Whether the word taken for the verb ends the first noun phrase of a subject of several ("Groundwater recharge,
 * surface runoff and evaporation were measured"): after it come only nouns, adjectives, determiners, commas and one
 * "and" or "or", up to a finite verb in the plural, which agrees with the subject of several.
 */
function isFirstOfCoordinatedSubject(tokens: readonly TToken[], verb: number): boolean {
  // Bare noun phrases only: "The model predict, and the data confirm" and "The method work and results are" are a
  // determiner's noun and its verb.
  if (tokens[verb - 2]?.pos === 'DET') return false;
  let isJoined = false;
  for (let at = verb + 1; at < tokens.length && at <= verb + 12; at += 1) {
    const token = tokens[at] as TToken;
    if (/^(?:and|or)$/.test(token.lower)) isJoined = true;
    else if (token.text === ',' || ['NOUN', 'ADJ', 'PROPN'].includes(token.pos)) continue;
    else return isJoined && verbForm(token)?.number === 'plural';
  }
  return false;
}

/** Nouns of a measured quantity that the tagger reads as verbs after a noun: "maize yield", "crop cover". */
const MEASURE_NOUNS = /^(?:yield|cover)$/;

/**
 * Whether a measured quantity taken for the verb heads a compound with the bare noun before it, in the object of a
 * preposition or a verb ("Effect of temperature on reaction yield.", "Drought reduced dry matter yield by 40%"): no
 * determiner comes before that noun and its adjectives (not "the plants in this field yield"), and no object follows.
 */
function isMeasureCompound(tokens: readonly TToken[], index: number): boolean {
  const [noun, token, next] = tokens.slice(index - 1, index + 2);
  if (!token || !MEASURE_NOUNS.test(token.lower) || noun?.pos !== 'NOUN' || noun.text !== noun.lower) return false;
  if (nounNumber(noun) !== 'singular' || (next && !/^(?:ADP|PUNCT|CCONJ)$/.test(next.pos))) return false;
  let start = index - 1;
  while (tokens[start - 1]?.pos === 'ADJ') start -= 1;
  return /^(?:ADP|VERB)$/.test(tokens[start - 1]?.pos ?? '');
}

/** Verbs of change the tagger reads as nouns after a noun ("the concentration increase with depth"). */
const CHANGE_VERBS = new Set(['increase', 'decrease', 'decline', 'change', 'rise', 'drop', 'fluctuate']);
/** Verbs that report a finding, which the tagger reads as nouns before "that" ("The analysis show that…"). */
const REPORT_VERBS = new Set(['show', 'indicate', 'suggest', 'reveal', 'demonstrate', 'confirm', 'imply', 'mean']);
/** Nouns of a finding, which are not the first half of a compound with "show" or "indicate". */
const REPORT_SUBJECTS = new Set(
  'analysis result finding study data experiment model survey evidence figure table test measurement observation comparison simulation trial review'.split(
    ' ',
  ),
);
/** What may follow such a verb: a preposition of its adjunct, "every year", an adverb, the clause's end. */
const AFTER_CHANGE =
  /^(?:with|by|over|during|in|from|after|at|across|under|until|when|every|each|per|rapidly|slowly|sharply|steadily|significantly|linearly|gradually|[.;])$/;

/**
 * A verb of change the tagger read as a noun: "The number of patients increase every year", "… that the
 * concentration increase with the depth". Taken as the verb only where it cannot be the second noun of a compound:
 * the noun before it is plural ("patients increase" is no compound) or the clause is opened by "that" or a
 * subordinating word after a verb; and nothing after it in its clause is a verb.
 */
function changeVerbForm(tokens: readonly TToken[], index: number): TVerbForm | null {
  const token = tokens[index] as TToken;
  const before = tokens[index - 1];
  if (token.pos !== 'NOUN' || before?.pos !== 'NOUN') return null;
  const isReport = REPORT_VERBS.has(token.lemma) && tokens[index + 1]?.lower === 'that' && REPORT_SUBJECTS.has(before.lemma);
  if (!isReport && !(CHANGE_VERBS.has(token.lemma) && AFTER_CHANGE.test(tokens[index + 1]?.lower ?? ''))) return null;
  for (let at = index + 1; at < tokens.length && !isReport; at += 1) {
    const later = tokens[at] as TToken;
    // "… increase rapidly when the humidity is high": a verb after a subordinating word is in another clause.
    if (
      /^[,;:(—–]$/.test(later.text) ||
      later.pos === 'CCONJ' ||
      /^(?:when|if|because|while|whereas|although|as|once|until|unless)$/.test(later.lower)
    )
      break;
    if (later.pos === 'AUX' || later.pos === 'VERB') return null;
  }
  const form: TVerbForm | null =
    token.lower === token.lemma
      ? { number: 'plural', other: thirdPersonOf(token.lemma) }
      : token.lower === thirdPersonOf(token.lemma)
        ? { number: 'singular', other: token.lemma }
        : null;
  if (!form) return null;
  if (nounNumber(before) === 'plural' || isReport) return form;
  const subject = subjectBefore(tokens, index);
  const opener = subject ? tokens[subject.start - 1] : undefined;
  const isSubordinate =
    !!subject &&
    (opener?.pos === 'SCONJ' || opener?.lower === 'that') &&
    tokens.slice(0, subject.start - 1).some((word) => word.pos === 'VERB' || word.pos === 'AUX');
  return isSubordinate ? form : null;
}

/**
 * "This show that…", "This mean that…": "this" opening its clause and a verb of reporting in its base form, which
 * the tagger reads as a noun, before "that" or "to" ("This lead to…").
 */
function demonstrativeLint(tokens: readonly TToken[], index: number): TLint | null {
  const verb = tokens[index] as TToken;
  const subject = tokens[index - 1];
  const opener = tokens[index - 2];
  if (subject?.lower !== 'this' || (opener && !/^(?:PUNCT|SCONJ|CCONJ)$/.test(opener.pos))) return null;
  if (verb.pos !== 'NOUN' || verb.lower !== verb.lemma) return null;
  const isReport = REPORT_VERBS.has(verb.lower) && tokens[index + 1]?.lower === 'that';
  const isLeading = /^(?:lead|result|contribute)$/.test(verb.lower) && /^(?:to|in)$/.test(tokens[index + 1]?.lower ?? '');
  return isReport || isLeading ? agreementLint(subject, verb, 'singular', thirdPersonOf(verb.lower)) : null;
}

/**
 * Subject–verb agreement in one sentence: a finite verb right after its subject ("the cycles affects", "the
 * results shows", "the effect were") and after "there". Only what the tags make clear is flagged: subjects
 * that are coordinated, quantities ("a number of"), collective nouns, counterfactual "were" and subjunctives
 * are left alone.
 */
export function agreementLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    const existential = existentialLint(tokens, index);
    if (existential) {
      lints.push(existential);
      continue;
    }
    const demonstrative = demonstrativeLint(tokens, index);
    if (demonstrative) {
      lints.push(demonstrative);
      continue;
    }
    // "In the 2023 prototype, this design choice lead to": the past "led" (confusables.ts), not "leads".
    if (isPastLead(tokens, index)) continue;
    // A word joined by a hyphen is part of a compound, not a verb: "A 5-year follow-up study".
    const isHyphened = (at: number) =>
      tokens[at]?.text === '-' && (at < index ? tokens[at]?.end === token.start : tokens[at]?.start === token.end);
    if (isHyphened(index - 1) || isHyphened(index + 1)) continue;
    const changeForm = changeVerbForm(tokens, index);
    const form = changeForm ?? verbForm(token);
    if (!form || tokens[index - 1]?.lower === 'there') continue;
    const subject = subjectBefore(tokens, index) ?? relativeSubject(tokens, index);
    if (!subject || subject.number === form.number) continue;
    // A verb followed by another verb was a noun the tagger misread ("the soil bacteria counts were"), and so
    // was a base form followed by a noun ("electron backscatter diffraction").
    const next = tokens[index + 1];
    if (token.pos === 'VERB' && (next?.pos === 'VERB' || next?.pos === 'AUX')) continue;
    if (token.pos === 'VERB' && form.number === 'plural' && next?.pos === 'NOUN' && !VERB_ONLY_BASES.has(token.lower)) continue;
    if (token.pos === 'VERB' && tokens[index - 1]?.pos === 'NOUN' && isNounOfCompound(tokens, index, form)) continue;
    if (isMeasureCompound(tokens, index)) continue;
    if (subject.head.pos === 'PRON' && token.lower === 'were') continue;
    if (token.lower === 'were' && isCounterfactual(tokens, subject.start)) continue;
    // "All the cohort were followed": "all" with a singular noun is a group taken as its members (or a noun
    // left singular, which the quantifier rule corrects).
    if (form.number === 'plural' && subject.number === 'singular' && tokens[subject.start]?.lower === 'all') continue;
    // An amount is one quantity: "Three weeks is a long time", "Five grams of soil was mixed".
    const isAmount = AMOUNT_UNITS.test(subject.head.lower) && tokens[subject.start]?.pos === 'NUM';
    if (isAmount && /^(?:is|was)$/.test(token.lower)) continue;
    if (form.number === 'plural' && !AUXILIARY_FORMS[token.lower] && isMandative(tokens, subject.start)) continue;
    lints.push(agreementLint(subject.head, token, subject.number, form.other));
  }
  return lints;
}
