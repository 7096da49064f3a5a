import type { TLint } from '../lint.ts';
import { COUNTABLE_NOUNS } from './article-lists.ts';
import { replaceWith, withCaseOf } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { SINGULAR_IN_S, UNCOUNTABLE_PLURALS } from './word-lists.ts';

/** Uncountable nouns that no quantifier of number goes with: "many information", "several equipment". */
const UNCOUNTABLE = new Set([
  ...[...UNCOUNTABLE_PLURALS.values()].filter((noun) => noun !== 'data' && noun !== 'research'),
  'news',
  'progress',
]);
/** Mass nouns "fewer" may not count: "Fewer attention has been paid" → "Less attention". */
const MASS_AFTER_FEWER = new Set([
  ...UNCOUNTABLE,
  ...'attention emphasis importance interest effort time money water energy space damage pollution noise rainfall precipitation variability uncertainty research'.split(
    ' ',
  ),
]);
/** Quantifiers of number and the ones of amount that replace them before an uncountable noun. */
const OF_AMOUNT: Record<string, string> = { many: 'much', few: 'little', these: 'this', those: 'that' };
/** "the number of information" → "amount". */
const NUMBER_OF = /^numbers?$/;
/** People and things counted, after "amount of": "the amount of patients" → "number". */
const COUNTED = /^(?:people|persons|individuals|children|men|women|papers|articles|publications|studies|cases|visits)$/;

/** Whether a token is a plural noun: a noun in -s whose lemma differs, not a singular in -s nor an uncountable plural. */
const isPluralNoun = (token: TToken | undefined): token is TToken =>
  token?.pos === 'NOUN' &&
  token.text === token.lower &&
  /[^s]s$/.test(token.lower) &&
  token.lemma !== token.lower &&
  !SINGULAR_IN_S.has(token.lower) &&
  !UNCOUNTABLE_PLURALS.has(token.lower);

/** Whether a noun ends its phrase: not "these equipment costs", "many software-based tools". */
const endsPhrase = (noun: TToken, next: TToken | undefined) =>
  !next || !(next.pos === 'NOUN' || next.pos === 'PROPN' || next.start === noun.end);

/** A finding on a quantity word, replaced by `right`; the message shows it before the noun (after "of" for "amount"). */
function quantityLint(word: TToken, noun: TToken, right: string, key: 'determiner-plural' | 'quantity-uncountable'): TLint {
  const correction = withCaseOf(right, word.text);
  const shown = `${correction}${/^(?:amount|number)s?$/.test(word.lower) ? ' of' : ''} ${noun.text}`;
  const reason = key === 'determiner-plural' ? 'plural' : 'uncountable';
  return {
    kind: 'Grammar',
    start: word.start,
    end: word.end,
    message: `“${noun.text}” is ${reason}: write “${shown}”.`,
    messageKey: key,
    messageValues: { noun: noun.text, correction: shown },
    suggestions: [replaceWith(correction)],
  };
}

/**
 * Words of amount before a plural noun and words of number before an uncountable one: "less participants" →
 * "fewer", "much differences" → "many", "the amount of patients" → "number", "many information" → "much", "these
 * equipment" → "this". Only a plural noun right after "less" or "much" ("less common species" is an adjective's
 * degree), not "no less", "more or less"; after "amount of", people and things counted one by one.
 */
export function quantityWordLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, word] of tokens.entries()) {
    const next = tokens[index + 1];
    const before = tokens[index - 1];
    if (!next) continue;
    const isBareDegree = !/^(?:no|or|not|very|the|a|much|far|any)$/.test(before?.lower ?? '');
    if (word.lower === 'less' && isPluralNoun(next) && isBareDegree)
      lints.push(quantityLint(word, next, 'fewer', 'determiner-plural'));
    if (word.lower === 'much' && isPluralNoun(next) && isBareDegree)
      lints.push(quantityLint(word, next, 'many', 'determiner-plural'));
    if (/^amounts?$/.test(word.lower) && next.lower === 'of') {
      let at = index + 2;
      while (tokens[at]?.pos === 'ADJ') at += 1;
      const noun = tokens[at];
      const isCounted = isPluralNoun(noun) && (COUNTABLE_NOUNS.has(noun.lemma) || COUNTED.test(noun.lower));
      if (isCounted && endsPhrase(noun, tokens[at + 1]))
        lints.push(quantityLint(word, noun, word.lower === 'amount' ? 'number' : 'numbers', 'determiner-plural'));
    }
    const uncountable = tokens[index + 2];
    if (NUMBER_OF.test(word.lower) && next.lower === 'of' && uncountable?.pos === 'NOUN' && UNCOUNTABLE.has(uncountable.lower)) {
      if (endsPhrase(uncountable, tokens[index + 3]))
        lints.push(quantityLint(word, uncountable, word.lower === 'number' ? 'amount' : 'amounts', 'quantity-uncountable'));
    }
    // "Fewer attention has been paid", "uses fewer energy.": a mass noun in the singular before a verb, a preposition or
    // a stop. Not "fewer time points", "Fewer energy efficient homes", "fewer space and time constraints", "Fewer money,
    // time and staff resources", "Fewer noise related complaints" (the mass noun modifies a later head).
    const afterMass = tokens[index + 2];
    const isApart = !!afterMass && afterMass.start > next.end;
    const isMassEnd =
      !afterMass ||
      /^[.;:!?)]$/.test(afterMass.text) ||
      (isApart && afterMass.pos === 'AUX') ||
      (isApart && afterMass.pos === 'ADP') ||
      (isApart &&
        afterMass.pos === 'VERB' &&
        !/(?:ed|ing)$/.test(afterMass.lower) &&
        !['NOUN', 'PROPN', 'ADJ'].includes(tokens[index + 3]?.pos ?? ''));
    if (word.lower === 'fewer' && next.pos === 'NOUN' && MASS_AFTER_FEWER.has(next.lower) && isMassEnd)
      lints.push(quantityLint(word, next, 'less', 'quantity-uncountable'));
    const amountWord = OF_AMOUNT[word.lower];
    if (amountWord && UNCOUNTABLE.has(next.lower) && next.pos === 'NOUN' && endsPhrase(next, tokens[index + 2])) {
      lints.push(quantityLint(word, next, amountWord, 'quantity-uncountable'));
    }
  }
  return lints;
}
