import type { TFlaggedPassage, TSuggestion } from '@portal/domain/api/grammar-check';
import { plainMessage } from '../language-engine/index.ts';

/** A passage as checks before suggestion kinds stored it: suggestions were replacement strings. */
type TStoredPassage = Omit<TFlaggedPassage, 'suggestions'> & { suggestions: (TSuggestion | string)[] };

/**
 * A stored passage as the report shows it: a check stored before suggestions had kinds has strings, read as
 * replacements, and its message may still hold harper's Markdown.
 */
export function reportPassage(stored: TStoredPassage): TFlaggedPassage {
  return {
    ...stored,
    message: plainMessage(stored.message),
    suggestions: stored.suggestions.map((suggestion) =>
      typeof suggestion === 'string' ? { kind: 'replace', text: suggestion } : suggestion,
    ),
  };
}
