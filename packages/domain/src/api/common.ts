import { z } from 'zod';
import { ADDRESS_LIMITS } from '../constants.ts';
import { MESSAGE, withParams } from '../messages.ts';
import { hasControlCharacter } from '../rules/text.ts';

/** The one error shape of the API: a message key, with field errors for invalid input. */
export const ZErrorResponse = z.object({
  error: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZEmail = z
  .string({ error: MESSAGE.emailInvalid })
  .trim()
  .max(254, { error: MESSAGE.emailInvalid })
  .pipe(z.email({ error: MESSAGE.emailInvalid }));

export const ZIdentity = z.uuid({ error: MESSAGE.notFound });

/**
 * A real day, `YYYY-MM-DD` (as a date input gives it), in the years 1 to 9999: PostgreSQL has no year 0
 * (`0000-01-01` is out of its range), and a day like `2026-02-30` does not exist.
 */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** A day filter of a query (from, to, a deadline range): see isIsoDay. */
export const ZIsoDay = z.string().refine(isIsoDay, { error: MESSAGE.invalidValue });

/** No control characters inside a one-line text (the server refuses them in any input as well). */
export const isOneLine = (value: string) => !hasControlCharacter(value);

/** A free text of one line: trimmed, bounded ('fieldTooLong' with its `max`). */
export function oneLineText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: withParams(MESSAGE.fieldTooLong, { max }) })
    .refine(isOneLine, { error: MESSAGE.invalidValue });
}

/** An optional free-text field: trimmed, one line, empty becomes undefined, bounded. */
export function optionalText(max: number) {
  return oneLineText(max)
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** A required free-text field: trimmed, one line, not empty, bounded. */
export function requiredText(max: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: withParams(MESSAGE.fieldTooLong, { max }) })
    .refine(isOneLine, { error: MESSAGE.invalidValue });
}

export const ZPhone = z
  .string({ error: MESSAGE.phoneRequired })
  .trim()
  .min(1, { error: MESSAGE.phoneRequired })
  .refine((value) => value.length >= ADDRESS_LIMITS.phoneMin && value.length <= ADDRESS_LIMITS.phoneMax, {
    error: withParams(MESSAGE.phoneLength, { min: ADDRESS_LIMITS.phoneMin, max: ADDRESS_LIMITS.phoneMax }),
  })
  .refine(isOneLine, { error: MESSAGE.invalidValue });

export const ZCurrency = z.object({
  isoCode: z.string(),
  shortName: z.string(),
  name: z.string(),
  sign: z.string(),
  exchangeRate: z.string(),
  numDecimals: z.number().int(),
});
export type TCurrency = z.infer<typeof ZCurrency>;

export const ZState = z.object({ value: z.string(), label: z.string() });
export const ZCountry = z.object({
  value: z.number().int(),
  label: z.string(),
  iso: z.string(),
  states: z.array(ZState),
});
export type TCountry = z.infer<typeof ZCountry>;

/** A paged list's position: the page shown, its neighbours (null at either end), the page count and the item count. */
export const ZPagination = z.object({
  current: z.number().int(),
  previous: z.number().int().nullable(),
  next: z.number().int().nullable(),
  pages: z.number().int(),
  total: z.number().int(),
});
export type TPagination = z.infer<typeof ZPagination>;

/** What the digital tools' lists (edits, translations, grammar checks) share. */
export const DIGITAL_LIST = {
  /** Items per page (the spec's digital list constant). */
  pageSize: 30,
  /** The document types the tools take. */
  extensions: ['doc', 'docx'],
  /** A job's life (researcher area §4): processing, then completed or failed. */
  statuses: ['processing', 'completed', 'failed'],
} as const;

/** At most 40 identities (UUIDs) separated by commas: the digital items a list polls. */
const ZIdentityList = z
  .string()
  .max(40 * 37)
  .transform((value) => value.split(',').filter(Boolean))
  .pipe(z.array(z.uuid()).max(40));

/** The digital lists' query: `page` for the list, or `identities` (comma-separated) for the items being polled. */
export const ZDigitalListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  identities: ZIdentityList.optional(),
});

/** A page of a digital tool's list: the items (`results`) and where the page stands. */
export function digitalListPage<TItem extends z.ZodType>(item: TItem) {
  return z.object({ results: z.array(item), pagination: ZPagination });
}
