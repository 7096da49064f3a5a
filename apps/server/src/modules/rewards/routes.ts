import {
  ZLoyaltyLevelsResponse,
  ZLoyaltyResponse,
  ZRewardHistoryQuery,
  ZRewardHistoryResponse,
} from '@portal/domain/api/rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keptReadRoute } from '../../platform/kept-read.ts';
import { LOYALTY_LEVELS_READ, LOYALTY_READ, REWARD_HISTORY_READ } from './kept-reads.ts';
import type { TRewardReads } from './reads.ts';

/** The loyalty and reward calls of researcher-area §7; signed-in only (each read checks the session itself). */
export function rewardsRoutes(reads: TRewardReads): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/loyalty/levels/load',
      { schema: { response: { 200: ZLoyaltyLevelsResponse } }, config: keptReadRoute(LOYALTY_LEVELS_READ) },
      (request) => reads.levels(request),
    );
    app.get(
      '/api/loyalty/load',
      { schema: { response: { 200: ZLoyaltyResponse } }, config: keptReadRoute(LOYALTY_READ) },
      (request) => reads.loyalty(request),
    );
    app.get(
      '/api/reward/history/load',
      {
        schema: { querystring: ZRewardHistoryQuery, response: { 200: ZRewardHistoryResponse } },
        config: keptReadRoute(REWARD_HISTORY_READ),
      },
      (request) => reads.history(request, request.query),
    );
  };
}
