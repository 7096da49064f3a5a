import type { TFlaggedPassage, TLanguageAssessment } from '@portal/domain/api/grammar-check';

type TScoredParts = Pick<TLanguageAssessment, 'score' | 'scoreStatus' | 'errorCountStatus' | 'errorCount' | 'percentile'>;

/**
 * What the Language Quality Report shows of an assessment (researcher-area §5): the score, its percentile, the
 * passages and the next steps only once the score is complete (`isScored`); the error chart only then, and not
 * when the error count was skipped (`errorCount` null hides it).
 */
export function reportSectionsOf(assessment: TScoredParts): {
  isScored: boolean;
  errorCount: TLanguageAssessment['errorCount'];
} {
  const isScored = assessment.scoreStatus === 'completed' && assessment.score !== null && assessment.percentile !== null;
  const hasErrorChart = isScored && assessment.errorCountStatus !== 'skipped' && assessment.errorCount !== null;
  return { isScored, errorCount: hasErrorChart ? assessment.errorCount : null };
}

/**
 * The report page while its assessment loads: wait, show it, or — when the assessment is not found among the
 * researcher's (unknown, another's, or deleted) — go back to the list (§4).
 */
export function reportPageOf<T>(report: {
  isPending: boolean;
  isError: boolean;
  data: T | null | undefined;
}): { kind: 'loading' } | { kind: 'back-to-list' } | { kind: 'report'; data: T } {
  if (report.isPending) return { kind: 'loading' };
  if (report.isError || report.data === null || report.data === undefined) return { kind: 'back-to-list' };
  return { kind: 'report', data: report.data };
}

/**
 * A flagged passage's suggestions as the report shows them: what the flagged words become with each applied
 * (an insertion follows the flagged words: "Moreover" with "," inserted shows "Moreover,"), or, for a deletion,
 * the words to delete (`isDeletion`).
 */
export function suggestionsShown(
  passage: Pick<TFlaggedPassage, 'text' | 'suggestions'>,
): { text: string; isDeletion: boolean }[] {
  return passage.suggestions.map((suggestion) => {
    if (suggestion.kind === 'delete') return { text: passage.text, isDeletion: true };
    return { text: suggestion.kind === 'insert' ? `${passage.text}${suggestion.text}` : suggestion.text, isDeletion: false };
  });
}

export type TInlineChange = {
  /** The sentence before and after the flagged words. */
  before: string;
  after: string;
  /** The flagged words, and what the first suggestion does to them. */
  flagged: string;
  kind: 'replace' | 'insert' | 'delete' | 'none';
  /** The replacement or the inserted text (empty for a deletion or no suggestion). */
  suggestion: string;
};

/**
 * A flagged passage's sentence with its first suggestion applied in place: a replacement strikes the flagged
 * words through and puts the suggestion after them, an insertion keeps them and adds the suggestion, a deletion
 * strikes them through. The sentence is cut where the stored context starts and ends.
 */
export function inlineChangeOf(
  passage: Pick<TFlaggedPassage, 'context' | 'contextStart' | 'start' | 'end' | 'text' | 'suggestions'>,
): TInlineChange {
  const from = Math.max(0, passage.start - passage.contextStart);
  const to = Math.max(from, passage.end - passage.contextStart);
  const first = passage.suggestions[0];
  return {
    before: passage.context.slice(0, from),
    after: passage.context.slice(to),
    flagged: passage.text,
    kind: first?.kind ?? 'none',
    suggestion: first && first.kind !== 'delete' ? first.text : '',
  };
}
