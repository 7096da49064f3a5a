import { z } from 'zod';
import { ZCurrency, ZPagination } from './common.ts';
/**
 * Loyalty and reward calls (researcher-area §7): GET /api/loyalty/levels/load, GET /api/loyalty/load and
 * GET /api/reward/history/load. The spec names the calls and the entities (§3); the answers' shapes are ours.
 */

export const ZLoyaltyLevelName = z.enum(['level1', 'level2', 'level3', 'level4', 'level5', 'level6']);

export const ZLoyaltyLevel = z.object({ name: ZLoyaltyLevelName, minimumPointsNeeded: z.number().int() });
export type TLoyaltyLevel = z.infer<typeof ZLoyaltyLevel>;

/** Where the user stands: their total, level, the next level and the progress bar towards it (capped at 100). */
export const ZLoyaltyStanding = z.object({
  totalRewardPoints: z.number().int(),
  level: ZLoyaltyLevelName,
  nextLevel: ZLoyaltyLevelName.nullable(),
  pointsToNext: z.number().int(),
  percent: z.number().int().min(0).max(100),
});
export type TLoyaltyStanding = z.infer<typeof ZLoyaltyStanding>;

export const ZLoyaltyLevelsResponse = z.object({
  loyaltyLevels: z.array(ZLoyaltyLevel),
  userLevel: ZLoyaltyStanding,
});
export type TLoyaltyLevelsResponse = z.infer<typeof ZLoyaltyLevelsResponse>;

/** A discount's value, as parts the page puts into words: a percentage, or an amount in `currency`. */
export const ZBenefitValue = z.object({
  percent: z.number().int().nullable(),
  amount: z.number().int().nullable(),
});

/** A promotional code open to everyone, active and not expired. */
export const ZCurrentPromotion = z.object({
  code: z.string(),
  description: z.string(),
  value: ZBenefitValue,
  endDate: z.string().nullable(),
});
export type TCurrentPromotion = z.infer<typeof ZCurrentPromotion>;

/** A coupon the user earned by reaching a level: a personal promotional code for one order. */
export const ZEarnedPromotionalCodeBenefit = z.object({
  code: z.string(),
  level: ZLoyaltyLevelName,
  value: ZBenefitValue,
  createdAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  isUsed: z.boolean(),
  isExpired: z.boolean(),
});
export type TEarnedPromotionalCodeBenefit = z.infer<typeof ZEarnedPromotionalCodeBenefit>;

export const ZLoyaltyResponse = z.object({
  loyalty: ZLoyaltyStanding.extend({
    /** The currency fixed-amount promotions are given in: the user's. */
    currency: ZCurrency,
    currentPromotions: z.array(ZCurrentPromotion),
    earnedPromotionalCodeBenefits: z.array(ZEarnedPromotionalCodeBenefit),
  }),
});
export type TLoyaltyResponse = z.infer<typeof ZLoyaltyResponse>;

export const ZRewardHistoryQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).optional() });
export type TRewardHistoryQuery = z.input<typeof ZRewardHistoryQuery>;

export const ZRewardKind = z.enum(['order', 'referral', 'testimonial', 'adjustment']);

/**
 * One line of the points history. `name` is the line's message key (`reward-history-{kind}`) and `details`
 * its parameters (the order number, ...), so the line reads in the reader's language.
 */
export const ZRewardHistoryItem = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number()])),
  points: z.number().int(),
  date: z.string(),
  pointsToDate: z.number().int(),
});
export type TRewardHistoryItem = z.infer<typeof ZRewardHistoryItem>;

export const ZRewardHistoryResponse = z.object({
  rewardHistory: z.array(ZRewardHistoryItem),
  pagination: ZPagination,
});
export type TRewardHistoryResponse = z.infer<typeof ZRewardHistoryResponse>;
