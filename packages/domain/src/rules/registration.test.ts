import { describe, expect, it } from 'vitest';
import { registrationCurrencies } from './registration.ts';

const currencies = ['USD', 'EUR', 'CNY', 'JPY'].map((isoCode) => ({ isoCode }));
const isoCodes = (list: { isoCode: string }[]) => list.map((c) => c.isoCode);

describe('registrationCurrencies', () => {
  it('offers only CNY to a researcher in China', () => {
    expect(isoCodes(registrationCurrencies(currencies, 'CN'))).toEqual(['CNY']);
  });

  it('offers every currency but CNY elsewhere, and before a country is chosen', () => {
    expect(isoCodes(registrationCurrencies(currencies, 'US'))).toEqual(['USD', 'EUR', 'JPY']);
    expect(isoCodes(registrationCurrencies(currencies, undefined))).toEqual(['USD', 'EUR', 'JPY']);
  });

  it('offers every currency to an administrator', () => {
    expect(isoCodes(registrationCurrencies(currencies, 'CN', true))).toEqual(['USD', 'EUR', 'CNY', 'JPY']);
    expect(isoCodes(registrationCurrencies(currencies, 'US', true))).toEqual(['USD', 'EUR', 'CNY', 'JPY']);
  });
});
