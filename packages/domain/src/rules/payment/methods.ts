import { BRAZIL_COUNTRY_ID, PAYMENT_METHOD } from '../../constants.ts';

/** Payment method ids (spec §9 of order-form-and-checkout and shell-and-account). */
export type TPaymentMethodId = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];
export const PAYMENT_METHOD_IDS = Object.values(PAYMENT_METHOD) as TPaymentMethodId[];

export function isPaymentMethodId(value: unknown): value is TPaymentMethodId {
  return typeof value === 'number' && (PAYMENT_METHOD_IDS as number[]).includes(value);
}

/**
 * How a method is paid:
 * - internal: settled from the portal's own ledgers (credits, prepayments, vouchers) or free;
 * - card: a hosted card form returns a nonce that is charged at once;
 * - redirect: the payer approves at the provider's page; the result arrives by webhook and return URL;
 * - boleto: a payable document is issued; the payment arrives later;
 * - offline: bank transfer or purchase order — an unpaid invoice is issued.
 */
export type TPaymentFlow = 'internal' | 'card' | 'redirect' | 'boleto' | 'offline';

/** The provider that handles a method; each is one adapter behind the PaymentGateway interface. */
export type TPaymentProvider = 'portal' | 'card' | 'paypal' | 'alipay' | 'wechat' | 'unionpay' | 'local' | 'webpay';

export type TPaymentMethodRules = {
  /** Catalogue key of the method's name: `payment-method-{key}`. */
  key: string;
  flow: TPaymentFlow;
  provider: TPaymentProvider;
  supportsCurrencySelection: boolean;
  supportsResearchGrant: boolean;
  supportsFapiao: boolean;
  requiresOrganization: boolean;
  requiresPhone: boolean;
  requiresBilling: boolean;
  /** The Brazilian local provider's methods: shown only when the payer asks for the local provider. */
  isLocalProvider: boolean;
  /** Paid through an external site: the selector shows the external-site disclaimer. */
  isExternal: boolean;
  /** Shown as a button in the method list (credits, vouchers and free are chosen by the payment options). */
  isListed: boolean;
};

const base = {
  supportsCurrencySelection: false,
  supportsResearchGrant: false,
  supportsFapiao: false,
  requiresOrganization: false,
  requiresPhone: false,
  requiresBilling: true,
  isLocalProvider: false,
  isExternal: false,
  isListed: true,
} as const;

export const PAYMENT_METHOD_RULES: Record<TPaymentMethodId, TPaymentMethodRules> = {
  [PAYMENT_METHOD.credits]: { ...base, key: 'credits', flow: 'internal', provider: 'portal', isListed: false },
  [PAYMENT_METHOD.creditCard]: {
    ...base,
    key: 'credit-card',
    flow: 'card',
    provider: 'card',
    supportsCurrencySelection: true,
    supportsResearchGrant: true,
  },
  [PAYMENT_METHOD.free]: { ...base, key: 'free', flow: 'internal', provider: 'portal', requiresBilling: true, isListed: false },
  [PAYMENT_METHOD.payPal]: { ...base, key: 'paypal', flow: 'redirect', provider: 'paypal', isExternal: true },
  [PAYMENT_METHOD.bankTransfer]: {
    ...base,
    key: 'bank-transfer',
    flow: 'offline',
    provider: 'portal',
    supportsResearchGrant: true,
    supportsFapiao: true,
    requiresOrganization: true,
    requiresPhone: true,
  },
  [PAYMENT_METHOD.alipay]: {
    ...base,
    key: 'alipay',
    flow: 'redirect',
    provider: 'alipay',
    supportsFapiao: true,
    requiresPhone: true,
    isExternal: true,
  },
  [PAYMENT_METHOD.boleto]: { ...base, key: 'boleto', flow: 'boleto', provider: 'local', isLocalProvider: true },
  [PAYMENT_METHOD.unionPay]: {
    ...base,
    key: 'unionpay',
    flow: 'redirect',
    provider: 'unionpay',
    supportsFapiao: true,
    requiresPhone: true,
    isExternal: true,
  },
  [PAYMENT_METHOD.localPayPal]: {
    ...base,
    key: 'local-paypal',
    flow: 'redirect',
    provider: 'local',
    requiresOrganization: true,
    requiresPhone: true,
    isLocalProvider: true,
    isExternal: true,
  },
  [PAYMENT_METHOD.localCard]: {
    ...base,
    key: 'local-card',
    flow: 'redirect',
    provider: 'local',
    requiresOrganization: true,
    isLocalProvider: true,
    isExternal: true,
  },
  [PAYMENT_METHOD.weChat]: {
    ...base,
    key: 'wechat',
    flow: 'redirect',
    provider: 'wechat',
    requiresPhone: true,
    isExternal: true,
  },
  [PAYMENT_METHOD.voucher]: { ...base, key: 'voucher', flow: 'internal', provider: 'portal', isListed: false },
  [PAYMENT_METHOD.webPay]: {
    ...base,
    key: 'web-pay',
    flow: 'redirect',
    provider: 'webpay',
    requiresBilling: false,
    isExternal: true,
  },
  [PAYMENT_METHOD.qrPay]: {
    ...base,
    key: 'qr-pay',
    flow: 'redirect',
    provider: 'webpay',
    requiresBilling: false,
    isExternal: true,
  },
};

