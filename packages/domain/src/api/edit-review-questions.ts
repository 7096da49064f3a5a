import { z } from 'zod';
import { LANGUAGE_SEGMENTS } from '../constants.ts';
import { MESSAGE, withParams } from '../messages.ts';
import { hasControlCharacter } from '../rules/text.ts';
import { ZReviewChangeId, ZReviewChangeKind } from './edit-review.ts';

/**
 * Questioning a change of the online review (not in the specification; docs/decisions.md, "Review the edits:
 * questions, staff answers and a re-edit of disputed changes"): a researcher's question on one change, kept
 * with the change and its passage as they were when asked, and the thread staff answer in.
 */

/** The longest question, reply or staff answer, in characters. */
export const REVIEW_QUESTION_MAX = 2000;

/** One-click starters of a question; their texts are catalogue keys `review-question-starter-{key}`. */
export const REVIEW_QUESTION_STARTERS = ['why-changed', 'term-correct'] as const;

/** A message of a thread: trimmed, not empty, at most REVIEW_QUESTION_MAX characters, line breaks allowed. */
export const ZReviewQuestionText = z
  .string({ error: 'review-question-required' })
  .trim()
  .min(1, { error: 'review-question-required' })
  .max(REVIEW_QUESTION_MAX, { error: withParams(MESSAGE.fieldTooLong, { max: REVIEW_QUESTION_MAX }) })
  .refine((value) => !hasControlCharacter(value, { isMultiLine: true }), { error: MESSAGE.invalidValue });

export const REVIEW_QUESTION_STATUSES = ['open', 'answered', 'resolved'] as const;
export const ZReviewQuestionStatus = z.enum(REVIEW_QUESTION_STATUSES);
export type TReviewQuestionStatus = z.infer<typeof ZReviewQuestionStatus>;

export const ZReviewQuestionMessage = z.object({
  author: z.enum(['researcher', 'staff']),
  text: z.string(),
  createdAt: z.string(),
});
export type TReviewQuestionMessage = z.infer<typeof ZReviewQuestionMessage>;

/** A question with the change and passage as they were when asked, and its thread, oldest message first. */
export const ZReviewQuestion = z.object({
  id: z.uuid(),
  file: z.uuid(),
  change: z.object({ id: z.string(), kind: ZReviewChangeKind, deleted: z.string(), inserted: z.string() }),
  passage: z.string(),
  status: ZReviewQuestionStatus,
  createdAt: z.string(),
  messages: z.array(ZReviewQuestionMessage),
});
export type TReviewQuestion = z.infer<typeof ZReviewQuestion>;

/** GET /api/order/{externalId}/review/questions?file=: the questions on the file under review. */
export const ZReviewQuestionsQuery = z.object({ file: z.uuid() });
export const ZReviewQuestionsResponse = z.object({ questions: z.array(ZReviewQuestion) });
export type TReviewQuestionsResponse = z.infer<typeof ZReviewQuestionsResponse>;

/** POST /api/order/{externalId}/review/questions: a question on one change of the file. */
export const ZAskReviewQuestionRequest = z.object({ file: z.uuid(), change: ZReviewChangeId, text: ZReviewQuestionText });
export type TAskReviewQuestionRequest = z.infer<typeof ZAskReviewQuestionRequest>;

/** POST …/review/questions/{id}/replies (researcher) and /api/staff/review-questions/{id}/answers (staff). */
export const ZReviewReplyRequest = z.object({ text: ZReviewQuestionText });
export type TReviewReplyRequest = z.infer<typeof ZReviewReplyRequest>;

export const ZReviewQuestionResponse = z.object({ question: ZReviewQuestion });
export type TReviewQuestionResponse = z.infer<typeof ZReviewQuestionResponse>;

/** At most this many changes in one re-edit request. */
export const MAX_REEDIT_CHANGES = 200;

/** POST /api/order/{externalId}/review/re-edit: the disputed changes to have edited again. */
export const ZReviewReeditRequest = z.object({
  file: z.uuid(),
  changes: z.array(ZReviewChangeId).min(1).max(MAX_REEDIT_CHANGES),
});
export type TReviewReeditRequest = z.infer<typeof ZReviewReeditRequest>;

/**
 * Where the researcher goes next: the re-edit order form (its details step, the passages in the editor's
 * note) with the kind the order's flags allow, or the support page when it offers no re-edit.
 */
export const ZReviewReeditResponse = z.object({
  kind: z.enum(['touch-up', 're-edit']).nullable(),
  location: z.string(),
});
export type TReviewReeditResponse = z.infer<typeof ZReviewReeditResponse>;

