import { type TAddressRequest, ZAccountResponse, ZAddressResponse } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addressPayload, countryIdOf, createSignedInUser } from '../../../test/factories.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import type { TApp } from '../../app.ts';
import type { Db } from '../../platform/db.ts';
import { addresses } from '../../schema/account.ts';

const addressesOf = (db: Db, userId: number) => db.select().from(addresses).where(eq(addresses.userId, userId));

const createAddress = (app: TApp, session: string, body: unknown) =>
  inject(app, { method: 'POST', url: '/api/account/addresses', session, body });

async function createSavedAddress(app: TApp, session: string, overrides: Partial<TAddressRequest> = {}) {
  const response = await createAddress(app, session, addressPayload(overrides));
  if (response.statusCode !== 201) throw new Error(`address not created: ${response.body}`);
  return ZAddressResponse.parse(response.json()).address;
}

describe.each(BACKENDS)('saved addresses on %s', (backend) => {
  const t = withTestApp(backend);

  /** Posts an address that the rules refuse and checks that nothing was stored. */
  async function expectRefused(overrides: Partial<TAddressRequest>, fieldErrors: Record<string, string>) {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const response = await createAddress(t.app, session, addressPayload(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'validation-error', fieldErrors });
    expect(await addressesOf(t.db, user.id)).toEqual([]);
  }

  it('adds an address, answers it with its country and states, and lists it on the account', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const response = await createAddress(t.app, session, addressPayload({ address2: 'Room 2' }));
    expect(response.statusCode).toBe(201);
    const { address } = ZAddressResponse.parse(response.json());
    expect(address).toMatchObject({
      label: 'billing',
      address1: '500 S State St',
      address2: 'Room 2',
      state: 'MI',
      zip: '48109',
    });
    expect(address.country).toMatchObject({ value: countryIdOf('US'), iso: 'US' });
    expect(address.country.states).toContainEqual({ value: 'MI', label: 'Michigan' });
    const account = ZAccountResponse.parse((await inject(t.app, { url: '/api/account', session })).json());
    expect(account.user.loggedIn && account.user.addresses.map((a) => a.id)).toEqual([address.id]);
  });

  it('accepts a country without states and no state', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const response = await createAddress(t.app, session, addressPayload({ country: countryIdOf('DE'), state: '', zip: '10115' }));
    expect(response.statusCode).toBe(201);
  });

  it('refuses a missing first address line with address-required', async () => {
    await expectRefused({ address1: '' }, { address1: 'address-required' });
  });

  it('refuses a US address without a state with state-required', async () => {
    await expectRefused({ state: '' }, { state: 'state-required' });
  });

  it('refuses a state code the country does not have with state-required', async () => {
    await expectRefused({ state: 'ZZ' }, { state: 'state-required' });
  });

  it('requires the organization on an invoice address', async () => {
    await expectRefused({ label: 'invoice', organization: '' }, { organization: 'organization-required' });
  });

  it('does not require the organization on a billing address', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    expect((await createAddress(t.app, session, addressPayload({ label: 'billing', organization: '' }))).statusCode).toBe(201);
  });

  it('refuses an invalid zip code with zip-invalid and a missing one with zip-required', async () => {
    await expectRefused({ zip: '48#09' }, { zip: 'zip-invalid' });
    await expectRefused({ zip: '' }, { zip: 'zip-required' });
  });

  it('refuses a name longer than 50 characters with field-too-long', async () => {
    await expectRefused({ name: 'n'.repeat(51) }, { name: 'field-too-long?max=50' });
  });

  it('refuses a missing name, city and phone with their messages', async () => {
    await expectRefused(
      { name: '', city: '', phone: '' },
      { name: 'customer-name-required', phone: 'phone-required', city: 'city-required' },
    );
  });

  it('refuses a missing or unknown country with country-required', async () => {
    await expectRefused({ country: undefined }, { country: 'country-required' });
    await expectRefused({ country: 9999 }, { country: 'country-required' });
  });

  it('accepts the whole address as the client holds it: id and the country object are tolerated', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const saved = await createSavedAddress(t.app, session);
    const response = await inject(t.app, {
      method: 'PUT',
      url: `/api/account/addresses/${saved.id}`,
      session,
      body: { ...saved, city: 'Detroit', unknownField: 'ignored' },
    });
    expect(response.statusCode).toBe(200);
    expect(ZAddressResponse.parse(response.json()).address).toMatchObject({ id: saved.id, city: 'Detroit', state: 'MI' });
  });

  it('updates an address and the account lists the new values', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const saved = await createSavedAddress(t.app, session);
    const response = await inject(t.app, {
      method: 'PUT',
      url: `/api/account/addresses/${saved.id}`,
      session,
      body: addressPayload({ label: 'invoice', organization: 'Accounts Payable', state: 'CA', city: 'Berkeley', zip: '94720' }),
    });
    expect(response.statusCode).toBe(200);
    const account = ZAccountResponse.parse((await inject(t.app, { url: '/api/account', session })).json());
    expect(account.user.loggedIn && account.user.addresses).toEqual([
      expect.objectContaining({
        id: saved.id,
        label: 'invoice',
        organization: 'Accounts Payable',
        state: 'CA',
        city: 'Berkeley',
      }),
    ]);
  });

  it('keeps the stored address when an update is refused', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const saved = await createSavedAddress(t.app, session);
    const response = await inject(t.app, {
      method: 'PUT',
      url: `/api/account/addresses/${saved.id}`,
      session,
      body: addressPayload({ city: 'Detroit', zip: '48-#09' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { zip: 'zip-invalid' } });
    const [stored] = await addressesOf(t.db, user.id);
    expect(stored).toMatchObject({ city: 'Ann Arbor', zip: '48109' });
  });

  it('deletes an address', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const saved = await createSavedAddress(t.app, session);
    const response = await inject(t.app, { method: 'DELETE', url: `/api/account/addresses/${saved.id}`, session });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: true });
    expect(await addressesOf(t.db, user.id)).toEqual([]);
    const again = await inject(t.app, { method: 'DELETE', url: `/api/account/addresses/${saved.id}`, session });
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 for another user’s address on PUT and DELETE, and leaves it as it was', async () => {
    const owner = await createSignedInUser(t.app, t.db);
    const saved = await createSavedAddress(t.app, owner.session);
    const { session: intruder } = await createSignedInUser(t.app, t.db);

    const update = await inject(t.app, {
      method: 'PUT',
      url: `/api/account/addresses/${saved.id}`,
      session: intruder,
      body: addressPayload({ city: 'Hijacked' }),
    });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toEqual({ error: 'not-found' });

    const remove = await inject(t.app, { method: 'DELETE', url: `/api/account/addresses/${saved.id}`, session: intruder });
    expect(remove.statusCode).toBe(404);

    expect(await addressesOf(t.db, owner.user.id)).toEqual([expect.objectContaining({ id: saved.id, city: 'Ann Arbor' })]);
  });

  it("answers 404 to an address id that is not a number: no such address is the caller's", async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const response = await inject(t.app, { method: 'DELETE', url: '/api/account/addresses/abc', session });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not-found' });
  });

  it('answers 401 session-invalid to an anonymous visitor', async () => {
    const response = await createAddress(t.app, '', addressPayload());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'session-invalid' });
  });
});
