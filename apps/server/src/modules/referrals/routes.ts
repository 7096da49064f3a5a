import { ZReferralFlyerQuery, ZReferralRewardsLoadResponse, ZReferralTotalCreditsResponse } from '@portal/domain/api/referrals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../platform/content-disposition.ts';
import { keptReadRoute } from '../../platform/kept-read.ts';
import { REFERRAL_REWARDS_READ, REFERRAL_TOTAL_CREDITS_READ } from './kept-reads.ts';
import type { TReferralsService } from './service.ts';

/** The referral page's calls (researcher area §7) and its QR code and flyer; all for the signed-in researcher. */
export function referralsRoutes(service: TReferralsService): FastifyPluginAsyncZod {
  return async (app) => {
    // Kept by the read cache: every row they show bumps the referrer's version (migration 0023).
    app.get(
      '/api/referral-rewards/load',
      { schema: { response: { 200: ZReferralRewardsLoadResponse } }, config: keptReadRoute(REFERRAL_REWARDS_READ) },
      (request) => service.load(request),
    );
    app.get(
      '/api/referral-rewards/total-credits',
      { schema: { response: { 200: ZReferralTotalCreditsResponse } }, config: keptReadRoute(REFERRAL_TOTAL_CREDITS_READ) },
      (request) => service.totalCredits(request),
    );
    app.get('/api/referral-rewards/qr.svg', async (request, reply) =>
      reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .send(service.qrCode(request)),
    );
    app.get('/api/referral-rewards/flyer.pdf', { schema: { querystring: ZReferralFlyerQuery } }, async (request, reply) => {
      const { pdf, fileName } = await service.flyer(request, request.query.language);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', contentDisposition('attachment', fileName))
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    });
  };
}
