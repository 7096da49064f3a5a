import { describe, expect, it } from 'vitest';
import { convertBetween, convertFromUsd, formatMoney, parseAmount } from './money.ts';

const USD = { sign: '$', numDecimals: 2, exchangeRate: '1' };
const BRL = { sign: 'R$', numDecimals: 2, exchangeRate: '5.4' };
const EUR = { sign: '€', numDecimals: 2, exchangeRate: '0.92' };
const GBP = { sign: '£', numDecimals: 2, exchangeRate: '0.79' };
const JPY = { sign: '¥', numDecimals: 0, exchangeRate: '151' };
const KRW = { sign: '₩', numDecimals: 0, exchangeRate: '1370' };
const CNY = { sign: '¥', numDecimals: 2, exchangeRate: '7.1' };

describe('formatMoney', () => {
  it('writes dollars with a comma for thousands and a point for decimals', () => {
    expect(formatMoney(123_450, USD)).toBe('$1,234.50');
    expect(formatMoney(123_456_789, USD)).toBe('$1,234,567.89');
    expect(formatMoney(99_999, GBP)).toBe('£999.99');
  });

  it('writes reais and euros with a point for thousands and a comma for decimals', () => {
    expect(formatMoney(123_450, BRL)).toBe('R$ 1.234,50');
    expect(formatMoney(123_456_789, EUR)).toBe('€1.234.567,89');
    expect(formatMoney(50, EUR)).toBe('€0,50');
  });

  it('writes yen and won without decimals', () => {
    expect(formatMoney(1_235, JPY)).toBe('¥1,235');
    expect(formatMoney(1_370_000, KRW)).toBe('₩1,370,000');
    expect(formatMoney(7, JPY)).toBe('¥7');
  });

  it('pads amounts below one unit and writes zero', () => {
    expect(formatMoney(5, USD)).toBe('$0.05');
    expect(formatMoney(0, USD)).toBe('$0.00');
    expect(formatMoney(0, JPY)).toBe('¥0');
  });

  it('puts the minus sign before the currency sign', () => {
    expect(formatMoney(-123_450, USD)).toBe('-$1,234.50');
    expect(formatMoney(-123_450, BRL)).toBe('-R$ 1.234,50');
    expect(formatMoney(-1_235, JPY)).toBe('-¥1,235');
  });
});

describe('convertFromUsd', () => {
  it('keeps dollars as they are', () => {
    expect(convertFromUsd(12_345, USD)).toBe(12_345);
  });

  it('converts with the decimal exchange rate into the currency’s minor units', () => {
    expect(convertFromUsd(10_000, EUR)).toBe(9_200);
    expect(convertFromUsd(10_000, JPY)).toBe(15_100);
    expect(convertFromUsd(999, CNY)).toBe(7_093);
    expect(convertFromUsd(1_999, KRW)).toBe(27_386);
  });

  it('rounds half a minor unit up, and away from zero for refunds', () => {
    expect(convertFromUsd(50, JPY)).toBe(76);
    expect(convertFromUsd(49, JPY)).toBe(74);
    expect(convertFromUsd(-50, JPY)).toBe(-76);
  });

  it('computes with the exact decimal rate, where binary floats would round the wrong way', () => {
    // 100 cents × 1.005 is 100.5 exactly; in floating point it is 100.49999…
    expect(convertFromUsd(100, { numDecimals: 2, exchangeRate: '1.005' })).toBe(101);
  });
});

describe('parseAmount', () => {
  it('reads whole and decimal amounts into minor units', () => {
    expect(parseAmount('1234.5', 2)).toBe(123_450);
    expect(parseAmount('0.05', 2)).toBe(5);
    expect(parseAmount('  100 ', 2)).toBe(10_000);
    expect(parseAmount('100', 0)).toBe(100);
  });

  it('accepts a decimal comma', () => {
    expect(parseAmount('1234,56', 2)).toBe(123_456);
  });

  it('refuses more decimals than the currency has', () => {
    expect(parseAmount('1.234', 2)).toBeNull();
    expect(parseAmount('100.5', 0)).toBeNull();
  });

  it('refuses text, negative amounts, thousands separators and nothing at all', () => {
    expect(parseAmount('', 2)).toBeNull();
    expect(parseAmount('abc', 2)).toBeNull();
    expect(parseAmount('-5', 2)).toBeNull();
    expect(parseAmount('1,234.50', 2)).toBeNull();
    expect(parseAmount('1e3', 2)).toBeNull();
  });
});

describe('convertBetween', () => {
  const usd = { numDecimals: 2, exchangeRate: '1' };
  const cny = { numDecimals: 2, exchangeRate: '7.1' };
  const jpy = { numDecimals: 0, exchangeRate: '150' };
  const brl = { numDecimals: 2, exchangeRate: '5.25' };

  it('goes through USD with each side’s decimals, rounding half up', () => {
    expect(convertBetween(10_000, usd, cny)).toBe(71_000);
    expect(convertBetween(71_000, cny, usd)).toBe(10_000);
    expect(convertBetween(10_000, usd, jpy)).toBe(15_000);
    expect(convertBetween(15_000, jpy, usd)).toBe(10_000);
    expect(convertBetween(100, cny, brl)).toBe(74);
    expect(convertBetween(1, jpy, usd)).toBe(1);
  });

  it('keeps an amount in the same currency and handles zero and negatives', () => {
    expect(convertBetween(12_345, brl, brl)).toBe(12_345);
    expect(convertBetween(0, usd, jpy)).toBe(0);
    expect(convertBetween(-10_000, usd, cny)).toBe(-71_000);
  });
});
