import { z } from 'zod';
import { MESSAGE } from '../messages.ts';
import { OPEN_ORDER_STATUSES } from '../rules/order-stages.ts';
import { ORDER_STAGE_NAMES } from '../rules/orders.ts';
import { ZCertificate } from './certificates.ts';
import { oneLineText, ZIdentity, ZIsoDay } from './common.ts';
import { ZPlacedOrderService } from './orders.ts';

/**
 * The staff console's calls (not in the spec: designed here, docs/decisions.md): the order queue, an order's
 * page, and what staff do to an order. Every change names the order's `version` it was decided on; a change
 * made on a stale version answers 409 `staff-order-changed`.
 */

/** The keys staff actions are refused with. */
export const STAFF_ERROR = {
  /** Someone changed the order since the page was read (its version moved on). */
  orderChanged: 'staff-order-changed',
  /** Backwards, or to the stage it is at. */
  stageNotAllowed: 'staff-stage-not-allowed',
  /** Completed or cancelled: no stage can be reached any more. */
  orderClosed: 'staff-order-closed',
  /** Delivered needs at least one edited file. */
  deliverableRequired: 'staff-deliverable-required',
  certificateIssued: 'staff-certificate-already-issued',
  /** The certificate covers this file: it cannot be removed. */
  deliverableCertified: 'staff-deliverable-certified',
  assigneeInvalid: 'staff-assignee-invalid',
  /** "Editor assigned" with nobody assigned: assign an editor first. */
  editorRequired: 'staff-editor-required',
  proofReviewed: 'staff-proof-already-reviewed',
} as const;

export const STAFF_QUEUE_PAGE_SIZE = 20;

/** `open` (placed, in progress or awaiting payment: the default), one status, or every order. */
export const STAFF_QUEUE_STATUSES = ['open', ...OPEN_ORDER_STATUSES, 'completed', 'cancelled', 'all'] as const;
export type TStaffQueueStatus = (typeof STAFF_QUEUE_STATUSES)[number];

export const STAFF_SEARCH_MAX = 100;

