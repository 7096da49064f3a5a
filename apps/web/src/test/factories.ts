import type { TPreferredGroup } from '@portal/domain';

/** A shareable, displayed percentage-discount group whose discount is still unused; `overrides` change what a test is about. */
export function makePreferredGroup(overrides: Partial<TPreferredGroup> = {}): TPreferredGroup {
  return {
    code: 'UNIV10',
    name: 'University',
    discount: 10,
    percentageDiscount: true,
    shareable: true,
    membershipDisplayed: true,
    greetingText: null,
    discountUsed: false,
    isFreeTrial: false,
    ...overrides,
  };
}
