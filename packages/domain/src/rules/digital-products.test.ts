import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD } from '../constants.ts';
import {
  DIGITAL_PRODUCT_IDS,
  DIGITAL_PRODUCTS,
  digitalProductPrice,
  discountedPrice,
  isDigitalPaymentMethod,
  subscriptionEndsAt,
} from './digital-products.ts';
import { methodContext } from './payment/fixtures/method-context.ts';
import { allowedPaymentMethods, type TMethodContext } from './payment/methods.ts';

const CURRENCIES = [
  { isoCode: 'USD', numDecimals: 2, exchangeRate: '1' },
  { isoCode: 'EUR', numDecimals: 2, exchangeRate: '0.92' },
  { isoCode: 'GBP', numDecimals: 2, exchangeRate: '0.79' },
  { isoCode: 'JPY', numDecimals: 0, exchangeRate: '151' },
  { isoCode: 'CNY', numDecimals: 2, exchangeRate: '7.1' },
  { isoCode: 'BRL', numDecimals: 2, exchangeRate: '5.4' },
  { isoCode: 'KRW', numDecimals: 0, exchangeRate: '1370' },
];

describe('digital products', () => {
  it('prices every product in every catalogue currency, the price 30 % below the full price', () => {
    for (const id of DIGITAL_PRODUCT_IDS) {
      for (const currency of CURRENCIES) {
        const { fullPrice, price } = digitalProductPrice(DIGITAL_PRODUCTS[id], currency);
        expect(DIGITAL_PRODUCTS[id].fullPrices[currency.isoCode], `${id} ${currency.isoCode}`).toBe(fullPrice);
        expect(price).toBe(Math.round(fullPrice * 0.7));
        expect(Number.isInteger(price)).toBe(true);
      }
    }
  });

  it('gives the prices the decisions record', () => {
    const usd = CURRENCIES[0] as (typeof CURRENCIES)[number];
    expect(digitalProductPrice(DIGITAL_PRODUCTS['editing-year'], usd)).toEqual({ fullPrice: 200_00, price: 140_00 });
    expect(digitalProductPrice(DIGITAL_PRODUCTS['translation-3'], usd)).toEqual({ fullPrice: 90_00, price: 63_00 });
    expect(
      digitalProductPrice(DIGITAL_PRODUCTS['translation-10'], { isoCode: 'JPY', numDecimals: 0, exchangeRate: '151' }),
    ).toEqual({ fullPrice: 37_000, price: 25_900 });
  });

  it('converts the USD full price for a currency without a price of its own', () => {
    const chf = { isoCode: 'CHF', numDecimals: 2, exchangeRate: '0.9' };
    expect(digitalProductPrice(DIGITAL_PRODUCTS['editing-year'], chf)).toEqual({ fullPrice: 180_00, price: 126_00 });
  });

  it('rounds the discount half up to the minor unit', () => {
    expect(discountedPrice(5)).toBe(4); // 3.5 → 4
    expect(discountedPrice(1)).toBe(1); // 0.7 → 1
    expect(discountedPrice(0)).toBe(0);
  });

  it('ends a subscription one calendar year after it starts', () => {
    expect(subscriptionEndsAt(new Date('2026-11-26T12:00:00Z')).toISOString()).toBe('2027-11-26T12:00:00.000Z');
    expect(subscriptionEndsAt(new Date('2028-02-29T08:30:00Z')).toISOString()).toBe('2029-03-01T08:30:00.000Z');
  });

  it('packages translation uses with a word limit and the three language pairs', () => {
    expect(DIGITAL_PRODUCTS['translation-3']).toMatchObject({ numberOfUses: 3, wordLimit: 10_000 });
    expect(DIGITAL_PRODUCTS['translation-10'].languages).toEqual([
      'spanish-to-english',
      'portuguese-to-english',
      'chinese-to-english',
    ]);
    expect(DIGITAL_PRODUCTS['editing-year']).toMatchObject({ type: 'editing', numberOfUses: null });
  });
});

describe('digital purchase payment methods', () => {
  const M = PAYMENT_METHOD;
  const configuredMethods = [M.creditCard, M.payPal, M.bankTransfer, M.boleto, M.localCard, M.alipay, M.credits];
  const context = (overrides: Partial<TMethodContext> = {}) =>
    methodContext({ purpose: 'digital', configuredMethods, amountDue: 140_00, total: 140_00, creditBalance: 5_00, ...overrides });

  it('offers neither bank transfer, boleto nor credits', () => {
    expect(allowedPaymentMethods(context())).toEqual([PAYMENT_METHOD.creditCard, PAYMENT_METHOD.payPal, PAYMENT_METHOD.alipay]);
    const brazil = allowedPaymentMethods(context({ userCountryIso: 'BR', brazilOption: 'allpago' }));
    expect(brazil).toEqual([PAYMENT_METHOD.localCard]);
    expect(isDigitalPaymentMethod(PAYMENT_METHOD.bankTransfer)).toBe(false);
    expect(isDigitalPaymentMethod(PAYMENT_METHOD.boleto)).toBe(false);
    expect(isDigitalPaymentMethod(PAYMENT_METHOD.credits)).toBe(false);
    expect(isDigitalPaymentMethod(PAYMENT_METHOD.creditCard)).toBe(true);
  });
});
