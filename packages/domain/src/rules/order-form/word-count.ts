/** Word-count rules of the order form (order-form-and-checkout §4, §5, §9). */

export const MAX_DETAILS_WORD_COUNT = 999_999;
export const MAX_WORD_COUNT_INPUT = 999_999_999;
export const WORD_COUNT_DEBOUNCE_MS = 400;
export const EDITING_DEADLINE_NOTICE_WORDS = 40_000;
export const TRANSLATION_DEADLINE_NOTICE_WORDS = 18_000;
export const TRANSLATION_HIDDEN_WORDS = 12_000;
export const EXPRESS_MIN_WORDS = 4_000;
export const EXPRESS_MAX_WORDS = 5_999;

export type TWordBin = { min: number; max: number | null };

/** The bin (inclusive bounds; an open top when max is null) that holds the word count. */
export function findWordBin<T extends TWordBin>(bins: readonly T[], wordCount: number): T | undefined {
  return bins.find((bin) => wordCount >= bin.min && (bin.max === null || wordCount <= bin.max));
}

/** The word-count input keeps digits only, capped; anything non-numeric clears it. */
export function sanitiseWordCountInput(text: string): number | null {
  const digits = text.trim();
  if (!/^\d+$/.test(digits)) return null;
  return Math.min(Number(digits), MAX_WORD_COUNT_INPUT);
}

/** The message key of the word-count change form, or null when the value is acceptable. */
export function wordCountChangeError(text: string): 'value-required' | 'value-cannot-be-zero' | 'word-count-range-error' | null {
  if (text.trim() === '') return 'value-required';
  const value = sanitiseWordCountInput(text);
  if (value === null) return 'word-count-range-error';
  if (value === 0) return 'value-cannot-be-zero';
  return null;
}

/** Manuscript details: a whole number from 1 to 999,999. */
export function isValidManuscriptWordCount(value: number): boolean {
  return Number.isInteger(value) && value > 0 && value <= MAX_DETAILS_WORD_COUNT;
}

export type TWordCountContext = {
  wordCount: number;
  hasTranslation: boolean;
  hasScientificEditing: boolean;
  isImpersonated: boolean;
};

/**
 * Very long manuscripts get a custom deadline from support instead of a price: over 40,000 words
 * without translation, over 18,000 with translation or scientific editing. Staff acting for a
 * customer are not held to it.
 */
export function deadlineNotice(context: TWordCountContext): 'custom-editing-deadline' | 'custom-translation-deadline' | null {
  if (context.isImpersonated) return null;
  if (context.hasTranslation || context.hasScientificEditing) {
    return context.wordCount > TRANSLATION_DEADLINE_NOTICE_WORDS ? 'custom-translation-deadline' : null;
  }
  return context.wordCount > EDITING_DEADLINE_NOTICE_WORDS ? 'custom-editing-deadline' : null;
}

export function isVeryLongWordCount(context: TWordCountContext): boolean {
  return deadlineNotice(context) !== null;
}

/** Translation is not offered for 12,000 words or more, unless staff act for the customer. */
export function isTranslationHidden(wordCount: number, isImpersonated: boolean): boolean {
  return wordCount >= TRANSLATION_HIDDEN_WORDS && !isImpersonated;
}

export const MULTIMEDIA_DEADLINE_NOTICE_WORDS = 18_000;
export const LANGUAGE_2_DEADLINE_NOTICE_WORDS = 12_000;
/** Manuscript language whose long manuscripts get a deadline notice from 12,000 words (spec §9 "language 2"). */
export const DEADLINE_NOTICE_LANGUAGE_ID = 2;

export type TDeadlineNoticeKey =
  | 'deadline-notice-editing'
  | 'deadline-notice-multimedia'
  | 'deadline-notice-translation'
  | 'deadline-notice-language-2';

/**
 * Informational deadline notices (spec §9): editing at 40,000 words or more, multimedia and translation at
 * 18,000 or more, manuscripts in language 2 at 12,000 or more. Impersonated sessions bypass them.
 */
export function deadlineNotices(context: {
  wordCount: number | null;
  hasEditing: boolean;
  hasTranslation: boolean;
  isMultimedia: boolean;
  manuscriptLanguageId: number | null;
  isImpersonated: boolean;
}): TDeadlineNoticeKey[] {
  const words = context.wordCount;
  if (context.isImpersonated || words === null) return [];
  const notices: TDeadlineNoticeKey[] = [];
  if (context.hasEditing && words >= EDITING_DEADLINE_NOTICE_WORDS) notices.push('deadline-notice-editing');
  if (context.isMultimedia && words >= MULTIMEDIA_DEADLINE_NOTICE_WORDS) notices.push('deadline-notice-multimedia');
  if (context.hasTranslation && words >= TRANSLATION_DEADLINE_NOTICE_WORDS) notices.push('deadline-notice-translation');
  if (context.manuscriptLanguageId === DEADLINE_NOTICE_LANGUAGE_ID && words >= LANGUAGE_2_DEADLINE_NOTICE_WORDS) {
    notices.push('deadline-notice-language-2');
  }
  return notices;
}
