import fastifyMultipart from '@fastify/multipart';
import {
  ZCaptchaChallengeResponse,
  ZGrammarCheckArchiveResponse,
  ZGrammarCheckCreateResponse,
  ZGrammarCheckDetailsResponse,
  ZGrammarCheckSearchQuery,
  ZGrammarCheckSearchResponse,
} from '@portal/domain/api/grammar-check';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keptReadRoute } from '../../platform/kept-read.ts';
import { GRAMMAR_CHECK_DETAILS_READ, GRAMMAR_CHECK_SEARCH_READ } from './kept-reads.ts';
import type { TGrammarCheckService } from './service.ts';

const ZIdentityParams = z.object({ identity: z.string().max(64) });

export function grammarCheckRoutes(service: TGrammarCheckService, config: { maxUploadBytes: number }): FastifyPluginAsyncZod {
  return async (app) => {
    // The create call alone takes a multipart body: the terms, the captcha's answer and one file.
    await app.register(async (uploads) => {
      await uploads.register(fastifyMultipart, {
        limits: { fileSize: config.maxUploadBytes, files: 1, fields: 3, fieldSize: 400, parts: 4, headerPairs: 50 },
      });
      uploads
        .withTypeProvider<ZodTypeProvider>()
        .post('/api/grammar-check/create', { schema: { response: { 200: ZGrammarCheckCreateResponse } } }, (request, reply) =>
          service.create(request, reply),
        );
    });

    app.get(
      '/api/grammar-check/search',
      {
        schema: { querystring: ZGrammarCheckSearchQuery, response: { 200: ZGrammarCheckSearchResponse } },
        config: keptReadRoute(GRAMMAR_CHECK_SEARCH_READ),
      },
      (request) => service.search(request, request.query),
    );

    app.get('/api/grammar-check/captcha', { schema: { response: { 200: ZCaptchaChallengeResponse } } }, () => service.captcha());

    app.get(
      '/api/grammar-check/:identity',
      {
        schema: { params: ZIdentityParams, response: { 200: ZGrammarCheckDetailsResponse } },
        config: keptReadRoute(GRAMMAR_CHECK_DETAILS_READ),
      },
      (request) => service.details(request, request.params.identity),
    );

    app.post(
      '/api/grammar-check/:identity/archive',
      { schema: { params: ZIdentityParams, response: { 200: ZGrammarCheckArchiveResponse } } },
      (request) => service.archive(request, request.params.identity),
    );

    app.delete(
      '/api/grammar-check/:identity',
      { schema: { params: ZIdentityParams, response: { 200: ZGrammarCheckArchiveResponse } } },
      (request) => service.remove(request, request.params.identity),
    );

    app.get(
      '/api/order-form/from-language-assessment/:identity',
      { schema: { params: ZIdentityParams } },
      async (request, reply) => reply.redirect(await service.startEditingOrder(request, request.params.identity), 302),
    );
  };
}
