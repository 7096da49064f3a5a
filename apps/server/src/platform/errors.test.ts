import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
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

  it('answers an unknown API path with 404 not-found in JSON', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await inject(t.app, { method, url: '/api/no-such-call' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ error: 'not-found' });
    }
  });
});
