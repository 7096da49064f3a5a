import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressPayload, createSignedInUser, createUser } from '../../test/factories.ts';
import { placeTestOrder } from '../../test/fixtures/orders/checkout-fixtures.ts';
import { issueCertificate } from '../../test/fixtures/orders/fulfilment-fixtures.ts';
import { inject } from '../../test/http.ts';
import { BACKENDS, createTestApp, withTestApp } from '../../test/test-app.ts';
import { insertOpenForm } from '../modules/order-form/repository.ts';
import { readVersions, users } from '../schema/account.ts';
import { invoices } from '../schema/invoices.ts';
import { orderFormFiles, orderForms } from '../schema/order-form.ts';
import { orders } from '../schema/orders.ts';
import { statementsOf } from './query-stats.ts';
import { createReadCache } from './read-cache.ts';

describe('the read cache’s memory', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('serves an answer for its time only', () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const cache = createReadCache({ seconds: 30, maxBytes: 1_000_000 });
    cache.store('a', 7, '{"x":1}');
    now.mockReturnValue(1_000_000 + 29_999);
    expect(cache.lookup('a')?.version).toBe(7);
    expect(cache.lookup('a')?.body.toString()).toBe('{"x":1}');
    now.mockReturnValue(1_000_000 + 30_000);
    expect(cache.lookup('a')).toBeUndefined();
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 });
  });

  it('lets the least recently used answers go first when full, and keeps none larger than it all', () => {
    // Each entry: a one-character key (2 bytes) and a 98-byte answer: 100 bytes.
    const cache = createReadCache({ seconds: 30, maxBytes: 300 });
    const body = 'b'.repeat(98);
    cache.store('a', 1, body);
    cache.store('b', 1, body);
    cache.store('c', 1, body);
    expect(cache.lookup('a')).toBeDefined();
    cache.store('d', 1, body);
    expect(cache.lookup('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => cache.lookup(key) !== undefined)).toEqual([true, true, true]);
    cache.store('e', 1, 'x'.repeat(400));
    expect(cache.lookup('e')).toBeUndefined();
    expect(cache.size()).toEqual({ entries: 3, bytes: 300 });
    expect(cache.store('a', 2, 'café').body.toString()).toBe('café');
    expect(cache.lookup('a')).toMatchObject({ version: 2, bytes: 7 });
    expect(cache.size()).toEqual({ entries: 3, bytes: 207 });
    expect(cache.size().entries).toBe(3);
  });

  it('compresses a kept answer once per encoding and counts its compressed forms in the memory', () => {
    const cache = createReadCache({ seconds: 30, maxBytes: 1_000_000 });
    const answer = JSON.stringify({ invoices: Array.from({ length: 200 }, (_, i) => ({ invoiceNumber: `INV-${i}` })) });
    const entry = cache.store('a', 1, answer);
    const br = cache.compressed(entry, 'br');
    expect(brotliDecompressSync(br).toString()).toBe(answer);
    expect(cache.compressed(entry, 'br')).toBe(br);
    const gz = cache.compressed(entry, 'gzip');
    expect(gunzipSync(gz).toString()).toBe(answer);
    expect(cache.size()).toEqual({ entries: 1, bytes: answer.length + 2 + br.length + gz.length });
    // An answer no longer kept is still compressed for its request, and not counted.
    const replaced = cache.store('a', 2, answer);
    expect(cache.compressed(entry, 'br')).toBe(br);
    cache.compressed(replaced, 'gzip');
    expect(cache.size()).toEqual({ entries: 1, bytes: answer.length + 2 + gz.length });
  });
});

