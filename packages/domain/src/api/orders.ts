import { z } from 'zod';
import { MESSAGE, withParams } from '../messages.ts';
import { parseFilterDate } from '../rules/order-filters.ts';
import {
  DEADLINE_STEP_MINUTES,
  isOnDeadlineGrid,
  MAX_NOTIFICATION_EMAILS,
  ORDER_STAGE_NAMES,
  parseDeadline,
} from '../rules/orders.ts';
import { oneLineText, requiredText, ZCurrency, ZEmail, ZPagination } from './common.ts';

/**
 * Placed orders (researcher-area §2, §3, §7; order-form-and-checkout screen 12): the dashboard's search, the
 * order page, its deliverables, its edit and its notification settings. Money is integer minor units of the
 * order's currency; dates are ISO 8601 strings.
 */

export const ZPlacedServiceFileType = z.enum(['main', 'figure', 'table']);
export type TPlacedServiceFileType = z.infer<typeof ZPlacedServiceFileType>;

export const ZPlacedOrderService = z.object({
  identity: z.string(),
  name: z.string(),
  type: z.string(),
  deliveryTier: z.string(),
  quantity: z.number().int(),
  totalPrice: z.number().int(),
  fileType: ZPlacedServiceFileType,
  /** The order edit may take it off (researcher-area §5; rule in docs/decisions.md). */
  canBeRemovedFromOrder: z.boolean(),
});
export type TPlacedOrderService = z.infer<typeof ZPlacedOrderService>;

export const ZOrderPayment = z.object({
  paymentId: z.number().int().nullable(),
  receiptCode: z.string(),
  methodId: z.number().int(),
  methodKey: z.string(),
  status: z.enum(['paid', 'pending', 'awaiting-payment']),
  amount: z.number().int(),
  total: z.number().int(),
  currency: ZCurrency,
  invoiceNumber: z.string().nullable(),
  boletoUrl: z.string().nullable(),
  /** Boleto installments (one document each, `boletoUrl?installment=n`). */
  installments: z.number().int().nullable(),
  /** Where a payment made outside the portal is completed in the sandbox provider (boleto); null otherwise. */
  payLaterUrl: z.string().nullable(),
  creditsApplied: z.number().int(),
  prepaymentApplied: z.number().int(),
  voucherApplied: z.number().int(),
});

/** An order's certificate as its owner sees it beside the order. */
export const ZOrderCertificate = z.object({
  code: z.string(),
  title: z.string(),
  authors: z.string(),
  issuedOn: z.string(),
});

/** One reached stage of the order's timeline. */
export const ZOrderStageEvent = z.object({ stage: z.enum(ORDER_STAGE_NAMES), occurredAt: z.string() });

/** What the order's flags and fulfilment say; shared by the order page and the dashboard's panels. */
const orderStateFields = {
  externalId: z.string(),
  title: z.string(),
  status: z.string(),
  /** orderStatusLabelKey: the status lowercased without spaces, 'awaitingpayment' when completed and unpaid. */
  statusLabelKey: z.string(),
  stage: z.enum(ORDER_STAGE_NAMES),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  deadline: z.string().nullable(),
  completed: z.boolean(),
  paid: z.boolean(),
  freeOrder: z.boolean(),
  downloadAvailable: z.boolean(),
  touchUpAvailable: z.boolean(),
  reeditAvailable: z.boolean(),
  scientificReworkEligible: z.boolean(),
  /** Whether any ordered service is still offered (a re-edit needs one; else the researcher contacts support). */
  containsActiveService: z.boolean(),
  certificateReady: z.boolean(),
  certificate: ZOrderCertificate.nullable(),
  /** original, touch-up, re-edit or rework of another order. */
  kind: z.string(),
  /** An ordered service works on figures or tables (researcher-area §3, §6). */
  hasFigures: z.boolean(),
  /** An ordered service is a formatting service. */
  hasManuscriptFormatting: z.boolean(),
  /** The fulfilment step the order is at now (the same name as `stage`). */
  currentStep: z.enum(ORDER_STAGE_NAMES),
  /** What the researcher ordered for, in the reader's language; null for orders placed without one. */
  customerGoal: z.object({ id: z.number().int(), key: z.string(), name: z.string() }).nullable(),
  /** Whether an ordered service asks for (requested) or needs (required) the target journal. */
  journalDetails: z.object({ requested: z.boolean(), required: z.boolean() }),
};

