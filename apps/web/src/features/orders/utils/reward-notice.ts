/**
 * The reward-points line of the thank-you page (order-form-and-checkout §4, §6): shown only to researchers with
 * rewards (hasRewards); a paid order's points once the job has added them, an unpaid order's points as a promise.
 */
export type TRewardNotice =
  | { key: 'orders-reward-points-earned'; points: number; total: number }
  | { key: 'orders-reward-points-on-payment'; points: number }
  | { key: 'orders-reward-points-wait' }
  | null;

type TRewardNoticeInput = {
  hasRewards: boolean;
  isThankYou: boolean;
  isAwaitingPayment: boolean;
  /** The points this order earns. */
  orderPoints: number;
  /** The poll's latest answer. */
  points: { updated: boolean; totalRewardPoints: number } | undefined;
  isLoadingPoints: boolean;
};

/** Whether the page polls for the new order's points: a thank-you page of a researcher with rewards. */
export function wantsRewardPoints({
  hasRewards,
  isThankYou,
  hasOrder,
}: {
  hasRewards: boolean;
  isThankYou: boolean;
  hasOrder: boolean;
}) {
  return hasRewards && isThankYou && hasOrder;
}

export function rewardPointsNotice(input: TRewardNoticeInput): TRewardNotice {
  if (!input.hasRewards || !input.isThankYou) return null;
  if (input.isAwaitingPayment) {
    return input.orderPoints > 0 ? { key: 'orders-reward-points-on-payment', points: input.orderPoints } : null;
  }
  if (input.points?.updated) {
    return input.orderPoints > 0
      ? { key: 'orders-reward-points-earned', points: input.orderPoints, total: input.points.totalRewardPoints }
      : null;
  }
  return input.isLoadingPoints ? { key: 'orders-reward-points-wait' } : null;
}

/** The order page's link to /researcher/rewards: only for researchers with rewards, for an order that earns points. */
export function rewardsLinkKey({
  hasRewards,
  orderPoints,
  isAwaitingPayment,
}: {
  hasRewards: boolean;
  orderPoints: number;
  isAwaitingPayment: boolean;
}): 'orders-rewards-link' | 'orders-rewards-link-on-payment' | null {
  if (!hasRewards || orderPoints <= 0) return null;
  return isAwaitingPayment ? 'orders-rewards-link-on-payment' : 'orders-rewards-link';
}
