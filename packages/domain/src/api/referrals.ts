import { z } from 'zod';
import { ZCurrency } from './common.ts';

/**
 * The referral page (researcher area §2 "/referral-rewards", §7): GET /api/referral-rewards/load and
 * /total-credits as the spec names them; the QR code and the flyer are our design (docs/decisions.md).
 */

export const ZReferredResearcher = z.object({
  /** First name and the family name's initial only. */
  name: z.string(),
  registeredAt: z.string(),
  /** credited: their first order was paid and the credit granted; pending: not yet. */
  status: z.enum(['credited', 'pending']),
  creditedAt: z.string().nullable(),
  /** The credit granted, in the user's currency (minor units); null while pending. */
  creditAmount: z.number().int().nullable(),
});
export type TReferredResearcher = z.infer<typeof ZReferredResearcher>;

export const ZReferralRewardsLoadResponse = z.object({
  referralCode: z.string(),
  shareUrl: z.string(),
  /** What a referral earns, in minor units of `currency`. */
  referralAmount: z.number().int(),
  currency: ZCurrency,
  /** Invitations e-mailed from the order form. */
  numberOfReferralsSent: z.number().int(),
  referrals: z.array(ZReferredResearcher),
  error: z.string().nullable(),
});
export type TReferralRewardsLoadResponse = z.infer<typeof ZReferralRewardsLoadResponse>;

export const ZReferralTotalCreditsResponse = z.object({
  /** Every referral credit earned so far, in minor units of `currency` (the user's). */
  totalEarnedCredits: z.number().int(),
  currency: ZCurrency,
  error: z.string().nullable(),
});
export type TReferralTotalCreditsResponse = z.infer<typeof ZReferralTotalCreditsResponse>;

/** GET /api/referral-rewards/flyer.pdf: the flyer's language (a segment or a locale); the user's by default. */
export const ZReferralFlyerQuery = z.object({ language: z.string().max(5).optional() });
