import { ZAccountResponse, ZLoginResponse, ZUpdateDetailsResponse, ZUserResponse } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { addressPayload, countryIdOf, createSignedInUser, createUser } from '../../../test/factories.ts';
import { inject, login } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';

/**
 * Every answer that carries the user record builds it the one way GET /api/account does: the same addresses,
 * order count and city, and never another researcher's (the saved addresses were once correlated on the
 * address's own id, so sign-in answered other customers' addresses).
 */
describe.each(BACKENDS)('the user record in every answer on %s', (backend) => {
  const t = withTestApp(backend);

  async function accountOf(session: string) {
    const body = ZAccountResponse.parse((await inject(t.app, { url: '/api/account', session })).json());
    if (!body.user.loggedIn) throw new Error('not signed in');
    return body.user;
  }

  it('is the same as GET /api/account after sign-in, update-details and hide-check-spam-message', async () => {
    // Another researcher with addresses whose ids are the ones the signed-in user's id could collide with.
    const other = await createSignedInUser(t.app, t.db, { firstName: 'Alice' });
    for (const city of ['Canary City One', 'Canary City Two', 'Canary City Three']) {
      const created = await inject(t.app, {
        method: 'POST',
        url: '/api/account/addresses',
        session: other.session,
        body: addressPayload({ city, address1: `${city} 1` }),
      });
      expect(created.statusCode).toBe(201);
    }
    const user = await createUser(t.db, { firstName: 'Li', lastName: 'Wei', countryId: countryIdOf('CN') });
    const session = await login(t.app, user.email, user.password);
    const own = await inject(t.app, {
      method: 'POST',
      url: '/api/account/addresses',
      session,
      body: addressPayload({ city: 'Hangzhou', address1: 'Yuhangtang Rd 866' }),
    });
    expect(own.statusCode).toBe(201);

    const expected = await accountOf(session);
    expect(expected.addresses.map((a) => a.city)).toEqual(['Hangzhou']);

    const signIn = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      body: { email: user.email, password: user.password },
    });
    expect(signIn.statusCode).toBe(200);
    const signedIn = ZLoginResponse.parse(signIn.json());
    expect(JSON.stringify(signIn.json())).not.toContain('Canary City');
    expect(signedIn.user).toEqual(expected);

    const hidden = await inject(t.app, {
      method: 'PUT',
      url: `/api/users/${user.identity}/hide-check-spam-message`,
      session,
    });
    expect(hidden.statusCode).toBe(200);
    const hiddenUser = ZUserResponse.parse(hidden.json()).user;
    expect(hiddenUser).toEqual(await accountOf(session));

    const updated = await inject(t.app, {
      method: 'PUT',
      url: `/api/account/${user.identity}/update-details`,
      session,
      body: {
        title: 'Dr',
        firstName: 'Li',
        lastName: 'Wei',
        institution: 'Zhejiang University',
        phoneNumber: '+86 571 8795 1111',
        countryId: countryIdOf('CN'),
        currencyIso: 'CNY',
        language: 'zh_CN',
        optinToMarketing: false,
        active: true,
      },
    });
    expect(updated.statusCode).toBe(200);
    const details = ZUpdateDetailsResponse.parse(updated.json()).userDetails;
    expect(JSON.stringify(details)).not.toContain('Canary City');
    expect(details).toEqual(await accountOf(session));
  });
});
