import type { TDigitalPurchase } from '@portal/domain/api/digital-purchases';
import { describe, expect, it } from 'vitest';
import { activationOf, isDigitalToolOffered, purchasePageRedirect } from './purchase-kind.ts';

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

describe('who sees the payment pages', () => {
  const application = { allowsDigitalEditing: true, allowsDigitalTranslations: true, featureFlags: { curie_is_launched: false } };
  const page = { kind: 'editing' as const, lang: 'en', receiptCode: undefined, success: undefined, isCurieRedirectOff: false };

  it('sends the researcher to /researcher when the application does not offer the tool', () => {
    expect(purchasePageRedirect({ ...page, application })).toBeNull();
    expect(purchasePageRedirect({ ...page, lang: 'jp', application: { ...application, allowsDigitalEditing: false } })).toBe(
      '/jp/researcher',
    );
    expect(
      purchasePageRedirect({ ...page, kind: 'translation', application: { ...application, allowsDigitalEditing: false } }),
    ).toBeNull();
    expect(
      purchasePageRedirect({ ...page, kind: 'translation', application: { ...application, allowsDigitalTranslations: false } }),
    ).toBe('/en/researcher');
  });

  it('opens the plans page at its tab, with the receipt of the payment, once curie is launched', () => {
    const launched = { ...application, featureFlags: { curie_is_launched: true } };
    expect(purchasePageRedirect({ ...page, application: launched })).toBe('/en/rubriq/plan/subscribe');
    expect(purchasePageRedirect({ ...page, receiptCode: 'R1', success: 'success', application: launched })).toBe(
      '/en/rubriq/plan/subscribe/editing/R1/success',
    );
    expect(purchasePageRedirect({ ...page, isCurieRedirectOff: true, application: launched })).toBeNull();
  });
});

describe('the digital tools’ own pages', () => {
  it('are there only when the application offers the tool, each tool on its own flag', () => {
    const both = { allowsDigitalEditing: true, allowsDigitalTranslations: true };
    expect(isDigitalToolOffered('editing', both)).toBe(true);
    expect(isDigitalToolOffered('editing', { ...both, allowsDigitalEditing: false })).toBe(false);
    expect(isDigitalToolOffered('translation', { ...both, allowsDigitalEditing: false })).toBe(true);
    expect(isDigitalToolOffered('translation', { ...both, allowsDigitalTranslations: false })).toBe(false);
  });
});
