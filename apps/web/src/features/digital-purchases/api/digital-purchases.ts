import { type TPaymentFormInput, type TPaymentResult, ZPaymentResult } from '@portal/domain';
import {
  ZChineseDigitalTrialResponse,
  ZDigitalEditLoadResponse,
  ZDigitalOrderLoadResponse,
} from '@portal/domain/api/digital-purchases';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import type { TPurchaseKind } from '../utils/purchase-kind.ts';

export const digitalPurchaseKeys = {
  all: ['digital-purchases'] as const,
  editing: ['digital-purchases', 'editing'] as const,
  translation: ['digital-purchases', 'translation'] as const,
};

/** While a paid purchase waits to become active, the page asks again every 10 s (researcher-area §9). */
export const ACTIVATION_POLL_MS = 10_000;

/** GET /api/digital-edit/load, polled while `isWaiting`. */
export function useDigitalEditLoad(isWaiting = false) {
  return useQuery({
    queryKey: digitalPurchaseKeys.editing,
    queryFn: ({ signal }) => api.get('/api/digital-edit/load', ZDigitalEditLoadResponse, signal),
    refetchInterval: isWaiting ? ACTIVATION_POLL_MS : false,
  });
}

/** GET /api/digital-order/load, polled while `isWaiting`. */
export function useDigitalOrderLoad(isWaiting = false) {
  return useQuery({
    queryKey: digitalPurchaseKeys.translation,
    queryFn: ({ signal }) => api.get('/api/digital-order/load', ZDigitalOrderLoadResponse, signal),
    refetchInterval: isWaiting ? ACTIVATION_POLL_MS : false,
  });
}

const PAYMENT_PATHS: Record<TPurchaseKind, string> = {
  editing: '/api/digital-edit/payment',
  translation: '/api/digital-translation/payment',
};

/**
 * POST /api/digital-edit/payment or /api/digital-translation/payment; the Idempotency-Key makes a repeated
 * submission answer the first result instead of paying twice.
 */
export async function payDigitalPurchase(
  kind: TPurchaseKind,
  product: string,
  values: TPaymentFormInput,
  isTermsAccepted: boolean,
  idempotencyKey: string,
): Promise<TPaymentResult> {
  const result = await apiRequest(PAYMENT_PATHS[kind], {
    method: 'POST',
    body: { ...values, availableDigitalPurchaseIdentity: product, acceptedTermsAndConditions: isTermsAccepted },
    schema: ZPaymentResult,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  // Paid by card: the success page reads the purchase at once instead of waiting for its first 10 s poll.
  if (result.status === 'paid') await queryClient.invalidateQueries({ queryKey: digitalPurchaseKeys.all });
  return result;
}

/** POST /api/digital-order/chinese-digital-trial: the one-time Chinese trial credit. */
export function useClaimChineseTrial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/digital-order/chinese-digital-trial', {}, ZChineseDigitalTrialResponse),
    onSuccess: () => client.invalidateQueries({ queryKey: digitalPurchaseKeys.all }),
  });
}
