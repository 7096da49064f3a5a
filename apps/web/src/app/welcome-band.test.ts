import { describe, expect, it } from 'vitest';
import { isWelcomeShown } from './welcome-band.ts';

describe('the welcome-back band', () => {
  it('is shown on the researcher pages and the account', () => {
    for (const path of ['/researcher', '/researcher/invoices', '/researcher/prepay', '/account', '/testimonials/submit']) {
      expect(isWelcomeShown(path), path).toBe(true);
    }
  });

  it('is left off the order form, at its entry as at every step', () => {
    for (const path of [
      '/researcher/submit',
      '/researcher/submit/',
      '/researcher/submit/get-started',
      '/researcher/submit/reset',
    ]) {
      expect(isWelcomeShown(path), path).toBe(false);
    }
  });

  it('is left off curie and home, with or without a path below them', () => {
    for (const path of ['/curie', '/curie/plans', '/home', '/home/']) expect(isWelcomeShown(path), path).toBe(false);
  });

  it('is shown on pages whose names only contain those words', () => {
    for (const path of ['/researcher/index/details/X1/submitted', '/homework', '/researcher/grammar-check/details/curie']) {
      expect(isWelcomeShown(path), path).toBe(true);
    }
  });
});
