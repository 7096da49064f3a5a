import { MESSAGE } from '@portal/domain';
import { JOB_EVENT_NAME, READY_EVENT_NAME, RESYNC_EVENT_NAME } from '@portal/domain/api/job-events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import type { TJobEventBus } from '../../platform/job-events.ts';
import { requireAuth } from '../../platform/sessions.ts';

/** Streams one researcher may hold open in one server (tabs of the portal); one more answers 429. */
export const MAX_STREAMS_PER_USER = 6;
/** A comment this often keeps proxies and the browser from taking a quiet stream for a dead one. */
export const KEEP_ALIVE_MS = 20_000;
/**
 * A stream ends after this long; the browser's EventSource opens a new one, which checks the session again
 * (a signed-out or expired session then gets 401 and the page polls).
 */
export const STREAM_LIFETIME_MS = 15 * 60_000;
/** How long the browser waits before it reconnects a stream that ended. */
const RECONNECT_MS = 2_000;

export type TStreamTimings = { keepAliveMs?: number; lifetimeMs?: number };

/**
 * GET /api/events: the signed-in researcher's jobs as Server-Sent Events (a stream of `job` events, see
 * @portal/domain/api/job-events). Only their own jobs ever reach it: the bus hands out events by the user
 * the session belongs to. The reply is written by hand (hijacked), so neither compression nor any other
 * onSend hook holds it back; `X-Accel-Buffering: no` asks a proxy in front not to buffer it.
 */
export function jobEventsRoutes(bus: TJobEventBus, timings: TStreamTimings = {}): FastifyPluginAsyncZod {
  const keepAliveMs = timings.keepAliveMs ?? KEEP_ALIVE_MS;
  const lifetimeMs = timings.lifetimeMs ?? STREAM_LIFETIME_MS;
  return async (app) => {
    const open = new Set<() => void>();
    // Open streams would keep the server from closing: they end first.
    app.addHook('preClose', async () => {
      for (const end of [...open]) end();
    });

    app.get('/api/events', async (request, reply) => {
      const userId = requireAuth(request).user.id;
      // Only an event-stream client (EventSource sends this Accept) gets the never-ending answer.
      if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
        throw new AppError(406, MESSAGE.malformedRequest);
      }
      if (bus.count(userId) >= MAX_STREAMS_PER_USER) throw new AppError(429, MESSAGE.tooManyRequests);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
        'X-Content-Type-Options': 'nosniff',
      });
      raw.flushHeaders();
      const write = (text: string) => {
        if (!raw.writableEnded && !raw.destroyed) raw.write(text);
      };
      const unsubscribe = bus.subscribe(userId, {
        event: (event) => write(`event: ${JOB_EVENT_NAME}\ndata: ${JSON.stringify(event)}\n\n`),
        resync: () => write(`event: ${RESYNC_EVENT_NAME}\ndata: {}\n\n`),
      });
      write(`retry: ${RECONNECT_MS}\nevent: ${READY_EVENT_NAME}\ndata: {}\n\n`);
      const keepAlive = setInterval(() => write(': keep-alive\n\n'), keepAliveMs);
      const lifetime = setTimeout(() => end(), lifetimeMs);
      keepAlive.unref();
      lifetime.unref();
      let isEnded = false;
      function end() {
        if (isEnded) return;
        isEnded = true;
        clearInterval(keepAlive);
        clearTimeout(lifetime);
        unsubscribe();
        open.delete(end);
        if (!raw.writableEnded) raw.end();
      }
      open.add(end);
      // The browser went away (a tab closed, a page left): its subscription goes with it.
      raw.on('close', end);
      request.raw.on('close', end);
    });
  };
}
