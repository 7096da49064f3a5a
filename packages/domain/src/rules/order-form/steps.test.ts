import { describe, expect, it } from 'vitest';
import { isStepLinkable } from './steps.ts';

describe('step bar', () => {
  it('links the current and earlier steps only', () => {
    expect(isStepLinkable(0, 2)).toBe(true);
    expect(isStepLinkable(2, 2)).toBe(true);
    expect(isStepLinkable(3, 2)).toBe(false);
  });
});
