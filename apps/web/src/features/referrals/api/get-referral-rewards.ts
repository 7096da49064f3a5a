import {
  type TReferralRewardsLoadResponse,
  type TReferralTotalCreditsResponse,
  ZReferralRewardsLoadResponse,
  ZReferralTotalCreditsResponse,
} from '@portal/domain/api/referrals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const referralKeys = {
  all: ['referral-rewards'] as const,
  load: ['referral-rewards', 'load'] as const,
  totalCredits: ['referral-rewards', 'total-credits'] as const,
};

/** GET /api/referral-rewards/load: the share link and code, the invitations sent and the researchers referred. */
export const referralRewardsQuery = queryOptions({
  queryKey: referralKeys.load,
  queryFn: ({ signal }): Promise<TReferralRewardsLoadResponse> =>
    api.get('/api/referral-rewards/load', ZReferralRewardsLoadResponse, signal),
  // A colleague's first payment may credit the researcher at any time: asked afresh when the page opens.
  staleTime: 0,
});

/** GET /api/referral-rewards/total-credits: every referral credit earned, in the researcher's currency. */
export const totalCreditsQuery = queryOptions({
  queryKey: referralKeys.totalCredits,
  queryFn: ({ signal }): Promise<TReferralTotalCreditsResponse> =>
    api.get('/api/referral-rewards/total-credits', ZReferralTotalCreditsResponse, signal),
  staleTime: 0,
});

export function useReferralRewards() {
  return useQuery(referralRewardsQuery);
}

export function useTotalCredits() {
  return useQuery(totalCreditsQuery);
}

/** The share link's QR code (an SVG the server draws for the signed-in researcher). */
export const REFERRAL_QR_URL = '/api/referral-rewards/qr.svg';

/** The printable flyer in a language (a segment: en, cn, jp, br, es). */
export function referralFlyerUrl(segment: string): string {
  return `/api/referral-rewards/flyer.pdf?language=${encodeURIComponent(segment)}`;
}
