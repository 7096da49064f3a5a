import type { TLint } from '../lint.ts';
import { COUNTABLE_NOUNS } from './article-lists.ts';
import { pluralOf } from './noun-number.ts';
import { replaceWith } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { UNCHECKED_HEADS, UNCOUNTABLE_PLURALS } from './word-lists.ts';

/** Mass and collective nouns that "one of the" may count by their parts: "one of the crew", "one of the public". */
const MASS_HEADS =
  /^(?:research|work|equipment|information|evidence|data|knowledge|feedback|advice|crew|faculty|class|population|personnel|cattle|livestock|poultry|sheep|fish|deer|offspring|clergy|audience|jury|panel|board|council|household|press|youth|elderly|literature|media|aircraft)$/;

/**
 * Uncountable nouns written as plurals: "informations", "researches", "evidences", "equipments", "advices".
 * A verb ("she researches", "it evidences") is not flagged.
 */
export function countabilityLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    const singular = UNCOUNTABLE_PLURALS.get(token.lower);
    if (!singular || token.pos === 'AUX') continue;
    // A verb ("she researches", "it evidences") has a subject before it; a noun follows a determiner, an
    // adjective, a preposition or nothing.
    const before = tokens[index - 1];
    // "Further researches are needed": after "further" or "more" that open the phrase, a word before "are", "were" or
    // "have" is a plural noun, not a verb. Not "The topics she actively researches are" (an adverb after a subject).
    const opener = tokens[index - 2];
    const isSubject =
      /^(?:are|were|have)$/.test(tokens[index + 1]?.lower ?? '') &&
      /^(?:further|more)$/.test(before?.lower ?? '') &&
      (!opener || ['DET', 'ADP', 'PUNCT', 'CCONJ', 'SCONJ'].includes(opener.pos));
    if (token.pos === 'VERB' && before && !isSubject && !['DET', 'ADJ', 'ADP', 'NUM', 'CCONJ', 'PUNCT'].includes(before.pos))
      continue;
    const correction = /^\p{Lu}/u.test(token.text) ? `${singular.charAt(0).toUpperCase()}${singular.slice(1)}` : singular;
    lints.push({
      kind: 'Grammar',
      start: token.start,
      end: token.end,
      message: `“${correction}” is uncountable in English and has no plural (“${token.text}”).`,
      messageKey: 'uncountable',
      messageValues: { word: token.text, correction },
      suggestions: [replaceWith(correction)],
    });
  }
  return lints;
}

/** Groups whose members "one of the" may count: "one of the team", "each of the family". */
const COLLECTIVES = /^(?:team|cohort|group|family|staff|committee|crew|panel|class|board|council|community|household)$/;

/**
 * "one of the main problem" → "problems": after "one of the" (also each, several, many, both; "of our", "of these"…;
 * not "some of the sample" or "most of the sample", a part of one sample), with adjectives between,
 * a countable noun heading its phrase is plural. Only nouns that are countable in every sense (COUNTABLE_NOUNS) and
 * are not the first of a compound ("one of the sample sites").
 */
export function oneOfPluralLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [...partOfPluralLints(tokens)];
  for (const [index, token] of tokens.entries()) {
    if (!/^(?:one|each|several|many|both)$/.test(token.lower) || tokens[index + 1]?.lower !== 'of') continue;
    const determiner = tokens[index + 2];
    if (!determiner || !/^(?:the|our|their|its|these|those|his|her|my|your)$/.test(determiner.lower)) continue;
    let at = index + 3;
    while (tokens[at]?.pos === 'ADJ' || (tokens[at]?.pos === 'ADV' && tokens[at + 1]?.pos === 'ADJ')) at += 1;
    const noun = tokens[at];
    const next = tokens[at + 1];
    if (noun?.pos !== 'NOUN' || noun.text !== noun.lower) continue;
    // "One of the team was absent": a member of a group, the group named in the singular.
    if (COLLECTIVES.test(noun.lower)) continue;
    // Beyond the nouns countable in every sense, "one of the robot failed": a singular noun with a verb right after
    // it, that is not a mass or collective noun ("one of the staff was", "each of the equipment is").
    const isCounted =
      COUNTABLE_NOUNS.has(noun.lower) ||
      (/^(?:one|each)$/.test(token.lower) &&
        noun.lower === noun.lemma &&
        !noun.lower.endsWith('s') &&
        ['AUX', 'VERB'].includes(next?.pos ?? '') &&
        !UNCHECKED_HEADS.has(noun.lower) &&
        !MASS_HEADS.test(noun.lower) &&
        !/(?:ing|ness|ity|ism|ics|ware)$/.test(noun.lower));
    if (!isCounted) continue;
    if (
      next &&
      (next.pos === 'NOUN' ||
        next.pos === 'PROPN' ||
        next.pos === 'NUM' ||
        (next.start === noun.end && !/^[.,;:!?)]$/.test(next.text)))
    )
      continue;
    const correction = pluralOf(noun.lower);
    if (!correction) continue;
    lints.push({
      kind: 'Grammar',
      start: noun.start,
      end: noun.end,
      message: `After “${token.text} of”, the noun is plural: “${correction}”.`,
      messageKey: 'noun-plural',
      messageValues: { quantifier: `${token.text} of ${determiner.text}`, noun: noun.text, correction },
      suggestions: [replaceWith(correction)],
    });
  }
  return lints;
}

