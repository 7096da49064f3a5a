import { ZLockedTermCreateBody, ZLockedTermParams, ZLockedTermsResponse } from '@portal/domain/api/locked-terms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keptReadRoute } from '../../platform/kept-read.ts';
import { LOCKED_TERMS_READ } from './kept-reads.ts';
import type { TLockedTermsService } from './service.ts';

/** GET/POST /api/locked-terms and DELETE /api/locked-terms/{id}: the signed-in researcher's locked terms. */
export function lockedTermsRoutes(service: TLockedTermsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/locked-terms',
      { schema: { response: { 200: ZLockedTermsResponse } }, config: keptReadRoute(LOCKED_TERMS_READ) },
      (request) => service.list(request),
    );
    app.post(
      '/api/locked-terms',
      { schema: { body: ZLockedTermCreateBody, response: { 200: ZLockedTermsResponse } } },
      (request) => service.add(request, request.body),
    );
    app.delete(
      '/api/locked-terms/:id',
      { schema: { params: ZLockedTermParams, response: { 200: ZLockedTermsResponse } } },
      (request) => service.remove(request, request.params.id),
    );
  };
}
