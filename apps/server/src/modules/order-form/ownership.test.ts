import { ZLoadOrderFormResponse } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { orderFormClient, signedIn } from '../../../test/fixtures/order-form/test-client.ts';
import { cookieOf, login } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { hashToken } from '../../platform/sessions.ts';
import { orderForms } from '../../schema/order-form.ts';
import { ORDER_FORM_COOKIE } from './service.ts';

describe.each(BACKENDS)('order-form ownership on %s', (backend) => {
  const t = withTestApp(backend);
  const client = () => orderFormClient(t.app);

  it('gives a visitor a new form at get-started and an HttpOnly SameSite=Lax cookie whose hash alone is stored', async () => {
    const { order, response, who } = await client().open();
    expect(order).toMatchObject({ isAnonymous: true, currentStep: 'get-started', version: 1, total: 0 });
    expect(order.steps.current).toEqual({ name: 'get-started', url: '/researcher/submit/get-started' });
    const cookie = response.cookies.find((c) => c.name === ORDER_FORM_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const [row] = await t.db.select().from(orderForms).where(eq(orderForms.identity, order.identity));
    expect(row?.anonymousTokenHash).toBe(hashToken(who.visitor ?? ''));
    expect(row?.anonymousTokenHash).not.toBe(who.visitor);
  });

  it('continues the same unfinished form on the next visit, warning once it is past get-started', async () => {
    const c = client();
    const { id, who } = await c.openWithManuscript({});
    const again = await c.open(who);
    expect(again.order.identity).toBe(id);
    expect(again.warning).toBe('continuing-previous-submission');
    expect(cookieOf(again.response, ORDER_FORM_COOKIE)).toBeUndefined();
  });

  it('gives no warning when the continued form is still at get-started', async () => {
    const c = client();
    const first = await c.open();
    const again = await c.open(first.who);
    expect(again.order.identity).toBe(first.order.identity);
    expect(again.warning).toBeNull();
  });

  it('loads the unfinished form, by itself and by id, and answers 404 when there is none', async () => {
    const c = client();
    const { id, who } = await c.openWithManuscript({});
    const current = await c.call('GET', '/api/order-form/load', who);
    expect(ZLoadOrderFormResponse.parse(current.json()).order.identity).toBe(id);
    const byId = await c.get(id, 'load', who);
    expect(ZLoadOrderFormResponse.parse(byId.json())).toMatchObject({ warning: 'continuing-previous-submission' });
    const { who: stranger } = await signedIn(t.app, t.db);
    expect((await c.call('GET', '/api/order-form/load', stranger)).statusCode).toBe(404);
    expect((await c.call('GET', '/api/order-form/load', {})).statusCode).toBe(404);
  });

  it("answers 404 for another user's form, for a visitor's form without the cookie and for a malformed id", async () => {
    const c = client();
    const owner = await signedIn(t.app, t.db);
    const { id } = await c.openWithManuscript(owner.who);
    const other = await signedIn(t.app, t.db);
    expect((await c.get(id, 'load', other.who)).statusCode).toBe(404);
    expect((await c.put(id, 'manuscript-details', other.who, { manuscriptLanguageId: 1, wordCount: 10 })).statusCode).toBe(404);
    expect((await c.get(id, 'load', {})).statusCode).toBe(404);
    expect((await c.get(id, 'load', { visitor: 'forged-token' })).statusCode).toBe(404);
    expect((await c.get('not-a-uuid', 'load', owner.who)).statusCode).toBe(404);
    expect((await c.put("1' or '1'='1", 'step', owner.who, { step: 'details' })).statusCode).toBe(404);
    const [row] = await t.db.select().from(orderForms).where(eq(orderForms.identity, id));
    expect(row?.wordCount).toBe(4500);
  });

  it("moves a visitor's form to their account when they sign in, on the next order-form call", async () => {
    const c = client();
    const visitor = await c.openWithManuscript({}, { wordCount: 2000 });
    const user = await createUser(t.db);
    const session = await login(t.app, user.email, user.password);
    const response = await c.call('GET', '/api/order-form/new', { session, visitor: visitor.who.visitor });
    const body = ZLoadOrderFormResponse.parse(response.json());
    expect(body.order).toMatchObject({ identity: visitor.id, isAnonymous: false, wordCount: 2000 });
    expect(cookieOf(response, ORDER_FORM_COOKIE)).toBe('');
    const [row] = await t.db.select().from(orderForms).where(eq(orderForms.identity, visitor.id));
    expect(row).toMatchObject({ userId: user.id, anonymousTokenHash: null });
    // The cookie no longer opens the form.
    expect((await c.get(visitor.id, 'load', { visitor: visitor.who.visitor })).statusCode).toBe(404);
  });

  it("keeps the visitor's cookie through calls outside the order form until the form has moved", async () => {
    const c = client();
    const visitor = await c.openWithManuscript({});
    const { who } = await signedIn(t.app, t.db);
    const both = { ...who, visitor: visitor.who.visitor };
    const details = await c.call('GET', '/api/service-details?serviceIdentities=standard-editing', both);
    expect(cookieOf(details, ORDER_FORM_COOKIE)).toBeUndefined();
    const opened = ZLoadOrderFormResponse.parse((await c.call('GET', '/api/order-form/new', both)).json());
    expect(opened.order.identity).toBe(visitor.id);
  });

  it("keeps the account's newer form when a visitor signs in with an older one", async () => {
    const c = client();
    const visitor = await c.openWithManuscript({}, { wordCount: 2000 });
    const owner = await signedIn(t.app, t.db);
    const own = await c.openWithManuscript(owner.who, { wordCount: 3000 });
    const response = await c.call('GET', '/api/order-form/load', { ...owner.who, visitor: visitor.who.visitor });
    expect(ZLoadOrderFormResponse.parse(response.json()).order.identity).toBe(own.id);
    const [visitorRow] = await t.db.select().from(orderForms).where(eq(orderForms.identity, visitor.id));
    expect(visitorRow?.status).toBe('abandoned');
  });

  it('resets: the unfinished form is abandoned and the next visit starts a new one', async () => {
    const c = client();
    const owner = await signedIn(t.app, t.db);
    const { id } = await c.openWithManuscript(owner.who);
    const reset = await c.call('POST', '/api/order-form/reset', owner.who);
    expect(reset.statusCode).toBe(204);
    expect((await c.get(id, 'load', owner.who)).statusCode).toBe(404);
    expect((await c.call('GET', '/api/order-form/load', owner.who)).statusCode).toBe(404);
    const fresh = await c.open(owner.who);
    expect(fresh.order.identity).not.toBe(id);
    expect(fresh.order.currentStep).toBe('get-started');
    expect((await c.call('POST', '/api/order-form/reset', {})).statusCode).toBe(204);
  });

  it('counts every save in the version and refuses a save to an abandoned form', async () => {
    const c = client();
    const { id, who, order } = await c.openWithManuscript({});
    expect(order.version).toBe(3);
    const saved = c.orderOf(await c.put(id, 'journal', who, { name: 'Nature', url: 'https://www.nature.com/nature/' }));
    expect(saved.version).toBe(4);
    await c.call('POST', '/api/order-form/reset', who);
    expect((await c.put(id, 'journal', who, { name: 'Cell', url: '' })).statusCode).toBe(404);
  });

  it('serialises concurrent saves: each one lands and the version counts them all', async () => {
    const c = client();
    const { id, who, order } = await c.openWithManuscript({});
    const responses = await Promise.all(
      [1000, 2000, 3000, 4000, 5000].map((wordCount) =>
        c.put(id, 'manuscript-details', who, { manuscriptLanguageId: 1, wordCount }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const [row] = await t.db.select().from(orderForms).where(eq(orderForms.identity, id));
    expect(row?.version).toBe(order.version + 5);
  });

  it('lands every one of many concurrent saves, past the tries without a lock, each answering its own version', async () => {
    const c = client();
    const { id, who, order } = await c.openWithManuscript({});
    const wordCounts = Array.from({ length: 12 }, (_, i) => 1000 + i * 100);
    const responses = await Promise.all(
      wordCounts.map((wordCount) => c.put(id, 'manuscript-details', who, { manuscriptLanguageId: 1, wordCount })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(wordCounts.map(() => 200));
    const answered = responses.map((r) => c.orderOf(r));
    expect(new Set(answered.map((a) => a.version)).size).toBe(wordCounts.length);
    const [row] = await t.db.select().from(orderForms).where(eq(orderForms.identity, id));
    expect(row?.version).toBe(order.version + wordCounts.length);
    const last = answered.find((a) => a.version === row?.version);
    expect(last?.wordCount).toBe(row?.wordCount);
  });

  it('opens one form only when a user asks for two at once', async () => {
    const c = client();
    const owner = await signedIn(t.app, t.db);
    const opened = await Promise.all([c.open(owner.who), c.open(owner.who), c.open(owner.who)]);
    expect(new Set(opened.map((o) => o.order.identity)).size).toBe(1);
  });
});