export const STAFF_REVIEW_QUESTIONS_PAGE_SIZE = 20;

/** GET /api/staff/review-questions: the queue of questions, open ones by default, oldest activity first. */
export const ZStaffReviewQuestionsQuery = z.object({
  status: ZReviewQuestionStatus.default('open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type TStaffReviewQuestionsQuery = z.input<typeof ZStaffReviewQuestionsQuery>;

/** What a re-edit of the order would be now, by the flags staff set: the free touch-up, the paid re-edit, or neither. */
export const ZReviewReeditKind = z.enum(['touch-up', 're-edit']);
export type TReviewReeditKind = z.infer<typeof ZReviewReeditKind>;

export const ZStaffReviewQuestion = ZReviewQuestion.extend({
  order: z.object({ externalId: z.string(), title: z.string(), reeditKind: ZReviewReeditKind.nullable() }),
  researcher: z.object({ fullName: z.string(), email: z.string() }),
  fileName: z.string(),
});
export type TStaffReviewQuestion = z.infer<typeof ZStaffReviewQuestion>;

export const ZStaffReviewQuestionsResponse = z.object({
  questions: z.array(ZStaffReviewQuestion),
  pagination: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
});
export type TStaffReviewQuestionsResponse = z.infer<typeof ZStaffReviewQuestionsResponse>;

export const ZStaffReviewQuestionResponse = z.object({ question: ZStaffReviewQuestion });
export type TStaffReviewQuestionResponse = z.infer<typeof ZStaffReviewQuestionResponse>;

/** At most this many questions become one re-edit; the longest reason for granting a re-edit free. */
export const STAFF_REEDIT_MAX_QUESTIONS = 50;
export const STAFF_REEDIT_REASON_MAX = 500;

/**
 * POST /api/staff/review-questions/re-edit: staff turn open questions of one order into a re-edit (docs/decisions.md,
 * "Review the edits: staff turn questions into a re-edit"). `grantFree` makes a re-edit the order would charge for
 * (or not offer) free, which needs a reason; it is ignored when the order offers its free touch-up anyway.
 */
export const ZStaffReviewReeditRequest = z
  .object({
    questions: z
      .array(z.uuid({ error: MESSAGE.invalidValue }))
      .min(1)
      .max(STAFF_REEDIT_MAX_QUESTIONS),
    grantFree: z.boolean().default(false),
    reason: z
      .string()
      .trim()
      .max(STAFF_REEDIT_REASON_MAX, { error: withParams(MESSAGE.fieldTooLong, { max: STAFF_REEDIT_REASON_MAX }) })
      .refine((value) => !hasControlCharacter(value, { isMultiLine: true }), { error: MESSAGE.invalidValue })
      .default(''),
  })
  .superRefine((value, context) => {
    if (value.grantFree && value.reason === '') {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'staff-reedit-reason-required' });
    }
  });
export type TStaffReviewReeditRequest = z.input<typeof ZStaffReviewReeditRequest>;

/**
 * The re-edit the questions became: a free touch-up (the order's own, or granted free by staff) or the offer of
 * the order's paid re-edit; `isNew` is false when these questions had become it already (a second click).
 */
export const ZStaffReviewReeditResponse = z.object({
  reedit: z.object({
    id: z.uuid(),
    order: z.string(),
    kind: ZReviewReeditKind,
    grantedFree: z.boolean(),
    questionCount: z.number().int(),
    createdAt: z.string(),
  }),
  isNew: z.boolean(),
});
export type TStaffReviewReeditResponse = z.infer<typeof ZStaffReviewReeditResponse>;

/**
 * GET /api/staff/orders/{externalId}/review-re-edits: the re-edits staff started from the order's questions on
 * changes, newest first: which kind, whether granted free and why, when, and by whom (null once the account is gone).
 */
export const ZStaffOrderReeditsResponse = z.object({
  reedits: z.array(
    z.object({
      id: z.uuid(),
      kind: ZReviewReeditKind,
      grantedFree: z.boolean(),
      reason: z.string(),
      questionCount: z.number().int(),
      createdAt: z.string(),
      staff: z.string().nullable(),
    }),
  ),
});
export type TStaffOrderReeditsResponse = z.infer<typeof ZStaffOrderReeditsResponse>;

/** GET /api/order/{externalId}/review/re-edits/{id}: the link of the e-mail, opening the re-edit's order form. */
export const ZReviewReeditLinkQuery = z.object({ lang: z.enum(LANGUAGE_SEGMENTS).optional() });
