import { describe, expect, it, vi } from 'vitest';
import { withMemoryStorage } from '../test/memory-storage.ts';
import { forgetReferralCode, referralCodeFor, rememberReferralCode } from './referral-code.ts';

describe('the share link code kept until registration', () => {
  withMemoryStorage();

  it('keeps the code of the page the visitor arrived on for the register page', () => {
    rememberReferralCode('?utm_source=mail&ref=demoalice');
    expect(referralCodeFor('')).toBe('DEMOALICE');
    forgetReferralCode();
    expect(referralCodeFor('')).toBeNull();
  });

  it("prefers the register page's own code, and the latest link", () => {
    rememberReferralCode('?ref=FIRST1');
    rememberReferralCode('?ref=SECOND2');
    expect(referralCodeFor('')).toBe('SECOND2');
    expect(referralCodeFor('?ref=own123')).toBe('OWN123');
  });

  it('ignores what cannot be a code, and a code kept for more than 30 days', () => {
    rememberReferralCode('?ref=%3Cscript%3E');
    expect(referralCodeFor('?ref=no')).toBeNull();
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    rememberReferralCode('?ref=OLDCODE');
    vi.setSystemTime(new Date('2026-02-01T00:00:00Z'));
    expect(referralCodeFor('')).toBeNull();
  });

  it('works without storage', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(() => rememberReferralCode('?ref=ABCDEF')).not.toThrow();
    expect(referralCodeFor('?ref=ABCDEF')).toBe('ABCDEF');
    expect(referralCodeFor('')).toBeNull();
  });
});
