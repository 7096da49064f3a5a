import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories.ts';
import { inject, isSignedIn } from '../../test/http.ts';
import { BACKENDS, withTestApp } from '../../test/test-app.ts';
import { SESSION_COOKIE } from './sessions.ts';

describe.each(BACKENDS)('CSRF defence on %s', (backend) => {
  const t = withTestApp(backend);

  const logout = (session: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { [SESSION_COOKIE]: session }, headers });

  it('refuses a state-changing call without X-Requested-With and keeps the session', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const response = await logout(session, {});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'forbidden' });
    expect(await isSignedIn(t.app, session)).toBe(true);
  });

  it('refuses a call from a foreign Origin even with X-Requested-With', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const response = await logout(session, { 'x-requested-with': 'XMLHttpRequest', origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(await isSignedIn(t.app, session)).toBe(true);
  });

  it('refuses the opaque Origin null', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    expect((await logout(session, { 'x-requested-with': 'XMLHttpRequest', origin: 'null' })).statusCode).toBe(403);
  });

  it('accepts a call from the site’s own origin', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const response = await logout(session, { 'x-requested-with': 'XMLHttpRequest', origin: 'http://localhost:3000' });
    expect(response.statusCode).toBe(200);
    expect(await isSignedIn(t.app, session)).toBe(false);
  });

  it('accepts a call whose Origin is the host it was sent to', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const response = await logout(session, {
      'x-requested-with': 'XMLHttpRequest',
      origin: 'https://portal.example',
      host: 'portal.example',
    });
    expect(response.statusCode).toBe(200);
  });

  it('lets reads through without the header', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/account' });
    expect(response.statusCode).toBe(200);
  });

  it('sends the security headers on every answer', async () => {
    const response = await inject(t.app, { url: '/api/account' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
