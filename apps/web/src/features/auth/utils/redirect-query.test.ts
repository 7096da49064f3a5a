import { describe, expect, it } from 'vitest';
import { isExternalTarget, redirectQuery } from './redirect-query.ts';

describe('the target after sign-in', () => {
  it('leaves the router for a path containing /c/', () => {
    expect(isExternalTarget('/c/researcher/orders')).toBe(true);
    expect(isExternalTarget('/en/c/index')).toBe(true);
    expect(isExternalTarget('/en/researcher')).toBe(false);
    expect(isExternalTarget('/en/account/contact')).toBe(false);
  });

  it('keeps the redirect, encoded, when moving between the sign-in screens', () => {
    expect(redirectQuery('/en/account?tab=2')).toBe('?redirect=%2Fen%2Faccount%3Ftab%3D2');
    expect(redirectQuery(null)).toBe('');
  });
});