describe.each(BACKENDS)('the read cache on %s', (backend) => {
  const t = withTestApp(backend, { QUERY_STATS: '1' });

  async function read(url: string, session: string, headers: Record<string, string> = {}) {
    const response = await inject(t.app, { url, session, headers });
    return { status: response.statusCode, body: response.body, statements: statementsOf(response.headers['server-timing']) };
  }

  const versionOf = async (userId: number) =>
    (await t.db.select({ version: readVersions.version }).from(readVersions).where(eq(readVersions.userId, userId)))[0]
      ?.version ?? 0;

  it('answers a read asked again with the session lookup alone, and a change of the researcher’s data at once', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const first = await read('/api/account', session);
    expect(first).toMatchObject({ status: 200, statements: 1 });
    const again = await read('/api/account', session);
    expect(again).toEqual(first);

    const added = await inject(t.app, {
      method: 'POST',
      url: '/api/account/addresses',
      session,
      body: addressPayload({ organization: 'Kyoto University' }),
    });
    expect(added.statusCode).toBe(201);
    const changed = await read('/api/account', session);
    expect(changed).toMatchObject({ status: 200, statements: 2 });
    expect(changed.body).toContain('Kyoto University');
    expect(JSON.parse(changed.body).user.addresses).toHaveLength(JSON.parse(first.body).user.addresses.length + 1);
    expect(await read('/api/account', session)).toEqual({ ...changed, statements: 1 });
  });

  it('sees writes made straight in the database, to the order, its invoice and the rows of the order', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const empty = JSON.parse((await read('/api/order/search', session)).body);
    expect(empty.orders).toEqual([]);

    const placed = await placeTestOrder(t.db, user.id, { status: 'awaiting-payment' });
    const listed = JSON.parse((await read('/api/order/search', session)).body);
    expect(listed.orders.map((order: { externalId: string }) => order.externalId)).toEqual([placed.externalId]);
    expect(JSON.parse((await read('/api/researcher/dashboard', session)).body).unpaidInvoices.count).toBe(1);

    // A row of the order (a certificate carries no user_id): the order's researcher gets a new version.
    const url = `/api/order/${placed.externalId}`;
    expect(JSON.parse((await read(url, session)).body).order.certificate).toBeNull();
    const code = await issueCertificate(t.db, placed.orderId, null);
    expect(JSON.parse((await read(url, session)).body).order.certificate).toMatchObject({ code });

    // A file of the order's form (a row of the form, not of the order): shows in the order's files.
    const fileCount = async () => JSON.parse((await read(url, session)).body).order.files.length;
    const filesBefore = await fileCount();
    await t.db.insert(orderFormFiles).values({
      orderFormId: placed.formId,
      kind: 'main',
      originalName: 'revised.docx',
      storedName: 'stored-revised',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      size: 1000,
      sha256: 'x',
    });
    expect(await fileCount()).toBe(filesBefore + 1);

    // The invoice written off by staff, outside any route of the researcher's.
    await t.db.update(invoices).set({ status: 'void' }).where(eq(invoices.orderId, placed.orderId));
    expect(JSON.parse((await read('/api/researcher/dashboard', session)).body).unpaidInvoices.count).toBe(0);
  });

  it('counts an order form moving to another step, not each answer saved in it', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const banner = async () => JSON.parse((await read('/api/researcher/dashboard', session)).body).orderFormInProgress;
    const form = await insertOpenForm(t.db, { userId: user.id });
    expect(await banner()).toBeNull();
    await t.db
      .update(orderForms)
      .set({ currentStep: 'details' })
      .where(eq(orderForms.id, form?.id ?? 0));
    expect(await banner()).toMatchObject({ currentStep: 'details' });
    const version = await versionOf(user.id);
    await t.db
      .update(orderForms)
      .set({ wordCount: 4_321 })
      .where(eq(orderForms.id, form?.id ?? 0));
    expect(await versionOf(user.id)).toBe(version);
    await t.db
      .update(orderForms)
      .set({ status: 'abandoned' })
      .where(eq(orderForms.id, form?.id ?? 0));
    expect(await banner()).toBeNull();
  });

  it('keeps an answer per session and per language, and never serves one past the end of its session', async () => {
    const a = await createSignedInUser(t.app, t.db);
    const b = await createSignedInUser(t.app, t.db);
    const placed = await placeTestOrder(t.db, a.user.id);
    const ofA = JSON.parse((await read('/api/order/search', a.session)).body);
    expect(ofA.orders).toHaveLength(1);
    expect(JSON.parse((await read('/api/order/search', b.session)).body).orders).toEqual([]);
    expect((await read(`/api/order/${placed.externalId}`, b.session)).status).toBe(404);

    const english = await read('/api/payment/load', a.session, { 'x-page-language': 'en' });
    const japanese = await read('/api/payment/load', a.session, { 'x-page-language': 'ja' });
    expect(japanese.body).not.toEqual(english.body);
    expect((await read('/api/payment/load', a.session, { 'x-page-language': 'ja' })).body).toEqual(japanese.body);
    expect((await read('/api/payment/load', a.session, { 'x-page-language': 'en' })).body).toEqual(english.body);

    const loggedOut = await inject(t.app, { method: 'POST', url: '/api/auth/logout', session: a.session });
    expect(loggedOut.statusCode).toBe(200);
    expect((await read('/api/order/search', a.session)).status).toBe(401);
    expect(JSON.parse((await read('/api/account', a.session)).body).user).toEqual({ loggedIn: false });
  });

  it('bumps the version once per transaction, for the researchers it wrote for only', async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const [beforeA, beforeB] = [await versionOf(a.id), await versionOf(b.id)];
    await placeTestOrder(t.db, a.id);
    await placeTestOrder(t.db, a.id, { status: 'awaiting-payment' });
    const afterTwo = await versionOf(a.id);
    expect(afterTwo).toBeGreaterThan(beforeA ?? 0);
    expect(await versionOf(b.id)).toBe(beforeB);

    await t.db.transaction(async (tx) => {
      await tx.update(orders).set({ title: 'Renamed' }).where(eq(orders.userId, a.id));
      await tx.update(invoices).set({ purchaseOrderNumber: 'PO-1' }).where(eq(invoices.userId, a.id));
    });
    expect(await versionOf(a.id)).toBe((afterTwo ?? 0) + 1);

    await t.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, b.id));
    expect(await versionOf(b.id)).toBe((beforeB ?? 0) + 1);
    // Rows taken away are a change too: payments applied to an invoice (no user_id: the invoice's researcher).
    await t.db.execute(
      sql`delete from invoice_payments where invoice_id in (select id from ${invoices} where user_id = ${a.id})`,
    );
    expect(await versionOf(a.id)).toBe((afterTwo ?? 0) + 2);
  });
});

describe('the read cache turned off (READ_CACHE_SECONDS=0)', () => {
  it('answers every read with its own statement, a change included', async () => {
    const app = await createTestApp('pglite', { QUERY_STATS: '1', READ_CACHE_SECONDS: '0' });
    try {
      const { user, session } = await createSignedInUser(app.app, app.db);
      const search = () => inject(app.app, { url: '/api/order/search', session });
      const before = await search();
      await placeTestOrder(app.db, user.id);
      const after = await search();
      expect([before.statusCode, after.statusCode]).toEqual([200, 200]);
      // With the cache on, the second read would be two: the session lookup finding a new version, then the read.
      expect([before, after].map((r) => statementsOf(r.headers['server-timing']))).toEqual([1, 1]);
      expect(JSON.parse(after.body).orders).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
