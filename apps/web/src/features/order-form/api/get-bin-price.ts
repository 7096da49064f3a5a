import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { orderFormSchema } from '../../../lib/lazy-schemas.ts';
import { orderFormKeys } from './order-form-cache.ts';

/** GET /api/order-form/{id}/get-bin-price?newWordCount=: the price a new word count would have. */
export function binPriceQuery(orderId: string, wordCount: number) {
  return queryOptions({
    queryKey: orderFormKeys.binPrice(orderId, wordCount),
    queryFn: ({ signal }) =>
      api.get(
        `/api/order-form/${encodeURIComponent(orderId)}/get-bin-price?newWordCount=${wordCount}`,
        orderFormSchema('ZBinPriceResponse'),
        signal,
      ),
    staleTime: 60_000,
    retry: false,
  });
}
