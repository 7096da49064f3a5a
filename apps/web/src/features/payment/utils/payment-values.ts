import {
  addressDisplay,
  allowedPaymentMethods,
  amountDueAfter,
  CUSTOMER_GOAL_MULTIMEDIA,
  isPaymentMethodId,
  maxApplicablePrepay,
  PAYMENT_METHOD_RULES,
  parseAmount,
  reconcileFreeMethod,
  settlingMethod,
  showsBrazilOptions,
  type TAddressDisplay,
  type TBrazilPaymentOption,
  type TCountry,
  type TCurrency,
  type TPaymentFormContext,
  type TPaymentLoadResponse,
  type TPaymentMethodId,
  type TPaymentPurpose,
} from '@portal/domain';
import type { TAddressFormValues } from '../../../components/address-form/address-form-values.ts';
import { makeCountryHasStates } from '../../../components/address-form/address-form-values.ts';

/** What the payment form holds while the payer fills it (selects and inputs hold strings). */
export type TPaymentFormValues = {
  /** The method button chosen; internal methods that settle everything are derived, never chosen. */
  paymentMethodId: TPaymentMethodId | null;
  useCredits: 'yes' | 'no';
  prepaymentOption: 'fullPayment' | 'partialPayment' | 'none';
  /** The partial prepayment as typed ("150.00"). */
  prepayPartial: string;
  voucherCode: string;
  requireFapiao: '' | 'yes' | 'no';
  fapiao: {
    id: string;
    type: string;
    deliveryTimeline: string;
    title: string;
    taxpayerNumber: string;
    specialInstructions: string;
  };
  brazilPaymentMethods: '' | TBrazilPaymentOption;
  fapespNumber: string;
  numberOfInstallments: string;
  taxIdentification: { type: '' | 'CPF' | 'CNPJ'; number: string };
  boletoPayer: string;
  cardCurrency: string;
  usingFunds: boolean;
  billingAddress: TAddressFormValues;
  invoiceAddressDiffersFromBilling: boolean;
  invoiceAddress: TAddressFormValues;
  purchaseOrderNumber: string;
  suppressInvoiceCreation: '' | 'yes' | 'no';
  requireCustomerNotification: boolean;
};

/** A voucher the server verified for this order: its code and what it covers. */
export type TVerifiedVoucher = { code: string; amount: number };

export type TPaymentInputs = {
  purpose: TPaymentPurpose;
  total: number;
  currency: TCurrency;
  load: TPaymentLoadResponse;
  values: TPaymentFormValues;
  voucher: TVerifiedVoucher | null;
  /** The order's customer goal key (purpose order): one goal is paid by bank transfer through staff only. */
  goalKey?: string | null;
};

/** Everything the form shows and checks that follows from the values: amounts, methods, address rules. */
export type TPaymentState = {
  voucherApplied: number;
  creditsApplied: number;
  prepaymentApplied: number;
  /** The partial prepayment typed is not an amount. */
  isPrepayPartialInvalid: boolean;
  maxPrepay: number;
  amountDue: number;
  /** The internal method that settles the payment when nothing is due (free, voucher, credits). */
  settling: TPaymentMethodId | null;
  /** The method buttons offered, in the configured order. */
  listedMethodIds: TPaymentMethodId[];
  /** The method the payment will use: the settling one, else the chosen button while it is offered. */
  methodId: TPaymentMethodId | null;
  isFapiaoRequired: boolean;
  showsBrazilOptions: boolean;
  showsPaymentOptions: boolean;
  display: TAddressDisplay;
  showsInvoiceAddress: boolean;
  context: TPaymentFormContext;
};

function addressDisplayFor(load: TPaymentLoadResponse) {
  return (methodId: TPaymentMethodId | null, requireFapiao: boolean) =>
    addressDisplay({ methodId, requireFapiao, userCountryIso: load.userCountry.iso });
}

