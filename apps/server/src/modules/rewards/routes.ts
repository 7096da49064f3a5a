import {
  ZLoyaltyLevelsResponse,
  ZLoyaltyResponse,
  ZRewardHistoryQuery,
  ZRewardHistoryResponse,
} from '@portal/domain/api/rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHED_SESSION_READ } from '../../platform/read-cache.ts';
import type { TRewardReads } from './reads.ts';

/** The loyalty and reward calls of researcher-area §7; signed-in only (each read checks the session itself). */
export function rewardsRoutes(reads: TRewardReads): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/loyalty/levels/load',
      { schema: { response: { 200: ZLoyaltyLevelsResponse } }, config: CACHED_SESSION_READ },
      (request) => reads.levels(request),
    );
    app.get('/api/loyalty/load', { schema: { response: { 200: ZLoyaltyResponse } }, config: CACHED_SESSION_READ }, (request) =>
      reads.loyalty(request),
    );
    app.get(
      '/api/reward/history/load',
      { schema: { querystring: ZRewardHistoryQuery, response: { 200: ZRewardHistoryResponse } }, config: CACHED_SESSION_READ },
      (request) => reads.history(request, request.query),
    );
  };
}
