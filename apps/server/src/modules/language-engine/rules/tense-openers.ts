import type { TLint } from '../lint.ts';
import { nounSubjectEnd } from './clauses.ts';
import { thirdPersonOf } from './number-forms.ts';
import { grammarLint } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { pastTenseOf } from './tense-consistency.ts';
import { pastTimeLint, presentPairLint } from './tense-findings.ts';
import { CHANGE, isPast, isPresent, STATING, STATIVE, textOf } from './time-tense.ts';

const PRONOUNS = /^(?:we|they|it|he|she|i|you)$/;
const MODALS = /^(?:will|would|can|could|may|might|must|shall|should)$/;

/** Where the subject that starts at `at` ends: a personal pronoun or a noun phrase (clauses.ts), or -1. */
const subjectEnd = (tokens: readonly TToken[], at: number) =>
  PRONOUNS.test(tokens[at]?.lower ?? '') && tokens[at]?.pos === 'PRON' ? at + 1 : nounSubjectEnd(tokens, at);

/**
 * A past of change in an "if" clause before a main clause in the present, which states a general relation: "If
 * the temperature increased, the rate of the reaction increases" → "increases". The "if" clause opens the sentence and
 * ends at its comma; the main clause has a simple present (-s) and no past or modal.
 */
function ifChangeLint(tokens: readonly TToken[]): TLint | null {
  if (tokens[0]?.lower !== 'if') return null;
  const end = subjectEnd(tokens, 1);
  const verb = tokens[end];
  if (end < 0 || !verb || !isPast(verb) || !CHANGE.has(verb.lemma)) return null;
  const comma = tokens.findIndex((token, at) => at > end && token.text === ',');
  if (comma < 0 || comma > end + 8) return null;
  const main = tokens.slice(comma + 1);
  if (main.some((token) => isPast(token) || MODALS.test(token.lower) || /^(?:was|were|had)$/.test(token.lower))) return null;
  // The tagger may read the main verb of change as a plural noun after its subject ("the reaction increases as well").
  const isVerbOfChange = (token: TToken, at: number) =>
    token.pos === 'NOUN' && CHANGE.has(token.lemma) && main[at - 1]?.pos === 'NOUN' && main[at + 1]?.pos !== 'NOUN';
  const present = main.find(
    (token, at) =>
      token.lower !== token.lemma &&
      token.lower === thirdPersonOf(token.lemma) &&
      ((isPresent(token) && !STATIVE.has(token.lemma) && !STATING.has(token.lemma)) || isVerbOfChange(token, at)),
  );
  if (!present) return null;
  const head = tokens[end - 1] as TToken;
  const isSingular = /^(?:it|he|she)$/.test(head.lower) || (head.pos === 'NOUN' && head.lower === head.lemma);
  const correction = isSingular ? thirdPersonOf(verb.lemma) : verb.lemma;
  return presentPairLint(verb, present.text, correction);
}

/**
 * A past in a clause that tells what a later section of the paper does: "in Section 5, where we compared them" →
 * "compare". "where" or "in which" follows the section's number and a comma, and "we" its verb.
 */
function sectionWhereLint(tokens: readonly TToken[], index: number): TLint | null {
  if (!/^(?:section|chapter|appendix)$/.test(tokens[index]?.lower ?? '') || tokens[index + 1]?.pos !== 'NUM') return null;
  if (tokens[index + 2]?.text !== ',') return null;
  const at = tokens[index + 3]?.lower === 'where' ? index + 4 : tokens[index + 3]?.lower === 'in' ? index + 5 : -1;
  if (at < 0 || (tokens[index + 3]?.lower === 'in' && tokens[index + 4]?.lower !== 'which')) return null;
  const verb = tokens[at + 1];
  if (tokens[at]?.lower !== 'we' || !verb || !isPast(verb)) return null;
  // A past elsewhere in the sentence tells of the study, not of the paper: "the data we collected".
  const isStudyPast = (token: TToken, at: number) =>
    token !== verb && ((isPast(token) && !/^(?:AUX)$/.test(tokens[at - 1]?.pos ?? '')) || /^(?:was|were|had)$/.test(token.lower));
  if (tokens.some(isStudyPast)) return null;
  return grammarLint(
    verb.start,
    verb.end,
    'tense-outline',
    `The sentence says what the paper does next: write the present “${verb.lemma}”, not the past “${verb.text}”.`,
    { verb: verb.text, correction: verb.lemma },
    verb.lemma,
  );
}

const isPluralNoun = (token: TToken | undefined) => token?.pos === 'NOUN' && token.lower !== token.lemma;
/** A base form in a verb's place, also where the tagger reads it as a noun: "students study English". */
const isBaseVerb = (token: TToken, next: TToken | undefined) =>
  /^[a-z]+$/.test(token.text) &&
  token.lower === token.lemma &&
  (token.pos === 'VERB' || (token.pos === 'NOUN' && ['PROPN', 'DET', 'ADP', 'ADJ'].includes(next?.pos ?? '')));

/**
 * A present after an opening phrase of "before" or "until" dated in a past year: "Before the 2010 reform, most
 * students study English" → "studied". The verb is the first after the clause's subject.
 */
function beforeYearLint(tokens: readonly TToken[]): TLint | null {
  if (!/^(?:before|until)$/.test(tokens[0]?.lower ?? '')) return null;
  const comma = tokens.findIndex((token) => token.text === ',');
  if (comma < 2 || comma > 7) return null;
  const isDated = tokens
    .slice(1, comma)
    .some((token) => /^(?:19|20)\d\d$/.test(token.text) && Number(token.text) < new Date().getFullYear() - 1);
  if (!isDated) return null;
  let from = comma + 1;
  if (/^(?:most|many|some|all|few)$/.test(tokens[from]?.lower ?? '') && tokens[from + 1]?.pos !== 'ADP') from += 1;
  let end = subjectEnd(tokens, from);
  if (end < 0) {
    // "most secondary students study English": a plural noun, then the verb (which the tagger may read as a noun).
    end = tokens.findIndex(
      (token, at) => at > from && at <= from + 4 && isPluralNoun(tokens[at - 1]) && isBaseVerb(token, tokens[at + 1]),
    );
  }
  const verb = tokens[end];
  if (end < 0 || !verb || !(isPresent(verb) || isBaseVerb(verb, tokens[end + 1])) || STATIVE.has(verb.lemma)) return null;
  const correction = pastTenseOf(verb.lemma);
  if (!correction) return null;
  const time = textOf(tokens, 0, comma);
  return pastTimeLint(verb, time, correction);
}

/**
 * Tenses that an opening or a frame of the sentence decides: a past of change in an "if" clause before a general
 * present, a past in a clause about a later section, a present after a dated "before" phrase.
 */
export function framedTenseLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  const opening = ifChangeLint(tokens) ?? beforeYearLint(tokens);
  if (opening) lints.push(opening);
  for (const index of tokens.keys()) {
    const found = sectionWhereLint(tokens, index);
    if (found) lints.push(found);
  }
  return lints;
}
