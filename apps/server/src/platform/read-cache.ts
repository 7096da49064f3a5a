import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { TConfig } from '../config.ts';
import { compressedKeptBody, keptBodyOf, sendKeptJson, type TEncoding, type TKeptBody } from './compression.ts';
import type { TKeptRead } from './kept-read.ts';
import { LANGUAGE_COOKIE, PAGE_LANGUAGE_HEADER } from './request-language.ts';
import { type TReadCacheSlot, type TSessionLookup, tokenHashOf } from './sessions.ts';

/**
 * The read cache: a researcher's hot reads (account, dashboard, order list, an order, invoices, payment form)
 * kept as answered, so asking again while nothing changed costs the session lookup and no more.
 *
 * - **What tells that nothing changed:** read_versions.version, which the database bumps in every transaction
 *   that writes the researcher's data (the triggers platform/read-versions.ts lists, whatever process wrote).
 *   Each kept read declares the tables it reads (platform/kept-read.ts). With an answer
 *   kept, the request runs the session lookup alone (one indexed statement, which also brings the version);
 *   the same version sends the kept answer, already serialized. A changed one runs the read as always and
 *   keeps its new answer: two statements, once after each change.
 * - **Key:** the route's address with its query, the session (a session is one user, with or without a
 *   staff member acting for them), and the language inputs of the request. A dead session answers 401 as
 *   before: the statement finds no session and nothing kept is sent.
 * - **What the version does not see:** the catalogue (prices, currencies, exchange rates), settings and
 *   time (an expiry passing). An answer serves at most READ_CACHE_SECONDS (30 by default; 0 turns the
 *   cache off), so such a change shows within that time; a change of the researcher's own data shows at
 *   once.
 * - **Memory:** at most READ_CACHE_MB (64), the least recently used answers leaving first. Each process has
 *   its own; the version makes them agree.
 */

/**
 * A kept answer: its UTF-8 bytes, encoded once, so a hit writes them as they are; and each compressed form
 * a client has asked for, compressed once.
 */
type TEntry = TKeptBody & { key: string; version: number; expiresAt: number; bytes: number };

export type TReadCache = {
  lookup(key: string): TEntry | undefined;
  /** Keeps an answer; returns the kept answer, to send. */
  store(key: string, version: number, body: string): TEntry;
  /** The kept answer compressed with the encoding, compressed the first time it is asked for. */
  compressed(entry: TEntry, encoding: TEncoding): Buffer;
  /** How many answers and bytes are kept (tests, diagnosis). */
  size(): { entries: number; bytes: number };
};

export function createReadCache(options: { seconds: number; maxBytes: number }): TReadCache {
  const entries = new Map<string, TEntry>();
  let bytes = 0;
  const drop = (key: string, entry: TEntry) => {
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const evictOverLimit = () => {
    for (const [oldKey, old] of entries) {
      if (bytes <= options.maxBytes) break;
      drop(oldKey, old);
    }
  };
  return {
    lookup(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        drop(key, entry);
        return undefined;
      }
      // Most recently used last: the Map's order is the eviction order.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    store(key, version, body) {
      const previous = entries.get(key);
      if (previous) drop(key, previous);
      const kept = keptBodyOf(body);
      // The key beside the answer: UTF-16 in memory, two bytes a character.
      const expiresAt = Date.now() + options.seconds * 1000;
      const entry: TEntry = { ...kept, key, version, expiresAt, bytes: kept.body.length + 2 * key.length };
      if (entry.bytes > options.maxBytes) return entry;
      entries.set(key, entry);
      bytes += entry.bytes;
      evictOverLimit();
      return entry;
    },
    compressed(entry, encoding) {
      if (entry.compressed[encoding]) return entry.compressed[encoding];
      const compressed = compressedKeptBody(entry, encoding);
      entry.bytes += compressed.length;
      // An entry already dropped (or never kept, being too large) is not counted.
      if (entries.get(entry.key) === entry) {
        bytes += compressed.length;
        evictOverLimit();
      }
      return compressed;
    },
    size: () => ({ entries: entries.size, bytes }),
  };
}

/** A route of a kept read, as registered. */
export type TKeptReadRoute = { url: string; read: TKeptRead };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every kept read's route (tests check each declaration). */
    keptReads: readonly TKeptReadRoute[];
  }
}

type TKeptReadConfig = { readCache?: boolean; keptRead?: TKeptRead } | undefined;

function keyOf(request: FastifyRequest, tokenHash: string): string {
  const page = request.headers[PAGE_LANGUAGE_HEADER];
  return [
    request.url,
    tokenHash,
    typeof page === 'string' ? page : '',
    request.cookies[LANGUAGE_COOKIE] ?? '',
    request.headers['accept-language'] ?? '',
  ].join('\u0000');
}

/**
 * Wraps the handlers of the kept reads' routes (keptReadRoute). With an answer kept for the request, the
 * session is looked up alone (the one prepared statement every API call uses) and, when the researcher's
 * data is still at the kept answer's version, the kept answer is sent. Otherwise the handler answers as
 * always (its one statement), and its serialized answer is kept with the version its statement saw. Only a
 * 200 is kept.
 */
export function registerReadCache(app: FastifyInstance, config: TConfig, sessionOf: TSessionLookup): TReadCache | null {
  app.decorateRequest('readCacheSlot', null);
  const keptReads: TKeptReadRoute[] = [];
  app.decorate('keptReads', keptReads);
  app.addHook('onRoute', (route) => {
    const routeConfig = route.config as TKeptReadConfig;
    if (!routeConfig?.readCache || route.method !== 'GET') return;
    if (!routeConfig.keptRead)
      throw new Error(`${route.url} is kept by the read cache without a declaration (platform/kept-read.ts)`);
    keptReads.push({ url: route.url, read: routeConfig.keptRead });
  });
  if (config.readCache.seconds === 0) return null;
  const cache = createReadCache(config.readCache);
  /** The kept answer, in the compressed form the client accepts (compressed once per entry and encoding). */
  const sendKept = (entry: TEntry, request: FastifyRequest, reply: FastifyReply): Buffer =>
    sendKeptJson(request, reply, entry, (kept, encoding) => cache.compressed(kept as TEntry, encoding));
  app.addHook('onRoute', (route) => {
    if (!(route.config as TKeptReadConfig)?.readCache || route.method !== 'GET') return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function cachedRead(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const tokenHash = tokenHashOf(request);
      if (!tokenHash) return handler.call(this, request, reply);
      const key = keyOf(request, tokenHash);
      const kept = cache.lookup(key);
      if (kept) {
        const session = await sessionOf(tokenHash);
        // No live session: the read answers as it does without one (401, or the signed-out account).
        if (session && session.readVersion === kept.version) {
          request.auth = session.auth;
          return sendKept(kept, request, reply);
        }
      }
      const slot: TReadCacheSlot = { tokenHash, seen: null };
      request.readCacheSlot = slot;
      const answer = await handler.call(this, request, reply);
      if (reply.sent || slot.seen === null || reply.statusCode !== 200) return answer;
      return sendKept(cache.store(key, slot.seen, String(reply.serialize(answer))), request, reply);
    } as typeof route.handler;
  });
  return cache;
}
