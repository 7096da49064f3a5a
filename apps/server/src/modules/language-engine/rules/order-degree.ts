import type { TLint } from '../lint.ts';
import type { TToken } from './tagger.ts';
import { wordOrderLint } from './word-order.ts';

/** "a" or "an" as the word after it needs: "an unusual", "a large". */
const articleFor = (word: TToken) => (/^[aeiou]/.test(word.lower) ? 'an' : 'a');

/**
 * The degree word and the article in the order of other languages: "a so large effect" → "such a large effect" (or
 * "so large an effect"), "a such strong response" → "such a strong response". "so" must stand between the article
 * and an adjective in lower case before a noun ("a so-called", "a so far unexplained manner" are left alone);
 * "such" right after the article, before an adjective or a noun in lower case ("a such-and-such value" is left alone).
 */
export function degreeOrderLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, article] of tokens.entries()) {
    const [word, adjective, noun] = [tokens[index + 1], tokens[index + 2], tokens[index + 3]];
    if (!word || !adjective) continue;
    const isArticle = /^(?:a|an)$/.test(article.lower);
    const isPlain = (token: TToken | undefined) => !!token && /^\p{Ll}+$/u.test(token.text);
    if (isArticle && word.lower === 'so' && adjective.pos === 'ADJ' && isPlain(adjective) && noun?.pos === 'NOUN') {
      lints.push(wordOrderLint([article, word, adjective], `such ${articleFor(adjective)} ${adjective.text}`));
      continue;
    }
    if (isArticle && word.lower === 'such' && /^(?:ADJ|NOUN)$/.test(adjective.pos) && isPlain(adjective))
      lints.push(wordOrderLint([article, word], `such ${articleFor(adjective)}`));
  }
  return lints;
}
