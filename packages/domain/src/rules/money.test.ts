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
  // Dollars and pounds: a comma for thousands, a point for decimals; reais and euros: a point for thousands, a comma for
  // decimals; yen and won: no decimals. Amounts below one unit are padded, and the minus sign stands before the currency sign.
  it.each<[typeof USD, [number, string][]]>([
    [
      USD,
      [
        [123_450, '$1,234.50'],
        [123_456_789, '$1,234,567.89'],
        [5, '$0.05'],
        [0, '$0.00'],
        [-123_450, '-$1,234.50'],
      ],
    ],
    [GBP, [[99_999, '£999.99']]],
    [
      BRL,
      [
        [123_450, 'R$ 1.234,50'],
        [-123_450, '-R$ 1.234,50'],
      ],
    ],
    [
      EUR,
      [
        [123_456_789, '€1.234.567,89'],
        [50, '€0,50'],
      ],
    ],
    [
      JPY,
      [
        [1_235, '¥1,235'],
        [7, '¥7'],
        [0, '¥0'],
        [-1_235, '-¥1,235'],
      ],
    ],
    [KRW, [[1_370_000, '₩1,370,000']]],
  ])('writes amounts in %j', (currency, amounts) => {
    for (const [amount, written] of amounts) expect(formatMoney(amount, currency)).toBe(written);
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
