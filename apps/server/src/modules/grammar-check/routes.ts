import {
  ZCaptchaChallengeResponse,
  ZGrammarCheckArchiveResponse,
  ZGrammarCheckCreateResponse,
  ZGrammarCheckDetailsResponse,
  ZGrammarCheckSearchQuery,
  ZGrammarCheckSearchResponse,
} from '@portal/domain/api/grammar-check';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHED_SESSION_READ } from '../../platform/read-cache.ts';
import { documentActionRoutes, documentUploadRoute } from '../digital-documents/index.ts';
import type { TGrammarCheckService } from './service.ts';

const ZIdentityParams = z.object({ identity: z.string().max(64) });

export function grammarCheckRoutes(service: TGrammarCheckService, config: { maxUploadBytes: number }): FastifyPluginAsyncZod {
  return async (app) => {
    // The terms, the captcha's answer and one file.
    await documentUploadRoute(
      app,
      {
        path: '/api/grammar-check/create',
        response: ZGrammarCheckCreateResponse,
        maxUploadBytes: config.maxUploadBytes,
        fields: 3,
        fieldSize: 400,
      },
      (request, reply) => service.create(request, reply),
    );

    app.get(
      '/api/grammar-check/search',
      {
        schema: { querystring: ZGrammarCheckSearchQuery, response: { 200: ZGrammarCheckSearchResponse } },
        config: CACHED_SESSION_READ,
      },
      (request) => service.search(request, request.query),
    );

    app.get('/api/grammar-check/captcha', { schema: { response: { 200: ZCaptchaChallengeResponse } } }, () => service.captcha());

    app.get(
      '/api/grammar-check/:identity',
      { schema: { params: ZIdentityParams, response: { 200: ZGrammarCheckDetailsResponse } }, config: CACHED_SESSION_READ },
      (request) => service.details(request, request.params.identity),
    );

    documentActionRoutes(app, { base: '/api/grammar-check', param: 'identity', answer: ZGrammarCheckArchiveResponse }, service);

    app.get(
      '/api/order-form/from-language-assessment/:identity',
      { schema: { params: ZIdentityParams } },
      async (request, reply) => reply.redirect(await service.startEditingOrder(request, request.params.identity), 302),
    );
  };
}
