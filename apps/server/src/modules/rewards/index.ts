/** The rewards module's surface: what other modules and the app use of it; they import nothing else of it. */
export { awardRewardPoints } from './award.ts';
export { findPersonalPromotionalCode, markPersonalCouponUsed } from './coupons.ts';
export { awardPointsOfPaidOrders, isOrderPaid } from './order-points.ts';
export { rewardsPersonalData } from './personal-data.ts';
export { createRewardReads } from './reads.ts';
export { rewardsRoutes } from './routes.ts';
