import {
  ZDigitalEditArchiveResponse,
  ZDigitalEditCreateResponse,
  ZDigitalEditDetailsResponse,
  ZDigitalEditSearchQuery,
  ZDigitalEditSearchResponse,
  ZRecentDigitalDocumentsResponse,
} from '@portal/domain/api/digital-edit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keptReadRoute } from '../../platform/kept-read.ts';
import { documentRoutes } from '../digital-documents/index.ts';
import { DIGITAL_EDIT_SEARCH_READ, RECENT_DIGITAL_DOCUMENTS_READ } from './kept-reads.ts';
import type { TDigitalEditingService } from './service.ts';

const ZIdentityParams = z.object({ identity: z.string().max(64) });

export function digitalEditingRoutes(service: TDigitalEditingService, config: { maxUploadBytes: number }): FastifyPluginAsyncZod {
  return async (app) => {
    // The create call's form: the style of English and one file.
    await documentRoutes(
      app,
      {
        base: '/api/digital-edit',
        param: 'identity',
        maxUploadBytes: config.maxUploadBytes,
        fields: 2,
        fieldSize: 100,
        schemas: {
          create: ZDigitalEditCreateResponse,
          searchQuery: ZDigitalEditSearchQuery,
          search: ZDigitalEditSearchResponse,
          answer: ZDigitalEditArchiveResponse,
        },
        searchRead: DIGITAL_EDIT_SEARCH_READ,
      },
      service,
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

    app.get('/api/order-form/from-digital-edit/:identity', { schema: { params: ZIdentityParams } }, async (request, reply) =>
      reply.redirect(await service.startEditingOrder(request, request.params.identity), 302),
    );
  };
}