/** The kind of file an ordered service works on (researcher-area §3 services[].fileType). */

/** GET /api/order/{externalId} (path not shown in the spec; docs/decisions.md). */
export const ZOrderDetails = z.object({
  ...orderStateFields,
  wordCount: z.number().int().nullable(),
  services: z.array(ZPlacedOrderService),
  files: z.array(z.object({ identity: z.string(), name: z.string(), kind: z.string(), expired: z.boolean() })),
  payment: ZOrderPayment,
  journal: z.object({ name: z.string(), url: z.string() }).nullable(),
  styleOfEnglish: z.string(),
  rewardPoints: z.number().int(),
  /** The stages reached, oldest first. */
  stages: z.array(ZOrderStageEvent),
  /** Whether the researcher may still edit the order (title, deadline, services). */
  deadlineAvailable: z.boolean(),
  notificationEmails: z.array(z.string()),
});
export type TOrderDetails = z.infer<typeof ZOrderDetails>;
export const ZOrderDetailsResponse = z.object({ order: ZOrderDetails });

/** GET /api/order/{externalId}/payment: the order (researcher-area §7), with what its payment says. */
export const ZOrderPaymentResponse = z.object({
  order: ZOrderDetails.pick({ externalId: true, title: true, status: true, paid: true, freeOrder: true, payment: true }),
});

// ---------------------------------------------------------------------------------------------
// GET /api/order/search
// ---------------------------------------------------------------------------------------------

const filterDate = z
  .string()
  .trim()
  .max(10)
  .refine((value) => value === '' || parseFilterDate(value) !== null, { error: MESSAGE.filterDateInvalid })
  .optional();

const filterText = (max: number) => oneLineText(max).optional();

/** The search form's fields (researcher-area §2); from and to as MM/dd/yyyy. */
export const ZOrderSearchQuery = z.object({
  xid: filterText(40),
  orderTitle: filterText(512),
  from: filterDate,
  to: filterDate,
  page: z.coerce.number().int().min(1).max(100_000).optional(),
});
export type TOrderSearchQuery = z.infer<typeof ZOrderSearchQuery>;

export const ZOrderSummary = z.object({
  ...orderStateFields,
  services: z.array(ZPlacedOrderService.pick({ identity: true, name: true, type: true, fileType: true })),
  /** An unpaid boleto's document, when the order waits for one. */
  pendingPayments: z.array(z.object({ boletoUrl: z.string() })),
});
export type TOrderSummary = z.infer<typeof ZOrderSummary>;

export const ZOrderSearchResponse = z.object({ orders: z.array(ZOrderSummary), pagination: ZPagination });
export type TOrderSearchResponse = z.infer<typeof ZOrderSearchResponse>;

// ---------------------------------------------------------------------------------------------
// Deliverables
// ---------------------------------------------------------------------------------------------

/** The key of a deliverable: a UUID, never a path. */
export const ZDeliverableKey = z.uuid({ error: MESSAGE.notFound });

export const ZDeliverable = z.object({ key: z.string(), path: z.string(), size: z.number().int() });
export type TDeliverable = z.infer<typeof ZDeliverable>;

/**
 * GET /api/order/{externalId}/deliverables and /api/certificate/{code}/deliverables: the files, or no files
 * and the awaiting-payment error while they may not be downloaded.
 */
export const ZDeliverablesResponse = z.object({
  files: z.array(ZDeliverable),
  companyName: z.string(),
  externalId: z.string(),
  error: z.string().optional(),
});
export type TDeliverablesResponse = z.infer<typeof ZDeliverablesResponse>;

// ---------------------------------------------------------------------------------------------
// GET /api/order/{externalId}/services, PUT /api/order/{externalId}/save
// ---------------------------------------------------------------------------------------------

/** A service the order edit may add: its price for this order and the deadline it would bring. */
export const ZAddableService = ZPlacedOrderService.pick({ identity: true, name: true, type: true }).extend({
  price: z.number().int(),
  deadline: z.string(),
});
export type TAddableService = z.infer<typeof ZAddableService>;

export const ZOrderServicesResponse = z.object({
  services: z.array(ZPlacedOrderService),
  serviceOptions: z.array(ZAddableService),
  currency: ZCurrency,
});
export type TOrderServicesResponse = z.infer<typeof ZOrderServicesResponse>;

