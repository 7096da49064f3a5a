import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import {
  ZStaffAssignRequest,
  ZStaffEditorsResponse,
  ZStaffFlagsRequest,
  ZStaffIssueCertificateRequest,
  ZStaffMoveStageRequest,
  ZStaffOrderResponse,
  ZStaffPendingProofsResponse,
  ZStaffQueueQuery,
  ZStaffQueueResponse,
  ZStaffReviewProofRequest,
} from '@portal/domain';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '../../config.ts';
import type { TStorage } from '../../integrations/storage/storage.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { requestLocale } from '../../platform/request-language.ts';
import { SESSION_IN_READ } from '../../platform/sessions.ts';
import { requireStaffActor } from '../../platform/staff-access.ts';
import { catalogueLanguageOf, placedServiceName, type TCatalogueService } from '../catalogue/index.ts';
import { sendDownload } from '../files/index.ts';
import { assignEditor } from './assign-editor.ts';
import { listEditors } from './editors-read.ts';
import { issueCertificate } from './issue-certificate.ts';
import { moveStage } from './move-stage.ts';
import { findStaffOrderPage, prepareStaffOrderRead, readStaffOrder, toStaffOrder } from './order-read.ts';
import { listPendingProofs, reviewProof } from './payment-proofs.ts';
import { prepareQueueReads, readQueue } from './queue-read.ts';
import { removeDeliverable } from './remove-deliverable.ts';
import { setFlags } from './set-flags.ts';
import { createStaffDownloads } from './staff-downloads.ts';
import { uploadDeliverable } from './upload-deliverable.ts';

const ZOrderParams = z.object({ externalId: z.string().min(1).max(40) });
const ZOrderFileParams = ZOrderParams.extend({ identity: z.string().max(64) });
const ZDeliverableParams = ZOrderParams.extend({ key: z.string().max(64) });
const ORDER = '/api/staff/orders/:externalId';

export type TFulfilmentDeps = {
  db: Db;
  config: Pick<TConfig, 'publicUrl' | 'dataDir' | 'maxUploadBytes'>;
  storage: TStorage;
  log: FastifyBaseLogger;
  /** The catalogue's names of services, for the order's page in the staff member's language. */
  catalogue: Pick<TCatalogueService, 'orderForm'>;
};

/**
 * The staff console's API (docs/decisions.md): the queue, an order's page, and every change staff make to an
 * order, each answering the order's page as it now is. Staff only (route-access.ts); each change is audited.
 */
