import { describe, expect, it } from 'vitest';
import { createSignedInUser, registrationPayload, type TTestUser } from '../../test/factories.ts';
import { orderFormClient } from '../../test/fixtures/order-form/test-client.ts';
import { inject, type TInjectOptions } from '../../test/http.ts';
import { BACKENDS, withTestApp } from '../../test/test-app.ts';

/** The account update of `user` with another first name. */
const updateFirstName = (user: TTestUser, session: string, firstName: string): TInjectOptions => ({
  method: 'PUT',
  url: `/api/account/${user.identity}/update-details`,
  session,
  body: { firstName, lastName: user.lastName, countryId: user.countryId, currencyIso: 'USD', language: 'en_US' },
});

describe.each(BACKENDS)('control characters in input on %s', (backend) => {
  const t = withTestApp(backend);

  /** Sends a request carrying NUL and expects 400 validation-error naming the field (inject fails on any 5xx). */
  async function expectRefused(request: TInjectOptions, field: string) {
    const response = await inject(t.app, request);
    expect(response.statusCode, `${request.method ?? 'GET'} ${request.url}: ${response.body}`).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation-error', fieldErrors: { [field]: 'invalid-value' } });
  }

  it('refuses NUL in path parameters and query strings with 400, never 500', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const { id, who } = await orderFormClient(t.app).openWithManuscript({ session });
    // An invoice's ownership is checked before its number is validated: no invoice of the caller's has a NUL.
    const invoice = await inject(t.app, { url: '/api/invoice/%00/pdf', session });
    expect([invoice.statusCode, invoice.json()]).toEqual([404, { error: 'not-found' }]);
    await expectRefused({ url: '/api/order/%00', session }, 'externalId');
    await expectRefused({ url: '/api/price-quote/%00/pdf', session }, 'estimateId');
    await expectRefused({ method: 'PUT', url: `/api/order-form/${id}/discount-code/%00`, session: who.session }, 'code');
    await expectRefused({ method: 'DELETE', url: `/api/order-form/${id}/discount-code/A%00B`, session }, 'code');
    await expectRefused({ method: 'PUT', url: `/api/order-form/${id}/voucher/%00`, session }, 'code');
    await expectRefused({ url: '/api/journals?search=Nat%00ure', session }, 'search');
    await expectRefused({ url: '/api/order/duplicate?title=%00', session }, 'title');
    await expectRefused({ url: '/api/areas-of-study?search=bio%01', session }, 'search');
  });

  it('refuses NUL in body strings with 400, never 500', async () => {
    const { session, user } = await createSignedInUser(t.app, t.db);
    const { id } = await orderFormClient(t.app).openWithManuscript({ session });
    await expectRefused(
      { method: 'POST', url: '/api/auth/register', body: registrationPayload({ firstName: 'Ada\u0000' }) },
      'firstName',
    );
    await expectRefused(updateFirstName(user, session, '\u0000'), 'firstName');
    await expectRefused({ method: 'PUT', url: `/api/order-form/${id}/journal`, session, body: { name: 'Nature\u0000' } }, 'name');
    await expectRefused(
      { method: 'POST', url: `/api/users/${user.identity}/preferred-group`, session, body: { groupCode: 'UNIV\u000010' } },
      'groupCode',
    );
    await expectRefused(
      {
        method: 'POST',
        url: '/api/auth/reset-password',
        body: { oneTimeLoginHash: '\u0000', userIdentity: user.identity, password: 'a-long-enough-password' },
      },
      'oneTimeLoginHash',
    );
    await expectRefused(
      { method: 'PUT', url: `/api/order-form/${id}/details`, session, body: { answers: { 'question\u0000': 'yes' } } },
      'answers.question\u0000',
    );
    await expectRefused(
      { method: 'POST', url: '/api/auth/login', body: { email: 'ada@example.test', password: '\u0000' } },
      'password',
    );
  });

  it('keeps tabs and line breaks in a body, and refuses them in a one-line field', async () => {
    const { session, user } = await createSignedInUser(t.app, t.db);
    const { id } = await orderFormClient(t.app).openWithManuscript({ session });
    const emails = await inject(t.app, {
      method: 'PUT',
      url: `/api/order-form/${id}/referral-emails`,
      session,
      body: { referralEmails: 'a@example.test,\r\n\tb@example.test' },
    });
    expect(emails.statusCode).toBe(200);
    await expectRefused(updateFirstName(user, session, 'Ada\nLovelace'), 'firstName');
  });

  it('answers a deeply nested body without exhausting the stack', async () => {
    const nested = `${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`;
    const response = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      body: nested,
    });
    expect(response.statusCode).toBe(400);
  });
});
