import { z } from 'zod';
import { MESSAGE, withParams } from '../messages.ts';
import { makeAddressSchema, type TAddressFieldsInput, ZAddressFields } from '../rules/address.ts';
import { formatMoney } from '../rules/money.ts';
import {
  BRAZIL_PAYMENT_OPTIONS,
  INSTALLMENTS_MAX,
  INSTALLMENTS_MIN,
  isPaymentMethodId,
  isValidBrazilPostcode,
  isValidCnpj,
  isValidCpf,
  PAYMENT_METHOD_RULES,
  type TAddressDisplay,
  type TPaymentMethodId,
} from '../rules/payment/methods.ts';
import { ZCountry, ZCurrency, ZIsoDay } from './common.ts';
import { ZInvoiceFapiao } from './fapiao.ts';

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

export const FAPIAO_TYPES = ['general', 'special'] as const;
export const FAPIAO_DELIVERY_TIMELINES = ['with-payment', 'month-end'] as const;

export const ZFapiaoForm = z.object({
  /** A previously saved fapiao chosen in the selector; its fields are then copied. */
  id: z.number().int().positive().optional(),
  type: z.enum(FAPIAO_TYPES, { error: MESSAGE.fapiaoTypeRequired }),
  deliveryTimeline: z.enum(FAPIAO_DELIVERY_TIMELINES, { error: MESSAGE.fapiaoTimelineRequired }),
  title: z
    .string({ error: MESSAGE.fapiaoTitleRequired })
    .trim()
    .min(1, { error: MESSAGE.fapiaoTitleRequired })
    .max(200, { error: withParams(MESSAGE.fieldTooLong, { max: 200 }) }),
  taxpayerNumber: z
    .string({ error: MESSAGE.fapiaoTaxpayerRequired })
    .trim()
    .min(1, { error: MESSAGE.fapiaoTaxpayerRequired })
    .max(40, { error: withParams(MESSAGE.fieldTooLong, { max: 40 }) }),
  specialInstructions: z
    .string()
    .trim()
    .max(500, { error: withParams(MESSAGE.fieldTooLong, { max: 500 }) })
    .default(''),
});
export type TFapiaoForm = z.infer<typeof ZFapiaoForm>;
export type TFapiaoFormInput = z.input<typeof ZFapiaoForm>;

export const ZSavedFapiao = ZFapiaoForm.extend({
  id: z.number().int(),
  createdAt: z.string(),
  typeLabel: z.string(),
});
export type TSavedFapiao = z.infer<typeof ZSavedFapiao>;

export const TAX_ID_TYPES = ['CPF', 'CNPJ'] as const;
export const ZTaxIdentification = z.object({
  type: z.enum(TAX_ID_TYPES, { error: MESSAGE.taxTypeRequired }),
  number: z
    .string({ error: MESSAGE.taxNumberRequired })
    .trim()
    .min(1, { error: MESSAGE.taxNumberRequired })
    .max(20, { error: MESSAGE.taxNumberInvalid }),
});

export const ZCreditCardNonce = z.object({
  /** From the hosted card form (sandbox: GET /api/payment/braintree-client-token, then the card frame). */
  nonce: z.string().min(8).max(200),
  type: z.string().max(40).default(''),
  lastFour: z
    .string()
    .regex(/^\d{4}$/)
    .or(z.literal(''))
    .default(''),
  /** The card's charge currency; only credit card supports currency selection. */
  currency: z.string().length(3).optional(),
  braintreeSaveCC: z.boolean().default(false),
});

export const PREPAYMENT_OPTIONS = ['fullPayment', 'partialPayment', 'none'] as const;

const money = z
  .number({ error: MESSAGE.invalidValue })
  .int({ error: MESSAGE.invalidValue })
  .min(0, { error: MESSAGE.invalidValue });

// ---------------------------------------------------------------------------------------------
// The payment form (PUT /api/order-form/{id}/payments, POST /api/payoff/payment, POST /api/prepay/payment)
// ---------------------------------------------------------------------------------------------

/**
 * Payment form values as the spec names them. Amounts are integer minor units of `currencyIso`.
 * `amount` is what the payer saw as due by the method; the server recomputes it and refuses a mismatch.
 */
