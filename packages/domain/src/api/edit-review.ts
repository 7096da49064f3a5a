import { z } from 'zod';

/**
 * Reviewing an edited manuscript's tracked changes online (not in the specification; see docs/decisions.md,
 * "Review the edits"): the delivered .docx as blocks of marked text, its changes and the editors' comments,
 * with the researcher's decision on each change.
 */

export const REVIEW_CHANGE_KINDS = ['insertion', 'deletion', 'move', 'formatting'] as const;
export const ZReviewChangeKind = z.enum(REVIEW_CHANGE_KINDS);
export type TReviewChangeKind = z.infer<typeof ZReviewChangeKind>;

export const ZReviewDecision = z.enum(['accept', 'reject']);
export type TReviewDecision = z.infer<typeof ZReviewDecision>;

export const ZReviewSegment = z.object({
  text: z.string(),
  change: z.string().optional(),
  mark: z.enum(['ins', 'del', 'moveFrom', 'moveTo', 'format']).optional(),
  bold: z.literal(true).optional(),
  italic: z.literal(true).optional(),
  position: z.enum(['sup', 'sub']).optional(),
  note: z.string().optional(),
});
export type TReviewSegment = z.infer<typeof ZReviewSegment>;

export const ZReviewBlock = z.object({
  id: z.string(),
  kind: z.enum(['heading', 'paragraph', 'list', 'caption', 'cell', 'footnote', 'endnote', 'header', 'footer']),
  level: z.number().int().optional(),
  cell: z.object({ table: z.number().int(), row: z.number().int(), column: z.number().int() }).optional(),
  section: z.string().nullable(),
  segments: z.array(ZReviewSegment),
});
export type TReviewBlock = z.infer<typeof ZReviewBlock>;

/** What a tracked change and a comment both carry: who made it and when, its text, and the blocks it touches. */
const authoredMarkShape = { author: z.string(), date: z.string().nullable(), text: z.string(), blocks: z.array(z.string()) };

export const ZReviewChange = z.object({
  id: z.string(),
  kind: ZReviewChangeKind,
  ...authoredMarkShape,
  section: z.string().nullable(),
});
export type TReviewChange = z.infer<typeof ZReviewChange>;

export const ZReviewComment = z.object({ id: z.string(), ...authoredMarkShape, changes: z.array(z.string()) });
export type TReviewComment = z.infer<typeof ZReviewComment>;

/** GET /api/order/{externalId}/review: the order's latest delivered .docx under review. */
export const ZEditReviewResponse = z.object({
  review: z.object({
    file: z.object({ key: z.string(), name: z.string() }),
    blocks: z.array(ZReviewBlock),
    changes: z.array(ZReviewChange),
    comments: z.array(ZReviewComment),
    /** The researcher's decisions so far, by change id. */
    decisions: z.record(z.string(), ZReviewDecision),
  }),
});
export type TEditReviewResponse = z.infer<typeof ZEditReviewResponse>;

/** At most this many decisions in one save ("accept all" of a long manuscript sends them in pages). */
export const MAX_DECISIONS_PER_SAVE = 2000;

/** A change id as the review writes it: a part's key, a dash and a number ("d-12", "fn-3", "h1-2"). */
export const ZReviewChangeId = z.string().regex(/^[a-z]{1,2}\d{0,3}-\d{1,7}$/);

/** PUT /api/order/{externalId}/review/decisions: decisions to save; null takes a decision back. */
export const ZEditReviewDecisionsRequest = z.object({
  file: z.uuid(),
  decisions: z
    .array(z.object({ change: ZReviewChangeId, decision: ZReviewDecision.nullable() }))
    .min(1)
    .max(MAX_DECISIONS_PER_SAVE),
});
export type TEditReviewDecisionsRequest = z.infer<typeof ZEditReviewDecisionsRequest>;

export const ZEditReviewDecisionsResponse = z.object({ decisions: z.record(z.string(), ZReviewDecision) });
export type TEditReviewDecisionsResponse = z.infer<typeof ZEditReviewDecisionsResponse>;

/** GET /api/order/{externalId}/review/download: the researcher's version or a clean copy of one file. */
export const ZEditReviewDownloadQuery = z.object({ file: z.uuid(), version: z.enum(['mine', 'clean']).default('mine') });
