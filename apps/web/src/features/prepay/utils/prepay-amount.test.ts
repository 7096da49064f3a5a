import { describe, expect, it } from 'vitest';
import { minimumPrepayAmount, readPrepayAmount } from './prepay-amount.ts';

const usd = { isoCode: 'USD', sign: '$', numDecimals: 2 };
const jpy = { isoCode: 'JPY', sign: '¥', numDecimals: 0 };

describe('prepay amount', () => {
  it('takes the configured minimum, or 100 major units of a currency without one', () => {
    expect(minimumPrepayAmount({ USD: 15000 }, usd)).toBe(15000);
    expect(minimumPrepayAmount({}, usd)).toBe(10000);
    expect(minimumPrepayAmount({}, jpy)).toBe(100);
  });

  it('reads a typed amount into minor units', () => {
    expect(readPrepayAmount('150', 10000, usd)).toEqual({ amount: 15000, error: null });
    expect(readPrepayAmount('1,250.5', 10000, usd)).toEqual({ amount: 125050, error: null });
    expect(readPrepayAmount('100', 10000, usd)).toEqual({ amount: 10000, error: null });
  });

  it('refuses an amount below the minimum, empty or malformed, with the formatted minimum', () => {
    const refusal = { amount: null, error: 'prepay-amount-too-small?price=%24100.00' };
    expect(readPrepayAmount('99.99', 10000, usd)).toEqual(refusal);
    expect(readPrepayAmount('', 10000, usd)).toEqual(refusal);
    expect(readPrepayAmount('12abc', 10000, usd)).toEqual(refusal);
    expect(readPrepayAmount('10.123', 10000, usd)).toEqual(refusal);
  });
});