export const ZPaymentFormFields = z.object({
  paymentMethodId: z
    .number({ error: MESSAGE.paymentMethodRequired })
    .int({ error: MESSAGE.paymentMethodRequired })
    .nullable()
    .default(null),
  amount: money,
  currencyIso: z.string().length(3, { error: MESSAGE.paymentCurrencyRequired }),
  acceptedTermsAndConditions: z.boolean().default(true),
  creditCard: ZCreditCardNonce.optional(),
  useCredits: z.enum(['yes', 'no']).default('no'),
  creditsApplied: money.default(0),
  prepaymentOption: z.enum(PREPAYMENT_OPTIONS).default('none'),
  prepaymentApplied: money.default(0),
  voucherCode: z.string().trim().max(64).optional(),
  voucherApplied: money.default(0),
  requireFapiao: z.boolean().nullable().default(null),
  fapiaoRequirementConfirmed: z.boolean().default(false),
  fapiao: z.unknown().optional(),
  brazilPaymentMethods: z.enum(BRAZIL_PAYMENT_OPTIONS).nullable().default(null),
  usingFapespFunds: z.boolean().default(false),
  fapespNumber: z.string().trim().max(40).optional(),
  requestAllpago: z.boolean().default(false),
  /** Research-grant funding (card or bank transfer only). */
  usingFunds: z.boolean().default(false),
  numberOfInstallments: z.number().int().nullable().default(null),
  taxIdentification: z.unknown().optional(),
  boletoPayer: z.string().trim().max(100).optional(),
  processNumber: z.string().trim().max(40).optional(),
  billingAddress: z.unknown().optional(),
  invoiceAddress: z.unknown().optional(),
  /** The inverse of the form's invoiceAddressDiffersFromBilling (spec §7). */
  invoiceAddressSameAsBilling: z.boolean().default(true),
  purchaseOrder: z.object({ number: z.string().trim().max(60).default('') }).optional(),
  receiptCode: z.string().max(64).optional(),
  additionalData: z.record(z.string(), z.string().max(500)).optional(),
  /** Staff options while impersonating (spec §3 admin payment options). */
  suppressInvoiceCreation: z.enum(['yes', 'no']).optional(),
  requireCustomerNotification: z.boolean().optional(),
});
export type TPaymentFormFields = z.infer<typeof ZPaymentFormFields>;
export type TPaymentFormInput = z.input<typeof ZPaymentFormFields>;

/** What the rules of one payment depend on; built by the server from its records, by the web from /api/payment/load. */
export type TPaymentFormContext = {
  /** Methods the payer may choose now (allowedPaymentMethods), plus the settling internal method when nothing is due. */
  allowedMethodIds: readonly TPaymentMethodId[];
  total: number;
  amountDue: number;
  currency: { sign: string; numDecimals: number };
  availablePrepayment: number;
  creditBalance: number;
  fapiaoAvailable: boolean;
  showBrazilOptions: boolean;
  address: (methodId: TPaymentMethodId | null, requireFapiao: boolean) => TAddressDisplay;
  countryHasStates: (countryId: number) => boolean;
  isImpersonated: boolean;
  /** Staff acting for the customer on an order must answer whether to create the invoice (spec §5). */
  asksStaffOptions?: boolean;
};

