import { ZPriceQuoteEmailRequest, ZPriceQuoteEmailResponse } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../platform/content-disposition.ts';
import type { TPriceQuoteService } from './service.ts';

const ZEstimateParams = z.object({ estimateId: z.string().max(64) });
const ZPdfQuery = z.object({ display: z.string().max(20).optional(), language: z.string().max(20).optional() });

export function priceQuoteRoutes(priceQuote: TPriceQuoteService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/price-quote/:estimateId/pdf',
      {
        schema: { params: ZEstimateParams, querystring: ZPdfQuery },
        // The price-quote page embeds the PDF, so this one response may be framed by the site itself.
        onSend: async (_request, reply) => {
          reply.header('X-Frame-Options', 'SAMEORIGIN');
          reply.header('Content-Security-Policy', "frame-ancestors 'self'");
        },
      },
      async (request, reply) => {
        const { pdf, fileName } = await priceQuote.pdf(request, request.params.estimateId, request.query.language);
        return reply
          .header('Content-Type', 'application/pdf')
          .header(
            'Content-Disposition',
            contentDisposition(request.query.display === 'inline' ? 'inline' : 'attachment', fileName),
          )
          .header('Cache-Control', 'private, no-store')
          .send(pdf);
      },
    );

    app.post(
      '/api/price-quote/:estimateId/email',
      {
        schema: {
          params: ZEstimateParams,
          body: ZPriceQuoteEmailRequest.optional(),
          response: { 200: ZPriceQuoteEmailResponse },
        },
      },
      (request) => priceQuote.email(request, request.params.estimateId, request.body?.email),
    );
  };
}
