import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, registrationPayload } from '../../test/factories.ts';
import { inject } from '../../test/http.ts';
import { BACKENDS, withTestApp } from '../../test/test-app.ts';

describe.each(BACKENDS)('answers to requests the API cannot serve on %s', (backend) => {
  const t = withTestApp(backend);

  it('answers malformed JSON with 400 malformed-request', async () => {
    const response = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      body: '{"email": "a@example.test", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'malformed-request' });
  });

  it('answers a body over 1 MiB with 413 payload-too-large', async () => {
    const response = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/researcher_exists',
      body: { email: 'a@example.test', padding: 'x'.repeat(1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'payload-too-large' });
  });

  it('answers a body of an unsupported type with 415 malformed-request', async () => {
    const response = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/researcher_exists',
      headers: { 'content-type': 'application/xml' },
      body: '<email>a@example.test</email>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: 'malformed-request' });
  });

  it('ignores JSON fields it does not know', async () => {
    const user = await createUser(t.db);
    const response = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      body: { email: user.email, password: user.password, rememberMe: true, role: 'staff', __proto__: { admin: true } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ loggedIn: true, user: { email: user.email } });
  });

  it('answers a body that is not an object with 400 validation-error', async () => {
    const response = await inject(t.app, { method: 'POST', url: '/api/auth/login', body: [1, 2, 3] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation-error' });
  });

  it('answers a path Fastify cannot decode (a lone %, a broken percent-encoding) with 400 malformed-request', async () => {
    for (const url of ['/api/account%', '/api/account/%zz', '/api/order/%E0%A4%A', '/api/order/%C0%AF']) {
      const response = await inject(t.app, { url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ error: 'malformed-request' });
    }
  });

  it("answers a path parameter over the router's length limit with 414 malformed-request", async () => {
    const response = await inject(t.app, { url: `/api/order/${'A'.repeat(2_000)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ error: 'malformed-request' });
  });

  it('answers an unknown API path with 404 not-found in JSON', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await inject(t.app, { method, url: '/api/no-such-call' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ error: 'not-found' });
    }
  });
});

describe.each(BACKENDS)('the log of a failed query on %s', (backend) => {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const t = withTestApp(backend, { LOG_LEVEL: 'info' }, { logDestination: destination });

  it('names the error, the SQLSTATE and the statement, never the values of a registration that failed', async () => {
    // A constraint the registration's insert breaks: the failure the issue saw, with an e-mail and a hash in it.
    await t.db.execute(sql`alter table users add constraint users_first_name_not_failing check (first_name <> 'Failing')`);
    const registration = registrationPayload({ firstName: 'Failing', password: 'a-secret-never-logged' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: registration,
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'generic error message' });

    const log = lines.join('');
    for (const secret of [registration.email, registration.password, '$argon2', 'Failing row', 'params']) {
      expect(log).not.toContain(secret);
    }
    const entry = JSON.parse(lines.find((line) => line.includes('request failed')) ?? '{}') as { err?: unknown };
    expect(entry.err).toMatchObject({
      sqlState: '23514',
      constraint: 'users_first_name_not_failing',
      statement: 'insert users',
    });
  });

  it('describes an error any part of the server logs (a failed job, a payment retry) the same way', async () => {
    const secret = 'registrant-secret@example.test';
    const failed = await t.db.execute(sql`select ${secret}::integer`).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    t.app.log.warn({ err: failed, jobId: 7 }, 'job failed');
    const line = lines.find((l) => l.includes('job failed')) ?? '';
    expect(line).not.toContain(secret);
    expect(JSON.parse(line)).toMatchObject({ jobId: 7, err: { sqlState: '22P02', statement: 'select' } });
  });
});