/** The payment form's rules with the spec's messages; the web form and the server use this one schema. */
export function makePaymentFormSchema(context: TPaymentFormContext) {
  return ZPaymentFormFields.superRefine((form, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const methodId = form.paymentMethodId;
    if (methodId === null || !isPaymentMethodId(methodId)) {
      issue(['paymentMethodId'], MESSAGE.paymentMethodRequired);
      return;
    }
    if (!context.allowedMethodIds.includes(methodId)) issue(['paymentMethodId'], MESSAGE.paymentMethodNotAllowed);
    const rules = PAYMENT_METHOD_RULES[methodId];
    if (context.asksStaffOptions && form.suppressInvoiceCreation === undefined) {
      issue(['suppressInvoiceCreation'], MESSAGE.selectionRequired);
    }

    if (form.prepaymentApplied > Math.min(context.availablePrepayment, context.total)) {
      const amount = formatMoney(Math.min(context.availablePrepayment, context.total), context.currency);
      issue(['prepaymentApplied'], withParams(MESSAGE.prepayAmountExceeds, { amount }));
    }
    if (form.creditsApplied > Math.min(context.creditBalance, context.total)) {
      const amount = formatMoney(Math.min(context.creditBalance, context.total), context.currency);
      issue(['creditsApplied'], withParams(MESSAGE.creditsAmountExceeds, { amount }));
    }
    if (form.voucherApplied > 0 && (form.creditsApplied > 0 || form.prepaymentApplied > 0)) {
      issue(['voucherCode'], MESSAGE.invalidValue);
    }
    if (form.voucherApplied > 0 && !form.voucherCode) issue(['voucherCode'], MESSAGE.voucherRequired);

    if (context.showBrazilOptions && form.brazilPaymentMethods === null && rules.flow !== 'internal') {
      issue(['brazilPaymentMethods'], MESSAGE.brazilOptionRequired);
    }
    if (context.fapiaoAvailable && context.total > 0 && form.requireFapiao === null && rules.flow !== 'internal') {
      issue(['requireFapiao'], MESSAGE.fapiaoAnswerRequired);
    }
    const requireFapiao = context.fapiaoAvailable && form.requireFapiao === true && rules.supportsFapiao;
    if (requireFapiao) {
      const fapiao = ZFapiaoForm.safeParse(form.fapiao ?? {});
      if (!fapiao.success) for (const i of fapiao.error.issues) issue(['fapiao', ...(i.path as string[])], i.message);
    }

    if (
      rules.supportsCurrencySelection &&
      form.creditCard?.currency === undefined &&
      rules.flow === 'card' &&
      form.usingFapespFunds
    ) {
      issue(['creditCard', 'currency'], MESSAGE.paymentCurrencyRequired);
    }
    if (rules.flow === 'card' && !form.creditCard) issue(['creditCard', 'nonce'], MESSAGE.paymentProcessingError);

    if (rules.isLocalProvider) {
      const tax = ZTaxIdentification.safeParse(form.taxIdentification ?? {});
      if (!tax.success) {
        for (const i of tax.error.issues) issue(['taxIdentification', ...(i.path as string[])], i.message);
      } else {
        const valid = tax.data.type === 'CPF' ? isValidCpf(tax.data.number) : isValidCnpj(tax.data.number);
        if (!valid) issue(['taxIdentification', 'number'], MESSAGE.taxNumberInvalid);
      }
      const installments = form.numberOfInstallments;
      if (
        rules.key !== 'local-paypal' &&
        (installments === null || installments < INSTALLMENTS_MIN || installments > INSTALLMENTS_MAX)
      ) {
        issue(['numberOfInstallments'], MESSAGE.installmentsRequired);
      }
      if (rules.flow === 'boleto' && !form.boletoPayer) issue(['boletoPayer'], MESSAGE.boletoPayerRequired);
    }

    const display = context.address(methodId, requireFapiao);
    const checkAddress = (key: 'billingAddress' | 'invoiceAddress', value: unknown, isInvoice: boolean) => {
      const schema = makeAddressSchema({
        showName: display.showName,
        showPhone: display.showPhone,
        isOrganizationRequired: display.requireOrganization || isInvoice,
        countryHasStates: context.countryHasStates,
        isZipRequired: true,
        zipMessage: display.brazilPostcode ? MESSAGE.brazilPostcodeInvalid : undefined,
      });
      const given = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
      // A schema made for one check is parsed once or twice: compiling zod's fast path for it costs more than it saves.
      const parsed = schema.safeParse(given, { jitless: true });
      if (!parsed.success) {
        for (const i of parsed.error.issues) issue([key, ...(i.path as string[])], i.message);
        // Without a country the field rules do not run; check the rest so every message shows at once.
        if (parsed.error.issues.some((i) => i.path[0] === 'country')) {
          const rest = schema.safeParse({ ...given, country: Number.MAX_SAFE_INTEGER }, { jitless: true });
          if (!rest.success) for (const i of rest.error.issues) issue([key, ...(i.path as string[])], i.message);
        }
        return;
      }
      const address = parsed.data;
      if (display.phoneElevenDigits && display.showPhone && !/^\d{11}$/.test(address.phone.replace(/[\s-]/g, ''))) {
        issue([key, 'phone'], MESSAGE.phoneElevenDigits);
      }
      if (display.brazilPostcode && !isValidBrazilPostcode(address.zip)) issue([key, 'zip'], MESSAGE.brazilPostcodeInvalid);
      if (display.restrictCountryId !== null && address.country !== display.restrictCountryId) {
        issue([key, 'country'], MESSAGE.countryRequired);
      }
    };
    if (display.showBilling) checkAddress('billingAddress', form.billingAddress, false);
    if (display.forcesInvoiceAddress || (!form.invoiceAddressSameAsBilling && display.showBilling)) {
      checkAddress('invoiceAddress', form.invoiceAddress, display.forcesInvoiceAddress);
    }
  });
}

