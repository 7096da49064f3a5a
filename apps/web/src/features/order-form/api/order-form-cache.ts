import type { TOrderForm } from '@portal/domain';
import { queryClient } from '../../../lib/query-client.ts';

/** Query and mutation keys of the order form; the order itself lives under `current`. */
export const orderFormKeys = {
  all: ['order-form'] as const,
  current: ['order-form', 'current'] as const,
  entry: (mode: string, id: string | null) => ['order-form', 'entry', mode, id] as const,
  serviceDetails: (identities: readonly string[]) => ['order-form', 'service-details', identities.join(',')] as const,
  binPrice: (orderId: string, wordCount: number) => ['order-form', orderId, 'bin-price', wordCount] as const,
  areasOfStudy: ['areas-of-study'] as const,
  areaOfStudySearch: (search: string) => ['areas-of-study', 'search', search] as const,
  journalSearch: (search: string) => ['journals', 'search', search] as const,
  /** Every save that changes the order shares this key, so "is saving" is one question. */
  save: ['order-form', 'save'] as const,
};

/**
 * Each save answers the whole order: it replaces the cached one, unless the cache already holds a later version
 * of the same order (two saves answered out of order, e.g. the manuscript details found by the upload's poll
 * arriving after the service chosen on the next step: the older answer must not undo the newer one).
 */
export function storeOrder(order: TOrderForm): void {
  queryClient.setQueryData<TOrderForm>(orderFormKeys.current, (cached) =>
    cached && cached.identity === order.identity && cached.version > order.version ? cached : order,
  );
}

export function patchOrder(patch: (order: TOrderForm) => TOrderForm): void {
  queryClient.setQueryData<TOrderForm>(orderFormKeys.current, (old) => (old ? patch(old) : old));
}
