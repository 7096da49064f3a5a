import type { TLint } from '../lint.ts';
import { COUNTABLE_NOUNS } from './article-lists.ts';
import { numberLint, pluralOf } from './noun-number.ts';
import type { TToken } from './tagger.ts';
import { textOf } from './time-tense.ts';
import { firstFindingAtEachToken, type TTokenPattern } from './token-patterns.ts';

/**
 * Nouns in the wrong number in fixed frames: a Latin or Greek plural after "a" or "one" ("A bacteria was isolated" →
 * "bacterium"), a fraction counted by a number above one ("Two third of" → "thirds"), and a singular noun of people,
 * things or events counted by "thousands of", "the number of" or "more and more" ("Thousands of tourist visit" →
 * "tourists"; the nouns of article-lists' COUNTABLE_NOUNS are noun-number.ts's).
 */

/** Plurals of Latin and Greek nouns and their singulars. */
const CLASSICAL_PLURALS: ReadonlyMap<string, string> = new Map([
  ['bacteria', 'bacterium'],
  ['criteria', 'criterion'],
  ['phenomena', 'phenomenon'],
  ['stimuli', 'stimulus'],
  ['nuclei', 'nucleus'],
  ['fungi', 'fungus'],
  ['larvae', 'larva'],
  ['hypotheses', 'hypothesis'],
  ['analyses', 'analysis'],
  ['theses', 'thesis'],
  ['loci', 'locus'],
  ['taxa', 'taxon'],
  ['strata', 'stratum'],
]);

/** "A bacteria was isolated" → "A bacterium", "one criteria" → "one criterion". */
const classicalPluralPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (!/^(?:a|an|one|each|every|this)$/.test(word.lower)) return null;
  // "Group A larvae", "Strain A bacteria": a label after its noun.
  if (word.text === 'A' && index > 0) return null;
  let at = index + 1;
  while (at < index + 3 && tokens[at]?.pos === 'ADJ') at += 1;
  const noun = tokens[at];
  const singular = CLASSICAL_PLURALS.get(noun?.lower ?? '');
  if (!noun || !singular) return null;
  // "A few hypotheses", "a great many phenomena", "a dozen larvae": "a" counts a plural.
  if (
    tokens.slice(index + 1, at).some((token) => /^(?:few|many|dozen|couple|handful|number|more|further|great)$/.test(token.lower))
  )
    return null;
  // "One analyses the residuals first": a verb before its object; the noun's own verb or a stop follows it.
  if (!/^(?:AUX|VERB|PUNCT)$/.test(tokens[at + 1]?.pos ?? '') || (word.lower !== 'a' && tokens[at + 1]?.pos === 'VERB'))
    return null;
  // "a bacteria culture", "one criteria set": the plural as a noun's modifier; "this analyses" is the tagger's verb.
  if (/^(?:NOUN|PROPN)$/.test(tokens[at + 1]?.pos ?? '') || /^[-‐‑–]/.test(tokens[at + 1]?.text ?? '')) return null;
  if (word.lower === 'this' && noun.pos !== 'NOUN') return null;
  return numberLint(word.text, noun, singular, false);
};

const FRACTIONS = /^(?:third|quarter|fifth|sixth|seventh|eighth|ninth|tenth|hundredth|thousandth)$/;
const NUMBERS_ABOVE_ONE = /^(?:two|three|four|five|six|seven|eight|nine)$/;

/** "Two third of the budget" → "Two thirds": a fraction counted by a number above one, before "of". */
const fractionPattern: TTokenPattern = (tokens, index) => {
  const [count, fraction, of] = [tokens[index] as TToken, tokens[index + 1], tokens[index + 2]];
  if (!NUMBERS_ABOVE_ONE.test(count.lower) || !fraction || !FRACTIONS.test(fraction.lower) || of?.lower !== 'of') return null;
  if (fraction.start !== count.end + 1) return null;
  return numberLint(count.text, fraction, `${fraction.text}s`, true);
};

