import type { TLint } from '../lint.ts';
import type { TToken } from './tagger.ts';

/** Verbs of change (by lemma) that a quantity varies "with": "increases with depth". */
const CHANGE_VERBS = new Set(['increase', 'decrease', 'vary', 'change', 'rise', 'fall', 'decline', 'grow', 'scale', 'correlate']);
/** Quantities meant in general after them: "with depth", "with temperature", not "with the depth". */
const QUANTITIES = new Set([
  'depth',
  'temperature',
  'time',
  'age',
  'altitude',
  'elevation',
  'latitude',
  'distance',
  'pressure',
  'salinity',
  'dose',
  'frequency',
  'concentration',
  'height',
  'size',
]);
/** Words after the quantity that make it a particular one: "with the depth of the core", "the temperature used". */
const PARTICULAR_AFTER = new Set(['of', 'that', 'which', 'in', 'at', 'we', 'they']);

/**
 * "the" before a quantity meant in general after a verb of change and "with": "the concentration increased with
 * the depth" → "with depth". Left alone when the quantity is a particular one ("with the depth of the core",
 * "with the temperature used").
 */
export function genericQuantityLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    const [withWord, article, noun, after] = tokens.slice(index + 1, index + 5);
    if (!CHANGE_VERBS.has(token.lemma) || (token.pos !== 'VERB' && token.pos !== 'NOUN')) continue;
    if (withWord?.lower !== 'with' || article?.lower !== 'the' || !noun || !QUANTITIES.has(noun.lower)) continue;
    if (after && (after.pos === 'VERB' || after.pos === 'NOUN' || PARTICULAR_AFTER.has(after.lower))) continue;
    lints.push({
      kind: 'Grammar',
      start: article.start,
      end: article.end,
      message: `“${noun.text}” means the thing in general here and takes no article: “${noun.text}”, without “${article.text}”.`,
      messageKey: 'article-generic',
      messageValues: { noun: noun.text, word: article.text, correction: noun.text },
      suggestions: [{ kind: 'delete', text: '' }],
    });
  }
  return lints;
}
