import { describe, expect, it } from 'vitest';
import { inject } from '../test/http.ts';
import { BACKENDS, TEST_ENV, TEST_TWO_FACTOR_KEY, withTestApp } from '../test/test-app.ts';
import type { TApp } from './app.ts';
import { loadConfig } from './config.ts';
import { describeSandboxes } from './sandboxes.ts';

const LOOPBACK = '127.0.0.1';
const ANOTHER_MACHINE = '203.0.113.7';
const APPROVED_CARD = { number: '4111111111111111', expiry: '12/39', cvv: '123' };

/** A concrete address for each sandbox route (its parameters filled in as a tester's browser would). */
function urlOf(route: string): string {
  return route.replace(':providerId', 'orcid').replace(/:[A-Za-z]+/g, 'X1');
}

/** A QR sign-in asked for by a browser: the ticket the phone page confirms. */
async function weChatTicket(app: TApp): Promise<string> {
  const response = await inject(app, { method: 'POST', url: '/api/auth/wechat-login' });
  return response.json().ticket as string;
}

/** The phone's Confirm on the sandbox WeChat page, as the given client. */
function confirmScan(app: TApp, ticket: string, headers: Record<string, string>, ip: string) {
  return inject(app, {
    method: 'POST',
    url: '/sandbox/wechat/scan',
    ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ ticket, decision: 'confirm', openid: 'sandbox-openid-li-wei' }).toString(),
  });
}

describe.each(BACKENDS)('the sandboxes on %s', (backend) => {
  const t = withTestApp(backend);

  const sandboxRoutes = () => t.app.routeTable.filter((route) => route.access === 'sandbox');

  it('has every sandbox on: payments, OpenID (ORCID, Google) and WeChat', () => {
    const urls = new Set(sandboxRoutes().map((route) => route.url));
    for (const url of ['/sandbox/card-frame', '/sandbox/checkout/:sessionId/decision', '/sandbox/oidc/:providerId/token']) {
      expect(urls).toContain(url);
    }
    expect(urls).toContain('/sandbox/wechat/scan');
  });

  it('answers a browser on this machine', async () => {
    for (const url of [
      '/sandbox/card-frame',
      '/sandbox/oidc/orcid/.well-known/openid-configuration',
      '/sandbox/oidc/google/jwks',
    ]) {
      expect((await inject(t.app, { url, ip: LOOPBACK })).statusCode, url).toBe(200);
    }
    expect((await inject(t.app, { url: '/sandbox/card-frame', ip: '::1' })).statusCode).toBe(200);
    const token = await inject(t.app, { method: 'POST', url: '/sandbox/card/tokenize', ip: LOOPBACK, body: APPROVED_CARD });
    expect(token.json().nonce).toEqual(expect.any(String));
  });

  it.each([
    ['a client on another machine', ANOTHER_MACHINE, { 'x-forwarded-for': LOOPBACK }],
    ['a request a proxy on this machine forwards', LOOPBACK, { 'x-forwarded-for': ANOTHER_MACHINE }],
    ['a request a proxy forwards with Forwarded', LOOPBACK, { forwarded: `for=${ANOTHER_MACHINE}` }],
  ])('is not there for %s: every page and call of every sandbox answers 404', async (_, ip, headers) => {
    const answered: string[] = [];
    for (const route of sandboxRoutes()) {
      const response = await inject(t.app, {
        method: route.method as 'GET' | 'POST',
        url: urlOf(route.url),
        ip,
        headers,
        body: {},
      });
      if (response.statusCode !== 404 || response.json().error !== 'not-found') {
        answered.push(`${route.method} ${route.url}: ${response.statusCode}`);
      }
    }
    expect(answered).toEqual([]);
    // What works from this machine does nothing from there: no card nonce, no discovery, no WeChat confirmation.
    const token = await inject(t.app, { method: 'POST', url: '/sandbox/card/tokenize', ip, headers, body: APPROVED_CARD });
    expect(token.statusCode).toBe(404);
    const discovery = await inject(t.app, { url: '/sandbox/oidc/orcid/.well-known/openid-configuration', ip, headers });
    expect(discovery.statusCode).toBe(404);
    const ticket = await weChatTicket(t.app);
    expect((await confirmScan(t.app, ticket, headers, ip)).statusCode).toBe(404);
    // The ticket is still open: the phone on this machine can still answer it.
    expect((await inject(t.app, { url: `/sandbox/wechat/scan?ticket=${ticket}`, ip: LOOPBACK })).statusCode).toBe(200);
  });

  it('keeps the payment webhook open: the provider calls it from elsewhere, signed', async () => {
    const response = await inject(t.app, { method: 'POST', url: '/api/payment/webhook/sandbox', ip: ANOTHER_MACHINE, body: {} });
    expect(response.statusCode).not.toBe(404);
  });
});

