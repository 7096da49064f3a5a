import { describe, expect, it } from 'vitest';
import { parseReferralEmails, referralSaveOutcome } from './referral-emails-form.tsx';

describe('referral e-mails', () => {
  it('splits on commas, trims and drops empty entries', () => {
    expect(parseReferralEmails(' a@example.org, ,b@example.org ,', [])).toEqual(['a@example.org', 'b@example.org']);
  });

  it('refuses an invalid address', () => {
    expect(parseReferralEmails('a@example.org, not-an-address', [])).toBeNull();
  });

  it('refuses more than ten together with those already invited', () => {
    const invited = Array.from({ length: 9 }, (_, i) => `c${i}@example.org`);
    expect(parseReferralEmails('x@example.org', invited)).toEqual(['x@example.org']);
    expect(parseReferralEmails('x@example.org, y@example.org', invited)).toBeNull();
  });

  it('refuses a blank entry', () => {
    expect(parseReferralEmails(' , ', [])).toBeNull();
  });
});

describe('saving referral e-mails', () => {
  it("tells 'referral-email-save-success' when saved, and the answer's error otherwise", () => {
    expect(referralSaveOutcome({ error: null })).toEqual({ success: 'referral-email-save-success' });
    expect(referralSaveOutcome({})).toEqual({ success: 'referral-email-save-success' });
    expect(referralSaveOutcome({ error: 'referral-email-validation-error' })).toEqual({
      error: 'referral-email-validation-error',
    });
  });
});
