import type { TEarnedPromotionalCodeBenefit } from '@portal/domain/api/rewards';

export type TCouponState = 'usable' | 'used' | 'expired';

/** A coupon is used once an order was placed with it, expired after its date, and usable otherwise. */
export function couponStateOf(
  coupon: Pick<TEarnedPromotionalCodeBenefit, 'isUsed' | 'isExpired' | 'expiresAt'>,
  now = new Date(),
): TCouponState {
  if (coupon.isUsed) return 'used';
  if (coupon.isExpired || new Date(coupon.expiresAt).getTime() <= now.getTime()) return 'expired';
  return 'usable';
}

/** Usable coupons first (the soonest to expire on top), then the used and expired ones, newest first. */
export function sortCoupons<T extends Pick<TEarnedPromotionalCodeBenefit, 'isUsed' | 'isExpired' | 'expiresAt' | 'createdAt'>>(
  coupons: readonly T[],
  now = new Date(),
): T[] {
  const rank = (c: T) => (couponStateOf(c, now) === 'usable' ? 0 : 1);
  return [...coupons].sort(
    (a, b) =>
      rank(a) - rank(b) || (rank(a) === 0 ? a.expiresAt.localeCompare(b.expiresAt) : b.createdAt.localeCompare(a.createdAt)),
  );
}