export function fulfilmentRoutes(deps: TFulfilmentDeps): FastifyPluginAsyncZod {
  const { db, storage, log } = deps;
  const siteUrl = deps.config.publicUrl;
  return async (app) => {
    // Registered inside this plugin only, like the order form's: deliverables are the one multipart call here.
    await app.register(fastifyMultipart, {
      limits: { fileSize: deps.config.maxUploadBytes, files: 1, fields: 4, fieldSize: 100, parts: 6, headerPairs: 50 },
    });
    const queueReads = prepareQueueReads(db);
    const orderRead = prepareStaffOrderRead(db);
    const downloads = createStaffDownloads({ db, storage, log });
    const tempDir = path.join(deps.config.dataDir, 'uploads-in-progress');

    /** The order's page after a change. */
    /** The services under the catalogue's names in the language of the page that asked. */
    async function serviceNamesFor(request: FastifyRequest) {
      const names = await deps.catalogue.orderForm();
      const language = catalogueLanguageOf(requestLocale(request));
      return (service: { identity?: string | null; name: string }) => placedServiceName(names, service, language);
    }

    /** The order's page after a change. */
    async function pageOf(request: FastifyRequest, orderId: number) {
      const row = await findStaffOrderPage(db, orderId);
      if (!row) throw AppError.notFound();
      return { order: toStaffOrder(row, await serviceNamesFor(request)) };
    }

    const orderResponse = { 200: ZStaffOrderResponse };

    app.get(
      '/api/staff/orders',
      { schema: { querystring: ZStaffQueueQuery, response: { 200: ZStaffQueueResponse } }, config: SESSION_IN_READ },
      (request) => readQueue(queueReads, request, request.query),
    );

    app.get('/api/staff/payment-proofs', { schema: { response: { 200: ZStaffPendingProofsResponse } } }, (request) => {
      requireStaffActor(request);
      return listPendingProofs(db);
    });

    app.get('/api/staff/editors', { schema: { response: { 200: ZStaffEditorsResponse } } }, (request) => {
      requireStaffActor(request);
      return listEditors(db);
    });

    app.get(ORDER, { schema: { params: ZOrderParams, response: orderResponse }, config: SESSION_IN_READ }, async (request) => ({
      order: await readStaffOrder(orderRead, request, request.params.externalId, await serviceNamesFor(request)),
    }));

    app.post(
      `${ORDER}/stage`,
      { schema: { params: ZOrderParams, body: ZStaffMoveStageRequest, response: orderResponse } },
      async (request) =>
        pageOf(
          request,
          await moveStage({ db, siteUrl }, request, requireStaffActor(request), request.params.externalId, request.body),
        ),
    );

    app.put(
      `${ORDER}/assignee`,
      { schema: { params: ZOrderParams, body: ZStaffAssignRequest, response: orderResponse } },
      async (request) =>
        pageOf(request, await assignEditor(db, request, requireStaffActor(request), request.params.externalId, request.body)),
    );

    app.put(
      `${ORDER}/flags`,
      { schema: { params: ZOrderParams, body: ZStaffFlagsRequest, response: orderResponse } },
      async (request) =>
        pageOf(
          request,
          await setFlags({ db, siteUrl }, request, requireStaffActor(request), request.params.externalId, request.body),
        ),
    );

    app.post(`${ORDER}/deliverables`, { schema: { params: ZOrderParams, response: orderResponse } }, async (request) =>
      pageOf(
        request,
        await uploadDeliverable({ db, storage, tempDir, log }, request, requireStaffActor(request), request.params.externalId),
      ),
    );

    app.delete(
      `${ORDER}/deliverables/:key`,
      { schema: { params: ZDeliverableParams, response: orderResponse } },
      async (request) =>
        pageOf(
          request,
          await removeDeliverable(db, request, requireStaffActor(request), request.params.externalId, request.params.key),
        ),
    );

    app.get(`${ORDER}/deliverables/:key`, { schema: { params: ZDeliverableParams } }, async (request, reply) => {
      requireStaffActor(request);
      return sendDownload(reply, await downloads.deliverable(request.params.externalId, request.params.key));
    });

    app.get(`${ORDER}/files/:identity`, { schema: { params: ZOrderFileParams } }, async (request, reply) => {
      requireStaffActor(request);
      return sendDownload(reply, await downloads.researcherFile(request.params.externalId, request.params.identity));
    });

    app.post(
      `${ORDER}/certificate`,
      { schema: { params: ZOrderParams, body: ZStaffIssueCertificateRequest, response: orderResponse } },
      async (request) =>
        pageOf(
          request,
          await issueCertificate({ db, siteUrl }, request, requireStaffActor(request), request.params.externalId, request.body),
        ),
    );

    app.get(`${ORDER}/payment-proofs/:identity`, { schema: { params: ZOrderFileParams } }, async (request, reply) => {
      requireStaffActor(request);
      return sendDownload(reply, await downloads.paymentProof(request.params.externalId, request.params.identity));
    });

    app.put(
      `${ORDER}/payment-proofs/:identity/review`,
      { schema: { params: ZOrderFileParams, body: ZStaffReviewProofRequest, response: orderResponse } },
      async (request) =>
        pageOf(
          request,
          await reviewProof(
            { db, siteUrl },
            request,
            requireStaffActor(request),
            request.params.externalId,
            request.params.identity,
            request.body.releaseDownloads,
          ),
        ),
    );
  };
}
