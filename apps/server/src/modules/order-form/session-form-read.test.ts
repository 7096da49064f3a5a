import { randomUUID } from 'node:crypto';
import { ZLoadOrderFormResponse } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { impersonating, orderFormClient, signedIn } from '../../../test/fixtures/order-form/test-client.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { statementsOf } from '../../platform/query-stats.ts';

/** ORDER_FORM_SESSION_READ: a signed-in order-form call reads its form with the session, in one statement. */
describe.each(BACKENDS)('the order form read with the session on %s', (backend) => {
  const t = withTestApp(backend, { QUERY_STATS: '1' });
  const client = () => orderFormClient(t.app);

  it('costs a signed-in researcher no more statements than a visitor, and answers the same form', async () => {
    const c = client();
    const visitor = await c.openWithManuscript({});
    const owner = await signedIn(t.app, t.db);
    const own = await c.openWithManuscript(owner.who);

    const visitorLoad = await c.get(visitor.id, 'load', visitor.who);
    const ownerLoad = await c.get(own.id, 'load', owner.who);
    expect(visitorLoad.statusCode).toBe(200);
    expect(ownerLoad.statusCode).toBe(200);
    expect(statementsOf(ownerLoad.headers['server-timing'])).toBe(statementsOf(visitorLoad.headers['server-timing']));
    const loaded = ZLoadOrderFormResponse.parse(ownerLoad.json()).order;
    expect(loaded).toMatchObject({ identity: own.id, isAnonymous: false, wordCount: 4500 });

    const saved = await c.put(own.id, 'manuscript-details', owner.who, { manuscriptLanguageId: 1, wordCount: 5200 });
    expect(saved.statusCode).toBe(200);
    expect(ZLoadOrderFormResponse.shape.order.parse(saved.json().order)).toMatchObject({ wordCount: 5200 });
  });

  it('answers 404 for a form that does not exist or is another’s, 401 on a signed-in route without a session', async () => {
    const c = client();
    const owner = await signedIn(t.app, t.db);
    const own = await c.openWithManuscript(owner.who);
    const other = await signedIn(t.app, t.db);
    const missing = randomUUID();

    expect((await c.get(missing, 'load', owner.who)).statusCode).toBe(404);
    expect((await c.put(missing, 'payments', owner.who, {})).statusCode).toBe(404);
    expect((await c.get(own.id, 'load', other.who)).statusCode).toBe(404);
    expect((await c.put(own.id, 'payments', other.who, {})).statusCode).toBe(404);
    expect((await c.get('not-a-uuid', 'load', owner.who)).statusCode).toBe(404);

    // A session that has ended: no user, so a signed-in route answers 401 and a visitor's route 404.
    const ended = { session: 'no-such-session-token' };
    expect((await c.put(own.id, 'payments', ended, {})).statusCode).toBe(401);
    expect((await c.get(own.id, 'load', ended)).statusCode).toBe(404);
  });

  it('keeps a visitor’s cookie working beside an ended session, and a staff member acting for the researcher', async () => {
    const c = client();
    const visitor = await c.openWithManuscript({});
    const load = await c.get(visitor.id, 'load', { ...visitor.who, session: 'no-such-session-token' });
    expect(load.statusCode).toBe(200);

    const acting = await impersonating(t.app, t.db);
    const form = await c.openWithManuscript(acting.who);
    const asStaff = await c.get(form.id, 'load', acting.who);
    expect(asStaff.statusCode).toBe(200);
    expect(ZLoadOrderFormResponse.parse(asStaff.json()).order.identity).toBe(form.id);
  });
});
