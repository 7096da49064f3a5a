import fastifyMultipart from '@fastify/multipart';
import {
  ZDigitalOrderArchiveResponse,
  ZDigitalOrderCreateResponse,
  ZDigitalOrderSearchQuery,
  ZDigitalOrderSearchResponse,
} from '@portal/domain/api/digital-translation';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keptReadRoute } from '../../platform/kept-read.ts';
import { DIGITAL_TRANSLATION_SEARCH_READ } from './kept-reads.ts';
import type { TDigitalTranslationService } from './service.ts';

const ZIdParams = z.object({ id: z.string().max(64) });

/** Digital translation (researcher area §7 /api/digital-order/*): the load call is the purchases module's. */
export function digitalTranslationRoutes(
  service: TDigitalTranslationService,
  config: { maxUploadBytes: number },
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(async (uploads) => {
      await uploads.register(fastifyMultipart, {
        limits: { fileSize: config.maxUploadBytes, files: 1, fields: 2, fieldSize: 100, parts: 3, headerPairs: 50 },
      });
      uploads
        .withTypeProvider<ZodTypeProvider>()
        .post('/api/digital-order/create', { schema: { response: { 200: ZDigitalOrderCreateResponse } } }, (request) =>
          service.create(request),
        );
    });

    app.get(
      '/api/digital-order/search',
      {
        schema: { querystring: ZDigitalOrderSearchQuery, response: { 200: ZDigitalOrderSearchResponse } },
        config: keptReadRoute(DIGITAL_TRANSLATION_SEARCH_READ),
      },
      (request) => service.search(request, request.query),
    );

    app.post(
      '/api/digital-order/:id/archive',
      { schema: { params: ZIdParams, response: { 200: ZDigitalOrderArchiveResponse } } },
      (request) => service.archive(request, request.params.id),
    );

    app.delete(
      '/api/digital-order/:id',
      { schema: { params: ZIdParams, response: { 200: ZDigitalOrderArchiveResponse } } },
      (request) => service.remove(request, request.params.id),
    );

    app.get('/api/digital-order/:id/download', { schema: { params: ZIdParams } }, (request, reply) =>
      service.download(request, reply, request.params.id),
    );
  };
}
