import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The English catalogue, all files merged as the app merges them at run time. */
function englishCatalogue(): Record<string, string> {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'en');
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>),
  );
}

/** Texts order-form-and-checkout.md quotes (§2, §5, §8), under the keys the screens and rules use. */
const SPEC_TEXTS: Record<string, string> = {
  'order-form-loading': 'Please wait while we load your order',
  'order-form-save-error': 'There was a problem saving your order: {{error}}',
  'order-form-go-back': 'Go Back',
  'order-form-duplicate-title': 'Before you continue',
  'order-form-see-services': 'See services for your files',
  'order-form-choose-my-services': 'Choose My Services',
  'order-form-help-me-decide': 'Help Me Decide',
  'order-form-upload-later': "I'll upload my files later",
  'order-form-back-to-all-services': 'Back to all services',
  'order-form-next-order-details': 'Next: Order details',
  'order-form-apply-promo-code': 'Apply promo code',
  'order-form-duplicate-check-in-progress': 'Currently checking for duplicate submission. Please wait.',
  'order-form-area-of-study-no-match': 'Start typing to choose an area of study',
  'orders-back-to-my-orders': 'Back to my orders',
  'address-previous-placeholder': 'Select A Previous Address',
  'address-cardholder-name': "Cardholder's Name",
  'address-customer-name': 'Customer name',
  'address-region': 'State / Province / Region',
  'address-zip': 'Zip / Postal Code',
  'payment-fapiao-title': 'Fapiao information',
  'payment-purchase-order-number': 'Purchase order number',
  'payment-loading': 'Loading...',
  'payment-complete-order': 'Complete Order',
  'make-a-selection': 'Please make a selection',
  'selection-required': 'Please make a selection',
  'value-required': "Value is required and can't be empty",
  'value-cannot-be-zero': 'Value cannot be zero',
  'promo-code-required': 'Please enter a valid promo code',
  'journal-website-invalid': 'Your journal website must start with http:// or https://',
  'journal-details-required': 'You have selected a service that requires you to enter journal details.',
  'project-title-required': 'Please enter your project title.',
  'order-form-style-of-english-required': 'Please select your preferred type of English.',
  'submission-issue': 'We have detected an issue with your submission.',
  'no-manuscript-file': 'Your cart has no manuscript or figure file uploaded. Please upload your files and try again.',
  'tax-type-required': 'Please select your tax type.',
  'tax-number-required': 'Please enter your tax number.',
  'phone-required': 'Phone number is required',
  'phone-eleven-digits': 'Phone number must be 11 digits.',
  'brazil-postcode-invalid': 'Postcode must be 8 digits.',
  'zip-required': 'Please enter your zip code.',
  'installments-required': 'You must select a valid number of installments',
  'payment-currency-required': 'Please select a payment currency',
  'brazil-option-required': 'You must select an option',
  'fapiao-answer-required': 'You must select an option',
  'prepay-amount-exceeds': 'Prepay amount cannot exceed {{amount}}',
  'customer-name-required': 'Customer name is required',
  'address-required': 'Please enter your address.',
  'city-required': 'Please enter your city.',
  'state-required': 'Please choose your state.',
  'country-required': 'Please choose your country.',
  'fapiao-type-required': 'You must select a fapiao type',
  'fapiao-timeline-required': 'You must select a fapiao delivery timeline',
  'fapiao-title-required': 'Fapiao title is required',
  'fapiao-taxpayer-required': 'Taxpayer number is required.',
  'payment-method-required': 'Please choose a payment method.',
  'payment-processing-error': 'An error occurred processing your payment',
  'payment-save-error': 'There was a problem saving your payment: {{error}}',
};

/** Message keys §8 names, which must each have an English text. */
const SPEC_KEYS = [
  'word-count-range-error',
  'area-of-study-error',
  'referral-email-validation-error',
  'referral-email-save-success',
  'best-discount-applied',
  'coupon-added-message',
  'coupon-applied-message',
  'coupon-removed-message',
  'price-quote-email-success-message',
  'price-quote-email-error',
  'service-bundle-no-bundles-error',
  'scientific-editing-aos-notice',
  'load-order-failure',
  'generic-touchup-error',
  'word-count-differs-alert',
  'no-service-option',
];

describe('order form and checkout texts', () => {
  const english = englishCatalogue();

  it("holds the order form and checkout messages in the spec's words", () => {
    const differing = Object.entries(SPEC_TEXTS)
      .filter(([key, text]) => english[key] !== text)
      .map(([key, text]) => `${key}: expected "${text}", found "${english[key]}"`);
    expect(differing).toEqual([]);
  });

  it('gives every message key of the error catalogue an English text', () => {
    expect(SPEC_KEYS.filter((key) => !english[key]?.trim())).toEqual([]);
  });
});
