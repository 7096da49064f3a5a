import { type TSupportRequest, ZSupportRequestResponse } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/order/{externalId}/support-request: a message to the support team about the order. */
export function sendSupportRequest(externalId: string, request: TSupportRequest) {
  return api.post(`/api/order/${encodeURIComponent(externalId)}/support-request`, request, ZSupportRequestResponse);
}

export function useSendSupportRequest(externalId: string) {
  return useMutation({ mutationFn: (request: TSupportRequest) => sendSupportRequest(externalId, request) });
}
