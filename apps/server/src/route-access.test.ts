import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addressPayload, createSignedInUser, createUser, TEST_PASSWORD } from '../test/factories.ts';
import {
  allowFapiaoAfterPayment,
  chineseResearcher,
  GENERAL_FAPIAO,
  paidInvoice,
} from '../test/fixtures/fapiao/fapiao-fixtures.ts';
import { impersonate } from '../test/fixtures/fulfilment/staff-requests.ts';
import { orderFormClient } from '../test/fixtures/order-form/test-client.ts';
import { inject } from '../test/http.ts';
import { BACKENDS, withTestApp } from '../test/test-app.ts';
import { signInWithTotp } from '../test/two-factor.ts';
import { placeTestOrder } from './modules/orders/fixtures/checkout-fixtures.ts';
import { ROUTE_ACCESS, type TRegisteredRoute } from './route-access.ts';
import { addresses, users } from './schema/account.ts';
import { digitalDocuments, lockedTerms } from './schema/digital-documents.ts';
import { fapiaos } from './schema/fapiao.ts';
import { invoices } from './schema/invoices.ts';
import { orderForms } from './schema/order-form.ts';
import { orders } from './schema/orders.ts';
import { payments } from './schema/payments.ts';
import { userIdentities } from './schema/social-sign-in.ts';
import { passkeys } from './schema/two-factor.ts';

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Path parameters a caller could not have guessed: nothing of the kind exists. */
function strangerPath(url: string): string {
  return url
    .replace(/:(id|orderIdentity)(?=\/|$)/g, url.startsWith('/api/account/addresses') ? '999999' : randomUUID())
    .replace(/:[A-Za-z]+/g, (name) => (name === ':identity' ? randomUUID() : 'X999999'))
    .replace('/*', '/');
}

/** The records of researcher A that a route's path can name, by route. */
type TOwnedRecords = {
  identity: string;
  addressId: number;
  orderFormId: string;
  fileIdentity: string | null;
  externalId: string;
  invoiceNumber: string;
  paymentId: number;
  receiptCode: string;
  exportId: number;
  digitalOrderIdentity: string;
  digitalEditIdentity: string;
  lockedTermId: number;
  linkedAccountId: string;
  passkeyId: string;
};

function pathNaming(url: string, a: TOwnedRecords): string {
  const byName: Record<string, string> = {
    ':identity': url.startsWith('/api/file/')
      ? (a.fileIdentity ?? a.orderFormId)
      : /^\/api\/(digital-edit|order-form\/from-digital-edit)\//.test(url)
        ? a.digitalEditIdentity
        : a.identity,
    ':orderIdentity': a.orderFormId,
    ':estimateId': a.orderFormId,
    ':fileIdentity': a.fileIdentity ?? randomUUID(),
    ':externalId': a.externalId,
    ':invoiceNumber': a.invoiceNumber,
    ':receiptCode': a.receiptCode,
    ':retainerInvoiceNumber': 'RI-US-000001',
    ':serviceIdentity': 'standard-editing',
    ':code': 'WELCOME10',
    ':exportId': String(a.exportId),
  };
  return url.replace(/:[A-Za-z]+/g, (name) => {
    if (name === ':id' && url.startsWith('/api/digital-order/')) return a.digitalOrderIdentity;
    if (name === ':id' && url.startsWith('/api/locked-terms/')) return String(a.lockedTermId);
    if (name === ':id' && url.startsWith('/api/account/linked-accounts/')) return a.linkedAccountId;
    if (name === ':id' && url.startsWith('/api/account/two-factor/passkeys/')) return a.passkeyId;
    if (name === ':id')
      return url.startsWith('/api/account/addresses')
        ? String(a.addressId)
        : url.startsWith('/api/payment/')
          ? String(a.paymentId)
          : a.orderFormId;
    return byName[name] ?? name;
  });
}

/**
 * A query no route accepts (the staff lists' filters, the PDFs' and re-edit links' own parameters): who calls,
 * and whose record a path names, are answered before it is read.
 */
const BAD_QUERY = `?status=none&deadlineFrom=yesterday&localization=${'x'.repeat(30)}&amount=-1&invoice_number=${'9'.repeat(50)}&type=none&lang=xx&installment=9`;

const isApi = (route: TRegisteredRoute) => route.url.startsWith('/api/') && route.access !== 'docs';