/** Derives the payment's amounts and rules from the form values (order-form-and-checkout §4, §9). */
export function derivePaymentState({ purpose, total, currency, load, values, voucher, goalKey }: TPaymentInputs): TPaymentState {
  // Vouchers, credits and prepayments belong to orders; payoff offers credits as a method instead.
  const showsPaymentOptions = purpose === 'order' && total > 0;
  const maxPrepay = maxApplicablePrepay(load.availablePrepayment, total);
  const voucherApplied = showsPaymentOptions && voucher ? Math.min(voucher.amount, total) : 0;
  let creditsApplied =
    showsPaymentOptions && voucherApplied === 0 && values.useCredits === 'yes' ? Math.min(load.creditBalance, total) : 0;
  let prepaymentApplied = 0;
  let isPrepayPartialInvalid = false;
  if (showsPaymentOptions && voucherApplied === 0) {
    if (values.prepaymentOption === 'fullPayment') prepaymentApplied = Math.min(maxPrepay, total - creditsApplied);
    if (values.prepaymentOption === 'partialPayment') {
      const typed = parseAmount(values.prepayPartial, currency.numDecimals);
      isPrepayPartialInvalid = typed === null;
      prepaymentApplied = typed ?? 0;
    }
  }
  const isFapiaoAnswerYes = load.fapiaoAvailable && values.requireFapiao === 'yes';
  const showsBrazil = showsBrazilOptions(load.userCountry.iso, total);
  const brazilOption = showsBrazil && values.brazilPaymentMethods !== '' ? values.brazilPaymentMethods : null;
  const configuredMethods = load.paymentMethods.map((method) => method.id).filter(isPaymentMethodId);

  const dueBeforeMethod = amountDueAfter(total, { voucherApplied, creditsApplied, prepaymentApplied });
  const methodContext = {
    purpose,
    configuredMethods,
    total,
    userCountryIso: load.userCountry.iso,
    brazilOption,
    usingFunds: values.usingFunds,
    requireFapiao: isFapiaoAnswerYes,
    isImpersonated: load.isImpersonated,
    isStaffBankTransferGoal: purpose === 'order' && goalKey === CUSTOMER_GOAL_MULTIMEDIA,
    adminCreated: false,
    creditBalance: load.creditBalance,
  };
  let listedMethodIds = allowedPaymentMethods({ ...methodContext, amountDue: dueBeforeMethod });
  const settling = settlingMethod({ total, amountDue: dueBeforeMethod, voucherApplied, creditsApplied, prepaymentApplied });
  const chosen =
    values.paymentMethodId !== null && listedMethodIds.includes(values.paymentMethodId) ? values.paymentMethodId : null;
  const methodId = settling ?? reconcileFreeMethod(total, chosen);
  if (settling !== null) listedMethodIds = [];

  // A payoff may use the credits button: it spends the balance and the rest is due by invoice.
  if (methodId !== null && purpose === 'payoff' && PAYMENT_METHOD_RULES[methodId].key === 'credits') {
    creditsApplied = Math.min(load.creditBalance, total);
  }
  const amountDue = amountDueAfter(total, { voucherApplied, creditsApplied, prepaymentApplied });
  const isFapiaoRequired = isFapiaoAnswerYes && (methodId === null || PAYMENT_METHOD_RULES[methodId].supportsFapiao);
  const display = addressDisplayFor(load)(methodId, isFapiaoRequired);
  const showsInvoiceAddress = display.forcesInvoiceAddress || (display.showBilling && values.invoiceAddressDiffersFromBilling);

  const countryHasStates = makeCountryHasStates(load.countries);
  const context: TPaymentFormContext = {
    allowedMethodIds: settling !== null ? [settling] : listedMethodIds,
    total,
    amountDue,
    currency,
    availablePrepayment: load.availablePrepayment,
    creditBalance: load.creditBalance,
    fapiaoAvailable: load.fapiaoAvailable,
    showBrazilOptions: showsBrazil,
    address: addressDisplayFor(load),
    countryHasStates,
    isImpersonated: load.isImpersonated,
    asksStaffOptions: load.isImpersonated && purpose === 'order',
  };
  return {
    voucherApplied,
    creditsApplied,
    prepaymentApplied,
    isPrepayPartialInvalid,
    maxPrepay,
    amountDue,
    settling,
    listedMethodIds,
    methodId,
    isFapiaoRequired,
    showsBrazilOptions: showsBrazil,
    showsPaymentOptions,
    display,
    showsInvoiceAddress,
    context,
  };
}

/** The starting values: nothing chosen, addresses in the payer's country. */
export function initialPaymentValues(load: TPaymentLoadResponse, currency: TCurrency): TPaymentFormValues {
  const emptyAddress = (label: 'billing' | 'invoice'): TAddressFormValues => ({
    label,
    name: '',
    phone: '',
    organization: '',
    address1: '',
    address2: '',
    city: '',
    state: '',
    zip: '',
    country: load.userCountry.id ? String(load.userCountry.id) : '',
    vat: '',
  });
  return {
    paymentMethodId: null,
    useCredits: 'no',
    prepaymentOption: 'none',
    prepayPartial: '',
    voucherCode: '',
    requireFapiao: '',
    fapiao: { id: '', type: '', deliveryTimeline: '', title: '', taxpayerNumber: '', specialInstructions: '' },
    brazilPaymentMethods: '',
    fapespNumber: '',
    numberOfInstallments: '',
    taxIdentification: { type: '', number: '' },
    boletoPayer: '',
    cardCurrency: load.cardCurrencies.includes(currency.isoCode)
      ? currency.isoCode
      : (load.cardCurrencies[0] ?? currency.isoCode),
    usingFunds: false,
    billingAddress: emptyAddress('billing'),
    invoiceAddressDiffersFromBilling: false,
    invoiceAddress: emptyAddress('invoice'),
    purchaseOrderNumber: '',
    suppressInvoiceCreation: '',
    requireCustomerNotification: false,
  };
}

/** Saved addresses in the shape the address section's selector lists (the country as an object). */
export function previousAddressesOf(load: TPaymentLoadResponse) {
  const byId = new Map<number, TCountry>(load.countries.map((country) => [country.value, country]));
  return load.userAddresses.flatMap((address) => {
    const country = byId.get(address.country);
    return country ? [{ ...address, country }] : [];
  });
}
