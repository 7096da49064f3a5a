/**
 * What pressing Complete Order needs beyond the form on screen: the checks, the request body and the
 * provider's POST form. The payment form loads it at the first press.
 */
import {
  makePaymentFormSchema,
  PAYMENT_METHOD_RULES,
  type TPaymentFormInput,
  type TPaymentLoadResponse,
  type TPaymentPurpose,
  type TPaymentResult,
} from '@portal/domain';
import type { TAddressFormValues } from '../../../components/address-form/address-form-values.ts';
import type { TPaymentFormValues, TPaymentInputs, TPaymentState } from './payment-values.ts';

/** A message for one field of the form. */
export type TIssue = { field: string; message: string };

function addressInput(address: TAddressFormValues, label: 'billing' | 'invoice') {
  const { vat: _vat, ...fields } = address;
  return { ...fields, label };
}

/**
 * The request body the payment calls take (ZPaymentFormFields), built from the form values and the
 * derived state. The card part is added by the caller once the card frame has given its nonce.
 */
export function toPaymentInput(
  inputs: TPaymentInputs,
  state: TPaymentState,
  card?: { nonce: string; brand: string; lastFour: string },
): TPaymentFormInput {
  const { values, currency, load, purpose } = inputs;
  const methodId = state.methodId;
  const rules = methodId === null ? null : PAYMENT_METHOD_RULES[methodId];
  const isLocalProvider = rules?.isLocalProvider ?? false;
  const installments = Number.parseInt(values.numberOfInstallments, 10);
  const vat = state.showsInvoiceAddress ? values.invoiceAddress.vat : values.billingAddress.vat;
  const fapiaoId = Number.parseInt(values.fapiao.id, 10);
  // A digital purchase has no receipt code prepared by the payment load.
  const receiptCode = purpose === 'digital' ? undefined : (load.receiptCodes[purpose] ?? undefined);
  return {
    paymentMethodId: methodId,
    amount: state.amountDue,
    currencyIso: currency.isoCode,
    acceptedTermsAndConditions: true,
    ...(rules?.flow === 'card' && card
      ? {
          creditCard: {
            nonce: card.nonce,
            type: card.brand,
            lastFour: card.lastFour,
            currency: rules.supportsCurrencySelection ? values.cardCurrency || currency.isoCode : undefined,
            braintreeSaveCC: false,
          },
        }
      : {}),
    useCredits: state.creditsApplied > 0 ? 'yes' : 'no',
    creditsApplied: state.creditsApplied,
    prepaymentOption:
      state.prepaymentApplied > 0 || values.prepaymentOption === 'partialPayment' ? values.prepaymentOption : 'none',
    prepaymentApplied: state.prepaymentApplied,
    ...(state.voucherApplied > 0 && inputs.voucher ? { voucherCode: inputs.voucher.code } : {}),
    voucherApplied: state.voucherApplied,
    requireFapiao: load.fapiaoAvailable && values.requireFapiao !== '' ? values.requireFapiao === 'yes' : null,
    fapiaoRequirementConfirmed: values.requireFapiao !== '',
    ...(state.isFapiaoRequired
      ? {
          fapiao: {
            ...(Number.isInteger(fapiaoId) ? { id: fapiaoId } : {}),
            type: values.fapiao.type || undefined,
            deliveryTimeline: values.fapiao.deliveryTimeline || undefined,
            title: values.fapiao.title,
            taxpayerNumber: values.fapiao.taxpayerNumber,
            specialInstructions: values.fapiao.specialInstructions,
          },
        }
      : {}),
    brazilPaymentMethods: state.showsBrazilOptions && values.brazilPaymentMethods !== '' ? values.brazilPaymentMethods : null,
    usingFapespFunds: state.showsBrazilOptions && values.brazilPaymentMethods === 'fapesp',
    ...(values.brazilPaymentMethods === 'fapesp' && values.fapespNumber ? { fapespNumber: values.fapespNumber } : {}),
    requestAllpago: state.showsBrazilOptions && values.brazilPaymentMethods === 'allpago',
    usingFunds: (rules?.supportsResearchGrant ?? false) && values.usingFunds,
    numberOfInstallments: isLocalProvider && Number.isInteger(installments) ? installments : null,
    ...(isLocalProvider
      ? {
          taxIdentification: {
            type: values.taxIdentification.type || undefined,
            number: values.taxIdentification.number,
          },
        }
      : {}),
    ...(rules?.flow === 'boleto' ? { boletoPayer: values.boletoPayer } : {}),
    ...(state.display.showBilling ? { billingAddress: addressInput(values.billingAddress, 'billing') } : {}),
    ...(state.showsInvoiceAddress ? { invoiceAddress: addressInput(values.invoiceAddress, 'invoice') } : {}),
    invoiceAddressSameAsBilling: !state.showsInvoiceAddress,
    ...(rules?.key === 'bank-transfer' ? { purchaseOrder: { number: values.purchaseOrderNumber } } : {}),
    ...(receiptCode ? { receiptCode } : {}),
    ...(state.display.showVat && vat ? { additionalData: { vatNumber: vat } } : {}),
    ...(load.isImpersonated && purpose === 'order'
      ? {
          suppressInvoiceCreation: values.suppressInvoiceCreation || undefined,
          requireCustomerNotification: values.requireCustomerNotification,
        }
      : {}),
  };
}

