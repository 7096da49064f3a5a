import fastifyMultipart from '@fastify/multipart';
import { ZDocumentDetailsResponse, ZOrderFormResponse, ZUploadResponse } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '../../config.ts';
import { sendDownload } from './send-download.ts';
import type { TFilesService } from './service.ts';

const ZOrderFormParams = z.object({ id: z.string().max(64) });
const ZOrderFormFileParams = z.object({ id: z.string().max(64), fileIdentity: z.string().max(64) });
const ZFileParams = z.object({ identity: z.string().max(64) });

export function filesRoutes(files: TFilesService, config: Pick<TConfig, 'maxUploadBytes'>): FastifyPluginAsyncZod {
  return async (app) => {
    // Registered inside this plugin only: no other route accepts multipart bodies.
    await app.register(fastifyMultipart, {
      limits: { fileSize: config.maxUploadBytes, files: 1, fields: 4, fieldSize: 100, parts: 6, headerPairs: 50 },
    });

    app.post(
      '/api/order-form/:id/files',
      { schema: { params: ZOrderFormParams, response: { 200: ZUploadResponse } } },
      (request) => files.upload(request, request.params.id),
    );

    app.delete(
      '/api/order-form/:id/files/:fileIdentity',
      { schema: { params: ZOrderFormFileParams, response: { 200: ZOrderFormResponse } } },
      (request) => files.remove(request, request.params.id, request.params.fileIdentity),
    );

    app.get(
      '/api/order-form/:id/document-details',
      { schema: { params: ZOrderFormParams, response: { 200: ZDocumentDetailsResponse } } },
      (request) => files.documentDetails(request, request.params.id),
    );

    app.get('/api/file/:identity/download', { schema: { params: ZFileParams } }, async (request, reply) => {
      return sendDownload(reply, await files.openDownload(request, request.params.identity));
    });
  };
}
