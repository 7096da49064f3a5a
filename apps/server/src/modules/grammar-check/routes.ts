import {
  ZAcceptSuggestionsRequest,
  ZCaptchaChallengeResponse,
  ZGrammarCheckArchiveResponse,
  ZGrammarCheckCreateResponse,
  ZGrammarCheckDetailsResponse,
  ZGrammarCheckSearchQuery,
  ZGrammarCheckSearchResponse,
} from '@portal/domain/api/grammar-check';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keptReadRoute } from '../../platform/kept-read.ts';
import { documentRoutes } from '../digital-documents/index.ts';
import { GRAMMAR_CHECK_DETAILS_READ, GRAMMAR_CHECK_SEARCH_READ } from './kept-reads.ts';
import type { TGrammarCheckService } from './service.ts';

const ZIdentityParams = z.object({ identity: z.string().max(64) });

export function grammarCheckRoutes(service: TGrammarCheckService, config: { maxUploadBytes: number }): FastifyPluginAsyncZod {
  return async (app) => {
    // The create call's form: the terms, the captcha's answer and one file. No result file, so no download.
    await documentRoutes(
      app,
      {
        base: '/api/grammar-check',
        param: 'identity',
        maxUploadBytes: config.maxUploadBytes,
        fields: 3,
        fieldSize: 400,
        schemas: {
          create: ZGrammarCheckCreateResponse,
          searchQuery: ZGrammarCheckSearchQuery,
          search: ZGrammarCheckSearchResponse,
          answer: ZGrammarCheckArchiveResponse,
        },
        searchRead: GRAMMAR_CHECK_SEARCH_READ,
      },
      service,
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
      '/api/grammar-check/:identity/accepted-suggestions',
      {
        schema: { params: ZIdentityParams, body: ZAcceptSuggestionsRequest },
        // Another researcher's assessment is 404 whatever the body says (route-access.test.ts).
        preValidation: (request) => service.requireOwnAssessment(request, (request.params as { identity: string }).identity),
      },
      (request, reply) => service.acceptSuggestions(request, reply, request.params.identity, request.body),
    );

    app.get(
      '/api/order-form/from-language-assessment/:identity',
      { schema: { params: ZIdentityParams } },
      async (request, reply) => reply.redirect(await service.startEditingOrder(request, request.params.identity), 302),
    );
  };
}