/** GET /api/staff/orders: the queue's filters, as query parameters (absent = not filtered). */
export const ZStaffQueueQuery = z.object({
  status: z.enum(STAFF_QUEUE_STATUSES).default('open'),
  stage: z.enum(ORDER_STAGE_NAMES).optional(),
  /** Deadlines on or after this day (UTC). */
  deadlineFrom: ZIsoDay.optional(),
  /** Deadlines on or before this day (UTC). */
  deadlineTo: ZIsoDay.optional(),
  /** Only late orders: the deadline has passed and the order is not delivered. */
  late: z.enum(['true', 'false']).optional(),
  /** `me`, `none` (unassigned) or a staff member's identity. */
  assignee: z.union([z.enum(['me', 'none']), ZIdentity]).optional(),
  /** Part of the order number, the title or the researcher's e-mail address. */
  q: oneLineText(STAFF_SEARCH_MAX).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type TStaffQueueQuery = z.input<typeof ZStaffQueueQuery>;

const ZStage = z.enum(ORDER_STAGE_NAMES);
const ZPerson = z.object({ identity: z.string(), fullName: z.string(), email: z.string() });

/** How the queue and the order page both name an order: its number, title, status and stage. */
const orderHeadingShape = { externalId: z.string(), title: z.string(), status: z.string(), stage: ZStage };

export const ZStaffQueueOrder = z.object({
  ...orderHeadingShape,
  deadline: z.string().nullable(),
  createdAt: z.string(),
  isLate: z.boolean(),
  researcher: ZPerson,
  assignee: ZPerson.nullable(),
});
export type TStaffQueueOrder = z.infer<typeof ZStaffQueueOrder>;

export const ZStaffQueueResponse = z.object({
  orders: z.array(ZStaffQueueOrder),
  /** `total` orders match the filters; this is page `page` of `pageSize`. */
  pagination: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
});
export type TStaffQueueResponse = z.infer<typeof ZStaffQueueResponse>;

export const ZStaffOrderFlags = z.object({
  downloadAvailable: z.boolean(),
  touchUpAvailable: z.boolean(),
  reeditAvailable: z.boolean(),
  scientificReworkEligible: z.boolean(),
});
export type TStaffOrderFlags = z.infer<typeof ZStaffOrderFlags>;
export const STAFF_ORDER_FLAGS = [
  'downloadAvailable',
  'touchUpAvailable',
  'reeditAvailable',
  'scientificReworkEligible',
] as const;

export const ZStaffDeliverable = z.object({
  key: z.string(),
  name: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  createdAt: z.string(),
  uploadedBy: z.string().nullable(),
});
export type TStaffDeliverable = z.infer<typeof ZStaffDeliverable>;

export const ZStaffPaymentProof = z.object({
  identity: z.string(),
  name: z.string(),
  size: z.number().int(),
  note: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
});
export type TStaffPaymentProof = z.infer<typeof ZStaffPaymentProof>;

/** GET /api/staff/orders/{externalId}: everything staff need to fulfil the order. */
export const ZStaffOrder = z.object({
  ...orderHeadingShape,
  /** What the next change must name. */
  version: z.number().int(),
  kind: z.string(),
  parentExternalId: z.string().nullable(),
  deadline: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  isLate: z.boolean(),
  wordCount: z.number().int().nullable(),
  styleOfEnglish: z.string(),
  journal: z.object({ name: z.string(), url: z.string().nullable() }).nullable(),
  researcher: ZPerson.extend({ institution: z.string().nullable(), language: z.string() }),
  assignee: ZPerson.nullable(),
  notificationEmails: z.array(z.string()),
  services: z.array(
    ZPlacedOrderService.pick({ identity: true, name: true, deliveryTier: true, quantity: true, totalPrice: true }),
  ),
  currency: z.object({ isoCode: z.string(), sign: z.string(), numDecimals: z.number().int() }),
  total: z.number().int(),
  flags: ZStaffOrderFlags,
  /** Paid, by the rule of the researcher's pages: not waiting for its transfer or boleto, no invoice of it with a balance left. */
  isPaid: z.boolean(),
  invoice: z
    .object({ invoiceNumber: z.string(), totalAmount: z.number().int(), balance: z.number().int(), status: z.string() })
    .nullable(),
  payment: z.object({ receiptCode: z.string(), methodId: z.number().int(), status: z.string() }).nullable(),
  /** The researcher's files uploaded with the order. */
  files: z.array(z.object({ identity: z.string(), name: z.string(), kind: z.string(), expired: z.boolean() })),
  timeline: z.array(z.object({ stage: ZStage, occurredAt: z.string(), actor: z.string().nullable() })),
  deliverables: z.array(ZStaffDeliverable),
  certificate: ZCertificate.pick({
    code: true,
    title: true,
    authors: true,
    issuedOn: true,
    fileName: true,
    fileSha256: true,
  }).nullable(),
  paymentProofs: z.array(ZStaffPaymentProof),
});
export type TStaffOrder = z.infer<typeof ZStaffOrder>;
export const ZStaffOrderResponse = z.object({ order: ZStaffOrder });

const ZVersion = z.number().int().min(1).max(2_147_483_647);

/** POST /api/staff/orders/{externalId}/stage */
export const ZStaffMoveStageRequest = z.object({ stage: ZStage, version: ZVersion });
export type TStaffMoveStageRequest = z.infer<typeof ZStaffMoveStageRequest>;

/** PUT /api/staff/orders/{externalId}/assignee: a staff member's identity, or null to unassign. */
export const ZStaffAssignRequest = z.object({ assigneeIdentity: ZIdentity.nullable(), version: ZVersion });
export type TStaffAssignRequest = z.infer<typeof ZStaffAssignRequest>;

/** PUT /api/staff/orders/{externalId}/flags: the flags to set (at least one). */
export const ZStaffFlagsRequest = ZStaffOrderFlags.partial()
  .extend({ version: ZVersion })
  .refine((body) => STAFF_ORDER_FLAGS.some((flag) => body[flag] !== undefined), { error: MESSAGE.invalidValue });
export type TStaffFlagsRequest = z.infer<typeof ZStaffFlagsRequest>;

export const STAFF_CERTIFICATE_TITLE_MAX = 512;

/** POST /api/staff/orders/{externalId}/certificate: the edited file it covers, and its title (the order's by default). */
export const ZStaffIssueCertificateRequest = z.object({
  deliverableKey: ZIdentity,
  title: oneLineText(STAFF_CERTIFICATE_TITLE_MAX).optional(),
});
export type TStaffIssueCertificateRequest = z.infer<typeof ZStaffIssueCertificateRequest>;

/** PUT /api/staff/orders/{externalId}/payment-proofs/{identity}/review: reviewed, and the files released too when asked. */
export const ZStaffReviewProofRequest = z.object({ releaseDownloads: z.boolean() });

/** GET /api/staff/payment-proofs: proofs nobody has reviewed yet, oldest first. */
export const ZStaffPendingProofsResponse = z.object({
  proofs: z.array(
    z.object({
      identity: z.string(),
      name: z.string(),
      createdAt: z.string(),
      orderExternalId: z.string(),
      orderTitle: z.string(),
      researcherEmail: z.string(),
    }),
  ),
});
export type TStaffPendingProofsResponse = z.infer<typeof ZStaffPendingProofsResponse>;

/** GET /api/staff/editors: the active staff members an order can be assigned to. */
export const ZStaffEditorsResponse = z.object({ editors: z.array(ZPerson) });
export type TStaffEditorsResponse = z.infer<typeof ZStaffEditorsResponse>;
