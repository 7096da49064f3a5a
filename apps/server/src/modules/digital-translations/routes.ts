import {
  ZDigitalOrderArchiveResponse,
  ZDigitalOrderCreateResponse,
  ZDigitalOrderSearchQuery,
  ZDigitalOrderSearchResponse,
} from '@portal/domain/api/digital-translation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHED_SESSION_READ } from '../../platform/read-cache.ts';
import { documentActionRoutes, documentUploadRoute } from '../digital-documents/index.ts';
import type { TDigitalTranslationService } from './service.ts';

/** Digital translation (researcher area §7 /api/digital-order/*): the load call is the purchases module's. */
export function digitalTranslationRoutes(
  service: TDigitalTranslationService,
  config: { maxUploadBytes: number },
): FastifyPluginAsyncZod {
  return async (app) => {
    // The language and one file.
    await documentUploadRoute(
      app,
      {
        path: '/api/digital-order/create',
        response: ZDigitalOrderCreateResponse,
        maxUploadBytes: config.maxUploadBytes,
        fields: 2,
        fieldSize: 100,
      },
      (request) => service.create(request),
    );

    app.get(
      '/api/digital-order/search',
      {
        schema: { querystring: ZDigitalOrderSearchQuery, response: { 200: ZDigitalOrderSearchResponse } },
        config: CACHED_SESSION_READ,
      },
      (request) => service.search(request, request.query),
    );

    documentActionRoutes(app, { base: '/api/digital-order', param: 'id', answer: ZDigitalOrderArchiveResponse }, service);
  };
}
