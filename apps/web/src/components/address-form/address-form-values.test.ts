import { makeSavedAddressSchema, type TAddress, type TCountry } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { makeAddressSectionSchema } from './address-form-section.tsx';
import { describePreviousAddress, makeCountryHasStates, toAddressFormValues } from './address-form-values.ts';
import { countryName } from './intl-names.ts';

const unitedStates: TCountry = { value: 45, label: 'United States', iso: 'US', states: [{ value: 'MI', label: 'Michigan' }] };
const germany: TCountry = { value: 13, label: 'Germany', iso: 'DE', states: [] };

const saved: TAddress = {
  id: 7,
  label: 'invoice',
  name: 'Accounts Payable',
  organization: 'UM Department of Chemistry',
  address1: '930 N University Ave',
  address2: '',
  city: 'Ann Arbor',
  state: 'MI',
  zip: '48109',
  phone: '+1 734 764 7314',
  country: unitedStates,
};

describe('address form values', () => {
  it('labels a previous address by organization, then address line 1', () => {
    expect(describePreviousAddress(saved)).toBe('UM Department of Chemistry, 930 N University Ave');
  });

  it('labels a previous address by name when it has no organization', () => {
    expect(describePreviousAddress({ ...saved, organization: ' ' })).toBe('Accounts Payable, 930 N University Ave');
  });

  it('starts a new address in the default country, and an edit with the saved country', () => {
    expect(toAddressFormValues(undefined, { countryId: 32 })).toMatchObject({ country: '32', label: 'billing', name: '' });
    expect(toAddressFormValues(saved)).toMatchObject({ country: '45', label: 'invoice', state: 'MI' });
  });

  it('round-trips a saved address through the saved-address rules unchanged', () => {
    const schema = makeSavedAddressSchema(makeCountryHasStates([unitedStates, germany]));
    const parsed = schema.parse(toAddressFormValues(saved));
    expect(parsed).toEqual({ ...toAddressFormValues(saved), country: 45 });
  });

  it('requires a state only for a country that lists states', () => {
    const schema = makeSavedAddressSchema(makeCountryHasStates([unitedStates, germany]));
    const values = { ...toAddressFormValues(saved), state: '' };
    expect(schema.safeParse(values).error?.issues.map((issue) => issue.path[0])).toEqual(['state']);
    expect(schema.safeParse({ ...values, country: '13' }).success).toBe(true);
  });

  it('names countries in the reader language, keeping the server name in English', () => {
    expect(countryName(germany, 'en')).toBe('Germany');
    expect(countryName(germany, 'pt')).toBe('Alemanha');
    expect(countryName(germany, 'ja')).toBe('ドイツ');
  });

  it('builds the rules of a checkout configuration: no name, optional zip checked only when given', () => {
    const schema = makeAddressSectionSchema(
      { showName: false, showPhone: false, isOrganizationRequired: true, isZipRequired: false },
      [unitedStates, germany],
    );
    const values = { ...toAddressFormValues(undefined, { countryId: 13 }), address1: 'Unter den Linden 6', city: 'Berlin' };
    expect(schema.safeParse(values).error?.issues.map((issue) => issue.path[0])).toEqual(['organization']);
    expect(schema.safeParse({ ...values, organization: 'Charité' }).success).toBe(true);
    expect(schema.safeParse({ ...values, organization: 'Charité', zip: '10117!' }).error?.issues[0]?.message).toBe('zip-invalid');
  });
});
