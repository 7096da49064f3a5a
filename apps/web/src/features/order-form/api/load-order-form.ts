import type { ZLoadOrderFormResponse } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, serverChecked } from '../../../lib/api-client.ts';
import { orderFormKeys, storeOrder } from './order-form-cache.ts';

/** Typed, not parsed again: the server checks the answer against this schema when it serializes it. */
type TLoadOrderFormResponse = z.infer<typeof ZLoadOrderFormResponse>;

/** GET /api/order-form/new: the requester's unfinished order, or a new one (also after a reset). */
export function openOrderForm(signal?: AbortSignal) {
  return api.get('/api/order-form/new', serverChecked<TLoadOrderFormResponse>(), signal);
}

/** GET /api/order-form/{id}/load: one order of the requester (a link with ?id=). */
export function loadOrderFormById(identity: string, signal?: AbortSignal) {
  return api.get(`/api/order-form/${encodeURIComponent(identity)}/load`, serverChecked<TLoadOrderFormResponse>(), signal);
}

/** The order the steps work on; saves replace it in the cache, so it is never refetched behind them. */
export const currentOrderFormQuery = queryOptions({
  queryKey: orderFormKeys.current,
  queryFn: ({ signal }) => openOrderForm(signal).then((response) => response.order),
  staleTime: Number.POSITIVE_INFINITY,
});

/** Entering through new/resume always asks the server afresh; the answer becomes the current order. */
export function orderFormEntryQuery(mode: 'new' | 'resume', identity: string | null) {
  return queryOptions({
    queryKey: orderFormKeys.entry(mode, identity),
    queryFn: async ({ signal }) => {
      // 'new' and 'resume' both continue the unfinished order when there is one (spec §2).
      const response = identity ? await loadOrderFormById(identity, signal) : await openOrderForm(signal);
      // A quote is a page seen once, right after generating it: coming back later continues the order
      // towards payment (as 'Continue order' does) instead of reopening the quote (issue 29).
      if (response.order.currentStep === 'price-quote-completed') {
        const { convertQuote } = await import('./convert-quote.ts');
        const converted = await convertQuote(response.order.identity);
        storeOrder(converted.order);
        return { ...response, order: converted.order };
      }
      storeOrder(response.order);
      return response;
    },
    staleTime: 0,
    gcTime: 0,
  });
}
