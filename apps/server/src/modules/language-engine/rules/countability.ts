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
    if (token.pos === 'VERB' && before && !['DET', 'ADJ', 'ADP', 'NUM', 'CCONJ', 'PUNCT'].includes(before.pos)) continue;
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
  const lints: TLint[] = [];
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
