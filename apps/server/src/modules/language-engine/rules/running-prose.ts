import type { TToken } from './tagger.ts';

/**
 * Whether a sentence is running prose: it ends with a full stop, a question or an exclamation mark, and is not
 * written in title case (a heading: "Results and Discussion", "Sample Preparation").
 */
export function isRunningProse(tokens: readonly TToken[]): boolean {
  const last = tokens.at(-1);
  if (!last || tokens.length < 4 || !/[.!?]$/.test(last.text)) return false;
  // A capitalised word after "the", "of" or a capitalised word other than the first is inside a name ("at the
  // University of Tokyo"), not a heading's word ("The Effect of Temperature").
  const isInName = (i: number) =>
    /^(?:the|of)$/.test(tokens[i - 1]?.text ?? '') || (i > 1 && /^\p{Lu}/u.test(tokens[i - 1]?.text ?? ''));
  const words = tokens.filter((token, i) => /^\p{L}{4,}/u.test(token.text) && !(/^\p{Lu}/u.test(token.text) && isInName(i)));
  return words.filter((token) => /^\p{Lu}/u.test(token.text)).length * 2 <= words.length;
}
