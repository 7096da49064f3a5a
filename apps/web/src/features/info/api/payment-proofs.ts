import { ZPaymentProofsResponse, ZProofUploadResponse } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';

export const paymentProofKeys = {
  list: (externalId: string) => ['orders', externalId, 'proof-of-payment'] as const,
};

const proofsPath = (externalId: string) => `/api/order/${encodeURIComponent(externalId)}/proof-of-payment`;

/** GET /api/order/{externalId}/proof-of-payment: the order, whether it awaits a payment, the proofs sent; null when not the researcher's. */
export function paymentProofsQuery(externalId: string) {
  return queryOptions({
    queryKey: paymentProofKeys.list(externalId),
    queryFn: async ({ signal }) => {
      try {
        return await api.get(proofsPath(externalId), ZPaymentProofsResponse, signal);
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 404) return null;
        throw failure;
      }
    },
  });
}

/** POST /api/order/{externalId}/proof-of-payment: one file, multipart, with upload progress. */
export function uploadPaymentProof(externalId: string, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) {
  const body = new FormData();
  body.append('file', file, file.name);
  return uploadWithProgress(proofsPath(externalId), body, ZProofUploadResponse, onProgress, signal);
}
