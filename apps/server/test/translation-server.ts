import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A made-up "translation" the test servers apply, so the answers can be told apart from the questions; tags
 * (sent as HTML or XML) are left as they are, as the real engines do.
 */
const fakeTranslate = (text: string) =>
  text
    .split(/(<[^<>]*>)/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part
            .replace(/\bgato\b/g, 'cat')
            .replace(/\bperro\b/g, 'dog')
            .toUpperCase(),
    )
    .join('');

export type TRecorded = { path: string; headers: IncomingMessage['headers']; body: unknown };

/** A local server speaking LibreTranslate's and DeepL's protocols (the external parties' test double). */
export function startTranslationProtocolServer(): Promise<{ url: string; server: Server; recorded: TRecorded[] }> {
  const recorded: TRecorded[] = [];
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body = text ? JSON.parse(text) : null;
      const url = new URL(req.url ?? '/', 'http://local');
      recorded.push({ path: url.pathname + url.search, headers: req.headers, body });
      // LibreTranslate
      if (url.pathname === '/lt/languages') {
        if (url.searchParams.get('api_key') !== 'lt-key') return send(res, 403, { error: 'Invalid API key' });
        return send(res, 200, [
          { code: 'en', name: 'English', targets: ['es', 'zh'] },
          { code: 'es', name: 'Spanish', targets: ['en'] },
          { code: 'zh', name: 'Chinese', targets: ['en'] },
        ]);
      }
      if (url.pathname === '/lt/translate') {
        if (body.api_key !== 'lt-key') return send(res, 403, { error: 'Invalid API key' });
        return send(res, 200, { translatedText: (body.q as string[]).map(fakeTranslate) });
      }
      // DeepL
      if (url.pathname.startsWith('/deepl/')) {
        if (req.headers.authorization !== 'DeepL-Auth-Key deepl-key') return send(res, 403, { message: 'Forbidden' });
        if (url.pathname === '/deepl/v2/languages')
          return send(
            res,
            200,
            url.searchParams.get('type') === 'source'
              ? [{ language: 'ES' }, { language: 'PT' }, { language: 'DE' }]
              : [{ language: 'EN-US' }, { language: 'EN-GB' }, { language: 'DE' }],
          );
        if (url.pathname === '/deepl/v2/translate')
          return send(res, 200, {
            translations: (body.text as string[]).map((t) => ({
              detected_source_language: body.source_lang,
              text: fakeTranslate(t),
            })),
          });
      }
      send(res, 404, { error: 'not found' });
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, recorded });
    });
  });
}
