import { describe, expect, it } from 'vitest';
import { rewardPointsNotice, rewardsLinkKey, wantsRewardPoints } from './reward-notice.ts';

const paid = { isThankYou: true, isAwaitingPayment: false, orderPoints: 89, isLoadingPoints: false };

describe('reward points on the thank-you page', () => {
  it('shows the points earned, or waits for them, to a researcher with rewards', () => {
    expect(rewardPointsNotice({ ...paid, hasRewards: true, points: { updated: true, totalRewardPoints: 1289 } })).toEqual({
      key: 'orders-reward-points-earned',
      points: 89,
      total: 1289,
    });
    expect(rewardPointsNotice({ ...paid, hasRewards: true, points: undefined, isLoadingPoints: true })).toEqual({
      key: 'orders-reward-points-wait',
    });
    expect(rewardPointsNotice({ ...paid, hasRewards: true, isAwaitingPayment: true, points: undefined })).toEqual({
      key: 'orders-reward-points-on-payment',
      points: 89,
    });
  });

  it('shows no rewards to a researcher without them (hasRewards false), and does not poll for them', () => {
    expect(rewardPointsNotice({ ...paid, hasRewards: false, points: { updated: true, totalRewardPoints: 1289 } })).toBeNull();
    expect(rewardPointsNotice({ ...paid, hasRewards: false, isAwaitingPayment: true, points: undefined })).toBeNull();
    expect(wantsRewardPoints({ hasRewards: false, isThankYou: true, hasOrder: true })).toBe(false);
    expect(wantsRewardPoints({ hasRewards: true, isThankYou: true, hasOrder: true })).toBe(true);
    expect(wantsRewardPoints({ hasRewards: true, isThankYou: false, hasOrder: true })).toBe(false);
  });

  it('says nothing of points on the order page itself, nor for an order without points', () => {
    expect(rewardPointsNotice({ ...paid, hasRewards: true, isThankYou: false, points: undefined })).toBeNull();
    expect(
      rewardPointsNotice({ ...paid, hasRewards: true, orderPoints: 0, points: { updated: true, totalRewardPoints: 5 } }),
    ).toBeNull();
  });

  it('links the order page to the rewards only for researchers with rewards', () => {
    expect(rewardsLinkKey({ hasRewards: true, orderPoints: 89, isAwaitingPayment: false })).toBe('orders-rewards-link');
    expect(rewardsLinkKey({ hasRewards: true, orderPoints: 89, isAwaitingPayment: true })).toBe('orders-rewards-link-on-payment');
    expect(rewardsLinkKey({ hasRewards: false, orderPoints: 89, isAwaitingPayment: false })).toBeNull();
    expect(rewardsLinkKey({ hasRewards: true, orderPoints: 0, isAwaitingPayment: false })).toBeNull();
  });
});
