import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Compressed answers: the API's JSON (and any text answer built in memory) goes brotli- or gzip-compressed
 * when the client accepts it, as every browser does. An invoices page of a long history is 36 KB of JSON and
 * 2.1 KB compressed: for a researcher on a slow or distant link that is most of the wait.
 *
 * - **What:** string and Buffer payloads of a JSON or text type, at least COMPRESS_MIN_BYTES long. Streams
 *   (files, downloads) are left alone; the web app's assets are compressed once at build time
 *   (fastify-static's preCompressed).
 * - **How:** brotli when accepted, else gzip (QUALITY: fast for an answer built per request, thorough for a
 *   kept one); `Vary: Accept-Encoding` on every answer that could be compressed, so a shared cache keeps
 *   the variants apart.
 * - **Kept answers** of the read cache are compressed once per encoding and sent as kept (read-cache.ts).
 * - **Not a BREACH risk:** the session cookie is SameSite=Lax and every state change needs the
 *   X-Requested-With header, so another site cannot have a signed-in researcher's answers reflected with
 *   its own text; and no answer carries a secret that a guess could be measured against (docs/decisions.md).
 */

export type TEncoding = 'br' | 'gzip';

/** Below this, compressing saves less than a packet: sent as it is. */
export const COMPRESS_MIN_BYTES = 1024;
/** Above this, compression runs off the event loop (zlib's thread pool). */
const ASYNC_ABOVE_BYTES = 256 * 1024;
/**
 * An answer built for one request is compressed at brotli's fastest level (an order form's 19 KB answer:
 * 44 µs, to 3.8 KB); a kept answer, compressed once and sent many times, at level 5 (the same answer:
 * 150 µs, to 3.0 KB). gzip, for the rare client without brotli, at levels 1 and 6.
 */
const QUALITY = { perRequest: { brotli: 1, gzip: 1 }, kept: { brotli: 5, gzip: 6 } } as const;
type TEffort = keyof typeof QUALITY;

const COMPRESSIBLE_TYPE = /^(application\/(json|problem\+json|javascript|xml)|text\/|image\/svg\+xml)/i;

const acceptedByHeader = new Map<string, TEncoding | null>();
const ACCEPT_MEMO_LIMIT = 256;

/** The encoding to answer with for an Accept-Encoding header: br, else gzip, as its q-values allow; null for none. */
export function acceptedEncoding(header: string | string[] | undefined): TEncoding | null {
  if (typeof header !== 'string' || header === '') return null;
  const memo = acceptedByHeader.get(header);
  if (memo !== undefined) return memo;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') {
        const parsed = Number(value?.trim());
        q = Number.isFinite(parsed) ? parsed : 0;
      }
    }
    weights.set(name, q);
  }
  const weightOf = (name: string) =>
    weights.get(name) ?? (name === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  const chosen: TEncoding | null = br > 0 && br >= gz ? 'br' : gz > 0 ? 'gzip' : null;
  // Headers are few (one per browser build); a client inventing new ones each time is not remembered.
  if (acceptedByHeader.size < ACCEPT_MEMO_LIMIT) acceptedByHeader.set(header, chosen);
  return chosen;
}

function brotliOptions(length: number, effort: TEffort) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: QUALITY[effort].brotli,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: length,
    },
  };
}

/** The body compressed with the encoding (on the event loop: for bodies up to a few hundred KB). */
export function compressSync(body: Buffer, encoding: TEncoding, effort: TEffort): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, brotliOptions(body.length, effort))
    : gzipSync(body, { level: QUALITY[effort].gzip });
}

function compressAsync(body: Buffer, encoding: TEncoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') brotliCompress(body, brotliOptions(body.length, 'perRequest'), done);
    else gzip(body, { level: QUALITY.perRequest.gzip }, done);
  });
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'Accept-Encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(String(vary))) reply.header('vary', `${vary}, Accept-Encoding`);
}

/**
 * Whether an answer of this length may be compressed for this request (status, type, size, and no
 * encoding or no-transform already set); when it may, `Vary: Accept-Encoding` is set. Returns the encoding
 * the client accepts, or null to send the body as it is.
 */
export function encodingFor(request: FastifyRequest, reply: FastifyReply, length: number): TEncoding | null {
  if (length < COMPRESS_MIN_BYTES) return null;
  const status = reply.statusCode;
  if (status === 204 || status === 304 || (status >= 100 && status < 200)) return null;
  if (reply.hasHeader('content-encoding')) return null;
  const type = reply.getHeader('content-type');
  if (type === undefined || !COMPRESSIBLE_TYPE.test(String(type))) return null;
  if (/no-transform/i.test(String(reply.getHeader('cache-control') ?? ''))) return null;
  addVary(reply);
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return encoding;
}

/** An answer serialized once and sent many times: its UTF-8 bytes, and each compressed form a client has asked for, compressed once. */
export type TKeptBody = { body: Buffer; compressed: Partial<Record<TEncoding, Buffer>> };

/** Keeps a serialized answer in its own memory (not a slice of Node's shared pool that would keep a whole slab alive). */
export function keptBodyOf(text: string): TKeptBody {
  const body = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  body.write(text);
  return { body, compressed: {} };
}

/** The kept answer compressed with the encoding, compressed the first time (and remembered in it). */
export function compressedKeptBody(kept: TKeptBody, encoding: TEncoding): Buffer {
  let compressed = kept.compressed[encoding];
  if (!compressed) {
    compressed = compressSync(kept.body, encoding, 'kept');
    kept.compressed[encoding] = compressed;
  }
  return compressed;
}

/**
 * Sends a kept JSON answer as the client accepts it: the bytes to return from the handler (a Buffer, which
 * the framework sends without serializing again and the onSend hook leaves alone once encoded).
 */
export function sendKeptJson(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: TKeptBody,
  compress: (kept: TKeptBody, encoding: TEncoding) => Buffer = compressedKeptBody,
): Buffer {
  reply.type(JSON_TYPE);
  const encoding = encodingFor(request, reply, kept.body.length);
  return encoding ? compress(kept, encoding) : kept.body;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** Compresses the app's string and Buffer answers as the client accepts. An answer that already has a Content-Encoding (a kept answer of the read cache) is sent as it is. */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const length = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    const encoding = encodingFor(request, reply, length);
    if (!encoding) return done(null, payload);
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    // The length the framework would set is the uncompressed one; it sets the right one from the Buffer.
    reply.removeHeader('content-length');
    if (length <= ASYNC_ABOVE_BYTES) return done(null, compressSync(body, encoding, 'perRequest'));
    compressAsync(body, encoding).then(
      (compressed) => done(null, compressed),
      (error: Error) => done(error),
    );
  });
}
