import { z } from 'zod';
import { GRAMMAR_ERROR_CATEGORIES } from '../rules/grammar-score.ts';
import { DIGITAL_LIST, digitalListPage, ZDigitalListQuery } from './common.ts';

/** The grammar check (language assessment) calls of researcher area §7, and the report read we designed. */

export const LANGUAGE_ASSESSMENT_STATUSES = [...DIGITAL_LIST.statuses, 'skipped'] as const;
export const ZLanguageAssessmentStatus = z.enum(LANGUAGE_ASSESSMENT_STATUSES);
export type TLanguageAssessmentStatus = z.infer<typeof ZLanguageAssessmentStatus>;

/** Items per page of earlier assessments (the spec's digital list constant). */
export const LANGUAGE_ASSESSMENT_PAGE_SIZE = DIGITAL_LIST.pageSize;

/** The message keys of the grammar check. */
export const GRAMMAR_CHECK_ERROR = {
  disabled: 'language-assessment-disabled',
  termsNotAccepted: 'language-assessment-terms-required',
  captchaFailed: 'captcha-failure',
  failure: 'language-assessment-failure',
  errorCountFailure: 'language-assessment-error-count-failure',
  couldNotComplete: 'could-not-complete',
  tooManyChecks: 'language-assessment-too-many',
  notDeletable: 'language-assessment-not-deletable',
  unreadable: 'language-assessment-document-unreadable',
  acceptNeedsDigitalEditing: 'grammar-check-accept-needs-digital-editing',
  acceptNone: 'grammar-check-accept-none',
} as const;

export const ZGrammarErrorCategory = z.enum(GRAMMAR_ERROR_CATEGORIES);

export const ZErrorCounts = z.object(
  Object.fromEntries(GRAMMAR_ERROR_CATEGORIES.map((c) => [c, z.number().int().min(0)])) as Record<
    (typeof GRAMMAR_ERROR_CATEGORIES)[number],
    z.ZodNumber
  >,
);

export const ZLanguageAssessment = z.object({
  identity: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** processing until both parts finish; failed when either failed; else completed. */
  status: ZLanguageAssessmentStatus,
  score: z.number().nullable(),
  scoreStatus: ZLanguageAssessmentStatus,
  errorCountStatus: ZLanguageAssessmentStatus,
  errorCount: ZErrorCounts.nullable(),
  percentile: z.number().int().nullable(),
  wordCount: z.number().int().nullable(),
  /**
   * Why a failed check failed, as a message key the researcher reads beside 'could-not-complete'
   * ('language-assessment-failure' or 'language-assessment-error-count-failure'); null otherwise.
   */
  failure: z.string().nullable(),
});
export type TLanguageAssessment = z.infer<typeof ZLanguageAssessment>;

/** The percentile chart's curve: the score at each percentile from 0 to 100 in steps of 5. */
export const ZPercentilePoint = z.object({ percentile: z.number().int(), score: z.number() });
export type TPercentilePoint = z.infer<typeof ZPercentilePoint>;

/** `page` for the list, or `identities` (comma-separated) for the items just created or being polled. */
export const ZGrammarCheckSearchQuery = ZDigitalListQuery;
export type TGrammarCheckSearchQuery = z.input<typeof ZGrammarCheckSearchQuery>;

export const ZGrammarCheckSearchResponse = digitalListPage(ZLanguageAssessment).extend({
  percentiles: z.array(ZPercentilePoint),
});
export type TGrammarCheckSearchResponse = z.infer<typeof ZGrammarCheckSearchResponse>;

/**
 * How a suggestion changes the flagged text: `replace` puts `text` in its place, `insert` adds `text` right
 * after it (a comma after "Moreover", "to" after "want"), `delete` removes it (`text` is empty).
 */
export const SUGGESTION_KINDS = ['replace', 'insert', 'delete'] as const;
export const ZSuggestion = z.object({ kind: z.enum(SUGGESTION_KINDS), text: z.string() });
export type TSuggestion = z.infer<typeof ZSuggestion>;

export const ZFlaggedPassage = z.object({
  /** The paragraph's place among the document's checked paragraphs, and the span inside its text. */
  paragraph: z.number().int(),
  start: z.number().int(),
  end: z.number().int(),
  /** The sentence around the span, and where the span is inside it. */
  context: z.string(),
  contextStart: z.number().int(),
  text: z.string(),
  category: ZGrammarErrorCategory,
  /** The checker's message in English, plain text (no markup). */
  message: z.string(),
  /**
   * The message's key in the catalogues (`grammar-check-rule-<key>`) and its values, shown in the page's language.
   * The report always gives one: a check stored before harper's findings had keys gets them derived when it is
   * read (grammar-check/stored-passages.ts); optional because the stored JSON of those checks has none.
   */
  messageKey: z.string().optional(),
  messageValues: z.record(z.string(), z.string()).optional(),
  suggestions: z.array(ZSuggestion),
});
export type TFlaggedPassage = z.infer<typeof ZFlaggedPassage>;

export const ZGrammarCheckDetailsResponse = z.object({
  assessment: ZLanguageAssessment,
  passages: z.array(ZFlaggedPassage),
  percentiles: z.array(ZPercentilePoint),
  /** The professional-editing upsell, 75 in the researcher's currency. */
  upsell: z.object({ price: z.number(), currencyIso: z.string() }),
});
export type TGrammarCheckDetailsResponse = z.infer<typeof ZGrammarCheckDetailsResponse>;

export const ZGrammarCheckCreateResponse = z.object({
  languageAssessments: z.array(ZLanguageAssessment),
  error: z.string().nullable(),
  jsonEncodedParams: z.string().nullable(),
});
export type TGrammarCheckCreateResponse = z.infer<typeof ZGrammarCheckCreateResponse>;

export const ZGrammarCheckArchiveResponse = z.object({ success: z.string() });
export type TGrammarCheckArchiveResponse = z.infer<typeof ZGrammarCheckArchiveResponse>;

/** A proof-of-work challenge: find a nonce whose SHA-256 over `${challenge}:${nonce}` starts with `bits` zero bits. */
export const ZCaptchaChallengeResponse = z.object({ challenge: z.string(), bits: z.number().int() });
export type TCaptchaChallengeResponse = z.infer<typeof ZCaptchaChallengeResponse>;

/** The create form's fields besides the file: the same rule in the page and on the server. */
export const ZGrammarCheckCreateFields = z.object({
  terms: z.literal('true', { error: GRAMMAR_CHECK_ERROR.termsNotAccepted }),
  captchaResponse: z.string().max(400).optional(),
});

export const GRAMMAR_CHECK_EXTENSIONS = DIGITAL_LIST.extensions;

/** A suggestion the researcher accepts on the report: its passage (paragraph and span) and which of its suggestions. */
export const ZAcceptedSuggestion = z.object({
  paragraph: z.number().int().min(0),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  suggestion: z.number().int().min(0).max(2),
});
export type TAcceptedSuggestion = z.infer<typeof ZAcceptedSuggestion>;

/**
 * POST /api/grammar-check/{identity}/accepted-suggestions: the manuscript with the accepted suggestions as
 * tracked changes (.docx), for a researcher with digital editing (docs/decisions.md, "Accept this suggestion").
 */
export const ZAcceptSuggestionsRequest = z.object({
  accepted: z.array(ZAcceptedSuggestion).min(1, { error: GRAMMAR_CHECK_ERROR.acceptNone }).max(500),
});
export type TAcceptSuggestionsRequest = z.infer<typeof ZAcceptSuggestionsRequest>;