describe.each(BACKENDS)('the sandboxes with SANDBOX_ALLOW_REMOTE on %s', (backend) => {
  const t = withTestApp(backend, { SANDBOX_ALLOW_REMOTE: 'true' });

  it('answers a client on another machine, the mailbox included', async () => {
    for (const url of ['/sandbox/card-frame', '/sandbox/oidc/orcid/jwks', '/dev/mailbox.json']) {
      expect((await inject(t.app, { url, ip: ANOTHER_MACHINE })).statusCode, url).toBe(200);
    }
  });
});

describe.each(BACKENDS)('the sandboxes in production on %s', (backend) => {
  const t = withTestApp(backend, {
    NODE_ENV: 'production',
    TWO_FACTOR_KEY: TEST_TWO_FACTOR_KEY,
    SANDBOX_ALLOW_REMOTE: 'true',
    MAILBOX_ENABLED: 'true',
  });

  it('are not even registered, whatever SANDBOX_ALLOW_REMOTE says', async () => {
    const tools = t.app.routeTable.filter((route) => route.access === 'sandbox' || route.access === 'development');
    expect(tools).toEqual([]);
    for (const url of ['/sandbox/card-frame', '/sandbox/oidc/orcid/jwks', '/sandbox/wechat/scan?ticket=X1']) {
      expect((await inject(t.app, { url, ip: LOOPBACK })).statusCode, url).toBe(404);
    }
  });
});

describe('what npm start says about the sandboxes', () => {
  const linesOf = (env: Record<string, string>) => {
    const processEnv = { ...TEST_ENV, ...env };
    return describeSandboxes(loadConfig(processEnv), processEnv);
  };

  it('names every sandbox on and who may reach it', () => {
    expect(linesOf({ MAILBOX_ENABLED: 'true' })).toEqual([
      'sandboxes on (this machine only): payments, OpenID (ORCID, Google), WeChat, mailbox',
    ]);
    expect(linesOf({ MAILBOX_ENABLED: 'true', MAILBOX_ALLOW_REMOTE: 'true' })).toEqual([
      'sandboxes on (this machine only): payments, OpenID (ORCID, Google), WeChat',
      'sandboxes on (open to every client, MAILBOX_ALLOW_REMOTE=true): mailbox',
    ]);
    expect(linesOf({ SANDBOX_ALLOW_REMOTE: 'true', MAILBOX_ENABLED: 'false' })).toEqual([
      'sandboxes on (open to every client, SANDBOX_ALLOW_REMOTE=true): payments, OpenID (ORCID, Google), WeChat',
    ]);
  });

  it('leaves out a provider that is configured for real, and every sandbox in production', () => {
    const google = { OIDC_GOOGLE_CLIENT_ID: 'portal', OIDC_GOOGLE_CLIENT_SECRET: 'secret', MAILBOX_ENABLED: 'false' };
    expect(linesOf(google)).toEqual(['sandboxes on (this machine only): payments, OpenID (ORCID), WeChat']);
    expect(
      linesOf({
        NODE_ENV: 'production',
        TWO_FACTOR_KEY: TEST_TWO_FACTOR_KEY,
        PAYMENT_WEBHOOK_SECRET: 'a-long-enough-secret',
        OIDC_SANDBOX: 'true',
      }),
    ).toEqual(['sandboxes off']);
  });
});