/**
 * Purposes a payment serves: an order from the order form, a payoff of unpaid invoices, a prepayment, or a
 * digital-tools purchase (editing subscription or translation package).
 */
export const PAYMENT_PURPOSES = ['order', 'payoff', 'prepay', 'digital'] as const;
export type TPaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const BRAZIL_PAYMENT_OPTIONS = ['no-requirements', 'fapesp', 'allpago'] as const;
export type TBrazilPaymentOption = (typeof BRAZIL_PAYMENT_OPTIONS)[number];

export type TMethodContext = {
  purpose: TPaymentPurpose;
  /** The methods configured for the payer's localization (seeded per localization). */
  configuredMethods: readonly TPaymentMethodId[];
  /** What is left to pay by a method after credits, prepayment and voucher, in minor units. */
  amountDue: number;
  /** The order's total before credits, prepayment or voucher; 0 or less means a free order. */
  total: number;
  userCountryIso: string | null;
  brazilOption: TBrazilPaymentOption | null;
  usingFunds: boolean;
  requireFapiao: boolean;
  isImpersonated: boolean;
  /** The order's customer goal is the one paid by bank transfer through staff only (docs/decisions.md). */
  isStaffBankTransferGoal: boolean;
  /** Orders created by staff allow every configured method, including bank transfer for any goal. */
  adminCreated: boolean;
  /** The payer's usable credit balance, in the payment's currency (payoff offers credits only below the total). */
  creditBalance: number;
};

/** Only Brazil users with a total above zero see the Brazil payment options. */
export function showsBrazilOptions(userCountryIso: string | null, total: number): boolean {
  return userCountryIso === 'BR' && total > 0;
}

/**
 * The method buttons the payer may choose from, in the configured order. The server refuses any other id.
 * Credits (1) appear only for a payoff whose total the credit balance does not cover (researcher-area §6).
 */
export function allowedPaymentMethods(context: TMethodContext): TPaymentMethodId[] {
  if (context.total <= 0 || context.amountDue <= 0) return [];
  const brazil = showsBrazilOptions(context.userCountryIso, context.total) ? context.brazilOption : null;
  const usingFunds = context.usingFunds || brazil === 'fapesp';
  return context.configuredMethods.filter((id) => {
    const rules = PAYMENT_METHOD_RULES[id];
    if (id === PAYMENT_METHOD.credits) {
      return context.purpose === 'payoff' && context.creditBalance > 0 && context.creditBalance < context.amountDue;
    }
    if (!rules.isListed) return false;
    if (brazil === 'allpago' ? !rules.isLocalProvider : rules.isLocalProvider) return false;
    if (usingFunds && !rules.supportsResearchGrant) return false;
    if (context.requireFapiao && !rules.supportsFapiao) return false;
    if (context.purpose === 'prepay') return id !== PAYMENT_METHOD.alipay && id !== PAYMENT_METHOD.bankTransfer;
    if (context.purpose === 'payoff') return true;
    // Digital purchases: no bank transfer, boleto or credits (researcher-area §5 'Payment pages').
    if (context.purpose === 'digital') return id !== PAYMENT_METHOD.bankTransfer && id !== PAYMENT_METHOD.boleto;
    if (id === PAYMENT_METHOD.bankTransfer && context.isStaffBankTransferGoal && !context.adminCreated) {
      return context.isImpersonated;
    }
    if (context.isStaffBankTransferGoal && context.isImpersonated && !context.adminCreated) return false;
    return true;
  });
}

/**
 * The internal method that settles an order with nothing left to pay: free for a zero total,
 * the voucher or credits/prepayment when they cover it all; null while something is due.
 */
export function settlingMethod(input: {
  total: number;
  amountDue: number;
  voucherApplied: number;
  creditsApplied: number;
  prepaymentApplied: number;
}): TPaymentMethodId | null {
  if (input.total <= 0) return PAYMENT_METHOD.free;
  if (input.amountDue > 0) return null;
  if (input.voucherApplied > 0) return PAYMENT_METHOD.voucher;
  return PAYMENT_METHOD.credits;
}

/** The free method rule (§4): a zero total selects free; a positive total with free chosen clears it. */
export function reconcileFreeMethod(total: number, methodId: TPaymentMethodId | null): TPaymentMethodId | null {
  if (total <= 0) return PAYMENT_METHOD.free;
  return methodId === PAYMENT_METHOD.free ? null : methodId;
}

export type TFapiaoSettings = {
  /** Configuration allows fapiao (feature of the localization). */
  fapiaoEnabled: boolean;
  userCountryIso: string | null;
  /** The localization issues fapiao after payment from the invoices page instead (researcher area). */
  localizationAllowsProcessingAfterPayment: boolean;
};

/** Fapiao is available only when configuration allows it, the user is in CN, and it is not issued after payment. */
export function isFapiaoAvailable(settings: TFapiaoSettings): boolean {
  return settings.fapiaoEnabled && settings.userCountryIso === 'CN' && !settings.localizationAllowsProcessingAfterPayment;
}

