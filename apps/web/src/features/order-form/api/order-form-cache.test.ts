import type { TOrderForm } from '@portal/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { orderFormKeys, storeOrder } from './order-form-cache.ts';

/** The two fields the cache compares, on an otherwise empty order (the cache reads nothing else). */
function orderAt(identity: string, version: number, projectTitle: string): TOrderForm {
  return { identity, version, projectTitle } as Partial<TOrderForm> as TOrderForm;
}

const cached = () => queryClient.getQueryData<TOrderForm>(orderFormKeys.current);

describe('the cached order form', () => {
  afterEach(() => queryClient.removeQueries({ queryKey: orderFormKeys.current }));

  it('takes a save answer with a later version of the same order', () => {
    storeOrder(orderAt('a1', 3, 'first'));
    storeOrder(orderAt('a1', 4, 'second'));
    expect(cached()?.projectTitle).toBe('second');
  });

  it('keeps the later version when an older answer arrives after it (saves answered out of order)', () => {
    storeOrder(orderAt('a1', 5, 'service chosen'));
    storeOrder(orderAt('a1', 4, 'manuscript details'));
    expect(cached()?.version).toBe(5);
    expect(cached()?.projectTitle).toBe('service chosen');
  });

  it('takes another order (a reset started a new one) whatever its version', () => {
    storeOrder(orderAt('a1', 9, 'old form'));
    storeOrder(orderAt('b2', 1, 'new form'));
    expect(cached()?.identity).toBe('b2');
  });
});
