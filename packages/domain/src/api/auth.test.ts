import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../messages.ts';
import { ZLoginRequest, ZRegisterRequest } from './auth.ts';

function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return fieldErrorsOf(result.error?.issues ?? []);
}

describe('ZLoginRequest', () => {
  it('accepts an e-mail and a password, trimming the e-mail only', () => {
    expect(ZLoginRequest.parse({ email: '  ada@example.test ', password: ' secret ' })).toEqual({
      email: 'ada@example.test',
      password: ' secret ',
    });
  });

  it('says emailAddressInvalidFormat for an invalid e-mail', () => {
    expect(messagesOf(ZLoginRequest.safeParse({ email: 'ada@', password: 'x' }))).toEqual({ email: 'emailAddressInvalidFormat' });
    expect(messagesOf(ZLoginRequest.safeParse({ password: 'x' }))).toEqual({ email: 'emailAddressInvalidFormat' });
  });

  it('says password-required for an empty or missing password', () => {
    expect(messagesOf(ZLoginRequest.safeParse({ email: 'ada@example.test', password: '' }))).toEqual({
      password: 'password-required',
    });
    expect(messagesOf(ZLoginRequest.safeParse({ email: 'ada@example.test' }))).toEqual({ password: 'password-required' });
  });
});

describe('ZRegisterRequest', () => {
  const valid = {
    email: 'grace@example.test',
    password: 'long-enough',
    firstName: 'Grace',
    lastName: 'Hopper',
    country: '45',
    currency: 'USD',
    agreeToTOS: true,
  };

  it('accepts a complete registration, coercing the country and defaulting the marketing opt-in', () => {
    expect(ZRegisterRequest.parse({ ...valid, institution: '' })).toMatchObject({
      country: 45,
      optinToMarketing: false,
      institution: undefined,
    });
  });

  it('refuses a short password with password-too-short and its limits', () => {
    expect(messagesOf(ZRegisterRequest.safeParse({ ...valid, password: 'seven77' }))).toEqual({
      password: 'password-too-short?min=8&max=128',
    });
  });

  it('requires agreement to the terms of service', () => {
    expect(messagesOf(ZRegisterRequest.safeParse({ ...valid, agreeToTOS: false }))).toEqual({ agreeToTOS: 'agree-tos-required' });
    const { agreeToTOS: _, ...withoutAgreement } = valid;
    expect(messagesOf(ZRegisterRequest.safeParse(withoutAgreement))).toEqual({ agreeToTOS: 'agree-tos-required' });
  });

  it('requires first and last names of at most 50 characters', () => {
    expect(messagesOf(ZRegisterRequest.safeParse({ ...valid, firstName: '  ', lastName: '' }))).toEqual({
      firstName: 'first-name-required',
      lastName: 'last-name-required',
    });
    expect(messagesOf(ZRegisterRequest.safeParse({ ...valid, lastName: 'h'.repeat(51) }))).toEqual({
      lastName: 'field-too-long?max=50',
    });
  });

  it('refuses NUL and other control characters in names and optional fields with invalid-value', () => {
    expect(
      messagesOf(
        ZRegisterRequest.safeParse({ ...valid, firstName: 'Grace\u0000', lastName: 'Hop\nper', institution: '\u001b[31m' }),
      ),
    ).toEqual({ firstName: 'invalid-value', lastName: 'invalid-value', institution: 'invalid-value' });
  });

  it('requires a country and a three-letter currency', () => {
    expect(messagesOf(ZRegisterRequest.safeParse({ ...valid, country: '', currency: 'US' }))).toEqual({
      country: 'country-required',
      currency: 'currency-required',
    });
  });

  it('refuses an invalid e-mail address', () => {
    expect(messagesOf(ZRegisterRequest.safeParse({ ...valid, email: 'grace.example.test' }))).toEqual({
      email: 'emailAddressInvalidFormat',
    });
  });
});