/** Required only when available, the method supports it, and the payer asked for one. */
export function isFapiaoRequired(available: boolean, methodId: TPaymentMethodId | null, requested: boolean): boolean {
  if (!available || !requested) return false;
  return methodId === null || PAYMENT_METHOD_RULES[methodId].supportsFapiao;
}

/** The fapiao yes/no question: total above 0 and (requirement confirmed, or fapiao not available, or selection disabled). */
export function showsFapiaoChoice(input: {
  total: number;
  requirementConfirmed: boolean;
  available: boolean;
  selectionDisabled: boolean;
}): boolean {
  return input.total > 0 && (input.requirementConfirmed || !input.available || input.selectionDisabled);
}

export type TAddressDisplay = {
  /** The billing address form is shown. */
  showBilling: boolean;
  showName: boolean;
  showPhone: boolean;
  showVat: boolean;
  requireOrganization: boolean;
  /** The country list holds only this country (the local provider's methods: Brazil). */
  restrictCountryId: number | null;
  /** Bank transfer forces a separate invoice address. */
  forcesInvoiceAddress: boolean;
  /** Phone must be 11 digits (fapiao required). */
  phoneElevenDigits: boolean;
  /** Brazilian postcode: 8 digits. */
  brazilPostcode: boolean;
};

/** Which address fields the method needs (order-form-and-checkout §9, shell-and-account §9). */
export function addressDisplay(input: {
  methodId: TPaymentMethodId | null;
  requireFapiao: boolean;
  hideInvoiceAddress?: boolean;
  /** China users are not asked for a billing address unless the method needs one (§5). */
  userCountryIso?: string | null;
}): TAddressDisplay {
  const id = input.methodId;
  const rules = id === null ? null : PAYMENT_METHOD_RULES[id];
  const named = new Set<number>([
    PAYMENT_METHOD.localCard,
    PAYMENT_METHOD.alipay,
    PAYMENT_METHOD.unionPay,
    PAYMENT_METHOD.weChat,
  ]);
  const restricted = new Set<number>([PAYMENT_METHOD.localCard, PAYMENT_METHOD.boleto, PAYMENT_METHOD.localPayPal]);
  const billingFlows = rules?.requiresBilling === true && rules.flow !== 'internal';
  const chinaWithoutNeed = input.userCountryIso === 'CN' && !rules?.requiresPhone && !input.requireFapiao;
  return {
    showBilling: billingFlows && !input.hideInvoiceAddress && !chinaWithoutNeed,
    showName: id !== null && named.has(id),
    showPhone: (rules?.requiresPhone ?? false) || input.requireFapiao,
    showVat: id === PAYMENT_METHOD.bankTransfer && !input.requireFapiao,
    requireOrganization: rules?.requiresOrganization ?? false,
    restrictCountryId: id !== null && restricted.has(id) ? BRAZIL_COUNTRY_ID : null,
    forcesInvoiceAddress: id === PAYMENT_METHOD.bankTransfer,
    phoneElevenDigits: input.requireFapiao,
    brazilPostcode: rules?.isLocalProvider ?? false,
  };
}

export const INSTALLMENTS_MIN = 1;
export const INSTALLMENTS_MAX = 6;

/** Installments divide the amount equally; the first carries the remainder so the sum is exact. */
export function splitInstallments(amount: number, count: number): number[] {
  const n = Math.max(INSTALLMENTS_MIN, Math.min(INSTALLMENTS_MAX, Math.trunc(count)));
  const share = Math.floor(amount / n);
  return Array.from({ length: n }, (_, i) => (i === 0 ? amount - share * (n - 1) : share));
}

/** Brazilian CPF (11 digits, two check digits); punctuation ignored. */
export function isValidCpf(value: string): boolean {
  const digits = value.replace(/[.\-\s]/g, '');
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]);
}

/** Brazilian CNPJ (14 digits, two check digits); punctuation ignored. */
export function isValidCnpj(value: string): boolean {
  const digits = value.replace(/[./\-\s]/g, '');
  if (!/^\d{14}$/.test(digits) || /^(\d)\1{13}$/.test(digits)) return false;
  const check = (length: number) => {
    const weights = length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return check(12) === Number(digits[12]) && check(13) === Number(digits[13]);
}

/** Brazilian postcode: 5 digits, optional dash, 3 digits. */
export function isValidBrazilPostcode(value: string): boolean {
  return /^\d{5}-?\d{3}$/.test(value.trim());
}

/** The most prepayment that can go to this payment: the available balance, at most what is due. */
export function maxApplicablePrepay(availablePrepayment: number, total: number): number {
  return Math.max(0, Math.min(availablePrepayment, total));
}

/** What remains to pay by a method once the voucher, credits and prepayment are applied (never below 0). */
export function amountDueAfter(
  total: number,
  applied: { voucherApplied?: number; creditsApplied?: number; prepaymentApplied?: number },
): number {
  return Math.max(0, total - (applied.voucherApplied ?? 0) - (applied.creditsApplied ?? 0) - (applied.prepaymentApplied ?? 0));
}
