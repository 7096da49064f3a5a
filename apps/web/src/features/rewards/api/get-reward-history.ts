import { type TRewardHistoryResponse, ZRewardHistoryResponse } from '@portal/domain/api/rewards';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { rewardKeys } from './reward-keys.ts';

/** GET /api/reward/history/load?page=: one page of the points history, newest first. */
export function rewardHistoryQuery(page: number) {
  return queryOptions({
    queryKey: rewardKeys.history(page),
    queryFn: ({ signal }): Promise<TRewardHistoryResponse> =>
      api.get(`/api/reward/history/load?page=${page}`, ZRewardHistoryResponse, signal),
    staleTime: 0,
  });
}

/** The previous page stays on screen while the next one loads. */
export function useRewardHistory(page: number) {
  return useQuery({ ...rewardHistoryQuery(page), placeholderData: keepPreviousData });
}
