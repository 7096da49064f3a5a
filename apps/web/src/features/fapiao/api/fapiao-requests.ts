import type { TCreateFapiaoRequest, TOrganizationSuggestion } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { fapiaoSchema } from '../../../lib/lazy-schemas.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** The invoice list and the prepay page read fapiaos through GET /api/invoice/load, under this key. */
const INVOICE_LOAD_KEY = ['invoices'] as const;

/** POST /api/fapiao: the form with the payment and the invoice or retainer-invoice number it covers. */
export async function createFapiao(body: TCreateFapiaoRequest) {
  const result = await api.post('/api/fapiao', body, fapiaoSchema('ZCreateFapiaoResponse'));
  await queryClient.invalidateQueries({ queryKey: INVOICE_LOAD_KEY });
  return result.fapiao;
}

/** DELETE /api/fapiao/{identity}: cancels an issued fapiao the rules let the researcher cancel. */
export async function cancelFapiao(identity: string) {
  const result = await api.delete(`/api/fapiao/${encodeURIComponent(identity)}`, fapiaoSchema('ZCancelFapiaoResponse'));
  await queryClient.invalidateQueries({ queryKey: INVOICE_LOAD_KEY });
  return result.fapiao;
}

/** GET /api/fapiao/organizations?name=: buyers whose name holds `name` (nothing asked for an empty name). */
export function useOrganizationSuggestions(name: string) {
  return useQuery({
    queryKey: ['fapiao', 'organizations', name] as const,
    queryFn: async ({ signal }): Promise<TOrganizationSuggestion[]> =>
      (
        await api.get(
          `/api/fapiao/organizations?name=${encodeURIComponent(name)}`,
          fapiaoSchema('ZOrganizationsResponse'),
          signal,
        )
      ).organizations,
    enabled: name.length > 0,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/fapiao/requestable/{number}: the payment a fapiao may be requested for now for the document, when
 * the page was opened at its own address (bookmarked, or from an e-mail) rather than from the list's link.
 */
export function useRequestablePayment(documentNumber: string, enabled: boolean) {
  return useQuery({
    queryKey: ['fapiao', 'requestable', documentNumber] as const,
    queryFn: async ({ signal }) =>
      (
        await api.get(
          `/api/fapiao/requestable/${encodeURIComponent(documentNumber)}`,
          fapiaoSchema('ZFapiaoRequestableResponse'),
          signal,
        )
      ).paymentId,
    enabled,
    retry: false,
  });
}
