import { z } from 'zod';
import { SERVICE_TYPES } from '../constants.ts';
import { MESSAGE } from '../messages.ts';
import { FAPIAO_KINDS, FAPIAO_LIMITS, isValidOrganizationName, isValidTaxpayerNumber } from '../rules/fapiao.ts';
import { isOneLine, ZEmail } from './common.ts';

/**
 * Fapiao tax receipts requested after payment (researcher area §2 {invoiceNumber}/fapiao, §3 Fapiao, §5 Fapiao
 * form, §7 the /api/fapiao calls; shell-and-account §2 prepay/{retainerInvoiceNumber}/fapiao). The checkout's
 * own fapiao form (asked before payment where the localization does not issue after payment) is ZFapiaoForm in
 * payment.ts.
 */

export const FAPIAO_MESSAGE = {
  typeRequired: MESSAGE.fapiaoTypeRequired,
  serviceTypeRequired: 'value-required',
  organizationName: 'fapiao-organization-name-error',
  taxpayerNumber: 'fapiao-taxpayer-number-error',
  phoneTooLong: 'phone-number-too-long',
  phoneRequired: MESSAGE.phoneRequired,
  shippingAddressTooLong: 'fapiao-shipping-address-too-long',
  notAvailable: 'fapiao-not-available',
  alreadyRequested: 'fapiao-already-requested',
  cancellationNotAllowed: 'fapiao-cancellation-not-allowed',
  cancellationRefused: 'fapiao-cancellation-refused',
  notIssued: 'fapiao-not-issued',
  staffNotRequested: 'fapiao-staff-not-requested',
  staffNumberRequired: 'fapiao-staff-number-required',
  documentTooLarge: 'fapiao-document-too-large',
  documentNotPdf: 'fapiao-document-not-pdf',
} as const;

export type TFapiaoKind = (typeof FAPIAO_KINDS)[number];
export const FAPIAO_STATUSES = ['requested', 'issued', 'cancelled', 'failed'] as const;
export type TFapiaoStatus = (typeof FAPIAO_STATUSES)[number];

/** An optional one-line text of the form: trimmed, empty when left out, at most `max` characters (`error` beyond). */
const textOrEmpty = (max: number, error: string) =>
  z
    .string()
    .trim()
    .default('')
    .refine((value) => value.length <= max, { error })
    .refine(isOneLine, { error: MESSAGE.invalidValue });

/**
 * The fapiao form as the researcher fills it in (every field a string, as the form holds it); the server
 * parses the same schema. A special (VAT) fapiao needs the taxpayer number and a mobile number.
 */
export const ZFapiaoRequestForm = z
  .object({
    type: z.enum(FAPIAO_KINDS, { error: FAPIAO_MESSAGE.typeRequired }),
    serviceType: z.enum(SERVICE_TYPES, { error: FAPIAO_MESSAGE.serviceTypeRequired }),
    organizationName: z
      .string({ error: FAPIAO_MESSAGE.organizationName })
      .trim()
      .refine(isValidOrganizationName, { error: FAPIAO_MESSAGE.organizationName }),
    taxpayerNumber: z
      .string()
      .trim()
      .default('')
      .refine((value) => value === '' || isValidTaxpayerNumber(value), { error: FAPIAO_MESSAGE.taxpayerNumber }),
    contactEmail: ZEmail,
    contactPhone: textOrEmpty(FAPIAO_LIMITS.phoneMax, FAPIAO_MESSAGE.phoneTooLong),
    shippingAddress: textOrEmpty(FAPIAO_LIMITS.shippingAddressMax, FAPIAO_MESSAGE.shippingAddressTooLong),
  })
  .superRefine((form, context) => {
    if (form.type !== 'special') return;
    if (form.taxpayerNumber === '') {
      context.addIssue({ code: 'custom', path: ['taxpayerNumber'], message: FAPIAO_MESSAGE.taxpayerNumber });
    }
    if (form.contactPhone === '') {
      context.addIssue({ code: 'custom', path: ['contactPhone'], message: FAPIAO_MESSAGE.phoneRequired });
    }
  });
export type TFapiaoRequestForm = z.infer<typeof ZFapiaoRequestForm>;
export type TFapiaoRequestFormInput = z.input<typeof ZFapiaoRequestForm>;

/**
 * POST /api/fapiao: the form plus the payment it is for and the receipt it covers. receiptCode is the number
 * of the invoice or retainer invoice (prepayment) the payment paid, or for a digital purchase the payment's
 * own receipt code.
 */
export const ZCreateFapiaoRequest = z.intersection(
  ZFapiaoRequestForm,
  z.object({
    paymentId: z.coerce
      .number({ error: MESSAGE.notFound })
      .int({ error: MESSAGE.notFound })
      .positive({ error: MESSAGE.notFound })
      .max(2_147_483_647, { error: MESSAGE.notFound }),
    receiptCode: z
      .string({ error: MESSAGE.notFound })
      .trim()
      .min(1, { error: MESSAGE.notFound })
      .max(60, { error: MESSAGE.notFound }),
  }),
);
export type TCreateFapiaoRequest = z.infer<typeof ZCreateFapiaoRequest>;