/** The form field that shows a message the payment rules put at `path`. */
export function formFieldOf(path: readonly PropertyKey[]): string {
  const [head, ...rest] = path.map(String);
  switch (head) {
    case 'prepaymentApplied':
      return 'prepayPartial';
    case 'creditsApplied':
      return 'useCredits';
    case 'creditCard':
      return rest[0] === 'currency' ? 'cardCurrency' : 'creditCard';
    case 'purchaseOrder':
      return 'purchaseOrderNumber';
    case 'usingFapespFunds':
      return 'brazilPaymentMethods';
    default:
      return [head, ...rest].join('.');
  }
}

type TIssueContext = { load: TPaymentLoadResponse; total: number; purpose: TPaymentPurpose };

/**
 * The messages a submission gets, one per field: the shared payment rules first, then the questions
 * above the method list, which the rules do not reach while no method is chosen.
 */
export function collectIssues(
  body: TPaymentFormInput,
  state: TPaymentState,
  values: TPaymentFormValues,
  { load, total, purpose }: TIssueContext,
): TIssue[] {
  const parsed = makePaymentFormSchema(state.context).safeParse(body);
  const issues: TIssue[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ field: formFieldOf(issue.path), message: issue.message }));
  if (state.isPrepayPartialInvalid) issues.unshift({ field: 'prepayPartial', message: 'invalid-value' });
  if (state.methodId === null && state.settling === null) {
    if (load.fapiaoAvailable && total > 0 && values.requireFapiao === '') {
      issues.push({ field: 'requireFapiao', message: 'fapiao-answer-required' });
    }
    if (state.showsBrazilOptions && values.brazilPaymentMethods === '') {
      issues.push({ field: 'brazilPaymentMethods', message: 'brazil-option-required' });
    }
  }
  if (load.isImpersonated && purpose === 'order' && values.suppressInvoiceCreation === '') {
    issues.push({ field: 'suppressInvoiceCreation', message: 'selection-required' });
  }
  const seen = new Set<string>();
  return issues.filter((issue) => !seen.has(issue.field) && seen.add(issue.field));
}

/** The API's field errors (request paths such as `billingAddress.city`) on the form's fields. */
export function fieldIssuesOf(fieldErrors: Record<string, string>): TIssue[] {
  return Object.entries(fieldErrors).map(([field, message]) => ({ field: formFieldOf(field.split('.')), message }));
}

/** Submits a provider's POST form (some providers take the payer by POST rather than a link). */
export function submitRedirectForm(form: NonNullable<TPaymentResult['redirectForm']>): void {
  const element = document.createElement('form');
  element.method = form.method;
  element.action = form.action;
  for (const [name, value] of Object.entries(form.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.append(input);
  }
  document.body.append(element);
  element.submit();
}
