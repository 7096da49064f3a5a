import {
  addressDisplay,
  allowedPaymentMethods,
  amountDueAfter,
  isFapiaoAvailable,
  MESSAGE,
  makePaymentFormSchema,
  PAYMENT_METHOD_RULES,
  settlingMethod,
  showsBrazilOptions,
  type TLocale,
  type TPaymentFormFields,
  type TPaymentMethodId,
  type TPaymentPurpose,
  ZPaymentAddress,
} from '@portal/domain';
import { configuredMethodsFor } from '../../integrations/payments/configured-methods.ts';
import { AppError, fieldErrorsOf } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/sessions.ts';
import { getLedgerBalances, type TCurrencyRow, verifyVoucher } from '../ledger/index.ts';
import type { TCurrencyView, TPaymentDeps } from './deps.ts';

// Checking a submitted payment form: the currency, the form validated in the server's own context, and the
// details stored with the payment.

/** An address as validated, without whatever else the client sent. */
function addressOf(value: unknown): Record<string, unknown> | null {
  const parsed = ZPaymentAddress.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function currencyRowOf(currency: TCurrencyView): TCurrencyRow {
  return { ...currency, sortOrder: 0 };
}

/** The catalogue's currency of `iso`, or USD when it has none. */
export async function currencyOf(catalogue: TPaymentDeps['catalogue'], iso: string | null | undefined): Promise<TCurrencyView> {
  const currency = (await catalogue.findCurrency(iso)) ?? (await catalogue.findCurrency('USD'));
  if (!currency) throw new Error('USD is not in the catalogue');
  return currency;
}

/** Validates the form with the domain's one schema, in a context the server builds from its own records. */
export async function validatePayment(
  { db, catalogue }: Pick<TPaymentDeps, 'db' | 'catalogue'>,
  input: {
    auth: TAuth;
    purpose: TPaymentPurpose;
    form: TPaymentFormFields;
    currency: TCurrencyView;
    total: number;
    /** Purpose order: the form's goal is the staff's bank-transfer goal, and staff created the form. */
    isStaffBankTransferGoal?: boolean;
    adminCreated?: boolean;
  },
) {
  const { auth, form, currency, total } = input;
  const user = auth.user;
  const [country, localization, hasStates] = await Promise.all([
    catalogue.findCountry(user.countryId),
    catalogue.findLocalization(user.localization),
    catalogue.countryHasStates(),
  ]);
  const userCountryIso = country?.iso ?? null;
  // The balances change the outcome only when credits or prepayment are applied, or for a payoff (credits
  // are offered below its total); otherwise they are not read. Spending re-checks them at completion.
  const needsBalances = input.purpose === 'payoff' || form.creditsApplied > 0 || form.prepaymentApplied > 0;
  const balances = needsBalances
    ? await getLedgerBalances(db, user.id, currencyRowOf(currency))
    : { creditBalance: 0, availablePrepayment: 0 };
  const fapiaoAvailable = isFapiaoAvailable({
    fapiaoEnabled: true,
    userCountryIso,
    localizationAllowsProcessingAfterPayment: localization?.allowsFapiaoProcessingAfterPayment ?? false,
  });
  let voucherApplied = 0;
  if (form.voucherCode && form.voucherApplied > 0) {
    const voucher = await verifyVoucher(db, {
      code: form.voucherCode,
      userId: user.id,
      currency: currencyRowOf(currency),
      total,
    });
    if (!voucher.valid) throw AppError.invalid({ voucherCode: voucher.error ?? MESSAGE.voucherInvalid });
    if (voucher.amount !== form.voucherApplied) throw new AppError(400, MESSAGE.paymentAmountMismatch);
    voucherApplied = voucher.amount;
  }
  const applied = { creditsApplied: form.creditsApplied, prepaymentApplied: form.prepaymentApplied, voucherApplied };
  const amountDue = amountDueAfter(total, applied);
  const settling = settlingMethod({ total, amountDue, ...applied });
  const allowed =
    settling !== null
      ? [settling]
      : allowedPaymentMethods({
          purpose: input.purpose,
          configuredMethods: configuredMethodsFor(user.localization),
          amountDue,
          total,
          userCountryIso,
          brazilOption: form.brazilPaymentMethods,
          usingFunds: form.usingFunds,
          requireFapiao: fapiaoAvailable && form.requireFapiao === true,
          isImpersonated: auth.impersonatorId !== null,
          isStaffBankTransferGoal: input.isStaffBankTransferGoal ?? false,
          adminCreated: input.adminCreated ?? false,
          creditBalance: balances.creditBalance,
        });
  const schema = makePaymentFormSchema({
    allowedMethodIds: allowed,
    total,
    amountDue,
    currency,
    availablePrepayment: balances.availablePrepayment,
    creditBalance: balances.creditBalance,
    fapiaoAvailable,
    showBrazilOptions: showsBrazilOptions(userCountryIso, total),
    address: (methodId, requireFapiao) => addressDisplay({ methodId, requireFapiao, userCountryIso }),
    countryHasStates: hasStates,
    isImpersonated: auth.impersonatorId !== null,
    asksStaffOptions: auth.impersonatorId !== null && input.purpose === 'order',
  });
  // The schema is made for this request: zod's compiled fast path would be built for one parse only.
  const parsed = schema.safeParse(form, { jitless: true });
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error.issues);
    if (errors.paymentMethodId === MESSAGE.paymentMethodNotAllowed) {
      throw new AppError(400, MESSAGE.paymentMethodNotAllowed, errors);
    }
    throw AppError.invalid(errors);
  }
  if (form.currencyIso.toUpperCase() !== currency.isoCode) throw new AppError(400, MESSAGE.paymentCurrencyMismatch);
  if (form.creditCard?.currency && !(await catalogue.findCurrency(form.creditCard.currency))?.isSelectable) {
    throw AppError.invalid({ 'creditCard.currency': MESSAGE.paymentCurrencyRequired });
  }
  if (form.amount !== amountDue) throw new AppError(400, MESSAGE.paymentAmountMismatch);
  const methodId = form.paymentMethodId as TPaymentMethodId;
  const requireFapiao = fapiaoAvailable && form.requireFapiao === true && PAYMENT_METHOD_RULES[methodId].supportsFapiao;
  return { methodId, amountDue, voucherApplied, requireFapiao };
}

/** The details a payment keeps of its form (payments.details, docs/checkout-contract.md). */
export function paymentDetailsOf(
  form: TPaymentFormFields,
  auth: TAuth,
  requireFapiao: boolean,
  locale: TLocale,
): Record<string, unknown> {
  const rules = PAYMENT_METHOD_RULES[form.paymentMethodId as TPaymentMethodId];
  return {
    billingAddress: addressOf(form.billingAddress),
    invoiceAddress:
      form.invoiceAddressSameAsBilling && rules.key !== 'bank-transfer'
        ? addressOf(form.billingAddress)
        : addressOf(form.invoiceAddress),
    ...(requireFapiao ? { fapiao: form.fapiao } : {}),
    ...(rules.isLocalProvider ? { taxIdentification: form.taxIdentification } : {}),
    ...(form.boletoPayer ? { boletoPayer: form.boletoPayer } : {}),
    purchaseOrderNumber: form.purchaseOrder?.number || null,
    vatNumber: form.additionalData?.vatNumber ?? null,
    ...(form.creditCard ? { card: { brand: form.creditCard.type, lastFour: form.creditCard.lastFour } } : {}),
    suppressInvoiceCreation: auth.impersonatorId !== null && form.suppressInvoiceCreation === 'yes',
    localization: auth.user.localization,
    language: locale,
  };
}
