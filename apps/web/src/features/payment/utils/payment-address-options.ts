import { PAYMENT_METHOD_RULES } from '@portal/domain';
import type { TAddressSectionOptions } from '../../../components/address-form/address-form-section.tsx';
import type { TPaymentState } from './payment-values.ts';

/**
 * How the billing and invoice address sections of the payment step look and validate for the method chosen
 * (order-form-and-checkout §2 items 14, §5, §9). A phone that must be 11 digits for a fapiao is a mobile number:
 * the field says so ("Mobile numbers only").
 */
export function addressSectionOptionsFor(state: TPaymentState): {
  billing: TAddressSectionOptions;
  invoice: TAddressSectionOptions;
} {
  const rules = state.methodId === null ? null : PAYMENT_METHOD_RULES[state.methodId];
  const { display } = state;
  const billing: TAddressSectionOptions = {
    showName: display.showName,
    showPhone: display.showPhone,
    isOrganizationRequired: display.requireOrganization,
    isZipRequired: true,
    nameLabel: rules?.flow === 'card' || rules?.key === 'local-card' ? 'cardholder' : 'customer',
    showVat: display.showVat && !state.showsInvoiceAddress,
    allowedCountryIds: display.restrictCountryId === null ? undefined : [display.restrictCountryId],
    ...(display.showPhone && display.phoneElevenDigits ? { phoneHint: 'mobile-only' as const } : {}),
  };
  const invoice: TAddressSectionOptions = {
    ...billing,
    nameLabel: 'customer',
    isOrganizationRequired: display.requireOrganization || display.forcesInvoiceAddress,
    showVat: display.showVat,
  };
  return { billing, invoice };
}
