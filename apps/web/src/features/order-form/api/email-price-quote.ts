import { ZPriceQuoteEmailResponse } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/price-quote/{estimateId}/email: sends the quote; visitors name the address. */
export function emailPriceQuote(estimateId: string, email?: string) {
  return apiRequest(`/api/price-quote/${encodeURIComponent(estimateId)}/email`, {
    method: 'POST',
    body: email ? { email } : {},
    schema: ZPriceQuoteEmailResponse,
    isQuiet: true,
  });
}

export function useEmailPriceQuote(estimateId: string) {
  return useMutation({ mutationFn: (email?: string) => emailPriceQuote(estimateId, email) });
}
