import { type TUpdateDetailsRequest, ZAccountResponse, ZUpdateDetailsResponse } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countryIdOf, createSignedInUser, createUser } from '../../../test/factories.ts';
import { placeTestOrder } from '../../../test/fixtures/orders/checkout-fixtures.ts';
import { inject, isSignedIn } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { users } from '../../schema/account.ts';
import { orderForms } from '../../schema/order-form.ts';
import { insertOpenForm } from '../order-form/repository.ts';

function detailsPayload(overrides: Partial<TUpdateDetailsRequest> = {}): TUpdateDetailsRequest {
  return {
    title: 'Dr',
    firstName: 'Rosalind',
    lastName: 'Franklin',
    institution: 'King’s College London',
    phoneNumber: '+44 20 7836 5454',
    countryId: countryIdOf('GB'),
    currencyIso: 'GBP',
    language: 'en_US',
    optinToMarketing: true,
    active: true,
    ...overrides,
  };
}

describe.each(BACKENDS)('the account on %s', (backend) => {
  const t = withTestApp(backend);

  it('answers an anonymous visitor with loggedIn false and the found-us options', async () => {
    const response = await inject(t.app, { url: '/api/account' });
    expect(response.statusCode).toBe(200);
    const body = ZAccountResponse.parse(response.json());
    expect(body.user).toEqual({ loggedIn: false });
    expect(body.foundUsOptions).toContain('found-us-colleague');
  });

  it('answers the signed-in user in the shape the web client parses', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db, { firstName: 'Marie', lastName: 'Curie' });
    const body = ZAccountResponse.parse((await inject(t.app, { url: '/api/account', session })).json());
    expect(body.user).toMatchObject({
      loggedIn: true,
      identity: user.identity,
      email: user.email,
      fullName: 'Marie Curie',
      currency: { isoCode: 'USD', sign: '$', numDecimals: 2 },
      homeDirectory: '/en/researcher',
      missingFields: [],
      addresses: [],
      numberOfOrders: 0,
      preferredGroup: null,
      showCheckSpamMessage: true,
      impersonatorIdentity: null,
      hasLocalIdentity: true,
    });
  });

  it('says whether an order form is in progress and whether invoices are unpaid, in every answer of the user', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const account = async () => {
      const body = ZAccountResponse.parse((await inject(t.app, { url: '/api/account', session })).json());
      if (!body.user.loggedIn) throw new Error('signed out');
      return body.user;
    };
    const before = await account();
    expect(before.orderFormInProgress).toBe(false);
    expect(before.wfoeMigrationStatus.hasUnpaidInvoices).toBe(false);

    await placeTestOrder(t.db, user.id, { status: 'awaiting-payment' });
    const form = await insertOpenForm(t.db, { userId: user.id });
    await t.db
      .update(orderForms)
      .set({ currentStep: 'details' })
      .where(eq(orderForms.id, form?.id ?? 0));
    const after = await account();
    expect(after.orderFormInProgress).toBe(true);
    expect(after.wfoeMigrationStatus.hasUnpaidInvoices).toBe(true);

    // The same in the answer of an update, built beside the row in hand.
    const updated = await inject(t.app, {
      method: 'PUT',
      url: `/api/account/${user.identity}/update-details`,
      session,
      body: detailsPayload(),
    });
    const { userDetails } = ZUpdateDetailsResponse.parse(updated.json());
    expect(userDetails.orderFormInProgress).toBe(true);
    expect(userDetails.wfoeMigrationStatus.hasUnpaidInvoices).toBe(true);
  });

  it('lists the fields a user still has to fill in', async () => {
    const { session } = await createSignedInUser(t.app, t.db, { lastName: '', countryId: null, currencyIso: null });
    const body = ZAccountResponse.parse((await inject(t.app, { url: '/api/account', session })).json());
    expect(body.user.loggedIn && body.user.missingFields).toEqual(['lastName', 'country', 'currency']);
    expect(body.user.loggedIn && body.user.currency.isoCode).toBe('USD');
  });

  it('treats an unknown session cookie as signed out', async () => {
    const body = ZAccountResponse.parse((await inject(t.app, { url: '/api/account', session: 'forged-token' })).json());
    expect(body.user).toEqual({ loggedIn: false });
  });
});

describe.each(BACKENDS)('updating account details on %s', (backend) => {
  const t = withTestApp(backend);

  const updateDetails = (identity: string, session: string | null, body: unknown) =>
    inject(t.app, { method: 'PUT', url: `/api/account/${identity}/update-details`, session, body });

  it('saves the details and answers the updated user', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const response = await updateDetails(user.identity, session, detailsPayload({ language: 'es_ES' }));
    expect(response.statusCode).toBe(200);
    const { userDetails } = ZUpdateDetailsResponse.parse(response.json());
    expect(userDetails).toMatchObject({
      firstName: 'Rosalind',
      fullName: 'Rosalind Franklin',
      institution: 'King’s College London',
      country: 'GB',
      currencyIso: 'GBP',
      currency: { isoCode: 'GBP', sign: '£' },
      language: 'es_ES',
      homeDirectory: '/es/researcher',
      optinToMarketing: true,
    });
    const account = ZAccountResponse.parse((await inject(t.app, { url: '/api/account', session })).json());
    expect(account.user).toMatchObject({ firstName: 'Rosalind', currencyIso: 'GBP', language: 'es_ES' });
  });

  it('answers 404 for another user’s identity and changes nothing', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const other = await createUser(t.db, { firstName: 'Untouched' });
    const response = await updateDetails(other.identity, session, detailsPayload());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not-found' });
    const [row] = await t.db.select().from(users).where(eq(users.id, other.id));
    expect(row?.firstName).toBe('Untouched');
  });

  it('answers 401 session-invalid without a session', async () => {
    const user = await createUser(t.db);
    const response = await updateDetails(user.identity, null, detailsPayload());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'session-invalid' });
  });

  it('refuses a currency that does not exist with 400 and keeps the old one', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const response = await updateDetails(user.identity, session, detailsPayload({ currencyIso: 'XYZ' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'validation-error', fieldErrors: { currencyIso: 'currency-required' } });
    const account = ZAccountResponse.parse((await inject(t.app, { url: '/api/account', session })).json());
    expect(account.user).toMatchObject({ currencyIso: 'USD', firstName: 'Ada' });
  });

  it('refuses an empty first name and an unknown country', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const blank = await updateDetails(user.identity, session, detailsPayload({ firstName: ' ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ fieldErrors: { firstName: 'first-name-required' } });
    const unknownCountry = await updateDetails(user.identity, session, detailsPayload({ countryId: 9999 }));
    expect(unknownCountry.statusCode).toBe(400);
    expect(unknownCountry.json()).toMatchObject({ fieldErrors: { countryId: 'country-required' } });
  });

  it('closes the account with active false: the session ends and login is refused afterwards', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const response = await updateDetails(user.identity, session, detailsPayload({ active: false }));
    expect(response.statusCode).toBe(200);
    expect(ZUpdateDetailsResponse.parse(response.json()).userDetails.active).toBe(false);
    expect(await isSignedIn(t.app, session)).toBe(false);
    const login = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      body: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(401);
  });
});
