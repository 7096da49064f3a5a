import type { TFlaggedPassage, TSuggestion } from '@portal/domain/api/grammar-check';
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
import type { TCheckedParagraph } from './document-text.ts';
import { distinctSuggestions } from './engine/suggestions.ts';

/**
 * One finding of the checker on a paragraph, in the paragraph's UTF-16 offsets: its kind (harper's lint kinds),
 * its plain-text message in English, and for the portal's own rules the message's catalogue key and values.
 */
export type TLint = {
  kind: string;
  start: number;
  end: number;
  message: string;
  messageKey?: string;
  messageValues?: Record<string, string>;
  suggestions: TSuggestion[];
};
export type TLintParagraph = (text: string) => Promise<TLint[]>;

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

/** British and American spellings of one word: analyse/analyze, colour/color, centre/center, travelled/traveled. */
export function isDialectVariant(word: string, suggestion: string): boolean {
  const a = word.toLowerCase();
  const b = suggestion.toLowerCase();
  const forms = (w: string) => [
    w,
    w.replace(/is(e|ed|es|ing|ation|ations)$/, 'iz$1'),
    w.replace(/ys(e|ed|es|ing)$/, 'yz$1'),
    w.replace(/our(s|ed|ing|ite|ites|able)?$/, 'or$1'),
    w.replace(/tre(s)?$/, 'ter$1'),
    w.replace(/ll(ed|ing|er|ers)$/, 'l$1'),
    w.replace(/ogue(s)?$/, 'og$1'),
    w.replace(/ae/, 'e').replace(/oe/, 'e'),
  ];
  return forms(a).some((form) => form === b) || forms(b).some((form) => form === a);
}

/**
 * A spelling finding on a word that is a term rather than a typo: an acronym, a gene or compound name with
 * capitals or digits inside, or a word the author uses three times or more (a misspelling is rarely that
 * consistent, a field's term often is), or the other dialect's spelling of the suggested word.
 */
export function isTermNotTypo(word: string, lint: TLint, frequency: ReadonlyMap<string, number>): boolean {
  if (/\d/.test(word) || /.\p{Lu}/u.test(word)) return true;
  if ((frequency.get(word.toLowerCase()) ?? 0) >= 3) return true;
  return lint.suggestions.some((suggestion) => suggestion.kind === 'replace' && isDialectVariant(word, suggestion.text));
}

export function wordFrequency(paragraphs: readonly TCheckedParagraph[]): Map<string, number> {
  const frequency = new Map<string, number>();
  for (const { text } of paragraphs) {
    for (const word of text.toLowerCase().match(/\p{L}[\p{L}'’-]*/gu) ?? []) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  return frequency;
}

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
  for (const [index, { text }] of paragraphs.entries()) {
    wordCount += countWords(text);
    const locked = lockedTerms.length > 0 ? lockedTermSpans(text, lockedTerms) : [];
    for (const finding of await lint(text)) {
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
          ...(finding.messageKey ? { messageKey: finding.messageKey, messageValues: finding.messageValues ?? {} } : {}),
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
