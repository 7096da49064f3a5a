import { ZDataExportId, ZDataExportResponse, ZDataExportToken } from '@portal/domain/api/data-rights';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../platform/content-disposition.ts';
import { requireAuth } from '../../platform/sessions.ts';
import type { TDataExportService } from './data-export.ts';

const ZExportParams = z.object({ exportId: ZDataExportId });

/** "Download my data" on the account page: ask for an archive, follow its preparation, download it. */
export function dataRightsRoutes(dataExports: TDataExportService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/account/data-exports', { schema: { response: { 202: ZDataExportResponse } } }, async (request, reply) => {
      const auth = requireAuth(request);
      reply.status(202);
      return { dataExport: await dataExports.requestExport(request, auth) };
    });

    app.get(
      '/api/account/data-exports/:exportId',
      { schema: { params: ZExportParams, response: { 200: ZDataExportResponse } } },
      async (request, reply) => {
        const auth = requireAuth(request);
        reply.header('Cache-Control', 'private, no-store');
        return { dataExport: await dataExports.readExport(auth, request.params.exportId) };
      },
    );

    app.get(
      '/api/account/data-exports/:exportId/download',
      { schema: { params: ZExportParams, querystring: z.object({ token: ZDataExportToken }) } },
      async (request, reply) => {
        const auth = requireAuth(request);
        const download = await dataExports.openDownload(request, auth, request.params.exportId, request.query.token);
        return reply
          .header('Content-Type', 'application/zip')
          .header('Content-Disposition', contentDisposition('attachment', download.fileName))
          .header('Cache-Control', 'private, no-store')
          .send(download.stream);
      },
    );
  };
}
