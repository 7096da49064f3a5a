import type { TLint } from '../lint.ts';
import type { TToken } from './tagger.ts';

/** Words that are doubled on purpose: "that that", "had had", "is is". */
const MAY_DOUBLE = new Set(['that', 'had', 'is', 'do', 'very', 'so', 'many', 'much', 'bye', 'no', 'yes', 'again']);

/** A word written twice in a row ("the the", "using using"): the second is deleted. */
export function doubledWordLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    const previous = tokens[index - 1];
    if (!previous || previous.lower !== token.lower || !/^\p{L}+$/u.test(token.text) || MAY_DOUBLE.has(token.lower)) continue;
    const next = tokens[index + 1];
    if (token.start - previous.end !== 1 || (next?.start === token.end && /^[-–]$/.test(next.text))) continue;
    // A species whose two names are one word: "Margaritifera margaritifera", "Bison bison".
    if (/^(?:NOUN|PROPN)$/.test(previous.pos) && /^\p{Lu}/u.test(previous.text) && /^\p{Ll}/u.test(token.text)) continue;
    // And its subspecies of the same name: "Gorilla gorilla gorilla".
    if (tokens[index - 2]?.lower === token.lower && /^\p{Lu}/u.test(tokens[index - 2]?.text ?? '')) continue;
    lints.push({
      kind: 'Repetition',
      start: previous.end,
      end: token.end,
      message: `“${token.text}” is written twice.`,
      messageKey: 'doubled-word',
      messageValues: { word: token.text },
      suggestions: [{ kind: 'delete', text: '' }],
    });
  }
  return lints;
}
