import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../messages.ts';
import {
  isValidZip,
  makeAddressSchema,
  makeSavedAddressSchema,
  stateAfterCountryChange,
  type TAddressFieldsInput,
  type TAddressFormOptions,
} from './address.ts';

const US = 45;
const GERMANY = 13;
const countryHasStates = (countryId: number) => countryId === US;

const validAddress: TAddressFieldsInput = {
  label: 'billing',
  name: 'Ada Lovelace',
  phone: '+1 734 764 1817',
  organization: '',
  address1: '500 S State St',
  address2: '',
  city: 'Ann Arbor',
  state: 'MI',
  zip: '48109',
  country: US,
};

const defaultOptions: TAddressFormOptions = { showName: true, showPhone: true, isOrganizationRequired: false, countryHasStates };

/** The first message for each field, or {} when the address is accepted. */
function errorsOf(overrides: Partial<TAddressFieldsInput>, options: Partial<TAddressFormOptions> = {}): Record<string, string> {
  const result = makeAddressSchema({ ...defaultOptions, ...options }).safeParse({ ...validAddress, ...overrides });
  return result.success ? {} : fieldErrorsOf(result.error.issues);
}

describe('the address form rules', () => {
  it('accepts a complete address', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('requires the name when shown, at most 50 characters', () => {
    expect(errorsOf({ name: '' })).toEqual({ name: 'customer-name-required' });
    expect(errorsOf({ name: 'n'.repeat(50) })).toEqual({});
    expect(errorsOf({ name: 'n'.repeat(51) })).toEqual({ name: 'field-too-long?max=50' });
    expect(errorsOf({ name: '' }, { showName: false })).toEqual({});
  });

  it('requires the phone when shown, 7 to 25 characters', () => {
    expect(errorsOf({ phone: '' })).toEqual({ phone: 'phone-required' });
    expect(errorsOf({ phone: '1'.repeat(6) })).toEqual({ phone: 'phone-length?min=7&max=25' });
    expect(errorsOf({ phone: '1'.repeat(7) })).toEqual({});
    expect(errorsOf({ phone: '1'.repeat(25) })).toEqual({});
    expect(errorsOf({ phone: '1'.repeat(26) }).phone).toMatch(/max=25/);
  });

  it('accepts an empty phone when it is not required, but still checks a given one', () => {
    expect(errorsOf({ phone: '' }, { isPhoneRequired: false })).toEqual({});
    expect(errorsOf({ phone: '12345' }, { isPhoneRequired: false })).toEqual({ phone: 'phone-length?min=7&max=25' });
    expect(errorsOf({ phone: '' }, { showPhone: false })).toEqual({});
  });

  it('limits the organization to 60 characters and requires it only when configured, with the configured message', () => {
    expect(errorsOf({ organization: 'o'.repeat(60) })).toEqual({});
    expect(errorsOf({ organization: 'o'.repeat(61) })).toEqual({ organization: 'field-too-long?max=60' });
    expect(errorsOf({ organization: '' }, { isOrganizationRequired: true })).toEqual({ organization: 'organization-required' });
    expect(
      errorsOf({ organization: '' }, { isOrganizationRequired: true, organizationMessage: 'bank-transfer-organization' }),
    ).toEqual({
      organization: 'bank-transfer-organization',
    });
  });

  it('requires the first address line, at most 100 characters; the second is optional, at most 100', () => {
    expect(errorsOf({ address1: '' })).toEqual({ address1: 'address-required' });
    expect(errorsOf({ address1: '   ' })).toEqual({ address1: 'address-required' });
    expect(errorsOf({ address1: 'a'.repeat(100), address2: 'b'.repeat(100) })).toEqual({});
    expect(errorsOf({ address1: 'a'.repeat(101) })).toEqual({ address1: 'field-too-long?max=100' });
    expect(errorsOf({ address2: 'b'.repeat(101) })).toEqual({ address2: 'field-too-long?max=100' });
  });

  it('requires the city, at most 40 characters', () => {
    expect(errorsOf({ city: '' })).toEqual({ city: 'city-required' });
    expect(errorsOf({ city: 'c'.repeat(40) })).toEqual({});
    expect(errorsOf({ city: 'c'.repeat(41) })).toEqual({ city: 'field-too-long?max=40' });
  });

  it('requires the state only when the country has a list of states', () => {
    expect(errorsOf({ state: '' })).toEqual({ state: 'state-required' });
    expect(errorsOf({ country: GERMANY, state: '' })).toEqual({});
  });

  it('limits a free-text state to 30 characters', () => {
    expect(errorsOf({ country: GERMANY, state: 's'.repeat(30) })).toEqual({});
    expect(errorsOf({ country: GERMANY, state: 's'.repeat(31) })).toEqual({ state: 'field-too-long?max=30' });
  });

  it('requires the zip by default, with the configured message, at most 9 characters', () => {
    expect(errorsOf({ zip: '' })).toEqual({ zip: 'zip-required' });
    expect(errorsOf({ zip: '' }, { zipMessage: 'postal-code-required' })).toEqual({ zip: 'postal-code-required' });
    expect(errorsOf({ zip: '123456789' })).toEqual({});
    expect(errorsOf({ zip: '1234567890' })).toEqual({ zip: 'field-too-long?max=9' });
  });

  it('accepts an empty zip when not required, but refuses an invalid non-empty one', () => {
    expect(errorsOf({ zip: '' }, { isZipRequired: false })).toEqual({});
    expect(errorsOf({ zip: '48#09' }, { isZipRequired: false })).toEqual({ zip: 'zip-invalid' });
    expect(errorsOf({ zip: 'SW1A 1AA' }, { isZipRequired: false })).toEqual({});
  });

  it('requires the country, given as an id or as the object the API returns', () => {
    expect(errorsOf({ country: undefined })).toEqual({ country: 'country-required' });
    expect(errorsOf({ country: 0 })).toEqual({ country: 'country-required' });
    expect(errorsOf({ country: { value: US } })).toEqual({});
    expect(errorsOf({ country: String(US) })).toEqual({});
  });
});

describe('the saved-address form of the account', () => {
  const schema = makeSavedAddressSchema(countryHasStates);

  it('requires the organization on an invoice address only', () => {
    const invoice = schema.safeParse({ ...validAddress, label: 'invoice', organization: '' });
    expect(invoice.success).toBe(false);
    expect(invoice.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['organization', 'organization-required']]);
    expect(schema.safeParse({ ...validAddress, label: 'billing', organization: '' }).success).toBe(true);
  });

  it('trims the fields and defaults the label to billing', () => {
    const { label: _label, ...withoutLabel } = validAddress;
    const parsed = schema.parse({ ...withoutLabel, city: '  Ann Arbor  ' });
    expect(parsed).toMatchObject({ label: 'billing', city: 'Ann Arbor', country: US });
  });
});

describe('isValidZip', () => {
  it('accepts letters and digits with inner spaces or dashes, up to 9 characters', () => {
    for (const zip of ['48109', '05508-220', 'SW1A 1AA', '100-0001', 'A']) expect(isValidZip(zip)).toBe(true);
  });

  it('refuses other characters, an outer dash or space, and more than 9 characters', () => {
    for (const zip of ['48#09', '-48109', '48109-', ' 48109', '1234567890', '']) expect(isValidZip(zip)).toBe(false);
  });
});

describe('stateAfterCountryChange', () => {
  const usStates = [{ value: 'MI' }, { value: 'CA' }];

  it('keeps a state the new country lists', () => {
    expect(stateAfterCountryChange('MI', usStates)).toBe('MI');
  });

  it('clears a state the new country does not list, or any state when it lists none', () => {
    expect(stateAfterCountryChange('SP', usStates)).toBe('');
    expect(stateAfterCountryChange('MI', [])).toBe('');
  });

  it('leaves an empty state empty', () => {
    expect(stateAfterCountryChange('', usStates)).toBe('');
  });
});
