import { describe, expect, it } from 'vitest';
import { applyPromotionalCode, bestDiscount, promotionalCodeAmount, type TDiscountCandidate } from './discounts.ts';

const group: TDiscountCandidate = { kind: 'preferred-group', code: null, amount: 3_000 };

describe('promotional codes', () => {
  it('applies a code that saves more than the other discounts', () => {
    const outcome = applyPromotionalCode([group], { kind: 'promotional-code', code: 'SAVE50', amount: 5_000 });
    expect(outcome.result).toBe('applied');
    expect(outcome.message).toBe('coupon-applied-message');
  });

  it('keeps the better discount and says so when the code saves less or the same', () => {
    const outcome = applyPromotionalCode([group], { kind: 'promotional-code', code: 'SAVE10', amount: 3_000 });
    expect(outcome).toEqual({ result: 'not-better', applied: group, message: 'best-discount-applied' });
  });

  it('replaces an earlier code: one code per order', () => {
    const earlier: TDiscountCandidate = { kind: 'promotional-code', code: 'BIG', amount: 9_000 };
    const outcome = applyPromotionalCode([earlier], { kind: 'promotional-code', code: 'SMALL', amount: 1_000 });
    expect(outcome.result).toBe('applied');
    expect(outcome.applied.code).toBe('SMALL');
  });

  it('computes percent and fixed savings, never above the total', () => {
    expect(promotionalCodeAmount(20_000, { isPercentBased: true, amount: 15 })).toBe(3_000);
    expect(promotionalCodeAmount(20_000, { isPercentBased: false, amount: 2_500 })).toBe(2_500);
    expect(promotionalCodeAmount(2_000, { isPercentBased: false, amount: 2_500 })).toBe(2_000);
  });

  it('picks the largest saving', () => {
    expect(bestDiscount([group, { kind: 'service', code: null, amount: 4_000 }])?.kind).toBe('service');
    expect(bestDiscount([])).toBeUndefined();
  });
});