describe.each(BACKENDS)('who may call each route, on %s', (backend) => {
  const t = withTestApp(backend);

  it('classifies every route the server registers, and lists no route that does not exist', () => {
    const registered = new Set(t.app.routeTable.map((r) => `${r.method} ${r.url.replace('/:orderIdentity/', '/:id/')}`));
    expect(t.app.routeTable.length).toBeGreaterThan(80);
    // The tests run without the built web app, whose files and pages (/*) exist only when it is built.
    const stale = Object.keys(ROUTE_ACCESS).filter((key) => !registered.has(key) && key !== 'GET /*');
    expect(stale).toEqual([]);
  });

  it('describes every API route in the OpenAPI document', async () => {
    await t.app.ready();
    const document = (
      t.app as unknown as { swagger: () => { openapi: string; paths: Record<string, Record<string, unknown>> } }
    ).swagger();
    expect(document.openapi).toBe('3.1.0');
    const described = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    const missing = t.app.routeTable
      .filter((r) => r.url.startsWith('/api/') && r.access !== 'docs')
      .map((r) => `${r.method} ${r.url.replace(/:([A-Za-z]+)/g, '{$1}')}`)
      .filter((operation) => !described.has(operation));
    expect(missing).toEqual([]);
  });

  it('answers every signed-in and staff route signed out with session-invalid or not-found, before reading the body or query', async () => {
    const guarded = t.app.routeTable.filter((r) => isApi(r) && (r.access === 'signed-in' || r.access === 'staff'));
    expect(guarded.length).toBeGreaterThan(25);
    for (const route of guarded) {
      const response = await inject(t.app, {
        method: route.method as TMethod,
        url: `${strangerPath(route.url)}${BAD_QUERY}`,
        body: { unexpected: '\u0000' },
      });
      expect([401, 404], `${route.method} ${route.url}: ${response.statusCode} ${response.body}`).toContain(response.statusCode);
      expect(response.json().error, `${route.method} ${route.url}`).toMatch(/^(session-invalid|not-found)$/);
    }
  });

  it("answers every visitor route about a form that is not the caller's with 401 or 404", async () => {
    const visitorRoutes = t.app.routeTable.filter((r) => r.access === 'visitor');
    expect(visitorRoutes.length).toBeGreaterThan(25);
    for (const route of visitorRoutes) {
      const response = await inject(t.app, { method: route.method as TMethod, url: strangerPath(route.url), body: {} });
      expect([400, 401, 404], `${route.method} ${route.url}: ${response.statusCode} ${response.body}`).toContain(
        response.statusCode,
      );
      expect(response.json().error).toEqual(expect.any(String));
    }
  });

  it('refuses a researcher on every staff route with 403', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const staffRoutes = t.app.routeTable.filter((r) => r.access === 'staff');
    expect(staffRoutes.length).toBeGreaterThan(0);
    for (const route of staffRoutes) {
      const response = await inject(t.app, { method: route.method as TMethod, url: strangerPath(route.url), session, body: {} });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('refuses an impersonating session on every staff route with 403, before reading its body or query', async () => {
    const staff = await createSignedInUser(t.app, t.db, { role: 'staff' });
    const customer = await createUser(t.db);
    const session = await impersonate(t.app, staff.session, customer.email);
    const staffRoutes = t.app.routeTable.filter((r) => r.access === 'staff');
    const answered: string[] = [];
    for (const route of staffRoutes) {
      const response = await inject(t.app, {
        method: route.method as TMethod,
        url: `${strangerPath(route.url)}${BAD_QUERY}`,
        session,
        body: { unexpected: true },
      });
      if (response.statusCode !== 403) answered.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body}`);
    }
    expect(staffRoutes.length).toBeGreaterThan(10);
    expect(answered).toEqual([]);
    // The staff member's own session is still told what is wrong with the query.
    const own = await inject(t.app, {
      url: `/api/staff/orders${BAD_QUERY}`,
      session: await signInWithTotp(t.app, staff.user.email, TEST_PASSWORD, staff.totpSecret ?? ''),
    });
    expect(own.statusCode).toBe(400);
    expect(Object.keys(own.json().fieldErrors)).toEqual(expect.arrayContaining(['status', 'deadlineFrom']));
  });

  it("answers researcher B 404 on every route naming researcher A's records, even with a bad query, and changes none of them", async () => {
    const a = await createSignedInUser(t.app, t.db, { firstName: 'Ada' });
    const b = await createSignedInUser(t.app, t.db, { firstName: 'Bea' });
    const address = await inject(t.app, {
      method: 'POST',
      url: '/api/account/addresses',
      session: a.session,
      body: addressPayload(),
    });
    const placed = await placeTestOrder(t.db, a.user.id, { status: 'awaiting-payment' });
    const c = orderFormClient(t.app);
    const openForm = await c.openWithManuscript({ session: a.session });
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, placed.orderId));
    const [payment] = await t.db.select().from(payments).where(eq(payments.userId, a.user.id));
    const dataExport = await inject(t.app, { method: 'POST', url: '/api/account/data-exports', session: a.session });
    const [digitalOrder] = await t.db
      .insert(digitalDocuments)
      .values({
        userId: a.user.id,
        kind: 'translation',
        status: 'failed',
        name: 'a.docx',
        storedName: 'none',
        size: 1,
        sha256: '0',
      })
      .returning();
    const [digitalEdit] = await t.db
      .insert(digitalDocuments)
      .values({ userId: a.user.id, kind: 'edit', name: 'a.docx', storedName: 'a', size: 1, sha256: 'a', status: 'failed' })
      .returning();
    const [lockedTerm] = await t.db.insert(lockedTerms).values({ userId: a.user.id, term: 'BRCA1' }).returning();
    const [linkedAccount] = await t.db
      .insert(userIdentities)
      .values({ userId: a.user.id, providerId: 'orcid', subject: '0000-0002-1825-0097', email: a.user.email })
      .returning();
    const [passkey] = await t.db
      .insert(passkeys)
      .values({ userId: a.user.id, credentialId: `credential-${a.user.id}`, publicKey: 'AQID', name: 'Laptop' })
      .returning();
    const records: TOwnedRecords = {
      identity: a.user.identity,
      addressId: address.json().address.id,
      orderFormId: openForm.id,
      fileIdentity: null,
      externalId: placed.externalId,
      invoiceNumber: invoice?.invoiceNumber ?? 'none',
      paymentId: payment?.id ?? 0,
      receiptCode: payment?.receiptCode ?? 'none',
      exportId: dataExport.json().dataExport.id,
      digitalOrderIdentity: digitalOrder?.identity ?? 'none',
      digitalEditIdentity: digitalEdit?.identity ?? randomUUID(),
      lockedTermId: lockedTerm?.id ?? 0,
      linkedAccountId: linkedAccount?.id ?? randomUUID(),
      passkeyId: passkey?.id ?? randomUUID(),
    };
    const snapshot = async () => ({
      user: await t.db.select().from(users).where(eq(users.id, a.user.id)),
      addresses: await t.db.select().from(addresses).where(eq(addresses.userId, a.user.id)),
      orders: await t.db.select().from(orders).where(eq(orders.userId, a.user.id)),
      invoices: await t.db.select().from(invoices).where(eq(invoices.userId, a.user.id)),
      payments: await t.db.select().from(payments).where(eq(payments.userId, a.user.id)),
      forms: await t.db.select().from(orderForms).where(eq(orderForms.userId, a.user.id)),
      digitalDocuments: await t.db.select().from(digitalDocuments).where(eq(digitalDocuments.userId, a.user.id)),
      lockedTerms: await t.db.select().from(lockedTerms).where(eq(lockedTerms.userId, a.user.id)),
      linkedAccounts: await t.db.select().from(userIdentities).where(eq(userIdentities.userId, a.user.id)),
      passkeys: await t.db.select().from(passkeys).where(eq(passkeys.userId, a.user.id)),
    });
    const before = await snapshot();

    const naming = t.app.routeTable.filter(
      (r) => isApi(r) && (r.access === 'signed-in' || r.access === 'visitor') && /:[A-Za-z]/.test(r.url),
    );
    expect(naming.length).toBeGreaterThan(35);
    const answered: string[] = [];
    for (const route of naming) {
      const url = `${pathNaming(route.url, records)}${BAD_QUERY}`;
      const response = await inject(t.app, { method: route.method as TMethod, url, session: b.session, body: {} });
      if (response.statusCode !== 404)
        answered.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body.slice(0, 80)}`);
    }
    expect(answered).toEqual([]);
    expect(await snapshot()).toEqual(before);
    // A still reaches their own records: the 404s above were about B, not about broken paths.
    expect((await inject(t.app, { url: `/api/order/${placed.externalId}`, session: a.session })).statusCode).toBe(200);
    expect((await inject(t.app, { url: `/api/order-form/${openForm.id}/load`, session: a.session })).statusCode).toBe(200);
  });
});

