import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories.ts';
import { inject } from '../../test/http.ts';
import { BACKENDS, withTestApp } from '../../test/test-app.ts';
import { acceptedEncoding, COMPRESS_MIN_BYTES } from './compression.ts';
import { statementsOf } from './query-stats.ts';

describe('the encoding an Accept-Encoding header allows', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.8', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['GZIP;Q=0.3', 'gzip'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['*;q=0', null],
    ['identity', null],
    ['deflate', null],
    ['gzip;q=nonsense', null],
    ['', null],
    [undefined, null],
  ])('%j → %j', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});

describe.each(BACKENDS)('compressed answers on %s', (backend) => {
  const t = withTestApp(backend, { QUERY_STATS: '1' });

  const get = (url: string, headers: Record<string, string>, session?: string) =>
    inject(t.app, { url, headers, ...(session ? { session } : {}) });

  it('compresses a JSON answer with brotli or gzip as the client accepts, and sends it as it is otherwise', async () => {
    const plain = await get('/api/researcher/load', {});
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);

    const br = await get('/api/researcher/load', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get('/api/researcher/load', { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const refused = await get('/api/researcher/load', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('keeps the shell’s answer per language, compressed once, and still sends a flash message', async () => {
    const br = { 'accept-encoding': 'br' };
    const first = await get('/api/researcher/load', br);
    const again = await get('/api/researcher/load', br);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const japanese = await get('/api/researcher/load', { ...br, 'x-page-language': 'ja_JP' });
    expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString()).application.siteLanguage).toBe('en');
    expect(JSON.parse(brotliDecompressSync(japanese.rawPayload).toString()).application.siteLanguage).toBe('jp');

    const { session } = await createSignedInUser(t.app, t.db);
    await t.db.execute(sql`update sessions set flash = '{"info":"welcome-back"}'::jsonb`);
    const flashed = await get('/api/researcher/load', br, session);
    expect(JSON.parse(brotliDecompressSync(flashed.rawPayload).toString())).toMatchObject({
      info: 'welcome-back',
      application: { siteLanguage: 'en' },
    });
    const taken = await get('/api/researcher/load', br, session);
    expect(taken.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('sends a short answer as it is', async () => {
    const unauthorized = await get('/api/order/search', { 'accept-encoding': 'br' });
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(unauthorized.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(unauthorized.body)).toHaveProperty('error');
  });

  it('sends a kept answer of the read cache compressed, compressing it once', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const plain = await get('/api/payment/load', {}, session);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);

    const first = await get('/api/payment/load', { 'accept-encoding': 'br' }, session);
    const again = await get('/api/payment/load', { 'accept-encoding': 'br' }, session);
    for (const answer of [first, again]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(plain.body);
    }
    // Kept: the session lookup alone, and the same bytes.
    expect(statementsOf(first.headers['server-timing'])).toBe(1);
    expect(statementsOf(again.headers['server-timing'])).toBe(1);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

    const gzip = await get('/api/payment/load', { 'accept-encoding': 'gzip' }, session);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const identity = await get('/api/payment/load', {}, session);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });
});
