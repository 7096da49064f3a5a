import { z } from 'zod';
import { DIGITAL_LIST, digitalListPage, ZDigitalListQuery } from './common.ts';
import { ZDigitalTranslationLanguage } from './digital-purchases.ts';

/** The digital translation calls of researcher area §7 (/api/digital-order/*) and their message keys (§8). */

export const ZDigitalOrderStatus = z.enum(DIGITAL_LIST.statuses);
export type TDigitalOrderStatus = z.infer<typeof ZDigitalOrderStatus>;

/** Items per page of the list (the spec's digital list constant). */
export const DIGITAL_ORDER_PAGE_SIZE = DIGITAL_LIST.pageSize;

export const DIGITAL_TRANSLATION_EXTENSIONS = DIGITAL_LIST.extensions;

/** The list polls while any translation is processing (the spec leaves the interval open). */
export const DIGITAL_TRANSLATION_POLL_MS = 10_000;

export const DIGITAL_TRANSLATION_ERROR = {
  /** §5: the language select is required. */
  languageRequired: 'Please make a selection',
  /** A language no configured engine (or no flag) offers now. */
  languageNotOffered: 'digital-translation-language-not-offered',
  /** No active package with a use left for that language: the purchase notice. */
  noUses: 'digital-translation-no-uses-available',
  /** §8: more words than the package allows; the use is given back and nothing is stored. */
  wordCountExceeded: 'digital-translations-word-count-exceeded',
  /** §8: the translation job failed; the item can only be deleted. */
  failure: 'digital-translation-failure',
  unreadable: 'digital-translation-document-unreadable',
  notDeletable: 'digital-translation-not-deletable',
  notAllowed: 'digital-translation-not-allowed',
  tooMany: 'digital-translation-too-many',
} as const;

export const ZDigitalOrderType = z.enum(['translation', 'editing']);

/** The uploaded file and, once translated, the result's name. */
export const ZDigitalOrderFile = z.object({
  name: z.string(),
  size: z.number().int(),
  wordCount: z.number().int().nullable(),
  resultName: z.string().nullable(),
});

/** §3 Digital order (translation): identity, type, status, createdAt, file; with the language and failure key. */
export const ZDigitalOrder = z.object({
  identity: z.string(),
  type: ZDigitalOrderType,
  status: ZDigitalOrderStatus,
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  language: ZDigitalTranslationLanguage.nullable(),
  /** The message key of a failed one ('digital-translation-failure'). */
  failure: z.string().nullable(),
  file: ZDigitalOrderFile,
  /** The source had tracked changes: it was translated as it reads with all of them accepted. */
  sourceHadRevisions: z.boolean(),
  /** The source had comments with text: they were translated too. */
  sourceHadComments: z.boolean(),
});
export type TDigitalOrder = z.infer<typeof ZDigitalOrder>;

/** GET /api/digital-order/search: `page` and `type` (translation; the only type this call lists), or `identities` to poll. */
export const ZDigitalOrderSearchQuery = ZDigitalListQuery.extend({ type: z.literal('translation').optional() });
export type TDigitalOrderSearchQuery = z.input<typeof ZDigitalOrderSearchQuery>;

export const ZDigitalOrderSearchResponse = digitalListPage(ZDigitalOrder);
export type TDigitalOrderSearchResponse = z.infer<typeof ZDigitalOrderSearchResponse>;

/** The multipart fields of POST /api/digital-order/create (the file is the part named `files`). */
export const ZDigitalOrderCreateFields = z.object({
  language: z.string({ error: DIGITAL_TRANSLATION_ERROR.languageRequired }).min(1, DIGITAL_TRANSLATION_ERROR.languageRequired),
});

/** A create refused for a reason the page shows beside the file: the code and its params. */
export const ZDigitalOrderCreateError = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});

/** POST /api/digital-order/create: the order made (one per submission), its type, and no error. */
export const ZDigitalOrderCreateResponse = z.object({
  digitalOrders: z.array(ZDigitalOrder),
  type: z.literal('translation'),
  error: ZDigitalOrderCreateError.nullable(),
});
export type TDigitalOrderCreateResponse = z.infer<typeof ZDigitalOrderCreateResponse>;

/** POST /api/digital-order/{id}/archive and DELETE /api/digital-order/{id}: what left the list, and the notice. */
export const ZDigitalOrderArchiveResponse = z.object({
  archives: z.array(z.string()),
  success: z.string(),
});
export type TDigitalOrderArchiveResponse = z.infer<typeof ZDigitalOrderArchiveResponse>;
