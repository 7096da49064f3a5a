import { describe, expect, it } from 'vitest';
import { isExpressAvailable, isRushAvailable, resolveDeliveryTier, type TDeliveryContext } from './delivery.ts';

const context: TDeliveryContext = {
  isExpressFlagOn: true,
  wordCount: 5000,
  serviceKey: 'premium-editing',
  hasRushOption: true,
  isBundle: false,
};

describe('express delivery', () => {
  it('is offered from 4,000 to 5,999 words', () => {
    expect(isExpressAvailable({ ...context, wordCount: 3999 })).toBe(false);
    expect(isExpressAvailable({ ...context, wordCount: 4000 })).toBe(true);
    expect(isExpressAvailable({ ...context, wordCount: 5999 })).toBe(true);
    expect(isExpressAvailable({ ...context, wordCount: 6000 })).toBe(false);
  });

  it('needs the feature flag and Standard or Premium Editing', () => {
    expect(isExpressAvailable({ ...context, isExpressFlagOn: false })).toBe(false);
    expect(isExpressAvailable({ ...context, serviceKey: 'standard-editing' })).toBe(true);
    expect(isExpressAvailable({ ...context, serviceKey: 'scientific-editing' })).toBe(false);
    expect(isExpressAvailable({ ...context, serviceKey: null })).toBe(false);
  });
});

describe('rush delivery', () => {
  it('is offered only with a rush option and without a bundle', () => {
    expect(isRushAvailable(context)).toBe(true);
    expect(isRushAvailable({ ...context, isBundle: true })).toBe(false);
    expect(isRushAvailable({ ...context, hasRushOption: false })).toBe(false);
  });

  it('falls back to standard when the requested tier is not offered', () => {
    expect(resolveDeliveryTier('express', { ...context, wordCount: 7000 })).toBe('standard');
    expect(resolveDeliveryTier('rush', { ...context, isBundle: true })).toBe('standard');
    expect(resolveDeliveryTier('rush', context)).toBe('rush');
    expect(resolveDeliveryTier('express', context)).toBe('express');
  });
});
