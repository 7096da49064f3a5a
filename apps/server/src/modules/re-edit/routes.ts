import { ZReeditLinkQuery, ZReeditOptionsResponse } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keptReadRoute } from '../../platform/kept-read.ts';
import { RE_EDIT_OPTIONS_READ } from './kept-reads.ts';
import type { TReeditService } from './service.ts';

const ZExternalIdParams = z.object({ externalId: z.string().max(40) });

export function reeditRoutes(reedit: TReeditService): FastifyPluginAsyncZod {
  return async (app) => {
    // Kept by the read cache: the order's row bumps its researcher's version; the catalogue (a service no
    // longer offered) shows within the cache's 30 s.
    app.get(
      '/api/order/:externalId/re-edit-options',
      {
        schema: { params: ZExternalIdParams, response: { 200: ZReeditOptionsResponse } },
        config: keptReadRoute(RE_EDIT_OPTIONS_READ),
      },
      (request) => reedit.options(request, request.params.externalId),
    );

    // The spec's links (researcher area §7): they open the order form, so they answer with a redirect.
    app.get(
      '/api/order-form/reedit/:externalId',
      { schema: { params: ZExternalIdParams, querystring: ZReeditLinkQuery } },
      async (request, reply) => reply.redirect(await reedit.startReedit(request, request.params.externalId, request.query), 302),
    );

    app.get(
      '/api/order-form/rework/:externalId',
      { schema: { params: ZExternalIdParams, querystring: ZReeditLinkQuery.pick({ lang: true }) } },
      async (request, reply) => reply.redirect(await reedit.startRework(request, request.params.externalId, request.query), 302),
    );
  };
}
