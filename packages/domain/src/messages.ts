/**
 * Message keys. Every user-facing text lives in the web catalogues; code (and the API) refers
 * to keys. A key may carry parameters, encoded as `key?name=value&...` so that a zod issue
 * message or an API error stays a single string.
 */
export const MESSAGE = {
  emailInvalid: 'emailAddressInvalidFormat',
  passwordRequired: 'password-required',
  passwordTooShort: 'password-too-short',
  firstNameRequired: 'first-name-required',
  lastNameRequired: 'last-name-required',
  countryRequired: 'country-required',
  currencyRequired: 'currency-required',
  languageRequired: 'language-required',
  agreeToTosRequired: 'agree-tos-required',
  customerNameRequired: 'customer-name-required',
  phoneRequired: 'phone-required',
  phoneLength: 'phone-length',
  organizationRequired: 'organization-required',
  addressRequired: 'address-required',
  cityRequired: 'city-required',
  stateRequired: 'state-required',
  zipRequired: 'zip-required',
  zipInvalid: 'zip-invalid',
  fieldTooLong: 'field-too-long',
  groupCodeRequired: 'group-code-required',
  invalidValue: 'invalid-value',
  // errors returned by the API
  emailExists: 'email-exists',
  loginFailed: 'login-form-error-message',
  loginThrottled: 'login-throttled',
  tooManyRequests: 'too-many-requests',
  resetLinkInvalid: 'reset-link-invalid',
  sessionInvalid: 'session-invalid',
  notFound: 'not-found',
  forbidden: 'forbidden',
  validationError: 'validation-error',
  malformedRequest: 'malformed-request',
  reviewFileUnreadable: 'review-file-unreadable',
  payloadTooLarge: 'payload-too-large',
  genericError: 'generic error message',
  accountUpdateError: 'generic-touchup-error',
  currencySaved: 'save-currency-success',
  groupJoinError: 'preferred-group-join-generic-error',
  groupJoined: 'preferred-group-join-success',
  groupLeft: 'preferred-group-leave-success',
  groupCodeUnknown: 'preferred-group-code-unknown',
  addressSaved: 'address-saved',
  addressDeleted: 'address-deleted',
  accountInactive: 'account-inactive',
  passwordResetSent: 'password-reset-sent',
  passwordResetDone: 'password-reset-done',
  // payment step, checkout, invoices and prepay (order-form-and-checkout §5, §8; shell-and-account §5)
  paymentMethodRequired: 'payment-method-required',
  paymentCurrencyRequired: 'payment-currency-required',
  brazilOptionRequired: 'brazil-option-required',
  fapiaoAnswerRequired: 'fapiao-answer-required',
  installmentsRequired: 'installments-required',
  taxTypeRequired: 'tax-type-required',
  taxNumberRequired: 'tax-number-required',
  taxNumberInvalid: 'tax-number-invalid',
  boletoPayerRequired: 'boleto-payer-required',
  brazilPostcodeInvalid: 'brazil-postcode-invalid',
  phoneElevenDigits: 'phone-eleven-digits',
  fapiaoTypeRequired: 'fapiao-type-required',
  fapiaoTimelineRequired: 'fapiao-timeline-required',
  fapiaoTitleRequired: 'fapiao-title-required',
  fapiaoTaxpayerRequired: 'fapiao-taxpayer-required',
  prepayAmountExceeds: 'prepay-amount-exceeds',
  prepayAmountTooSmall: 'prepay-amount-too-small',
  creditsAmountExceeds: 'credits-amount-exceeds',
  voucherInvalid: 'voucher-invalid',
  voucherRequired: 'voucher-required',
  termsRequired: 'payment-terms-required',
  selectionRequired: 'selection-required',
  submissionIssue: 'submission-issue',
  noManuscriptFile: 'no-manuscript-file',
  paymentSaveError: 'payment-save-error',
  paymentProcessingError: 'payment-processing-error',
  paymentDeclined: 'payment-declined',
  paymentMethodNotAllowed: 'payment-method-not-allowed',
  paymentAmountMismatch: 'payment-amount-mismatch',
  paymentCurrencyMismatch: 'payment-currency-mismatch',
  paymentInProgress: 'payment-in-progress',
  idempotencyKeyReused: 'idempotency-key-reused',
  orderFormNotPayable: 'order-form-not-payable',
  orderFormChanged: 'order-form-changed',
  invoiceNotPayable: 'invoice-not-payable',
  webhookSignatureInvalid: 'webhook-signature-invalid',
  prepaymentsProcessingSuccess: 'prepayments-processing-success',
  payoffProcessingSuccess: 'po-payoff-processing-success',
  noInvoices: 'no-invoices',
  // placed orders, deliverables and certificates (researcher-area §5, §8)
  orderTitleRequired: 'order-title-required',
  deadlineRequired: 'order-deadline-required',
  deadlineInvalid: 'order-deadline-invalid',
  deadlineOffGrid: 'order-deadline-step',
  deadlinePast: 'order-deadline-past',
  filterDateInvalid: 'order-filter-date-invalid',
  orderNotEditable: 'order-not-editable',
  serviceNotAddable: 'order-service-not-addable',
  serviceNotRemovable: 'order-service-not-removable',
  notificationEmailsTooMany: 'notification-emails-too-many',
  notificationEmailsSaved: 'notification-emails-saved',
  downloadAwaitingPayment: 'download-awaiting-payment',
  genericDownloadError: 'generic-download-error',
  certificateCodeRequired: 'certificate-code-required',
  certificateTitleRequired: 'certificate-title-required',
  certificateAuthorsRequired: 'certificate-authors-required',
  certificateDetailsMissing: 'certificate-details-missing',
  certificateVerificationError: 'certificate-verification-error',
  certificateDetailsUpdated: 'certificate-details-updated',
} as const;

export type TMessageKey = (typeof MESSAGE)[keyof typeof MESSAGE];

export function withParams(key: string, params: Record<string, string | number>): string {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return query ? `${key}?${query}` : key;
}

export function parseMessage(message: string): { key: string; params: Record<string, string> } {
  const index = message.indexOf('?');
  if (index === -1) return { key: message, params: {} };
  return {
    key: message.slice(0, index),
    params: Object.fromEntries(new URLSearchParams(message.slice(index + 1))),
  };
}

/** Turns a zod issue list into `{ "a.b": "message-key" }`, first message per field (`_` for the input as a whole). */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}
