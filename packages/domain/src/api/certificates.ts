import { z } from 'zod';
import { MESSAGE, withParams } from '../messages.ts';
import { hasControlCharacter } from '../rules/text.ts';
import { requiredText } from './common.ts';

/**
 * Editing certificates (researcher-area §2 Certificate, §3, §5, §7): the owner's view and edit, and the
 * public verification by code (docs/decisions.md).
 */

/** Certificate codes: letters, digits and dashes; the verification form trims and upper-cases what is typed. */
export const CERTIFICATE_CODE_PATTERN = /^[A-Za-z0-9-]{4,64}$/;

/** The verification form's code: required ('Please enter a verification code.'). */
export const ZVerificationCode = z
  .string({ error: MESSAGE.certificateCodeRequired })
  .trim()
  .min(1, { error: MESSAGE.certificateCodeRequired })
  .max(64, { error: MESSAGE.certificateVerificationError })
  .refine((value) => CERTIFICATE_CODE_PATTERN.test(value), { error: MESSAGE.certificateVerificationError })
  .transform((value) => value.toUpperCase());

export const ZVerifyForm = z.object({ code: ZVerificationCode });

export const CERTIFICATE_AUTHORS_MAX = 1000;

/** Authors as typed, comma separated: trimmed names, empty ones dropped, joined with ', '. */
export function normaliseAuthors(authors: string): string {
  return splitAuthors(authors).join(', ');
}

export function splitAuthors(authors: string): string[] {
  return authors
    .split(',')
    .map((name) => name.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

const ZAuthors = z
  .string({ error: MESSAGE.certificateAuthorsRequired })
  .max(CERTIFICATE_AUTHORS_MAX, { error: withParams(MESSAGE.fieldTooLong, { max: CERTIFICATE_AUTHORS_MAX }) })
  .refine((value) => !hasControlCharacter(value), { error: MESSAGE.invalidValue })
  .transform(normaliseAuthors)
  .refine((value) => value.length > 0, { error: MESSAGE.certificateAuthorsRequired });

/** The edit form: title required ('Please enter your project title.'), authors required, comma separated. */
export const ZCertificateDetailsForm = z.object({
  title: requiredText(512, MESSAGE.certificateTitleRequired),
  authors: ZAuthors,
});
export type TCertificateDetailsForm = z.input<typeof ZCertificateDetailsForm>;

/** PUT /api/certificate/save/{code}: the form plus the order and code it is for. */
export const ZCertificateSaveRequest = ZCertificateDetailsForm.extend({
  externalId: z.string().min(1).max(40),
  code: z.string().min(1).max(64),
});

export const ZCertificate = z.object({
  code: z.string(),
  title: z.string(),
  authors: z.string(),
  issuedOn: z.string(),
  externalId: z.string(),
  /** The edited file the certificate covers, and its SHA-256 (hex). */
  fileName: z.string().nullable(),
  fileSha256: z.string().nullable(),
  services: z.array(z.string()),
});
export type TCertificate = z.infer<typeof ZCertificate>;

export const ZCertificateResponse = z.object({ certificate: ZCertificate });
export const ZCertificateSaveResponse = z.object({ certificateDetails: ZCertificate });

/**
 * GET /api/certificate/verify/{code}, public: who (authors), what (title, services), when, and the SHA-256
 * of the edited file; nothing else about the researcher.
 */
export const ZCertificateVerification = z.object({
  code: z.string(),
  title: z.string(),
  authors: z.string(),
  services: z.array(z.string()),
  issuedOn: z.string(),
  fileName: z.string().nullable(),
  fileSha256: z.string().nullable(),
  companyName: z.string(),
});
export type TCertificateVerification = z.infer<typeof ZCertificateVerification>;
export const ZCertificateVerificationResponse = z.object({ verification: ZCertificateVerification });

/** Whether the certificate lacks what it should show: on viewing, empty authors bring the §5 notice. */
export function isCertificateIncomplete(certificate: { title: string; authors: string }): boolean {
  return !certificate.title.trim() || splitAuthors(certificate.authors).length === 0;
}
