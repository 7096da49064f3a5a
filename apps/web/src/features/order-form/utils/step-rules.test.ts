import type { TServiceBundle } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  bundleCardChoice,
  canContinueFromServices,
  checkQuietly,
  initialBundleChoice,
  isPaymentSubmitDisabled,
  promoOutcome,
  tierOnChoosing,
  wordCountDiffers,
} from './step-rules.ts';

function bundle(id: number, addOns: TServiceBundle['addOns'] = []): TServiceBundle {
  return {
    id,
    name: `Bundle ${id}`,
    primaryServiceName: 'Premium Editing',
    services: [],
    addOns,
    discount: { percent: 10, isApplicable: true },
    prices: { standard: { listPrice: 20000, price: 18000 }, rush: { listPrice: 26000, price: 23400 }, express: null },
    turnaroundDays: 5,
    deadlines: { standard: '2026-12-01T17:00:00.000Z', rush: '2026-11-27T17:00:00.000Z', express: null },
    learnMoreTerms: [],
  };
}

describe('manuscript services: Next', () => {
  it('is enabled only with a service chosen or editing declined, and not while saving', () => {
    expect(canContinueFromServices({ hasChosen: false, isDeclined: false, isSaving: false })).toBe(false);
    expect(canContinueFromServices({ hasChosen: true, isDeclined: false, isSaving: false })).toBe(true);
    expect(canContinueFromServices({ hasChosen: false, isDeclined: true, isSaving: false })).toBe(true);
    expect(canContinueFromServices({ hasChosen: true, isDeclined: false, isSaving: true })).toBe(false);
    expect(canContinueFromServices({ hasChosen: false, isDeclined: true, isSaving: true })).toBe(false);
  });
});

describe('manuscript services: the tier after choosing a service', () => {
  const option = (rush: boolean, deliveryTier: 'standard' | 'rush' | 'express') => ({ rush, deliveryTier });

  it('forces rush on for a service whose single option is rush', () => {
    expect(tierOnChoosing({ serviceOptions: [option(true, 'rush')] }, 'standard', ['standard'])).toBe('rush');
  });

  it('keeps the current tier when the service offers it, else falls back to standard', () => {
    const both = { serviceOptions: [option(false, 'standard'), option(true, 'rush')] };
    expect(tierOnChoosing(both, 'rush', ['standard', 'rush'])).toBe('rush');
    expect(tierOnChoosing(both, 'express', ['standard', 'rush'])).toBe('standard');
    expect(tierOnChoosing({ serviceOptions: [] }, 'rush', ['standard'])).toBe('standard');
  });
});

describe('payment: the submit button', () => {
  const ready = { veryLongWordCount: false, noServiceOption: false, hasChosenCurrency: true };

  it('is disabled for a very long word count, while saving, with no service option or with no currency', () => {
    expect(isPaymentSubmitDisabled(ready, false)).toBe(false);
    expect(isPaymentSubmitDisabled({ ...ready, veryLongWordCount: true }, false)).toBe(true);
    expect(isPaymentSubmitDisabled(ready, true)).toBe(true);
    expect(isPaymentSubmitDisabled({ ...ready, noServiceOption: true }, false)).toBe(true);
    expect(isPaymentSubmitDisabled({ ...ready, hasChosenCurrency: false }, false)).toBe(true);
  });
});

describe('service bundles: the card chosen', () => {
  const addOns = [
    { identity: 'plagiarism-check', name: 'Plagiarism Check', price: 6900, selected: false },
    { identity: 'word-count-reduction', name: 'Word Count Reduction', price: 4900, selected: true },
  ];

  it('selects the first bundle by default, at standard delivery', () => {
    const choice = initialBundleChoice([bundle(7), bundle(8)], null, 'rush');
    expect(choice.bundle?.id).toBe(7);
    expect(choice.tier).toBe('standard');
    expect(initialBundleChoice([], null, 'standard').bundle).toBeUndefined();
  });

  it("keeps the order's own bundle and its tier when it has one", () => {
    const choice = initialBundleChoice([bundle(7), bundle(8)], 8, 'rush');
    expect(choice.bundle?.id).toBe(8);
    expect(choice.tier).toBe('rush');
  });

  it('resets rush or express and the add-ons to the default when a card is chosen', () => {
    const choice = bundleCardChoice(bundle(8, addOns));
    expect(choice.tier).toBe('standard');
    expect([...choice.addOns]).toEqual(['word-count-reduction']);
  });
});

describe('the word-count-differs notice', () => {
  it('shows when the count given differs from the count found in the file', () => {
    expect(wordCountDiffers({ wordCount: 5000, calculatedWordCount: 5200 })).toBe(true);
    expect(wordCountDiffers({ wordCount: 5000, calculatedWordCount: 5000 })).toBe(false);
    expect(wordCountDiffers({ wordCount: null, calculatedWordCount: 5200 })).toBe(false);
    expect(wordCountDiffers({ wordCount: 5000, calculatedWordCount: null })).toBe(false);
  });
});

describe('applying a promo code', () => {
  it("tells 'coupon-added-message' as a success when the code now applies", () => {
    expect(promoOutcome({ message: null, requestedCodeApplied: true })).toEqual({
      kind: 'success',
      message: 'coupon-added-message',
    });
  });

  it("warns 'best-discount-applied' when a better discount won, and tells the server's own message first", () => {
    expect(promoOutcome({ message: null, requestedCodeApplied: false })).toEqual({
      kind: 'warning',
      message: 'best-discount-applied',
    });
    expect(promoOutcome({ message: 'coupon-applied-message', requestedCodeApplied: true })).toEqual({
      kind: 'success',
      message: 'coupon-applied-message',
    });
  });
});

describe('the duplicate check on the project title', () => {
  it('ignores a failed check silently and settles, so the form is no longer busy', async () => {
    await expect(checkQuietly(() => Promise.reject(new Error('network down')))).resolves.toBeUndefined();
    await expect(checkQuietly(() => Promise.resolve({ duplicate: null }))).resolves.toBeUndefined();
  });
});
