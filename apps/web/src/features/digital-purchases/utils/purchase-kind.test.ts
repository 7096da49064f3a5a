import type { TDigitalPurchase } from '@portal/domain/api/digital-purchases';
import { describe, expect, it } from 'vitest';
import { activationOf } from './purchase-kind.ts';

const purchase = (overrides: Partial<TDigitalPurchase>): TDigitalPurchase => ({
  identity: 'p1',
  type: 'editing',
  valid: false,
  endsAt: null,
  allowedLanguages: [],
  numberOfUsesRemaining: null,
  numberOfUsesAvailable: null,
  price: 14_000,
  fullPrice: 20_000,
  currencyIso: 'USD',
  label: 'Digital editing, one year',
  source: 'purchase',
  status: 'pending',
  product: 'editing-year',
  wordLimit: null,
  startsAt: null,
  receiptCode: 'RCODE',
  paymentId: 1,
  ...overrides,
});

describe('the success page', () => {
  it('waits while the paid purchase is pending or not listed yet, and moves on once it is active', () => {
    expect(activationOf([], 'RCODE')).toBe('waiting');
    expect(activationOf([purchase({})], 'RCODE')).toBe('waiting');
    expect(activationOf([purchase({ status: 'active', valid: true })], 'RCODE')).toBe('active');
    expect(activationOf([purchase({ status: 'active', valid: true, receiptCode: 'OTHER' })], 'RCODE')).toBe('waiting');
    expect(activationOf([purchase({ status: 'cancelled' })], 'RCODE')).toBe('cancelled');
  });
});
