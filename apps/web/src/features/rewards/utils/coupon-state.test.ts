import { describe, expect, it } from 'vitest';
import { couponStateOf, sortCoupons } from './coupon-state.ts';

const now = new Date('2026-06-01T00:00:00Z');
const coupon = (overrides: Partial<{ isUsed: boolean; isExpired: boolean; expiresAt: string; createdAt: string }> = {}) => ({
  isUsed: false,
  isExpired: false,
  expiresAt: '2027-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('coupon state', () => {
  it('is usable until used or past its expiry', () => {
    expect(couponStateOf(coupon(), now)).toBe('usable');
    expect(couponStateOf(coupon({ isUsed: true }), now)).toBe('used');
    expect(couponStateOf(coupon({ expiresAt: '2026-05-31T23:59:59.000Z' }), now)).toBe('expired');
    expect(couponStateOf(coupon({ isExpired: true }), now)).toBe('expired');
  });

  it('calls a used coupon used even after it expired', () => {
    expect(couponStateOf(coupon({ isUsed: true, isExpired: true }), now)).toBe('used');
  });

  it('lists usable coupons first, the soonest to expire on top', () => {
    const later = coupon({ expiresAt: '2027-03-01T00:00:00.000Z' });
    const sooner = coupon({ expiresAt: '2026-09-01T00:00:00.000Z' });
    const used = coupon({ isUsed: true, createdAt: '2026-05-01T00:00:00.000Z' });
    expect(sortCoupons([used, later, sooner], now)).toEqual([sooner, later, used]);
  });
});
