import { ZAccountResponse, ZRegisterResponse } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { countryIdOf, createUser, emailsTo, registrationPayload } from '../../../test/factories.ts';
import { cookieOf, inject, sessionOf } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';

describe.each(BACKENDS)('registration on %s', (backend) => {
  const t = withTestApp(backend);

  const register = (body: unknown) => inject(t.app, { method: 'POST', url: '/api/auth/register', body });

  it('registers and signs the new researcher in: the session cookie works on GET /api/account', async () => {
    const payload = registrationPayload({ firstName: 'Grace', lastName: 'Hopper', language: 'ja_JP' });
    const response = await register(payload);
    expect(response.statusCode).toBe(200);
    expect(ZRegisterResponse.parse(response.json())).toEqual({
      error: null,
      userDetails: { email: payload.email },
      loggedIn: true,
      redirectUri: null,
    });
    expect(response.body).not.toContain(payload.password);
    expect(cookieOf(response, 'language')).toBe('ja_JP');

    const account = ZAccountResponse.parse((await inject(t.app, { url: '/api/account', session: sessionOf(response) })).json());
    expect(account.user).toMatchObject({
      loggedIn: true,
      email: payload.email,
      fullName: 'Grace Hopper',
      country: 'US',
      currencyIso: 'USD',
      language: 'ja_JP',
      localization: 'us',
      homeDirectory: '/jp/researcher',
      missingFields: [],
    });
  });

  it('stores a welcome e-mail for the new researcher', async () => {
    const payload = registrationPayload();
    await register(payload);
    const [welcome, ...others] = await emailsTo(t.db, payload.email);
    expect(others).toEqual([]);
    expect(welcome?.status).toBe('pending');
    expect(welcome?.text).toContain('/en/researcher');
  });

  it('refuses an e-mail address that already has an account with 409 email-exists, whatever its letter case', async () => {
    const existing = await createUser(t.db);
    const response = await register(registrationPayload({ email: existing.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'email-exists' });
    expect(sessionOf(response)).toBeUndefined();
    expect(await emailsTo(t.db, existing.email.toUpperCase())).toEqual([]);
  });

  it('refuses a password shorter than 8 characters with password-too-short and its parameters', async () => {
    const response = await register(registrationPayload({ password: 'seven77' }));
    expect(response.statusCode).toBe(400);
    const body = response.json() as { error: string; fieldErrors: Record<string, string> };
    expect(body.error).toBe('validation-error');
    expect(body.fieldErrors.password).toMatch(/^password-too-short\?/);
    expect(body.fieldErrors.password).toContain('min=8');
  });

  it('refuses a registration that does not agree to the terms of service', async () => {
    const payload = registrationPayload();
    const response = await register({ ...payload, agreeToTOS: false });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { agreeToTOS: 'agree-tos-required' } });
    expect(
      (await inject(t.app, { method: 'POST', url: '/api/auth/researcher_exists', body: { email: payload.email } })).json(),
    ).toEqual({
      researcherExists: false,
      error: null,
    });
  });

  it('refuses empty first and last names and an unknown country', async () => {
    const response = await register(registrationPayload({ firstName: '  ', lastName: '', country: 9999 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { firstName: 'first-name-required', lastName: 'last-name-required' } });

    const unknownCountry = await register(registrationPayload({ country: 9999 }));
    expect(unknownCountry.statusCode).toBe(400);
    expect(unknownCountry.json()).toEqual({ error: 'validation-error', fieldErrors: { country: 'country-required' } });
  });

  it('refuses CNY for a researcher in the United States', async () => {
    const response = await register(registrationPayload({ country: countryIdOf('US'), currency: 'CNY' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'validation-error', fieldErrors: { currency: 'currency-required' } });
  });

  it('allows only CNY for a researcher in China, who joins the China localization', async () => {
    const refused = await register(registrationPayload({ country: countryIdOf('CN'), currency: 'USD' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fieldErrors: { currency: 'currency-required' } });

    const accepted = await register(registrationPayload({ country: countryIdOf('CN'), currency: 'cny' }));
    expect(accepted.statusCode).toBe(200);
    const account = ZAccountResponse.parse((await inject(t.app, { url: '/api/account', session: sessionOf(accepted) })).json());
    expect(account.user).toMatchObject({ currencyIso: 'CNY', country: 'CN', localization: 'cn' });
  });

  it('throttles the eleventh registration from one address within an hour', async () => {
    const ip = '192.0.2.11';
    for (let n = 1; n <= 10; n += 1) {
      const response = await inject(t.app, { method: 'POST', url: '/api/auth/register', body: registrationPayload(), ip });
      expect(response.statusCode).toBe(200);
    }
    const payload = registrationPayload();
    const response = await inject(t.app, { method: 'POST', url: '/api/auth/register', body: payload, ip });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ error: 'too-many-requests' });
    expect(await emailsTo(t.db, payload.email)).toEqual([]);
  });

  it('refuses a currency that does not exist', async () => {
    const response = await register(registrationPayload({ currency: 'XYZ' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { currency: 'currency-required' } });
  });
});

describe.each(BACKENDS)('checking whether a researcher exists on %s', (backend) => {
  const t = withTestApp(backend);

  const researcherExists = (email: string) =>
    inject(t.app, { method: 'POST', url: '/api/auth/researcher_exists', body: { email } });

  it('answers true for a registered e-mail address in any letter case', async () => {
    const user = await createUser(t.db);
    const response = await researcherExists(`  ${user.email.toUpperCase()} `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ researcherExists: true, error: null });
  });

  it('answers false for an address without an account', async () => {
    expect((await researcherExists('someone-new@example.test')).json()).toEqual({ researcherExists: false, error: null });
  });

  it('refuses an invalid e-mail address with emailAddressInvalidFormat', async () => {
    const response = await researcherExists('not an e-mail');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'validation-error', fieldErrors: { email: 'emailAddressInvalidFormat' } });
  });
});
