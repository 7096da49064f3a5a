import { describe, expect, it } from 'vitest';
import type { TServiceType } from '../../constants.ts';
import {
  applyPercentDiscount,
  bundleTierPrice,
  bundleTurnaroundDays,
  isBundleDiscountApplicable,
  type TBundleService,
} from './bundles.ts';

describe('bundle discount', () => {
  it('applies only when editing or translation is mixed with another kind', () => {
    expect(isBundleDiscountApplicable(['editing', 'figures'])).toBe(true);
    expect(isBundleDiscountApplicable(['translation', 'journalrec'])).toBe(true);
    expect(isBundleDiscountApplicable(['editing'])).toBe(false);
    expect(isBundleDiscountApplicable(['editing', 'translation'])).toBe(false);
    expect(isBundleDiscountApplicable(['figures', 'formatting'])).toBe(false);
  });

  it('rounds a percent discount to whole minor units', () => {
    expect(applyPercentDiscount(10_000, 15)).toBe(8_500);
    expect(applyPercentDiscount(999, 10)).toBe(899);
  });
});

describe('bundle price by delivery tier', () => {
  it.each([
    {
      why: 'adds the rush difference of the language services, then discounts',
      prices: { basePrice: 50_000, languageServicesStandardPrice: 30_000, languageServicesTierPrice: 42_000 },
      isDiscountApplicable: true,
      expected: { listPrice: 62_000, price: 55_800 },
    },
    {
      why: 'shows no discount when it does not apply',
      prices: { basePrice: 30_000, languageServicesStandardPrice: 30_000, languageServicesTierPrice: 30_000 },
      isDiscountApplicable: false,
      expected: { listPrice: 30_000, price: 30_000 },
    },
  ])('$why', ({ prices, isDiscountApplicable, expected }) => {
    expect(bundleTierPrice({ ...prices, discountPercent: 10, isDiscountApplicable })).toEqual(expected);
  });
});

describe('bundle turnaround', () => {
  /** A service of the bundle: its type, its days, and whether it is figure or table work (run beside the rest). */
  const service = (type: TServiceType, timelineDays: number, bearsFiguresOrTables = false): TBundleService => ({
    type,
    timelineDays,
    bearsFiguresOrTables,
  });

  it('runs figure and table work beside the rest', () => {
    expect(bundleTurnaroundDays([service('editing', 5), service('journalrec', 2), service('figures', 4, true)])).toBe(7);
  });

  it('takes the figure work when it is the longest', () => {
    expect(bundleTurnaroundDays([service('editing', 3), service('figures', 6, true), service('formatting', 5, true)])).toBe(6);
  });
});