/**
 * Nouns that name a whole one cannot take a part of: people and the points a paper lists. "most of the sample" is part
 * of one sample, "most of the respondent" is not, so it means the respondents.
 */
const WHOLE_NOUNS =
  /^(?:participant|patient|student|teacher|respondent|farmer|worker|employee|nurse|physician|doctor|child|adult|volunteer|interviewee|limitation|finding|recommendation)$/;
/**
 * Nouns of a body of people or a place, which British English makes plural in sense ("All the team were delighted",
 * "All the village were invited"), and "sample", a body of participants ("All the sample were women").
 */
const BODIES =
  /^(?:team|cohort|group|family|staff|committee|crew|panel|class|board|council|community|household|village|town|city|country|nation|school|department|unit|ward|hospital|company|firm|club|army|government|party|sample|population|audience|crowd|public|region|district|province|world|faculty|jury|orchestra|choir|band|congregation|parliament|cabinet|union|society|organisation|organization|institution|agency)$/;
const DETERMINERS = /^(?:the|our|their|these|those|its|his|her|my|your)$/;

/** The words that count the noun at `at`: a noun that ends its phrase, with adjectives before it skipped. */
function countedNounAt(tokens: readonly TToken[], at: number): number {
  let end = at;
  while (tokens[end]?.pos === 'ADJ' || (tokens[end]?.pos === 'ADV' && tokens[end + 1]?.pos === 'ADJ')) end += 1;
  return end;
}

/**
 * "Most of the respondent agreed", "some of the limitation", "Among the participant," → the plural: a part of a whole
 * one cannot divide (WHOLE_NOUNS), after most, some, all, none or few of, or after "among" and a determiner; and
 * "All the experiment were" → "experiments", a countable noun between "all (the)" and a plural verb that names no body
 * of people (BODIES). Not "most of the sample was", "among the population", "all the sample was used", "Most of the
 * advantage comes from" (a part of an advantage), "All the team were".
 */
function partOfPluralLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    const word = token.lower;
    let at = -1;
    let isWhole = true;
    if (
      /^(?:most|some|all|none|few)$/.test(word) &&
      tokens[index + 1]?.lower === 'of' &&
      DETERMINERS.test(tokens[index + 2]?.lower ?? '')
    )
      at = index + 3;
    else if (word === 'among' && DETERMINERS.test(tokens[index + 1]?.lower ?? '')) at = index + 2;
    else if (word === 'all' && index === 0) {
      at = DETERMINERS.test(tokens[1]?.lower ?? '') ? 2 : 1;
      isWhole = false;
    }
    if (at < 0) continue;
    at = countedNounAt(tokens, at);
    const noun = tokens[at];
    const next = tokens[at + 1];
    if (noun?.pos !== 'NOUN' || noun.text !== noun.lower || noun.lower !== noun.lemma) continue;
    // The noun ends its phrase and its clause's subject: a verb, "of", or a stop follows. Not "the patient and caregiver
    // interviews" (a joined modifier), "Some of the doctor in him", "Some of the man he had been" (a part of one person),
    // "Among the student, teacher and parent responses" (a list of modifiers after the comma).
    const afterComma = tokens[at + 2];
    const endsPhrase =
      !next ||
      ['VERB', 'AUX'].includes(next.pos) ||
      next.lower === 'of' ||
      /^[.;:!?)]$/.test(next.text) ||
      (next.text === ',' && !['NOUN', 'ADJ', 'PROPN'].includes(afterComma?.pos ?? ''));
    const counts = isWhole
      ? WHOLE_NOUNS.test(noun.lower) && endsPhrase
      : COUNTABLE_NOUNS.has(noun.lower) && !BODIES.test(noun.lower) && /^(?:are|were|have|do)$/.test(next?.lower ?? '');
    if (!counts || (next && next.start === noun.end && !/^[.,;:!?)]$/.test(next.text))) continue;
    const correction = pluralOf(noun.lower);
    if (!correction) continue;
    const quantifier = tokens
      .slice(index, at)
      .filter((t) => t.pos !== 'ADJ' && t.pos !== 'ADV')
      .map((t) => t.text)
      .join(' ');
    lints.push({
      kind: 'Grammar',
      start: noun.start,
      end: noun.end,
      message: `After “${quantifier}”, the noun is plural: “${correction}”.`,
      messageKey: 'noun-plural',
      messageValues: { quantifier, noun: noun.text, correction },
      suggestions: [replaceWith(correction)],
    });
  }
  return lints;
}
