import type { TAddress, TAddressLabel, TCountry } from '@portal/domain';

/** What the address form section holds; the country is the select's value (an id, or '' before a choice). */
export type TAddressFormValues = {
  label: TAddressLabel;
  name: string;
  phone: string;
  organization: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  vat?: string;
};

const ADDRESS_FORM_FIELDS = [
  'name',
  'phone',
  'organization',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'country',
] as const satisfies readonly (keyof TAddressFormValues)[];

/** Whether a field name (e.g. from the API's fieldErrors) is one of the section's address fields. */
export function isAddressFormField(field: string): field is (typeof ADDRESS_FORM_FIELDS)[number] {
  return (ADDRESS_FORM_FIELDS as readonly string[]).includes(field);
}

/** The form's starting values: a saved address, or an empty one with an optional default country. */
export function toAddressFormValues(
  address: TAddress | undefined,
  defaults: { label?: TAddressLabel; countryId?: number | null } = {},
): TAddressFormValues {
  return {
    label: address?.label ?? defaults.label ?? 'billing',
    name: address?.name ?? '',
    phone: address?.phone ?? '',
    organization: address?.organization ?? '',
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zip: address?.zip ?? '',
    country: address ? String(address.country.value) : defaults.countryId ? String(defaults.countryId) : '',
  };
}

/**
 * The name field's label text, or null when the field is hidden: "Cardholder's Name" where the name is the card
 * holder's (a card payment), "Customer name" everywhere else (shell-and-account §2).
 */
export function nameFieldLabelKey(options: {
  showName: boolean;
  nameLabel?: 'customer' | 'cardholder';
}): 'address-cardholder-name' | 'address-customer-name' | null {
  if (!options.showName) return null;
  return options.nameLabel === 'cardholder' ? 'address-cardholder-name' : 'address-customer-name';
}

/** A previous address as the selector lists it: organization (or name when none), then address line 1. */
export function describePreviousAddress(address: Pick<TAddress, 'organization' | 'name' | 'address1'>): string {
  const owner = address.organization.trim() || address.name.trim();
  return [owner, address.address1.trim()].filter(Boolean).join(', ');
}

/** The `countryHasStates` rule the domain's address schemas need, from the loaded country list. */
export function makeCountryHasStates(countries: readonly TCountry[]): (countryId: number) => boolean {
  const withStates = new Set(countries.filter((country) => country.states.length > 0).map((country) => country.value));
  return (countryId) => withStates.has(countryId);
}
