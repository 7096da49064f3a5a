import type { TSuggestion } from '@portal/domain/api/grammar-check';
import type { TLint } from '../lint.ts';

/**
 * What the flagged text becomes when a suggestion is taken: the replacement, the flagged text followed by
 * what is inserted after it, or nothing.
 */
export function suggestedText(flagged: string, suggestion: TSuggestion): string {
  if (suggestion.kind === 'insert') return `${flagged}${suggestion.text}`;
  if (suggestion.kind === 'delete') return '';
  return suggestion.text;
}

/** The suggestions without repeats (the same kind and text). */
export function distinctSuggestions(suggestions: readonly TSuggestion[]): TSuggestion[] {
  const seen = new Set<string>();
  return suggestions.filter((suggestion) => {
    const key = `${suggestion.kind}\u0000${suggestion.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A replacement of the flagged text. */
export const replaceWith = (text: string): TSuggestion => ({ kind: 'replace', text });

/** `word` with its first letter a capital: "Because". */
export const capitalised = (word: string): string => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/** `word` with a capital first letter when `model` has one: the correction of a sentence's first word. */
export const withCaseOf = (word: string, model: string): string => (/^\p{Lu}/u.test(model) ? capitalised(word) : word);

/** A grammar finding with one suggestion: a replacement, or a deletion when `fix` is empty. */
export function grammarLint(
  start: number,
  end: number,
  key: string,
  message: string,
  values: Record<string, string>,
  fix: string,
): TLint {
  return {
    kind: 'Grammar',
    start,
    end,
    message,
    messageKey: key,
    messageValues: values,
    suggestions: fix === '' ? [{ kind: 'delete', text: '' }] : [replaceWith(fix)],
  };
}

/**
 * A finding that `written` (from `start` to `end`) is confused with `correction`, which takes the case of the
 * written word's first letter: "Due to" → "Because".
 */
export function confusionLint(
  start: number,
  end: number,
  written: string,
  correction: string,
  kind: 'WordChoice' | 'Grammar' = 'WordChoice',
): TLint {
  const right = withCaseOf(correction, written);
  return {
    kind,
    start,
    end,
    message: `“${written}” is confused with “${right}” here.`,
    messageKey: 'confusable',
    messageValues: { word: written, correction: right },
    suggestions: [replaceWith(right)],
  };
}
