import type { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import {
  ZCancelFapiaoResponse,
  ZCreateFapiaoRequest,
  ZCreateFapiaoResponse,
  ZFapiaoDocumentParams,
  ZFapiaoIdentityParams,
  ZFapiaoListQuery,
  ZFapiaoListResponse,
  ZFapiaoRequestableResponse,
  ZOrganizationQuery,
  ZOrganizationsResponse,
  ZStaffFailFapiaoRequest,
  ZStaffFapiaoListResponse,
  ZStaffFapiaoQuery,
  ZStaffFapiaoResponse,
  ZStaffIssueFapiaoRequest,
} from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../platform/content-disposition.ts';
import { keptReadRoute } from '../../platform/kept-read.ts';
import { requestLocale } from '../../platform/request-language.ts';
import { requireAuth } from '../../platform/sessions.ts';
import { requireStaffActor } from '../../platform/staff-access.ts';
import { FAPIAOS_READ } from './kept-reads.ts';
import { cancelFapiao, fapiaoDocument, listFapiaos, prepareFapiaoListReads, suggestOrganizations } from './manage-fapiaos.ts';
import { receiveFapiaoDocument } from './receive-fapiao-document.ts';
import { requestablePaymentOf, requestFapiao } from './request-fapiao.ts';
import type { TFapiaoDeps } from './service.ts';
import { listStaffFapiaos, staffFailFapiao, staffIssueFapiao, type TStaffFapiaoDeps } from './staff-fapiaos.ts';

function sendPdf(reply: FastifyReply, document: { stream: Readable; fileName: string }) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', contentDisposition('attachment', document.fileName))
    .header('Cache-Control', 'private, no-store')
    .send(document.stream);
}

/**
 * Fapiaos after payment (researcher area §7) and the staff console's fapiao queue. Staff act in their own
 * session (not while acting as a customer); issuing and failing are audited.
 */
export function fapiaoRoutes(deps: TFapiaoDeps & Pick<TStaffFapiaoDeps, 'render' | 'documentMaxBytes'>): FastifyPluginAsyncZod {
  const { db } = deps;
  const listReads = prepareFapiaoListReads(db);
  return async (app) => {
    app.post(
      '/api/fapiao',
      { schema: { body: ZCreateFapiaoRequest, response: { 200: ZCreateFapiaoResponse } } },
      async (request) => ({
        fapiao: await requestFapiao(deps, requireAuth(request), request.body, requestLocale(request)),
        error: null,
      }),
    );

    // Kept by the read cache: fapiaos and payments bump their researcher's version (migration 0021).
    app.get(
      '/api/fapiao',
      { schema: { querystring: ZFapiaoListQuery, response: { 200: ZFapiaoListResponse } }, config: keptReadRoute(FAPIAOS_READ) },
      async (request) => ({ fapiaos: await listFapiaos(listReads, request, request.query.context === 'Paddle') }),
    );

    app.get(
      '/api/fapiao/organizations',
      { schema: { querystring: ZOrganizationQuery, response: { 200: ZOrganizationsResponse } } },
      async (request) => ({ organizations: await suggestOrganizations(db, request.query.name) }),
    );

    app.get(
      '/api/fapiao/requestable/:invoiceNumber',
      { schema: { params: ZFapiaoDocumentParams, response: { 200: ZFapiaoRequestableResponse } } },
      async (request) => ({
        paymentId: await requestablePaymentOf(db, requireAuth(request).user.id, request.params.invoiceNumber),
      }),
    );

    app.delete(
      '/api/fapiao/:identity',
      { schema: { params: ZFapiaoIdentityParams, response: { 200: ZCancelFapiaoResponse } } },
      async (request) => ({
        fapiao: await cancelFapiao(deps, requireAuth(request), request.params.identity, requestLocale(request)),
      }),
    );

    app.get('/api/fapiao/:identity/document', { schema: { params: ZFapiaoIdentityParams } }, async (request, reply) =>
      sendPdf(reply, await fapiaoDocument(deps, requireAuth(request).user.id, request.params.identity)),
    );

    app.get(
      '/api/staff/fapiaos',
      { schema: { querystring: ZStaffFapiaoQuery, response: { 200: ZStaffFapiaoListResponse } } },
      async (request) => {
        requireStaffActor(request);
        return { fapiaos: await listStaffFapiaos(deps, request.query.status) };
      },
    );

    // Issuing takes JSON (the portal generates the document) or a multipart body with the real fapiao's PDF.
    await app.register(async (uploads) => {
      await uploads.register(fastifyMultipart, {
        limits: { fileSize: deps.documentMaxBytes, files: 1, fields: 2, fieldSize: 100, parts: 3, headerPairs: 50 },
      });
      uploads.withTypeProvider<ZodTypeProvider>().post(
        '/api/staff/fapiaos/:identity/issue',
        {
          schema: {
            params: ZFapiaoIdentityParams,
            // A multipart body is read by the handler: Fastify leaves `body` null for it.
            body: ZStaffIssueFapiaoRequest.nullish(),
            response: { 200: ZStaffFapiaoResponse },
          },
        },
        async (request) => {
          const actor = requireStaffActor(request);
          const input = request.isMultipart()
            ? await receiveFapiaoDocument(request, deps.documentMaxBytes)
            : { number: request.body?.number, document: null };
          return { fapiao: await staffIssueFapiao(deps, request, actor, request.params.identity, input) };
        },
      );
    });

    app.post(
      '/api/staff/fapiaos/:identity/fail',
      { schema: { params: ZFapiaoIdentityParams, body: ZStaffFailFapiaoRequest, response: { 200: ZStaffFapiaoResponse } } },
      async (request) => ({
        fapiao: await staffFailFapiao(deps, request, requireStaffActor(request), request.params.identity, request.body.reason),
      }),
    );

    app.get('/api/staff/fapiaos/:identity/document', { schema: { params: ZFapiaoIdentityParams } }, async (request, reply) => {
      requireStaffActor(request);
      return sendPdf(reply, await fapiaoDocument(deps, null, request.params.identity));
    });
  };
}
