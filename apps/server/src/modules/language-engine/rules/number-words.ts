import type { TLint } from '../lint.ts';
import { numberLint } from './noun-number.ts';
import { replaceWith } from './suggestions.ts';
import type { TToken } from './tagger.ts';

/** Plurals given an English -s as well: "criterias" → "criteria", "phenomenas" → "phenomena", "childrens" → "children". */
const DOUBLE_PLURALS: ReadonlyMap<string, string> = new Map([
  ['criterias', 'criteria'],
  ['phenomenas', 'phenomena'],
  ['bacterias', 'bacteria'],
  ['stratas', 'strata'],
  ['curriculas', 'curricula'],
  ['stimulis', 'stimuli'],
  ['nucleis', 'nuclei'],
  ['fungis', 'fungi'],
  ['alumnis', 'alumni'],
  ['analysises', 'analyses'],
  ['childrens', 'children'],
  ['womens', 'women'],
  ['feets', 'feet'],
  ['teeths', 'teeth'],
  ['mices', 'mice'],
  ['geeses', 'geese'],
]);
/** Counts before "hundreds"; digits only up to three, so that a year is not one ("In 2021 thousands more"). */
const NUMBERS = /^(?:two|three|four|five|six|seven|eight|nine|ten|several|few|many|a|one|\d{1,3}(?:\.\d+)?)$/;
const AMOUNTS: ReadonlyMap<string, string> = new Map([
  ['hundreds', 'hundred'],
  ['thousands', 'thousand'],
  ['millions', 'million'],
  ['billions', 'billion'],
]);

/**
 * A plural of a number word after a number, before its noun: "two hundreds participants" → "two hundred" ("hundreds
 * of participants" is right); and a foreign plural with an -s added: "criterias" → "criteria".
 */
export function numberWordLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    const plural = DOUBLE_PLURALS.get(token.lower);
    if (plural) {
      const correction = /^\p{Lu}/u.test(token.text) ? `${plural.charAt(0).toUpperCase()}${plural.slice(1)}` : plural;
      lints.push({
        kind: 'Grammar',
        start: token.start,
        end: token.end,
        message: `“${token.text}” looks like a misspelling of “${correction}”.`,
        messageKey: 'misspelling',
        messageValues: { word: token.text, correction },
        suggestions: [replaceWith(correction)],
      });
      continue;
    }
    const amount = AMOUNTS.get(token.lower);
    const number = tokens[index - 1];
    const next = tokens[index + 1];
    if (!amount || !number || !NUMBERS.test(number.lower) || !next || next.lower === 'of') continue;
    if (!['NOUN', 'ADJ', 'NUM'].includes(next.pos) || /^(?:several|few|many)$/.test(number.lower)) continue;
    lints.push(numberLint(number.text, token, amount, false));
  }
  return lints;
}
