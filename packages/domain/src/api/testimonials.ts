import { z } from 'zod';
import { MESSAGE, withParams } from '../messages.ts';
import { hasControlCharacter } from '../rules/text.ts';

/** Testimonials (shell and account §2, §3, §5, §7, §8, §9): a text and at most one photo, reviewed by staff. */

/** §9: one photo per testimonial at most. */
export const TESTIMONIAL_MAX_PHOTOS = 1;
/** The longest testimonial accepted (the spec gives none; a few paragraphs). */
export const TESTIMONIAL_MAX_LENGTH = 2000;
/** A photo's largest upload: a phone photo fits, anything bigger is refused before it is decoded. */
export const TESTIMONIAL_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Photos are checked by their content; the extension must name one of these too. */
export const TESTIMONIAL_PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;
export const TESTIMONIAL_STAFF_PAGE_SIZE = 20;

/** The message keys of testimonials (the English texts where the spec quotes one). */
export const TESTIMONIAL_ERROR = {
  textRequired: 'Please type in a testimonial before clicking Submit',
  tooManyPhotos: 'testimonial-photo-too-many',
  /** The file's name is not a JPEG's, PNG's or WebP's. */
  photoType: 'testimonial-photo-type',
  photoTooLarge: 'testimonial-photo-too-large',
  /** The content is not a whole JPEG, PNG or WebP image (a renamed program, a truncated or corrupt file). */
  photoNotImage: 'testimonial-photo-not-image',
  photoTooManyPixels: 'testimonial-photo-too-many-pixels',
  alreadySubmitted: 'testimonial-already-submitted',
  alreadyReviewed: 'testimonial-already-reviewed',
} as const;

/** §8: what the page says once the testimonial is received. */
export const TESTIMONIAL_SUCCESS = 'Your testimonial has been received. Thank you for helping us serve you better.';

/** The text rule, the same in the form and on the server: not empty once trimmed, bounded, line breaks allowed. */
export const ZTestimonialText = z
  .string({ error: TESTIMONIAL_ERROR.textRequired })
  .trim()
  .min(1, { error: TESTIMONIAL_ERROR.textRequired })
  .max(TESTIMONIAL_MAX_LENGTH, { error: withParams(MESSAGE.fieldTooLong, { max: TESTIMONIAL_MAX_LENGTH }) })
  .refine((value) => !hasControlCharacter(value, { isMultiLine: true }), { error: MESSAGE.invalidValue });

/** The multipart fields of POST /api/testimonials/create besides `files`. */
export const ZTestimonialCreateFields = z.object({ testimonial: ZTestimonialText });
export type TTestimonialCreateFields = z.input<typeof ZTestimonialCreateFields>;

export const TESTIMONIAL_STATUSES = ['submitted', 'approved', 'rejected'] as const;
export const ZTestimonialStatus = z.enum(TESTIMONIAL_STATUSES);
export type TTestimonialStatus = z.infer<typeof ZTestimonialStatus>;

/** The researcher's own testimonial as the create call answers it. */
export const ZOwnTestimonial = z.object({
  identity: z.string(),
  status: ZTestimonialStatus,
  hasPhoto: z.boolean(),
  createdAt: z.string(),
});

/** §7: the create call's answer; `error` is null on success (refusals answer 4xx `{ error }`). */
export const ZTestimonialCreateResponse = z.object({ error: z.string().nullable(), testimonial: ZOwnTestimonial });
export type TTestimonialCreateResponse = z.infer<typeof ZTestimonialCreateResponse>;

/** The staff console's list: by status (the ones waiting by default), newest first, a page at a time. */
export const ZStaffTestimonialsQuery = z.object({
  status: z.enum([...TESTIMONIAL_STATUSES, 'all']).default('submitted'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type TStaffTestimonialsQuery = z.input<typeof ZStaffTestimonialsQuery>;
export type TStaffTestimonialsFilter = z.output<typeof ZStaffTestimonialsQuery>;

export const ZStaffTestimonial = z.object({
  identity: z.string(),
  text: z.string(),
  status: ZTestimonialStatus,
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  author: z.object({ fullName: z.string(), email: z.string() }),
  /** The photo's address for staff (GET /api/staff/testimonials/{identity}/photo) and its size in pixels. */
  photo: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
});
export type TStaffTestimonial = z.infer<typeof ZStaffTestimonial>;

export const ZStaffTestimonialsResponse = z.object({
  testimonials: z.array(ZStaffTestimonial),
  pagination: z.object({ page: z.number().int(), pages: z.number().int(), total: z.number().int() }),
});
export type TStaffTestimonialsResponse = z.infer<typeof ZStaffTestimonialsResponse>;

export const ZStaffTestimonialParams = z.object({ identity: z.uuid({ error: MESSAGE.notFound }) });

/** Approving or rejecting answers the testimonial as it now is, and the points awarded (0 when none were). */
export const ZStaffTestimonialReviewResponse = z.object({
  testimonial: ZStaffTestimonial,
  pointsAwarded: z.number().int(),
});
export type TStaffTestimonialReviewResponse = z.infer<typeof ZStaffTestimonialReviewResponse>;
