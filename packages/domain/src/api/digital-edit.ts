import { z } from 'zod';
import { DIGITAL_LIST, digitalListPage, ZDigitalListQuery } from './common.ts';
import { ZStyleOfEnglish } from './digital-purchases.ts';

/** Digital editing's calls (researcher area §7 /api/digital-edit/*) besides the load and payment calls. */

/** Items per page of the results list (the spec's digital list constant). */
export const DIGITAL_EDIT_PAGE_SIZE = DIGITAL_LIST.pageSize;
export const DIGITAL_EDIT_EXTENSIONS = DIGITAL_LIST.extensions;

/** The message keys of digital editing (English texts where the spec quotes one). */
export const DIGITAL_EDIT_ERROR = {
  styleRequired: 'Please select your preferred type of English.',
  /** No active subscription (nor trial or group access): the page shows its subscribe notice. */
  subscriptionRequired: 'digital-editing-subscription-required',
  notAllowed: 'digital-editing-not-allowed',
  failure: 'automated-edit-failure',
  fileArchived: 'curie.file-archived',
  notDeletable: 'digital-edit-not-deletable',
  unreadable: 'digital-edit-document-unreadable',
  tooMany: 'digital-edit-too-many',
} as const;

/** Digital item status (researcher area §4): processing, then completed or failed. */
export const ZDigitalItemStatus = z.enum(DIGITAL_LIST.statuses);
export type TDigitalItemStatus = z.infer<typeof ZDigitalItemStatus>;

/** A digital edit (researcher area §3): identity, status, createdAt, file.name, and what the list shows. */
export const ZDigitalEdit = z.object({
  identity: z.string(),
  status: ZDigitalItemStatus,
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  file: z.object({ name: z.string(), type: z.enum(DIGITAL_EDIT_EXTENSIONS) }),
  styleOfEnglish: ZStyleOfEnglish.nullable(),
  /** The edited file's name ("<name> (edited).docx") once completed. */
  resultName: z.string().nullable(),
  /** The tracked changes written. */
  changeCount: z.number().int().nullable(),
  wordCount: z.number().int().nullable(),
  /** The failure's message key ('automated-edit-failure'). */
  failure: z.string().nullable(),
});
export type TDigitalEdit = z.infer<typeof ZDigitalEdit>;

/** `page` for the list, or `identities` (comma-separated) for the edits being polled. */
export const ZDigitalEditSearchQuery = ZDigitalListQuery;
export type TDigitalEditSearchQuery = z.input<typeof ZDigitalEditSearchQuery>;

export const ZDigitalEditSearchResponse = digitalListPage(ZDigitalEdit);
export type TDigitalEditSearchResponse = z.infer<typeof ZDigitalEditSearchResponse>;

/** The upload form's field besides the file: the same rule in the page and on the server. */
export const ZDigitalEditCreateFields = z.object({
  styleOfEnglish: z.enum(['british', 'american'], { error: DIGITAL_EDIT_ERROR.styleRequired }),
});

export const ZDigitalEditCreateResponse = z.object({ digitalEdits: z.array(ZDigitalEdit), error: z.string().nullable() });
export type TDigitalEditCreateResponse = z.infer<typeof ZDigitalEditCreateResponse>;

export const ZDigitalEditDetailsResponse = z.object({ digitalEdit: ZDigitalEdit });
export type TDigitalEditDetailsResponse = z.infer<typeof ZDigitalEditDetailsResponse>;

export const ZDigitalEditArchiveResponse = z.object({ success: z.string() });
export type TDigitalEditArchiveResponse = z.infer<typeof ZDigitalEditArchiveResponse>;

/** The home page's recent documents: edits and translations merged, newest first (GET /api/digital-documents/recent). */
export const RECENT_DIGITAL_DOCUMENTS = 3;
export const ZRecentDigitalDocument = z.object({
  identity: z.string(),
  kind: z.enum(['edit', 'translation']),
  name: z.string(),
  status: ZDigitalItemStatus,
  createdAt: z.string(),
  resultName: z.string().nullable(),
});
export type TRecentDigitalDocument = z.infer<typeof ZRecentDigitalDocument>;
export const ZRecentDigitalDocumentsResponse = z.object({ documents: z.array(ZRecentDigitalDocument) });
export type TRecentDigitalDocumentsResponse = z.infer<typeof ZRecentDigitalDocumentsResponse>;