describe.each(BACKENDS)("another researcher's fapiaos on %s", (backend) => {
  const t = withTestApp(backend);

  it("answers 404 to every fapiao call naming researcher A's payment or fapiao, and changes none of them", async () => {
    await allowFapiaoAfterPayment(t.db);
    const a = await chineseResearcher(t.app, t.db);
    const b = await chineseResearcher(t.app, t.db);
    const paid = await paidInvoice(t.db, a.user.id);
    const created = await inject(t.app, {
      method: 'POST',
      url: '/api/fapiao',
      session: a.session,
      body: { ...GENERAL_FAPIAO, paymentId: paid.paymentId, receiptCode: paid.invoiceNumber },
    });
    const identity = created.json().fapiao.identity as string;
    const before = await t.db.select().from(fapiaos).where(eq(fapiaos.userId, a.user.id));
    const calls = [
      {
        method: 'POST' as const,
        url: '/api/fapiao',
        body: { ...GENERAL_FAPIAO, paymentId: paid.paymentId, receiptCode: paid.invoiceNumber },
      },
      { method: 'DELETE' as const, url: `/api/fapiao/${identity}` },
      { method: 'GET' as const, url: `/api/fapiao/${identity}/document` },
    ];
    for (const call of calls) {
      const response = await inject(t.app, { ...call, session: b.session });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    expect(await t.db.select().from(fapiaos).where(eq(fapiaos.userId, a.user.id))).toEqual(before);
  });
});
