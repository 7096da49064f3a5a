import {
  ZDigitalOrderArchiveResponse,
  ZDigitalOrderCreateResponse,
  ZDigitalOrderSearchQuery,
  ZDigitalOrderSearchResponse,
} from '@portal/domain/api/digital-translation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentRoutes } from '../digital-documents/index.ts';
import { DIGITAL_TRANSLATION_SEARCH_READ } from './kept-reads.ts';
import type { TDigitalTranslationService } from './service.ts';

/** Digital translation (researcher area §7 /api/digital-order/*): the load call is the purchases module's. */
export function digitalTranslationRoutes(
  service: TDigitalTranslationService,
  config: { maxUploadBytes: number },
): FastifyPluginAsyncZod {
  return async (app) => {
    // The create call's form: the language and one file; the translation's path parameter is `id`.
    await documentRoutes(
      app,
      {
        base: '/api/digital-order',
        param: 'id',
        maxUploadBytes: config.maxUploadBytes,
        fields: 2,
        fieldSize: 100,
        schemas: {
          create: ZDigitalOrderCreateResponse,
          searchQuery: ZDigitalOrderSearchQuery,
          search: ZDigitalOrderSearchResponse,
          answer: ZDigitalOrderArchiveResponse,
        },
        searchRead: DIGITAL_TRANSLATION_SEARCH_READ,
      },
      service,
    );
  };
}
