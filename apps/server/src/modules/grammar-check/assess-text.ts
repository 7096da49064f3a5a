import type { TFlaggedPassage } from '@portal/domain/api/grammar-check';
import {
  emptyErrorCounts,
  GRAMMAR_MIN_WORDS,
  grammarScore,
  type TGrammarErrorCategory,
  type TGrammarErrorCounts,
} from '@portal/domain/rules/grammar-score';
import { lockedTermSpans, touchesLockedTerm } from '@portal/domain/rules/locked-terms';
import { detectLanguage } from '../../platform/documents/language-detection.ts';
import { countWords } from '../../platform/documents/word-count.ts';
import {
  categoryMessage,
  distinctSuggestions,
  isTermNotTypo,
  lintEach,
  type TCheckedParagraph,
  type TLintParagraph,
  wordFrequency,
} from '../language-engine/index.ts';

/**
 * harper's lint kinds in the report's five categories. Kinds not listed are not language errors a
 * researcher is scored on.
 */
export const CATEGORY_OF_LINT_KIND: Record<string, TGrammarErrorCategory> = {
  Spelling: 'consistencySpellingTypos',
  Typo: 'consistencySpellingTypos',
  Capitalization: 'consistencySpellingTypos',
  BoundaryError: 'consistencySpellingTypos',
  Regionalism: 'consistencySpellingTypos',
  Agreement: 'grammarMechanics',
  Grammar: 'grammarMechanics',
  Repetition: 'grammarMechanics',
  Miscellaneous: 'grammarMechanics',
  Readability: 'phrasing',
  Redundancy: 'phrasing',
  Style: 'phrasing',
  Enhancement: 'phrasing',
  Nonstandard: 'phrasing',
  Punctuation: 'punctuation',
  Formatting: 'punctuation',
  WordChoice: 'wordChoice',
  Usage: 'wordChoice',
  Eggcorn: 'wordChoice',
  Malapropism: 'wordChoice',
};

/** At most this many passages are kept for the report; the counts include every finding. */
const MAX_PASSAGES = 500;

/** The sentence around a span, at most about 300 characters, and the span's place in it. */
function contextOf(text: string, start: number, end: number): { context: string; contextStart: number } {
  let from = start;
  while (from > 0 && !/[.!?]\s/.test(text.slice(from - 2, from)) && start - from < 200) from -= 1;
  let to = end;
  while (to < text.length && !/[.!?]/.test(text[to - 1] ?? '') && to - end < 200) to += 1;
  return { context: text.slice(from, to), contextStart: from };
}

export type TTextAssessment = {
  wordCount: number;
  /** null when the text is too short or not English: the score is skipped. */
  score: number | null;
  errorCounts: TGrammarErrorCounts;
  passages: TFlaggedPassage[];
};

/**
 * Lints every paragraph, keeps the findings that are language errors, and scores the text. A finding on one of
 * the researcher's locked terms is not an error: it is neither counted nor shown.
 */
export async function assessParagraphs(
  paragraphs: readonly TCheckedParagraph[],
  lint: TLintParagraph,
  lockedTerms: readonly string[] = [],
): Promise<TTextAssessment> {
  const errorCounts = emptyErrorCounts();
  const passages: TFlaggedPassage[] = [];
  const frequency = wordFrequency(paragraphs);
  let wordCount = 0;
  const lints = await lintEach(
    lint,
    paragraphs.map(({ text }) => text),
  );
  for (const [index, { text }] of paragraphs.entries()) {
    wordCount += countWords(text);
    const locked = lockedTerms.length > 0 ? lockedTermSpans(text, lockedTerms) : [];
    for (const finding of lints[index] ?? []) {
      if (touchesLockedTerm(locked, finding.start, finding.end)) continue;
      const category = CATEGORY_OF_LINT_KIND[finding.kind];
      const flagged = text.slice(finding.start, finding.end);
      // Spacing is formatting, not language: the text was normalised, and what is left is not scored.
      if (!category || flagged.trim() === '') continue;
      if (finding.kind === 'Spelling' && isTermNotTypo(flagged, finding, frequency)) continue;
      errorCounts[category] += 1;
      if (passages.length < MAX_PASSAGES) {
        passages.push({
          paragraph: index,
          start: finding.start,
          end: finding.end,
          ...contextOf(text, finding.start, finding.end),
          text: flagged,
          category,
          message: finding.message.slice(0, 300),
          // Every message in the page's language: a finding harper's kinds do not word gets its category's.
          ...(finding.messageKey
            ? { messageKey: finding.messageKey, messageValues: finding.messageValues ?? {} }
            : categoryMessage(category, flagged)),
          suggestions: distinctSuggestions(finding.suggestions)
            .slice(0, 3)
            .map((suggestion) => ({ ...suggestion, text: suggestion.text.slice(0, 100) })),
        });
      }
    }
  }
  const sample = paragraphs
    .slice(0, 40)
    .map((p) => p.text)
    .join(' ');
  const isEnglish = detectLanguage(sample) === 'en';
  const isScored = wordCount >= GRAMMAR_MIN_WORDS && isEnglish;
  return { wordCount, score: isScored ? grammarScore(errorCounts, wordCount) : null, errorCounts, passages };
}
