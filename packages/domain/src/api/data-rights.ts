import { z } from 'zod';

/**
 * A researcher's archive of their data (GDPR art. 15 and 20, PIPL art. 45, LGPD art. 18): prepared by a
 * job, then downloadable for a day through the signed link the ready e-mail carries.
 * - preparing: queued or being built (`progress` in percent);
 * - ready: built, downloadable until `expiresAt`;
 * - expired: past `expiresAt`, the archive is deleted;
 * - failed: could not be built (the researcher may ask again).
 */
export const DATA_EXPORT_STATUSES = ['preparing', 'ready', 'expired', 'failed'] as const;
export type TDataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** How long an archive stays downloadable after it is ready. */
export const DATA_EXPORT_LIFETIME_HOURS = 24;

/** Errors of the data export calls, besides not-found and too-many-requests. */
export const DATA_EXPORT_ERROR = {
  expired: 'data-export-expired',
  notReady: 'data-export-not-ready',
} as const;

export const ZDataExport = z.object({
  id: z.number().int().positive(),
  status: z.enum(DATA_EXPORT_STATUSES),
  progress: z.number().int().min(0).max(100),
  requestedAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type TDataExport = z.infer<typeof ZDataExport>;

export const ZDataExportResponse = z.object({ dataExport: ZDataExport });
export type TDataExportResponse = z.infer<typeof ZDataExportResponse>;

/** An export id as the account page's address and the e-mail's link carry it. */
export const ZDataExportId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The download link's signature: base64url, 43 characters for HMAC-SHA256. */
export const ZDataExportToken = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);
