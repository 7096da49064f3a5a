import { z } from 'zod';
import { LOCKED_TERM_MAX_LENGTH } from '../rules/locked-terms.ts';

/**
 * A researcher's locked terms (our design; researcher area §7 names none): GET /api/locked-terms lists them,
 * POST /api/locked-terms adds one, DELETE /api/locked-terms/{id} removes one.
 */

export const LOCKED_TERMS_ERROR = {
  empty: 'locked-term-required',
  tooLong: 'locked-term-too-long',
  duplicate: 'locked-term-duplicate',
  tooMany: 'locked-terms-too-many',
} as const;

export const ZLockedTerm = z.object({
  id: z.number().int(),
  term: z.string(),
  /** For translation: the English to write for this source-language term; null keeps the term verbatim. */
  rendering: z.string().nullable(),
  createdAt: z.string(),
});
export type TLockedTerm = z.infer<typeof ZLockedTerm>;

export const ZLockedTermsResponse = z.object({ lockedTerms: z.array(ZLockedTerm) });
export type TLockedTermsResponse = z.infer<typeof ZLockedTermsResponse>;

/** The add form: the term (required) and, for translation, its English rendering. */
export const ZLockedTermCreateBody = z.object({
  term: z.string().trim().min(1, LOCKED_TERMS_ERROR.empty).max(LOCKED_TERM_MAX_LENGTH, LOCKED_TERMS_ERROR.tooLong),
  rendering: z
    .string()
    .trim()
    .max(LOCKED_TERM_MAX_LENGTH, LOCKED_TERMS_ERROR.tooLong)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type TLockedTermCreateBody = z.input<typeof ZLockedTermCreateBody>;

export const ZLockedTermParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
