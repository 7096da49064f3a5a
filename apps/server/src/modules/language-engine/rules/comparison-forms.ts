import type { TLint } from '../lint.ts';
import { confusionLint } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { firstFindingAtEachToken, isHyphenedToNext, lowerAt, type TTokenPattern } from './token-patterns.ts';

/**
 * Comparisons built with the wrong word, each in a frame where the written word cannot stand: "as strong than" →
 * "as strong as", "the same than" → "the same as", "worst than" → "worse than", "very lower than" → "much lower",
 * "much more students" → "many more students", "so accurate as" → "as accurate as", "a less number" → "a smaller
 * number", "the more accurate of the five" → "the most accurate". Tried and dropped after a reviewer's read, whose
 * right uses look the same: "more big than" ("more old than beautiful", "did more good than harm"), "less people"
 * ("the less students worry, the …", "salary less deductions"), and the correlative "the …er, the …er".
 */

const confused = (token: TToken, correction: string) => confusionLint(token.start, token.end, token.text, correction);

/** Comparatives and superlatives of short adjectives, which learners write with "more" and "most". */
const SHORT_ADJECTIVES: ReadonlyMap<string, [string, string]> = new Map(
  (
    'big:bigger:biggest small:smaller:smallest large:larger:largest high:higher:highest low:lower:lowest ' +
    'fast:faster:fastest slow:slower:slowest long:longer:longest short:shorter:shortest strong:stronger:strongest ' +
    'weak:weaker:weakest old:older:oldest young:younger:youngest cheap:cheaper:cheapest great:greater:greatest ' +
    'deep:deeper:deepest wide:wider:widest tall:taller:tallest thick:thicker:thickest thin:thinner:thinnest ' +
    'hot:hotter:hottest cold:colder:coldest warm:warmer:warmest rich:richer:richest poor:poorer:poorest ' +
    'easy:easier:easiest heavy:heavier:heaviest early:earlier:earliest good:better:best bad:worse:worst'
  )
    .split(' ')
    .map((entry) => {
      const [word, comparative, superlative] = entry.split(':') as [string, string, string];
      return [word, [comparative, superlative]];
    }),
);

/** Comparatives in -er and the irregular ones, which "very" cannot qualify: "very lower than" → "much lower". */
const isComparative = (token: TToken | undefined) =>
  !!token &&
  /^(?:ADJ|ADV)$/.test(token.pos) &&
  (/^(?:better|worse|more|less|fewer)$/.test(token.lower) ||
    [...SHORT_ADJECTIVES.values()].some(([comparative]) => comparative === token.lower));

/** "as strong than steel" → "as strong as": "as", an adjective or adverb (not a comparative), then "than". */
const asThanPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (word.lower !== 'than' || lowerAt(tokens, index - 2) !== 'as') return null;
  const adjective = tokens[index - 1];
  if (!adjective || !/^(?:ADJ|ADV)$/.test(adjective.pos) || isComparative(adjective) || /er$/.test(adjective.lower)) return null;
  // "described as different than expected": American "different than"; "as other than".
  if (/^(?:different|other)$/.test(adjective.lower)) return null;
  // "such as" and "as well as" name things: "such as higher than" is not a comparison.
  if (/^(?:such|well)$/.test(lowerAt(tokens, index - 3))) return null;
  return confused(word, 'as');
};

/** "the same than" → "the same as". */
const sameThanPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (word.lower !== 'than' || lowerAt(tokens, index - 1) !== 'same' || lowerAt(tokens, index - 2) !== 'the') return null;
  // "would rather keep the same than risk", "more often the same than different": "than" is the comparative's.
  if (
    tokens
      .slice(0, index - 2)
      .some(
        (token) =>
          /^(?:rather|sooner|better|more|less)$/.test(token.lower) || (/[a-z]er$/.test(token.lower) && token.pos === 'ADV'),
      )
  )
    return null;
  return confused(word, 'as');
};

/** "worst than expected" → "worse than": a superlative before "than". */
const worstThanPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (!/^(?:worst|best)$/.test(word.lower) || lowerAt(tokens, index + 1) !== 'than' || lowerAt(tokens, index - 1) === 'the')
    return null;
  return confused(word, word.lower === 'worst' ? 'worse' : 'better');
};

