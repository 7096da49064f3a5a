import type { TSuggestion } from '@portal/domain/api/grammar-check';

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
