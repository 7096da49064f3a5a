import { type TLoyaltyLevelsResponse, ZLoyaltyLevelsResponse } from '@portal/domain/api/rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { rewardKeys } from './reward-keys.ts';

/** GET /api/loyalty/levels/load: the six levels and where the researcher stands. */
export const loyaltyLevelsQuery = queryOptions({
  queryKey: rewardKeys.levels,
  queryFn: ({ signal }): Promise<TLoyaltyLevelsResponse> => api.get('/api/loyalty/levels/load', ZLoyaltyLevelsResponse, signal),
  staleTime: 0,
});

export function useLoyaltyLevels() {
  return useQuery(loyaltyLevelsQuery);
}
