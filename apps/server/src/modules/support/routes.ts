import fastifyMultipart from '@fastify/multipart';
import {
  PROOF_OF_PAYMENT_MAX_BYTES,
  ZPaymentProofsResponse,
  ZProofUploadResponse,
  ZSupportRequest,
  ZSupportRequestResponse,
} from '@portal/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '../../config.ts';
import { keptReadRoute } from '../../platform/kept-read.ts';
import { PAYMENT_PROOFS_READ } from './kept-reads.ts';
import type { TPaymentProofService } from './proof-of-payment.ts';
import type { TSupportRequestService } from './support-request.ts';

const ZExternalIdParams = z.object({ externalId: z.string().max(40) });

export function supportRoutes(
  proofs: TPaymentProofService,
  requests: TSupportRequestService,
  config: Pick<TConfig, 'maxUploadBytes'>,
): FastifyPluginAsyncZod {
  return async (app) => {
    // The upload alone takes multipart bodies, with the proofs' own limit (never above MAX_UPLOAD_BYTES).
    await app.register(async (uploads) => {
      await uploads.register(fastifyMultipart, {
        limits: {
          fileSize: Math.min(PROOF_OF_PAYMENT_MAX_BYTES, config.maxUploadBytes),
          files: 1,
          fields: 2,
          fieldSize: 100,
          parts: 3,
          headerPairs: 50,
        },
      });
      uploads
        .withTypeProvider<ZodTypeProvider>()
        .post(
          '/api/order/:externalId/proof-of-payment',
          { schema: { params: ZExternalIdParams, response: { 200: ZProofUploadResponse } } },
          (request) => proofs.upload(request, request.params.externalId),
        );
    });

    // Kept by the read cache: the order, its invoice and its proofs each bump their researcher's version.
    app.get(
      '/api/order/:externalId/proof-of-payment',
      {
        schema: { params: ZExternalIdParams, response: { 200: ZPaymentProofsResponse } },
        config: keptReadRoute(PAYMENT_PROOFS_READ),
      },
      (request) => proofs.list(request, request.params.externalId),
    );

    app.post(
      '/api/order/:externalId/support-request',
      { schema: { params: ZExternalIdParams, body: ZSupportRequest, response: { 200: ZSupportRequestResponse } } },
      (request) => requests.send(request, request.params.externalId, request.body),
    );
  };
}
