import { describe, expect, it } from 'vitest';
import { registrationPayload } from '../../../test/factories.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS, TEST_TWO_FACTOR_KEY, withTestApp } from '../../../test/test-app.ts';

describe.each(BACKENDS)('the development mailbox on %s', (backend) => {
  const t = withTestApp(backend);

  it('lists the stored e-mails, newest first, as a page and as JSON', async () => {
    const first = registrationPayload({ firstName: 'First' });
    const second = registrationPayload({ firstName: 'Second' });
    await inject(t.app, { method: 'POST', url: '/api/auth/register', body: first });
    await inject(t.app, { method: 'POST', url: '/api/auth/register', body: second });

    const page = await inject(t.app, { url: '/dev/mailbox', ip: '127.0.0.1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain(`data-to="${first.email}"`);
    expect(page.body.indexOf(second.email)).toBeLessThan(page.body.indexOf(first.email));

    const json = await inject(t.app, { url: '/dev/mailbox.json', ip: '::1' });
    const { emails } = json.json() as { emails: { to: string }[] };
    expect(emails.slice(0, 2).map((e) => e.to)).toEqual([second.email, first.email]);
  });

  it('is not there for a client on another machine, whatever X-Forwarded-For claims', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
      const remote = await inject(t.app, { url, ip: '203.0.113.7', headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(remote.statusCode).toBe(404);
      expect(remote.json()).toEqual({ error: 'not-found' });
      expect((await inject(t.app, { url, ip: '::ffff:10.1.2.3' })).statusCode).toBe(404);
    }
  });

  it('is not there for a request a proxy on this machine forwards', async () => {
    const proxied = await inject(t.app, {
      url: '/dev/mailbox.json',
      ip: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(proxied.statusCode).toBe(404);
  });
});

describe.each(BACKENDS)('the development mailbox with MAILBOX_ALLOW_REMOTE on %s', (backend) => {
  const t = withTestApp(backend, { MAILBOX_ALLOW_REMOTE: 'true' });

  it('answers a client on another machine', async () => {
    const response = await inject(t.app, { url: '/dev/mailbox.json', ip: '203.0.113.7' });
    expect(response.statusCode).toBe(200);
  });
});

describe.each(BACKENDS)('the development mailbox in production on %s', (backend) => {
  const t = withTestApp(backend, { NODE_ENV: 'production', TWO_FACTOR_KEY: TEST_TWO_FACTOR_KEY, MAILBOX_ENABLED: 'true' });

  it('is not there, even when asked for', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
      const response = await inject(t.app, { url });
      expect(response.statusCode).toBe(404);
    }
  });
});
