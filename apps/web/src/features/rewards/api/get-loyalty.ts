import { type TLoyaltyResponse, ZLoyaltyResponse } from '@portal/domain/api/rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { rewardKeys } from './reward-keys.ts';

/** GET /api/loyalty/load: the standing, the current promotions and the coupons the researcher earned. */
export const loyaltyQuery = queryOptions({
  queryKey: rewardKeys.loyalty,
  queryFn: ({ signal }): Promise<TLoyaltyResponse> => api.get('/api/loyalty/load', ZLoyaltyResponse, signal),
  staleTime: 0,
});

export function useLoyalty() {
  return useQuery(loyaltyQuery);
}
