import { describe, expect, it } from 'vitest';
import { DOCUMENT_DETAILS_POLL_LIMIT, DOCUMENT_DETAILS_POLL_MS } from '../../order-form/hooks/use-document-details-poll.ts';
import { isPollExhausted, ORDER_POLL_LIMIT } from '../utils/polling.ts';
import { orderCertificateQuery } from './find-order-certificate.ts';
import { orderDetailsQuery } from './get-order.ts';
import { rewardPointsQuery } from './get-reward-points.ts';

/** The interval a query's refetchInterval gives after `answers` answers whose latest is `data`. */
function intervalAfter(refetchInterval: unknown, data: unknown, answers: number): number | false {
  const query = { state: { data, dataUpdateCount: answers } };
  return (refetchInterval as (q: typeof query) => number | false)(query);
}

describe('order page polling (order-form-and-checkout §9)', () => {
  it('polls for the order every 3 seconds, 80 times, and stops once it is there', () => {
    const { refetchInterval } = orderDetailsQuery('AB12345');
    expect(intervalAfter(refetchInterval, null, 1)).toBe(3000);
    expect(intervalAfter(refetchInterval, null, 79)).toBe(3000);
    expect(intervalAfter(refetchInterval, null, 80)).toBe(false);
    expect(intervalAfter(refetchInterval, { externalId: 'AB12345' }, 1)).toBe(false);
  });

  it('gives the order up as a load failure once the 80 answers of its poll are used', () => {
    const { refetchInterval } = orderDetailsQuery('AB12345');
    expect(isPollExhausted(79, ORDER_POLL_LIMIT)).toBe(false);
    expect(intervalAfter(refetchInterval, null, 79)).toBe(3000);
    expect(isPollExhausted(80, ORDER_POLL_LIMIT)).toBe(true);
    expect(intervalAfter(refetchInterval, null, 80)).toBe(false);
  });

  it('polls for reward points every 3 seconds, 80 times, until they are updated', () => {
    const { refetchInterval } = rewardPointsQuery('user-1', 'AB12345');
    expect(intervalAfter(refetchInterval, { updated: false, totalRewardPoints: 0 }, 1)).toBe(3000);
    expect(intervalAfter(refetchInterval, { updated: false, totalRewardPoints: 0 }, 80)).toBe(false);
    expect(intervalAfter(refetchInterval, { updated: true, totalRewardPoints: 89 }, 2)).toBe(false);
  });

  it('polls for the certificate every 10 seconds, 5 times, until it exists', () => {
    const { refetchInterval } = orderCertificateQuery('AB12345');
    expect(intervalAfter(refetchInterval, null, 1)).toBe(10_000);
    expect(intervalAfter(refetchInterval, null, 4)).toBe(10_000);
    expect(intervalAfter(refetchInterval, null, 5)).toBe(false);
    expect(intervalAfter(refetchInterval, { code: 'ABCD-EFGH-JKMN' }, 1)).toBe(false);
  });

  it('asks for the document details every second, 5 times at most', () => {
    expect([DOCUMENT_DETAILS_POLL_MS, DOCUMENT_DETAILS_POLL_LIMIT]).toEqual([1000, 5]);
  });
});