/** Countable nouns of people, things and events beyond COUNTABLE_NOUNS, which "thousands of" counts in the plural. */
const MORE_COUNTED =
  /^(?:tourist|visitor|accident|event|user|customer|consumer|employee|resident|passenger|driver|vehicle|car|tree|plant|animal|bird|insect|village|book|article|word|sentence|item|image|photo|picture|page|document|website|computer|phone|machine|tool|road|building|house|room|bed|ticket|migrant|refugee|immigrant|volunteer|citizen|voter|worker|nurse|doctor|physician|pupil|learner|applicant|candidate|member|visit|trip|flight|crime|death|birth|infection|case|incident|injury|complaint|error|mistake|problem|question|request|application|job|product|dollar|euro|yen|tonne|ton|hectare|household|copy|unit|cell|gene|molecule|year|kilometre|kilometer|mile)$/;

/** "Thousands of tourist visit", "The number of accident has fallen", "More and more student are" → the plural. */
const countedPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  let quantifier: string | null = null;
  if (/^(?:thousands|hundreds|millions|dozens|tens)$/.test(word.lower) && tokens[index + 1]?.lower === 'of')
    quantifier = `${word.text} of`;
  else if (word.lower === 'number' && /^(?:the|a)$/.test(tokens[index - 1]?.lower ?? '') && tokens[index + 1]?.lower === 'of')
    quantifier = `${tokens[index - 1]?.text} ${word.text} of`;
  else if (word.lower === 'more' && tokens[index + 1]?.lower === 'and' && tokens[index + 2]?.lower === 'more')
    quantifier = textOf(tokens, index, index + 3);
  if (!quantifier) return null;
  let at = index + (word.lower === 'more' ? 3 : 2);
  if (/^(?:the|these|those|our|their)$/.test(tokens[at]?.lower ?? '')) return null;
  while (at < index + 6 && tokens[at]?.pos === 'ADJ') at += 1;
  const noun = tokens[at];
  if (noun?.pos !== 'NOUN' || noun.lower !== noun.lemma) return null;
  // COUNTABLE_NOUNS after "of" are noun-number.ts's; after "more and more" they are this rule's.
  const isCounted = MORE_COUNTED.test(noun.lower) || (word.lower === 'more' && COUNTABLE_NOUNS.has(noun.lower));
  if (!isCounted || (COUNTABLE_NOUNS.has(noun.lower) && word.lower !== 'more')) return null;
  // "thousands of tourist visas", "the number of accident victims": the noun modifies the next one; not a verb the
  // tagger read as a noun before its object ("Thousands of tourist visit the temple").
  const next = tokens[at + 1];
  const isVerbNext = next?.pos === 'NOUN' && next.lower === next.lemma && tokens[at + 2]?.pos === 'DET';
  if ((/^(?:NOUN|PROPN|NUM)$/.test(next?.pos ?? '') && !isVerbNext) || /^[-‐‑–'’]/.test(next?.text ?? '')) return null;
  // "accident and emergency admissions", "tourist, business and student visas": a modifier shared with a later head;
  // "phone calls doubled": a compound whose head the tagger read as a verb in -s.
  if (next?.pos === 'CCONJ' || next?.text === ',' || (next?.pos === 'VERB' && /[^s]s$/.test(next.lower))) return null;
  // "More and more student are choosing": the plural shows in the verb ("more and more crime goes unreported").
  if (
    word.lower === 'more' &&
    !(/^(?:are|were|have)$/.test(next?.lower ?? '') || (next?.pos === 'VERB' && next.lower === next.lemma))
  )
    return null;
  const plural = pluralOf(noun.lower);
  return plural ? numberLint(quantifier, noun, plural, true) : null;
};

/** The nouns of the frames above. */
export function nounNumberFrameLints(tokens: readonly TToken[]): TLint[] {
  return firstFindingAtEachToken(tokens, [classicalPluralPattern, fractionPattern, countedPattern]);
}
