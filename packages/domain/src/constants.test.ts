import { describe, expect, it } from 'vitest';
import {
  ADDRESS_LIMITS,
  CREDIT_PREPAY_LIST_ROWS,
  CUSTOMER_GOAL_MULTIMEDIA,
  CUSTOMER_GOAL_REWORK,
  DEFAULT_MINIMUM_PREPAY,
  DEFAULT_REFERRAL_AMOUNT,
  DEFAULT_STYLE_OF_ENGLISH,
  FEATURE_FLAGS,
  MAX_TESTIMONIAL_PHOTOS,
  SERVICE_TYPES,
} from './constants.ts';

describe('the business constants of shell-and-account §9', () => {
  it('names the service types and the default style of English', () => {
    expect(SERVICE_TYPES).toEqual(['editing', 'translation', 'formatting', 'figures', 'journalrec', 'promotion']);
    expect(DEFAULT_STYLE_OF_ENGLISH).toBe('American');
  });

  it("knows the spec's seven feature flags", () => {
    const specFlags =
      'curie_is_launched rubriq_ui_hosted_on_new_site prepay_enabled new_login wechat_sso captcha upload_files_ui';
    for (const flag of specFlags.split(' ')) expect(FEATURE_FLAGS).toContain(flag);
  });

  it('holds the limits: 5 list rows, 1 photo, a 100 minimum prepayment, a 40 referral amount, the field lengths', () => {
    expect(CREDIT_PREPAY_LIST_ROWS).toBe(5);
    expect(MAX_TESTIMONIAL_PHOTOS).toBe(1);
    expect(DEFAULT_MINIMUM_PREPAY).toBe(100);
    expect(DEFAULT_REFERRAL_AMOUNT).toBe(40);
    const lengths = Object.entries(ADDRESS_LIMITS).map(([field, length]) => `${field} ${length}`);
    expect(lengths.join(', ')).toBe(
      'name 50, organization 60, addressLine 100, city 40, stateText 30, zip 9, phoneMin 7, phoneMax 25',
    );
  });
});

describe('order form constants (order-form-and-checkout §9)', () => {
  it('names the service types, the two goal constants and the default style of English as the spec does', () => {
    expect(SERVICE_TYPES).toEqual(['editing', 'translation', 'formatting', 'figures', 'journalrec', 'promotion']);
    expect([CUSTOMER_GOAL_REWORK, CUSTOMER_GOAL_MULTIMEDIA]).toEqual(['rework', 'multimedia services']);
    expect(DEFAULT_STYLE_OF_ENGLISH).toBe('American');
  });
});
