import { describe, expect, it } from 'vitest';
import { readSupportTopic } from './support-topic.ts';

describe('readSupportTopic', () => {
  it('treats a link without a type as the duplicate-order question', () => {
    expect(readSupportTopic(undefined)).toBe('duplicate-order');
    expect(readSupportTopic('')).toBe('duplicate-order');
    expect(readSupportTopic('/')).toBe('duplicate-order');
  });

  it('reads the inactive-service and proof-of-payment types', () => {
    expect(readSupportTopic('type/inactive-service')).toBe('inactive-service');
    expect(readSupportTopic('type/proof-of-payment/')).toBe('proof-of-payment');
  });

  it('gives no specific topic for an unknown type or a malformed path', () => {
    expect(readSupportTopic('type/refund')).toBe('other');
    expect(readSupportTopic('type')).toBe('other');
    expect(readSupportTopic('kind/proof-of-payment')).toBe('other');
    expect(readSupportTopic('type/proof-of-payment/extra')).toBe('other');
  });
});