/** Address values as the payment form sends them. */
export type TPaymentAddressInput = TAddressFieldsInput;
export const ZPaymentAddress = ZAddressFields;

// ---------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------

export const PAYMENT_RESULT_STATUSES = ['paid', 'redirect', 'awaiting-payment', 'declined', 'pending'] as const;

/** The answer to every payment submission. On `declined` the order form is left as it was. */
export const ZPaymentResult = z.object({
  status: z.enum(PAYMENT_RESULT_STATUSES),
  /** A message key (with parameters) for 'There was a problem saving your payment: {error}'. */
  error: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  /** An HTML form the page auto-submits (some providers take a POST). */
  redirectForm: z
    .object({ action: z.string(), method: z.enum(['GET', 'POST']), fields: z.record(z.string(), z.string()) })
    .nullable(),
  receiptCode: z.string(),
  paymentId: z.number().int().nullable(),
  /** Set when an order was placed (purpose order). */
  externalId: z.string().nullable(),
  invoiceNumbers: z.array(z.string()),
  retainerInvoiceNumber: z.string().nullable(),
  boletoUrl: z.string().nullable(),
});
export type TPaymentResult = z.infer<typeof ZPaymentResult>;

export const ZPaymentMethod = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  subheader: z.string().nullable(),
  flow: z.enum(['internal', 'card', 'redirect', 'boleto', 'offline']),
  isExternal: z.boolean(),
});
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

export const ZOption = z.object({ value: z.string(), label: z.string() });

export const ZBankDetails = z.object({ username: z.string(), account: z.string(), bank: z.string(), location: z.string() });

/** GET /api/payment/load: what the payment form needs for the signed-in payer. */
export const ZPaymentLoadResponse = z.object({
  countries: z.array(ZCountry),
  currencies: z.array(ZCurrency),
  /** Currencies a card may be charged in (only credit card supports currency selection). */
  cardCurrencies: z.array(z.string()),
  braintreeMerchantAccounts: z.record(z.string(), z.string()),
  fapiaoTypes: z.array(ZOption),
  fapiaoDeliveryTimelines: z.array(ZOption),
  fapiaoAvailable: z.boolean(),
  fapiaos: z.array(ZSavedFapiao),
  /** Every method configured for the payer's localization, in display order; the rules filter them. */
  paymentMethods: z.array(ZPaymentMethod),
  promotionalCode: z.string().nullable(),
  receiptCodes: z.object({ order: z.string().nullable(), payoff: z.string(), prepay: z.string() }),
  /** The country is the plain id here: a response is encoded, and the request-side preprocess cannot be. */
  userAddresses: z.array(ZPaymentAddress.extend({ id: z.number().int(), country: z.number().int() })),
  userCountry: z.object({ id: z.number().int().nullable(), iso: z.string().nullable() }),
  currency: ZCurrency,
  creditBalance: z.number().int(),
  availablePrepayment: z.number().int(),
  voucherAvailable: z.boolean(),
  bankDetails: ZBankDetails,
  isImpersonated: z.boolean(),
  minimumPrepayAmount: z.number().int(),
});
export type TPaymentLoadResponse = z.infer<typeof ZPaymentLoadResponse>;

export const ZClientTokenResponse = z.object({ clientToken: z.string() });

/** PUT /api/order-form/{orderIdentity}/voucher/{code} (shape not shown; docs/decisions.md). */
export const ZVoucherResponse = z.object({
  valid: z.boolean(),
  code: z.string(),
  /** What the voucher covers of this order, in the order's currency. */
  amount: z.number().int(),
  error: z.string().nullable(),
});

export const ZRewardPointsResponse = z.object({ totalRewardPoints: z.number().int(), updated: z.boolean() });

// ---------------------------------------------------------------------------------------------
// Invoices, credits, prepayments
// ---------------------------------------------------------------------------------------------

export const ZInvoice = z.object({
  invoiceNumber: z.string(),
  transactionDate: z.string(),
  formattedDate: z.string(),
  balance: z.number().int(),
  totalAmount: z.number().int(),
  exchangeRate: z.string(),
  currency: ZCurrency,
  localization: z.string(),
  pendingWriteoff: z.boolean(),
  boletoUrl: z.string().nullable(),
  customFields: z.object({ Submission: z.string().nullable() }),
  payments: z.array(
    z.object({ id: z.number().int(), amount: z.number().int(), retainerinvoice_id: z.number().int().nullable() }),
  ),
  statementOfDelivery: z.object({ status: z.enum(['pending', 'available']) }),
  fapiao: ZInvoiceFapiao.nullable(),
  /** The captured payment a fapiao may be requested for now (fapiao rules), or null. */
  fapiaoPaymentId: z.number().int().nullable().default(null),
});
export type TInvoice = z.infer<typeof ZInvoice>;

