import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderFormSchema } from '../../../lib/lazy-schemas.ts';

/** POST /api/price-quote/{estimateId}/email: sends the quote; visitors name the address. */
export function emailPriceQuote(estimateId: string, email?: string) {
  return apiRequest(`/api/price-quote/${encodeURIComponent(estimateId)}/email`, {
    method: 'POST',
    body: email ? { email } : {},
    schema: orderFormSchema('ZPriceQuoteEmailResponse'),
    isQuiet: true,
  });
}

export function useEmailPriceQuote(estimateId: string) {
  return useMutation({ mutationFn: (email?: string) => emailPriceQuote(estimateId, email) });
}
