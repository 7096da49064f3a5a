import {
  ZEditReviewDecisionsRequest,
  ZEditReviewDecisionsResponse,
  ZEditReviewDownloadQuery,
  ZEditReviewResponse,
} from '@portal/domain/api/edit-review';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TStorage } from '../../integrations/storage/storage.ts';
import type { Db } from '../../platform/db.ts';
import { SESSION_IN_READ } from '../../platform/sessions.ts';
import { downloadReviewedVersion, openOrderReview, prepareReviewRead, saveReviewDecisions } from './order-review.ts';

const ZExternalIdParams = z.object({ externalId: z.string().min(1).max(40) });
const ZReviewQuery = z.object({ file: z.uuid().optional() });

/**
 * Reviewing an order's edited file online (not in the specification; docs/decisions.md, "Review the edits"):
 * the review, the researcher's decisions, and the version those decisions make.
 */
export function editReviewRoutes(deps: { db: Db; storage: TStorage; log: FastifyBaseLogger }): FastifyPluginAsyncZod {
  const reviewDeps = { ...deps, read: prepareReviewRead(deps.db) };
  return async (app) => {
    app.get(
      '/api/order/:externalId/review',
      {
        schema: { params: ZExternalIdParams, querystring: ZReviewQuery, response: { 200: ZEditReviewResponse } },
        config: SESSION_IN_READ,
      },
      (request) => openOrderReview(reviewDeps, request, request.params.externalId, request.query.file),
    );

    app.put(
      '/api/order/:externalId/review/decisions',
      {
        schema: { params: ZExternalIdParams, body: ZEditReviewDecisionsRequest, response: { 200: ZEditReviewDecisionsResponse } },
      },
      (request) => saveReviewDecisions(reviewDeps, request, request.params.externalId, request.body),
    );

    app.get(
      '/api/order/:externalId/review/download',
      { schema: { params: ZExternalIdParams, querystring: ZEditReviewDownloadQuery }, config: SESSION_IN_READ },
      (request, reply) =>
        downloadReviewedVersion(reviewDeps, request, reply, {
          externalId: request.params.externalId,
          key: request.query.file,
          version: request.query.version,
        }),
    );
  };
}