/** What a fapiao is for: an order's invoice, a prepayment's retainer invoice, or a digital purchase (context Paddle). */
export const FAPIAO_CONTEXTS = ['invoice', 'prepayment', 'digital'] as const;

/** A fapiao as the researcher sees it (§3 Fapiao, plus its state). */
export const ZFapiao = z.object({
  identity: z.string(),
  type: z.enum(FAPIAO_KINDS),
  serviceType: z.string(),
  serviceTypeName: z.string(),
  organizationName: z.string(),
  taxpayerNumber: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  shippingAddress: z.string(),
  status: z.enum(FAPIAO_STATUSES),
  /** Issued: the number the tax service gave it. */
  number: z.string().nullable(),
  /** Issued: where its PDF downloads. */
  url: z.string().nullable(),
  completed: z.boolean(),
  receiptCode: z.string(),
  paymentId: z.number().int(),
  context: z.enum(FAPIAO_CONTEXTS),
  amount: z.number().int(),
  currencyIso: z.string(),
  /** Issued and the payment under one year old (or staff acting for the researcher). */
  cancellable: z.boolean(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  issuedAt: z.string().nullable(),
});
export type TFapiao = z.infer<typeof ZFapiao>;

export const ZCreateFapiaoResponse = z.object({ fapiao: ZFapiao, error: z.null() });
export type TCreateFapiaoResponse = z.infer<typeof ZCreateFapiaoResponse>;

/** GET /api/fapiao?context=Paddle: the fapiaos of digital purchases; without it, those of invoices and prepayments. */
export const ZFapiaoListQuery = z.object({ context: z.enum(['Paddle']).optional() });
export const ZFapiaoListResponse = z.object({ fapiaos: z.array(ZFapiao) });
export type TFapiaoListResponse = z.infer<typeof ZFapiaoListResponse>;

export const ZFapiaoIdentityParams = z.object({ identity: z.uuid({ error: MESSAGE.notFound }) });

export const ZCancelFapiaoResponse = z.object({ fapiao: ZFapiao });

/** GET /api/fapiao/requestable/{invoiceNumber}: the document's own address finds its payment (not in the spec). */
export const ZFapiaoDocumentParams = z.object({ invoiceNumber: z.string().trim().min(1).max(60) });
/** The payment a fapiao may be requested for now for that document, or null when the rules allow none. */
export const ZFapiaoRequestableResponse = z.object({ paymentId: z.number().int().nullable() });
export type TCancelFapiaoResponse = z.infer<typeof ZCancelFapiaoResponse>;

export const ZOrganizationQuery = z.object({ name: z.string().trim().max(100).default('') });
export const ZOrganizationSuggestion = z.object({ organizationName: z.string(), taxpayerNumber: z.string() });
export type TOrganizationSuggestion = z.infer<typeof ZOrganizationSuggestion>;
export const ZOrganizationsResponse = z.object({ organizations: z.array(ZOrganizationSuggestion) });
export type TOrganizationsResponse = z.infer<typeof ZOrganizationsResponse>;

/** The fapiao as the invoice list and the prepay page show it beside an invoice (§3 Invoice.fapiao). */
export const ZInvoiceFapiao = z.object({
  identity: z.string(),
  status: z.enum(FAPIAO_STATUSES),
  type: z.enum(FAPIAO_KINDS),
  number: z.string().nullable(),
  url: z.string().nullable(),
  completed: z.boolean(),
  receiptCode: z.string(),
  cancellable: z.boolean(),
});
export type TInvoiceFapiao = z.infer<typeof ZInvoiceFapiao>;

// ---------------------------------------------------------------------------------------------
// Staff console: /staff/fapiaos
// ---------------------------------------------------------------------------------------------

export const ZStaffFapiaoQuery = z.object({ status: z.enum(FAPIAO_STATUSES).optional() });
export const ZStaffFapiao = ZFapiao.extend({
  customerEmail: z.string(),
  customerName: z.string(),
  providerReference: z.string().nullable(),
});
export type TStaffFapiao = z.infer<typeof ZStaffFapiao>;
export const ZStaffFapiaoListResponse = z.object({ fapiaos: z.array(ZStaffFapiao) });
export type TStaffFapiaoListResponse = z.infer<typeof ZStaffFapiaoListResponse>;

/** The largest PDF staff may attach when they issue a fapiao by hand (a fapiao's PDF is a few hundred KB). */
export const FAPIAO_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Staff mark a requested fapiao issued or failed with a reason. Issued: as JSON (the portal generates the
 * document), or as multipart with this `number` field and the real fapiao's PDF as `file` (the number then required).
 */
export const ZStaffIssueFapiaoRequest = z.object({
  number: z
    .string()
    .trim()
    .regex(/^[0-9]{8,20}$/, { error: MESSAGE.invalidValue })
    .optional(),
});
export const ZStaffFailFapiaoRequest = z.object({
  reason: z
    .string({ error: MESSAGE.invalidValue })
    .trim()
    .min(1, { error: MESSAGE.invalidValue })
    .max(300, { error: MESSAGE.invalidValue })
    .refine(isOneLine, { error: MESSAGE.invalidValue }),
});
export const ZStaffFapiaoResponse = z.object({ fapiao: ZStaffFapiao });
