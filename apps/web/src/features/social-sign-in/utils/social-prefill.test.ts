import { describe, expect, it } from 'vitest';
import { parseSocialPrefill } from './social-prefill.ts';

const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_');

describe('parseSocialPrefill', () => {
  const prefill = {
    token: 'a'.repeat(43),
    providerId: 'orcid',
    providerName: 'ORCID',
    email: 'marie@example.org',
    firstName: 'Marie',
    lastName: 'Curie',
    orcid: '0000-0002-1825-0097',
  };

  it('reads the pre-fill of a first social sign-in', () => {
    expect(parseSocialPrefill(encode({ ...prefill, isEmailVerified: true }))).toEqual({ ...prefill, isEmailVerified: true });
  });

  it('takes an address as unverified unless the pre-fill says the provider vouched for it', () => {
    expect(parseSocialPrefill(encode(prefill))?.isEmailVerified).toBe(false);
    expect(parseSocialPrefill(encode({ ...prefill, isEmailVerified: 'yes' }))?.isEmailVerified).toBe(false);
  });

  it('ignores a plain registration pre-fill without a pending token', () => {
    expect(parseSocialPrefill(encode({ email: 'x@example.org', firstName: 'X' }))).toBeNull();
  });

  it('ignores what is not base64 JSON', () => {
    expect(parseSocialPrefill('%%%')).toBeNull();
    expect(parseSocialPrefill(null)).toBeNull();
  });
});
