import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from '../test/http.ts';
import { withTestApp } from '../test/test-app.ts';

/** A stand-in for apps/web/dist: the server must serve the built app and fall back to its index.html. */
const webDist = mkdtempSync(path.join(os.tmpdir(), 'portal-web-dist-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log("portal")');

describe('serving the built web app', () => {
  const t = withTestApp('pglite', { WEB_DIST: webDist });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  it('answers index.html, not cached, for an application route', async () => {
    const response = await inject(t.app, { url: '/en/researcher/prepay?x=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
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