/** "very lower than" → "much lower than": "very" cannot qualify a comparative. */
const veryComparativePattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (word.lower !== 'very' || !isComparative(tokens[index + 1]) || lowerAt(tokens, index + 2) !== 'than') return null;
  return confused(word, 'much');
};

/** Plural nouns of people and things counted, which "less" cannot count: "less people" → "fewer people". */
const isCountedPlural = (token: TToken | undefined) =>
  !!token &&
  token.pos === 'NOUN' &&
  (/^(?:people|children|men|women)$/.test(token.lower) ||
    (/[^su]s$/.test(token.lower) && token.lemma !== token.lower && !/^(?:data|news|means|series|species)$/.test(token.lower)));

/** "Much more students chose" → "Many more students": "much more" before a plural noun. */
const muchMorePattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (word.lower !== 'much' || lowerAt(tokens, index + 1) !== 'more' || !isCountedPlural(tokens[index + 2])) return null;
  // "much more sales growth": the plural names a kind of a mass noun after it.
  if (tokens[index + 3]?.pos === 'NOUN') return null;
  return confused(word, 'many');
};

/** "is so accurate as the reference" → "as accurate as": "so … as" in a statement (not "not so … as", "so … as to"). */
const soAsPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (word.lower !== 'so' || tokens[index + 1]?.pos !== 'ADJ' || lowerAt(tokens, index + 2) !== 'as') return null;
  if (lowerAt(tokens, index + 3) === 'to' || !/^(?:is|are|was|were|be|been|remains|seems)$/.test(lowerAt(tokens, index - 1)))
    return null;
  // "Nothing is so important as health": after a negative or restrictive word, "so … as" is the standard form.
  if (tokens.slice(0, index).some((token) => /^(?:nothing|no|none|nobody|neither|few|never|not|n't|hardly)$/.test(token.lower)))
    return null;
  return confused(word, 'as');
};

/** "a less number of errors" → "a smaller number": "less" as the adjective of "number" or "amount". */
const lessNumberPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (word.lower !== 'less' || !/^(?:number|amount|proportion|percentage|quantity)$/.test(lowerAt(tokens, index + 1)))
    return null;
  if (!/^(?:a|the)$/.test(lowerAt(tokens, index - 1)) || isHyphenedToNext(tokens, index + 1)) return null;
  return confused(word, 'smaller');
};

/** Adjectives that take "of" of their own: "more aware of the risks". */
const OF_ADJECTIVES =
  /^(?:aware|tolerant|critical|fond|conscious|mindful|suspicious|capable|afraid|proud|certain|sure|wary|respectful|supportive|appreciative|careful|ashamed|jealous|envious|full)$/;

/** "the more accurate of the five models" → "the most accurate": a comparative of more than two. */
const moreOfManyPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (word.lower !== 'more' || lowerAt(tokens, index - 1) !== 'the' || tokens[index + 1]?.pos !== 'ADJ') return null;
  if (lowerAt(tokens, index + 2) !== 'of' || !/^(?:the|all)$/.test(lowerAt(tokens, index + 3))) return null;
  // "The more aware of the three risks…": an adjective with its own "of"; "The more…, the…": a correlative.
  if (OF_ADJECTIVES.test(lowerAt(tokens, index + 1))) return null;
  if (index === 1 || tokens.some((token, i) => token.text === ',' && lowerAt(tokens, i + 1) === 'the')) return null;
  const count = tokens[index + 4];
  const isMany =
    /^(?:three|four|five|six|seven|eight|nine|ten|several|many)$/.test(count?.lower ?? '') || Number(count?.text) > 2;
  return isMany || lowerAt(tokens, index + 3) === 'all' ? confused(word, 'most') : null;
};

/** Comparisons built with the wrong word: see the file's comment. */
export function comparisonFormLints(tokens: readonly TToken[]): TLint[] {
  return firstFindingAtEachToken(tokens, [
    asThanPattern,
    sameThanPattern,
    worstThanPattern,
    veryComparativePattern,
    muchMorePattern,
    soAsPattern,
    lessNumberPattern,
    moreOfManyPattern,
  ]);
}
