import { PAYMENT_METHOD_RULES, type TPaymentMethodId } from './payment/methods.ts';

/** Researcher area §5 and §9: the fapiao form's limits and the cancellation window. */
export const FAPIAO_LIMITS = {
  organizationMin: 2,
  organizationMax: 100,
  taxpayerMin: 6,
  taxpayerMax: 20,
  phoneMax: 15,
  shippingAddressMax: 300,
  cancellationWindowDays: 365,
} as const;

const LATIN_LETTER = /[A-Za-z]/;
const TAXPAYER_NUMBER = new RegExp(`^[A-Z0-9]{${FAPIAO_LIMITS.taxpayerMin},${FAPIAO_LIMITS.taxpayerMax}}$`);

/** 2 to 100 characters and no Latin letters: the buyer's name as the tax authority has it, in Chinese. */
export function isValidOrganizationName(name: string): boolean {
  const length = [...name].length;
  return length >= FAPIAO_LIMITS.organizationMin && length <= FAPIAO_LIMITS.organizationMax && !LATIN_LETTER.test(name);
}

/** 6 to 20 upper-case letters or digits (the unified social credit code has 18). */
export function isValidTaxpayerNumber(value: string): boolean {
  return TAXPAYER_NUMBER.test(value);
}

/** Alipay, UnionPay and bank transfer support fapiao (§9). */
export function methodSupportsFapiao(methodId: number): boolean {
  return PAYMENT_METHOD_RULES[methodId as TPaymentMethodId]?.supportsFapiao ?? false;
}

/** A prepayment whose retainer-invoice number holds US (issued by the international entity) hides the fapiao. */
export function isFapiaoHiddenForNumber(documentNumber: string): boolean {
  return documentNumber.toUpperCase().includes('US');
}

export type TFapiaoEligibility = {
  /** The user's localization issues fapiaos after payment (allowsFapiaoProcessingAfterPayment). */
  localizationAllowsAfterPayment: boolean;
  userCountryIso: string | null;
  methodId: number;
  paymentStatus: string;
  /** The invoice or retainer-invoice number the fapiao would cover. */
  documentNumber: string;
};

/**
 * Whether a fapiao may be requested for a payment after it was made (researcher area §6, shell §6): the
 * localization issues them after payment, the researcher is in China, the payment was captured by a method
 * that supports fapiao, and the document is not the international entity's (its number holds US).
 */
export function isFapiaoRequestable(input: TFapiaoEligibility): boolean {
  return (
    input.localizationAllowsAfterPayment &&
    input.userCountryIso === 'CN' &&
    input.paymentStatus === 'captured' &&
    methodSupportsFapiao(input.methodId) &&
    !isFapiaoHiddenForNumber(input.documentNumber)
  );
}

/**
 * Cancellation is offered only for an issued (completed) fapiao whose payment is under one year old, or when
 * the permission flag is set (staff acting for the researcher) (§5 Invoices and payoff, §9).
 */
export function isFapiaoCancellable(input: {
  status: string;
  paymentCompletedAt: Date | string | null;
  now: Date;
  isPermitted?: boolean;
}): boolean {
  if (input.status !== 'issued') return false;
  if (input.isPermitted) return true;
  if (input.paymentCompletedAt === null) return false;
  const paidAt = new Date(input.paymentCompletedAt).getTime();
  return input.now.getTime() - paidAt < FAPIAO_LIMITS.cancellationWindowDays * 86_400_000;
}

/** The two fapiao types (researcher area §3): a plain list, apart from the form's schema. */
export const FAPIAO_KINDS = ['general', 'special'] as const;
