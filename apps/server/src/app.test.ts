import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from '../test/http.ts';
import { withTestApp } from '../test/test-app.ts';

/** A stand-in for apps/web/dist: the server must serve the built app and fall back to its index.html. */
const webDist = mkdtempSync(path.join(os.tmpdir(), 'portal-web-dist-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(
  path.join(webDist, 'index.html'),
  [
    '<!doctype html><html lang="en"><head><title>portal</title>',
    '<meta name="boot-catalogues" content="/assets/locales/v1/{language}/common.json /assets/locales/v1/{language}/shell.json">',
    '</head><body><div id="root"></div></body></html>',
  ].join(''),
);
writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log("portal")');

describe('serving the built web app', () => {
  const t = withTestApp('pglite', { WEB_DIST: webDist });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  it('redirects / to the site language, as a request without a browser’s headers makes it', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en');
  });

  it('answers index.html, not cached, for an application route', async () => {
    const response = await inject(t.app, { url: '/en/researcher/prepay?x=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it("answers the page in the address's language, with its start-up catalogues preloaded", async () => {
    const response = await inject(t.app, { url: '/jp/researcher/invoices' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="ja">');
    expect(response.body).toContain('<link rel="preload" href="/assets/locales/v1/ja/common.json" as="fetch" crossorigin>');
    expect(response.body).toContain('<link rel="preload" href="/assets/locales/v1/ja/shell.json" as="fetch" crossorigin>');
    expect(response.body).not.toContain('/en/common.json');
    const chinese = await inject(t.app, { url: '/cn/login' });
    expect(chinese.body).toContain('<html lang="zh">');
    expect(chinese.body).toContain('/assets/locales/v1/zh/common.json');
  });

  it('answers the page as built, with no preloads, for an address without a language segment', async () => {
    const response = await inject(t.app, { url: '/xx/researcher' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).not.toContain('rel="preload"');
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const response = await inject(t.app, { url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404, not the page, for a missing asset', async () => {
    const response = await inject(t.app, { url: '/assets/app-0000.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not-found' });
  });

  it('still answers an unknown API path with 404 not-found in JSON', async () => {
    const response = await inject(t.app, { url: '/api/no-such-call' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not-found' });
  });

  it('answers 404 to a write to an unknown path instead of the page', async () => {
    const response = await inject(t.app, { method: 'POST', url: '/en/researcher', body: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not-found' });
  });
});

describe('the root without a built web app', () => {
  const t = withTestApp('pglite');

  it('redirects / to English by default, keeping the query', async () => {
    expect((await t.app.inject({ url: '/' })).headers.location).toBe('/en');
    const response = await t.app.inject({ url: '/?logout' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en?logout');
    expect((await t.app.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(302);
  });

  it('redirects / to the language of the cookie, else of the browser', async () => {
    const byCookie = await inject(t.app, { url: '/', cookies: { language: 'pt_BR' }, headers: { 'accept-language': 'ja' } });
    expect(byCookie.headers.location).toBe('/br');
    const byBrowser = await inject(t.app, { url: '/', headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' } });
    expect(byBrowser.headers.location).toBe('/cn');
  });
});
