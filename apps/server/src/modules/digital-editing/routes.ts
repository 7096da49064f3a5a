import fastifyMultipart from '@fastify/multipart';
import {
  ZDigitalEditArchiveResponse,
  ZDigitalEditCreateResponse,
  ZDigitalEditDetailsResponse,
  ZDigitalEditSearchQuery,
  ZDigitalEditSearchResponse,
  ZRecentDigitalDocumentsResponse,
} from '@portal/domain/api/digital-edit';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keptReadRoute } from '../../platform/kept-read.ts';
import { DIGITAL_EDIT_SEARCH_READ, RECENT_DIGITAL_DOCUMENTS_READ } from './kept-reads.ts';
import type { TDigitalEditingService } from './service.ts';

const ZIdentityParams = z.object({ identity: z.string().max(64) });

export function digitalEditingRoutes(service: TDigitalEditingService, config: { maxUploadBytes: number }): FastifyPluginAsyncZod {
  return async (app) => {
    // The create call alone takes a multipart body: the style of English and one file.
    await app.register(async (uploads) => {
      await uploads.register(fastifyMultipart, {
        limits: { fileSize: config.maxUploadBytes, files: 1, fields: 2, fieldSize: 100, parts: 3, headerPairs: 50 },
      });
      uploads
        .withTypeProvider<ZodTypeProvider>()
        .post('/api/digital-edit/create', { schema: { response: { 200: ZDigitalEditCreateResponse } } }, (request) =>
          service.create(request),
        );
    });

    app.get(
      '/api/digital-edit/search',
      {
        schema: { querystring: ZDigitalEditSearchQuery, response: { 200: ZDigitalEditSearchResponse } },
        config: keptReadRoute(DIGITAL_EDIT_SEARCH_READ),
      },
      (request) => service.search(request, request.query),
    );

    app.get(
      '/api/digital-documents/recent',
      { schema: { response: { 200: ZRecentDigitalDocumentsResponse } }, config: keptReadRoute(RECENT_DIGITAL_DOCUMENTS_READ) },
      (request) => service.recent(request),
    );

    app.get(
      '/api/digital-edit/:identity',
      { schema: { params: ZIdentityParams, response: { 200: ZDigitalEditDetailsResponse } } },
      (request) => service.details(request, request.params.identity),
    );

    app.post(
      '/api/digital-edit/:identity/archive',
      { schema: { params: ZIdentityParams, response: { 200: ZDigitalEditArchiveResponse } } },
      (request) => service.archive(request, request.params.identity),
    );

    app.delete(
      '/api/digital-edit/:identity',
      { schema: { params: ZIdentityParams, response: { 200: ZDigitalEditArchiveResponse } } },
      (request) => service.remove(request, request.params.identity),
    );

    app.get('/api/digital-edit/:identity/download', { schema: { params: ZIdentityParams } }, (request, reply) =>
      service.download(request, reply, request.params.identity),
    );

    app.get('/api/order-form/from-digital-edit/:identity', { schema: { params: ZIdentityParams } }, async (request, reply) =>
      reply.redirect(await service.startEditingOrder(request, request.params.identity), 302),
    );
  };
}
