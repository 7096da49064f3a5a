import type { Readable } from 'node:stream';
import {
  ZCancelFapiaoResponse,
  ZCreateFapiaoRequest,
  ZCreateFapiaoResponse,
  ZFapiaoIdentityParams,
  ZFapiaoListQuery,
  ZFapiaoListResponse,
  ZOrganizationQuery,
  ZOrganizationsResponse,
  ZStaffFailFapiaoRequest,
  ZStaffFapiaoListResponse,
  ZStaffFapiaoQuery,
  ZStaffFapiaoResponse,
  ZStaffIssueFapiaoRequest,
} from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../platform/request-language.ts';
import { requireAuth, requireStaff } from '../../platform/sessions.ts';
import { contentDisposition } from '../files/content-disposition.ts';
import { cancelFapiao, fapiaoDocument, listFapiaos, suggestOrganizations } from './manage-fapiaos.ts';
import { requestFapiao } from './request-fapiao.ts';
import type { TFapiaoDeps } from './service.ts';
import { listStaffFapiaos, staffFailFapiao, staffIssueFapiao, type TStaffFapiaoDeps } from './staff-fapiaos.ts';

function sendPdf(reply: FastifyReply, document: { stream: Readable; fileName: string }) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', contentDisposition('attachment', document.fileName))
    .header('Cache-Control', 'private, no-store')
    .send(document.stream);
}

/** Fapiaos after payment (researcher area §7) and the staff console's fapiao queue. */
export function fapiaoRoutes(deps: TFapiaoDeps & Pick<TStaffFapiaoDeps, 'render'>): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.post(
      '/api/fapiao',
      { schema: { body: ZCreateFapiaoRequest, response: { 200: ZCreateFapiaoResponse } } },
      async (request) => ({
        fapiao: await requestFapiao(deps, requireAuth(request), request.body, requestLocale(request)),
        error: null,
      }),
    );

    app.get(
      '/api/fapiao',
      { schema: { querystring: ZFapiaoListQuery, response: { 200: ZFapiaoListResponse } } },
      async (request) => ({
        fapiaos: await listFapiaos(db, requireAuth(request), request.query.context === 'Paddle', requestLocale(request)),
      }),
    );

    app.get(
      '/api/fapiao/organizations',
      { schema: { querystring: ZOrganizationQuery, response: { 200: ZOrganizationsResponse } } },
      async (request) => ({ organizations: await suggestOrganizations(db, request.query.name) }),
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
        requireStaff(request);
        return { fapiaos: await listStaffFapiaos(deps, request.query.status) };
      },
    );

    app.post(
      '/api/staff/fapiaos/:identity/issue',
      { schema: { params: ZFapiaoIdentityParams, body: ZStaffIssueFapiaoRequest, response: { 200: ZStaffFapiaoResponse } } },
      async (request) => {
        requireStaff(request);
        return { fapiao: await staffIssueFapiao(deps, request.params.identity, request.body.number) };
      },
    );

    app.post(
      '/api/staff/fapiaos/:identity/fail',
      { schema: { params: ZFapiaoIdentityParams, body: ZStaffFailFapiaoRequest, response: { 200: ZStaffFapiaoResponse } } },
      async (request) => {
        requireStaff(request);
        return { fapiao: await staffFailFapiao(deps, request.params.identity, request.body.reason) };
      },
    );

    app.get('/api/staff/fapiaos/:identity/document', { schema: { params: ZFapiaoIdentityParams } }, async (request, reply) => {
      requireStaff(request);
      return sendPdf(reply, await fapiaoDocument(deps, null, request.params.identity));
    });
  };
}