/** When a credit or a prepayment was received (as shown, and as recorded) and when it expires (null: never). */
const fundsDatesShape = { formattedDate: z.string(), transactionDate: z.string(), expirationDate: z.string().nullable() };

export const ZCredit = z.object({
  referenceNumber: z.string(),
  ...fundsDatesShape,
  formattedExpirationDate: z.string().nullable(),
  totalAmount: z.number().int(),
  balance: z.number().int(),
  currency: ZCurrency,
});
export type TCredit = z.infer<typeof ZCredit>;

export const ZPrepayment = z.object({
  retainerInvoiceNumber: z.string(),
  ...fundsDatesShape,
  totalAmount: z.number().int(),
  availablePrepaymentAmount: z.number().int(),
  /** What is still unpaid on the retainer invoice. */
  balance: z.number().int(),
  boletoUrl: z.string().nullable(),
  fapiao: ZInvoiceFapiao.nullable(),
  /** The captured payment a fapiao may be requested for now (fapiao rules), or null. */
  fapiaoPaymentId: z.number().int().nullable().default(null),
  payment: z.object({ id: z.number().int(), amount: z.number().int() }).nullable(),
  currency: ZCurrency,
});
export type TPrepayment = z.infer<typeof ZPrepayment>;

export const ZInvoiceLoadQuery = z.object({
  status: z.enum(['unpaid', 'all']).default('all'),
  from: ZIsoDay.optional(),
  to: ZIsoDay.optional(),
  orderNumber: z.string().trim().max(40).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** GET /api/invoice/load. */
export const ZInvoiceLoadResponse = z.object({
  pendingPayments: z.array(z.object({ receiptCode: z.string(), amount: z.number().int(), methodKey: z.string() })),
  invoices: z.array(ZInvoice),
  unpaidInvoices: z.array(ZInvoice),
  credits: z.array(ZCredit),
  currency: ZCurrency,
  paymentMethods: z.array(ZPaymentMethod),
  /** Credit balance in USD cents. */
  usdCredits: z.number().int(),
  prepayments: z.array(ZPrepayment),
  voucherAvailable: z.boolean(),
  /** The researcher's localization issues fapiaos after payment (the fapiao column of invoices and prepayments). */
  fapiaoAfterPayment: z.boolean().default(false),
  pagination: z.object({
    previous: z.number().int().nullable(),
    next: z.number().int().nullable(),
    current: z.number().int(),
    total: z.number().int(),
  }),
});
export type TInvoiceLoadResponse = z.infer<typeof ZInvoiceLoadResponse>;

/** POST /api/payoff/payment: the payment form plus the invoices paid (their numbers are the payoff receipt codes). */
export const ZPayoffRequest = ZPaymentFormFields.extend({
  payoffReceiptCodes: z.array(z.string().min(1).max(40)).min(1).max(100),
});

/** POST /api/prepay/payment: a new prepayment of `prepayAmount`, or the balance of an existing one. */
export const ZPrepayRequest = ZPaymentFormFields.extend({
  prepayAmount: money.optional(),
  retainerInvoiceNumber: z.string().max(40).optional(),
});

/** The prepay amount rule: at least the currency's minimum, with 'The amount needs to be more than {price}'. */
export function makePrepayAmountSchema(minimum: number, currency: { sign: string; numDecimals: number }) {
  const message = withParams(MESSAGE.prepayAmountTooSmall, { price: formatMoney(minimum, currency) });
  return z.number({ error: message }).int({ error: message }).min(minimum, { error: message }).max(1_000_000_000_00);
}

export const ZSandboxWebhookEvent = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(['payment.approved', 'payment.declined']),
  data: z.object({
    sessionId: z.string().min(1).max(100),
    reference: z.string().min(1).max(100),
    amount: z.number().int(),
    currency: z.string().length(3),
    message: z.string().max(200).optional(),
  }),
});
export type TSandboxWebhookEvent = z.infer<typeof ZSandboxWebhookEvent>;