/** The order edit's deadline: required, 'YYYY-MM-DD HH:mm' (UTC), on the 30-minute grid, not in the past. */
export const ZOrderDeadline = z
  .string({ error: MESSAGE.deadlineRequired })
  .trim()
  .min(1, { error: MESSAGE.deadlineRequired, abort: true })
  .max(20, { error: MESSAGE.deadlineInvalid, abort: true })
  .superRefine((value, context) => {
    const date = parseDeadline(value);
    if (!date) context.addIssue({ code: 'custom', message: MESSAGE.deadlineInvalid });
    else if (!isOnDeadlineGrid(date))
      context.addIssue({ code: 'custom', message: withParams(MESSAGE.deadlineOffGrid, { minutes: DEADLINE_STEP_MINUTES }) });
    else if (date.getTime() <= Date.now()) context.addIssue({ code: 'custom', message: MESSAGE.deadlinePast });
  });

const serviceIdentities = z.array(z.string().min(1).max(80)).max(30);

/** The edit form's fields (researcher-area §5). */
export const ZOrderEditDetails = z.object({
  title: requiredText(512, MESSAGE.orderTitleRequired),
  deadline: ZOrderDeadline,
  addedServices: serviceIdentities.default([]),
  removedServices: serviceIdentities.default([]),
});
export type TOrderEditDetails = z.input<typeof ZOrderEditDetails>;

export const ZOrderSaveRequest = z.object({ orderDetails: ZOrderEditDetails });

export const ZOrderSaveResponse = z.object({
  orderDetails: z.object({
    externalId: z.string(),
    title: z.string(),
    deadline: z.string(),
    /** The latest deadline of the services added by this save, or the order's deadline (recomputeDeadline). */
    calculatedDeadline: z.string().nullable(),
    services: z.array(ZPlacedOrderService),
    /** The invoice issued for a price increase, or null. */
    invoiceNumber: z.string().nullable(),
    /** Account credit given back for removed services (minor units of the order's currency). */
    creditIssued: z.number().int(),
  }),
});
export type TOrderSaveResponse = z.infer<typeof ZOrderSaveResponse>;

// ---------------------------------------------------------------------------------------------
// POST /api/order/{externalId}/email-notifications
// ---------------------------------------------------------------------------------------------

/** Co-authors' addresses that also receive the order's e-mails: at most 10, each a valid address, no repeats. */
export const ZNotificationEmails = z
  .array(ZEmail)
  .max(MAX_NOTIFICATION_EMAILS, { error: withParams(MESSAGE.notificationEmailsTooMany, { max: MAX_NOTIFICATION_EMAILS }) })
  .transform((emails) => {
    const seen = new Set<string>();
    return emails.filter((email) => !seen.has(email.toLowerCase()) && seen.add(email.toLowerCase()));
  });

export const ZEmailNotificationsRequest = z.object({ settings: z.object({ emails: ZNotificationEmails }) });
export const ZEmailNotificationsResponse = z.object({ settings: z.object({ emails: z.array(z.string()) }) });

/** The form's one text field: addresses separated by commas, semicolons or spaces. */
export function splitEmailList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

// ---------------------------------------------------------------------------------------------
// GET /api/researcher/dashboard (not shown in the spec; docs/decisions.md)
// ---------------------------------------------------------------------------------------------

/** The dashboard's banners and balance widget: unpaid invoices, credit and prepayment, an order form in progress. */
export const ZDashboardResponse = z.object({
  unpaidInvoices: z.object({
    count: z.number().int(),
    /** Balance due per currency, over every unpaid invoice. */
    totals: z.array(z.object({ currency: ZCurrency, balance: z.number().int() })),
    /** The oldest ten (UNPAID_INVOICE_BANNER_LIMIT). */
    invoices: z.array(
      z.object({ invoiceNumber: z.string(), formattedDate: z.string(), balance: z.number().int(), currency: ZCurrency }),
    ),
  }),
  /** In the user's currency. */
  creditBalance: z.number().int(),
  availablePrepayment: z.number().int(),
  currency: ZCurrency,
  /** The step an unfinished order form stopped at, or null. */
  orderFormInProgress: z.object({ currentStep: z.string(), updatedAt: z.string() }).nullable(),
});
export type TDashboardResponse = z.infer<typeof ZDashboardResponse>;
