import { z } from 'zod';
import { ZPhone } from '../api/common.ts';
import { ADDRESS_LABELS, ADDRESS_LIMITS } from '../constants.ts';
import { MESSAGE, withParams } from '../messages.ts';

/** How one use of the shared address form is configured (shell-and-account §5). */
export type TAddressFormOptions = {
  showName: boolean;
  showPhone: boolean;
  /** Phone is required by default whenever it is shown. */
  isPhoneRequired?: boolean;
  isOrganizationRequired: boolean | ((address: TAddressFields) => boolean);
  organizationMessage?: string;
  isZipRequired?: boolean;
  zipMessage?: string;
  /** Whether the chosen country offers a state dropdown. */
  countryHasStates: (countryId: number) => boolean;
};

/** Longer than any phone number; the form's own rule gives the precise message. */
const PHONE_INPUT_MAX = 64;

const ZIP_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9 -]*[A-Za-z0-9])?$/;

/** The zip check for a non-empty value: letters, digits, inner spaces or dashes, at most 9. */
export function isValidZip(zip: string): boolean {
  return zip.length <= ADDRESS_LIMITS.zip && ZIP_PATTERN.test(zip);
}

function tooLong(max: number) {
  return { error: withParams(MESSAGE.fieldTooLong, { max }) };
}

const text = (max: number) => z.string().trim().max(max, tooLong(max));

/** Accepts a country as an id or as the `{ value }` object the API returns. */
const ZCountryRef = z.preprocess(
  (value) => (value && typeof value === 'object' && 'value' in value ? (value as { value: unknown }).value : value),
  z.coerce
    .number({ error: MESSAGE.countryRequired })
    .int({ error: MESSAGE.countryRequired })
    .positive({ error: MESSAGE.countryRequired }),
);

export const ZAddressFields = z.object({
  label: z.enum(ADDRESS_LABELS).default('billing'),
  name: text(ADDRESS_LIMITS.name).default(''),
  // Bounded loosely here; the 7–25 rule (phone-length) applies where the form shows the phone.
  phone: z.string().trim().max(PHONE_INPUT_MAX, tooLong(PHONE_INPUT_MAX)).default(''),
  organization: text(ADDRESS_LIMITS.organization).default(''),
  address1: text(ADDRESS_LIMITS.addressLine).default(''),
  address2: text(ADDRESS_LIMITS.addressLine).default(''),
  city: text(ADDRESS_LIMITS.city).default(''),
  state: text(ADDRESS_LIMITS.stateText).default(''),
  zip: text(ADDRESS_LIMITS.zip).default(''),
  country: ZCountryRef,
});
export type TAddressFields = z.infer<typeof ZAddressFields>;
export type TAddressFieldsInput = z.input<typeof ZAddressFields>;

/** Builds the address rules for one configuration of the form; client and server share it. */
export function makeAddressSchema(options: TAddressFormOptions) {
  const isPhoneRequired = options.isPhoneRequired ?? true;
  const isZipRequired = options.isZipRequired ?? true;
  return ZAddressFields.superRefine((address, ctx) => {
    const issue = (path: keyof TAddressFields, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (options.showName && !address.name) issue('name', MESSAGE.customerNameRequired);
    if (options.showPhone && (address.phone || isPhoneRequired)) {
      const phone = ZPhone.safeParse(address.phone);
      if (!phone.success) issue('phone', phone.error.issues[0]?.message ?? MESSAGE.phoneRequired);
    }
    const isOrganizationRequired =
      typeof options.isOrganizationRequired === 'function'
        ? options.isOrganizationRequired(address)
        : options.isOrganizationRequired;
    if (isOrganizationRequired && !address.organization) {
      issue('organization', options.organizationMessage ?? MESSAGE.organizationRequired);
    }
    if (!address.address1) issue('address1', MESSAGE.addressRequired);
    if (!address.city) issue('city', MESSAGE.cityRequired);
    if (options.countryHasStates(address.country) && !address.state) issue('state', MESSAGE.stateRequired);
    if (!address.zip) {
      if (isZipRequired) issue('zip', options.zipMessage ?? MESSAGE.zipRequired);
    } else if (!isValidZip(address.zip)) {
      issue('zip', MESSAGE.zipInvalid);
    }
  });
}

/** The saved-address form of the account: name and organization shown; organization required for invoice addresses. */
export function makeSavedAddressSchema(countryHasStates: (countryId: number) => boolean) {
  return makeAddressSchema({
    showName: true,
    showPhone: true,
    isOrganizationRequired: (address) => address.label === 'invoice',
    countryHasStates,
  });
}

/** When the country changes, a state that the new country does not list is cleared. */
export function stateAfterCountryChange(state: string, newCountryStates: readonly { value: string }[]): string {
  if (!state) return '';
  return newCountryStates.some((s) => s.value === state) ? state : '';
}
