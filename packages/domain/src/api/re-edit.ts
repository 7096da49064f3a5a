import { z } from 'zod';
import { LANGUAGE_SEGMENTS } from '../constants.ts';
import { MESSAGE, withParams } from '../messages.ts';
import { ORDER_KINDS } from '../rules/re-edit.ts';
import { hasControlCharacter } from '../rules/text.ts';

/** Re-edits, rework requests and the support pages about an order (researcher area §2, §6, §7). */

export const REEDIT_OPTIONS = ['touch-up', 're-edit', 'contact-support', 'additional-work'] as const;

/** GET /api/order/{externalId}/re-edit-options: what the re-edit page shows. */
export const ZReeditOptionsResponse = z.object({
  order: z.object({
    externalId: z.string(),
    title: z.string(),
    kind: z.enum(ORDER_KINDS),
    options: z.array(z.enum(REEDIT_OPTIONS)),
  }),
});
export type TReeditOptionsResponse = z.infer<typeof ZReeditOptionsResponse>;

/**
 * The links /api/order-form/reedit/{externalId} and /rework/{externalId}: which re-edit to start when the
 * order offers both, and the language segment of the page the link was on (the redirect keeps it).
 */
export const ZReeditLinkQuery = z.object({
  type: z.enum(['touch-up', 're-edit']).optional(),
  lang: z.enum(LANGUAGE_SEGMENTS).optional(),
});

/** Proofs of payment: PDF, images or a Word document, at most 10 MB each (docs/decisions.md). */
export const PROOF_OF_PAYMENT_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg', 'docx'] as const;
export const PROOF_OF_PAYMENT_MAX_BYTES = 10 * 1024 * 1024;

export const ZPaymentProof = z.object({
  identity: z.string(),
  name: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type TPaymentProof = z.infer<typeof ZPaymentProof>;

/** GET /api/order/{externalId}/proof-of-payment: the order, whether a proof can be sent, and those sent. */
export const ZPaymentProofsResponse = z.object({
  externalId: z.string(),
  title: z.string(),
  /** Proofs are taken while the order's payment is awaited. */
  isAwaitingPayment: z.boolean(),
  proofs: z.array(ZPaymentProof),
});
export type TPaymentProofsResponse = z.infer<typeof ZPaymentProofsResponse>;

/** POST /api/order/{externalId}/proof-of-payment (multipart: one `file`). */
export const ZProofUploadResponse = z.object({ proof: ZPaymentProof, proofs: z.array(ZPaymentProof) });
export type TProofUploadResponse = z.infer<typeof ZProofUploadResponse>;

export const SUPPORT_MESSAGE_MAX = 4000;
export const SUPPORT_REQUEST_TOPICS = ['inactive-service'] as const;

/** POST /api/order/{externalId}/support-request: a message to the support team about the order. */
export const ZSupportRequest = z.object({
  topic: z.enum(SUPPORT_REQUEST_TOPICS),
  message: z
    .string({ error: 'support-message-required' })
    .trim()
    .min(1, { error: 'support-message-required' })
    .max(SUPPORT_MESSAGE_MAX, { error: withParams(MESSAGE.fieldTooLong, { max: SUPPORT_MESSAGE_MAX }) })
    .refine((value) => !hasControlCharacter(value, { isMultiLine: true }), { error: MESSAGE.invalidValue }),
});
export type TSupportRequest = z.infer<typeof ZSupportRequest>;

export const ZSupportRequestResponse = z.object({ sent: z.literal(true) });
