import type { TServiceBundle } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { bundleCardPrice, bundleDeadline } from './bundle-price.ts';

function bundle(overrides: Partial<TServiceBundle> = {}): TServiceBundle {
  return {
    id: 1,
    name: 'Submission Ready',
    primaryServiceName: 'Premium Editing',
    services: [],
    addOns: [
      { identity: 'plagiarism-check', name: 'Plagiarism Check', price: 6900, selected: false },
      { identity: 'word-count-reduction', name: 'Word Count Reduction', price: 4900, selected: true },
    ],
    discount: { percent: 10, isApplicable: true },
    prices: { standard: { listPrice: 20000, price: 18000 }, rush: null, express: { listPrice: 30000, price: 27000 } },
    turnaroundDays: 5,
    deadlines: { standard: '2026-12-01T17:00:00.000Z', rush: null, express: '2026-11-25T17:00:00.000Z' },
    learnMoreTerms: [],
    ...overrides,
  };
}

describe('bundle card price', () => {
  it('shows the server price while the add-ons are as offered', () => {
    expect(bundleCardPrice(bundle(), 'standard', new Set(['word-count-reduction']))).toEqual({ listPrice: 20000, price: 18000 });
  });

  it('adds a switched-on add-on and discounts the whole', () => {
    const price = bundleCardPrice(bundle(), 'standard', new Set(['word-count-reduction', 'plagiarism-check']));
    expect(price).toEqual({ listPrice: 26900, price: 24210 });
  });

  it('takes off a default add-on switched off, without a discount when none applies', () => {
    const price = bundleCardPrice(bundle({ discount: { percent: 10, isApplicable: false } }), 'express', new Set());
    expect(price).toEqual({ listPrice: 25100, price: 25100 });
  });

  it('falls back to the standard deadline for a tier the bundle does not offer', () => {
    expect(bundleDeadline(bundle(), 'rush')).toBe('2026-12-01T17:00:00.000Z');
  });
});
