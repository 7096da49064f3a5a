import type { TJobEvent } from '@portal/domain/api/job-events';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories.ts';
import { buildDocx, englishText } from '../../../test/fixtures/files/build-zip.ts';
import { postMultipart } from '../../../test/fixtures/files/upload-requests.ts';
import { BACKENDS, createTestApp, withTestApp } from '../../../test/test-app.ts';
import type { TApp } from '../../app.ts';
import { publishJobEvent } from '../../platform/job-events.ts';
import { SESSION_COOKIE } from '../../platform/sessions.ts';
import { MAX_STREAMS_PER_USER } from './routes.ts';

/** One message of a stream as the browser's EventSource reads it; comments (keep-alives) as `comment`. */
type TMessage = { event: string; data: string } | { comment: string };

/** An open GET /api/events over a real socket (app.inject cannot stream): what arrived, and how to hang up. */
type TStream = {
  status: number;
  headers: Headers;
  messages: TMessage[];
  jobEvents: () => TJobEvent[];
  /** Resolves once a message matching `predicate` has arrived (or fails after `ms`). */
  waitFor: (predicate: (message: TMessage) => boolean, ms?: number) => Promise<void>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  abort: () => void;
};

async function listenOnLoopback(app: TApp): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  return `http://127.0.0.1:${address.port}`;
}

async function openStream(baseUrl: string, session: string | null): Promise<TStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: { accept: 'text/event-stream', ...(session ? { cookie: `${SESSION_COOKIE}=${session}` } : {}) },
    signal: controller.signal,
  });
  const messages: TMessage[] = [];
  const waiters = new Set<() => void>();
  let resolveEnded: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => {
    resolveEnded = resolve;
  });
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffered = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffered += decoder.decode(chunk, { stream: true });
          let at = buffered.indexOf('\n\n');
          while (at !== -1) {
            const block = buffered.slice(0, at);
            buffered = buffered.slice(at + 2);
            if (block.startsWith(':')) messages.push({ comment: block.slice(1).trim() });
            else {
              const fields = Object.fromEntries(
                block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
              );
              if (fields.event) messages.push({ event: fields.event, data: fields.data ?? '' });
            }
            at = buffered.indexOf('\n\n');
          }
          for (const wake of waiters) wake();
        }
      } catch {
        // aborted by the test
      }
      resolveEnded();
    })();
  } else {
    resolveEnded();
  }
  return {
    status: response.status,
    headers: response.headers,
    messages,
    jobEvents: () => messages.flatMap((m) => ('event' in m && m.event === 'job' ? [JSON.parse(m.data) as TJobEvent] : [])),
    waitFor: (predicate, ms = 20_000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!messages.some(predicate)) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no such message within ${ms} ms; got ${JSON.stringify(messages)}`));
        }, ms);
        waiters.add(check);
        check();
      }),
    ended,
    abort: () => controller.abort(),
  };
}

const isJob = (predicate: (event: TJobEvent) => boolean) => (message: TMessage) =>
  'event' in message && message.event === 'job' && predicate(JSON.parse(message.data) as TJobEvent);

/** Polls `condition` until true (a server-side count settling after a socket closed). */
async function eventually(condition: () => boolean, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(BACKENDS)('job events over Server-Sent Events on %s', (backend) => {
  const t = withTestApp(backend, {}, { streamTimings: { keepAliveMs: 100 } });
  let baseUrl = '';

  beforeAll(async () => {
    baseUrl = await listenOnLoopback(t.app);
  });

  async function createCheck(session: string) {
    const response = await postMultipart(
      t.app,
      '/api/grammar-check/create',
      [
        { name: 'terms', value: 'true' },
        {
          name: 'files',
          fileName: 'paper.docx',
          content: await buildDocx(['Introduction', 'Their is many reason for this.', ...englishText(300)]),
        },
      ],
      { session },
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().languageAssessments[0].identity as string;
  }

  it("tells the researcher's stream each step of their grammar check and its end, and nobody else's stream anything", async () => {
    const alice = await createSignedInUser(t.app, t.db);
    const bob = await createSignedInUser(t.app, t.db);
    const aliceStream = await openStream(baseUrl, alice.session);
    const bobStream = await openStream(baseUrl, bob.session);
    expect(aliceStream.status).toBe(200);
    expect(aliceStream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(aliceStream.headers.get('x-accel-buffering')).toBe('no');
    expect(aliceStream.headers.get('content-encoding')).toBeNull();
    await aliceStream.waitFor((m) => 'event' in m && m.event === 'ready');
    await bobStream.waitFor((m) => 'event' in m && m.event === 'ready');

    const identity = await createCheck(alice.session);
    await t.app.jobs.drain();
    await aliceStream.waitFor(isJob((e) => e.id === identity && e.state === 'done'));

    const events = aliceStream.jobEvents().filter((e) => e.id === identity);
    expect(events.map((e) => [e.topic, e.state, e.stepKey, e.step, e.steps])).toEqual([
      ['grammar-check', 'running', 'reading', 1, 3],
      ['grammar-check', 'running', 'checking', 2, 3],
      ['grammar-check', 'running', 'scoring', 3, 3],
      ['grammar-check', 'done', 'scoring', 3, 3],
    ]);
    // From the second step on, the job can tell how long is left.
    expect(events[0]?.remainingMs).toBeNull();
    expect(events[1]?.remainingMs).toBeGreaterThanOrEqual(0);
    // The event follows the commit: the report is there when the page asks for it.
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/grammar-check/${identity}`,
      cookies: { [SESSION_COOKIE]: alice.session },
    });
    expect(details.json().assessment.status).toBe('completed');

    // Bob's stream stayed open and heard keep-alives, but none of Alice's events.
    await bobStream.waitFor((m) => 'comment' in m && m.comment === 'keep-alive');
    expect(bobStream.jobEvents()).toEqual([]);
    aliceStream.abort();
    bobStream.abort();
  }, 120_000);

  it("tells the data export's steps as its files are packed, and its end", async () => {
    const alice = await createSignedInUser(t.app, t.db);
    const stream = await openStream(baseUrl, alice.session);
    await stream.waitFor((m) => 'event' in m && m.event === 'ready');
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/account/data-exports',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      cookies: { [SESSION_COOKIE]: alice.session },
    });
    expect(requested.statusCode, requested.body).toBe(202);
    const exportId = String(requested.json().dataExport.id);
    await t.app.jobs.drain();
    await stream.waitFor(isJob((e) => e.topic === 'data-export' && e.id === exportId && e.state === 'done'));
    const steps = stream.jobEvents().filter((e) => e.id === exportId);
    expect(steps[0]).toMatchObject({ state: 'running', stepKey: 'collecting', step: 1, steps: 2 });
    expect(steps.some((e) => e.stepKey === 'packing' && e.state === 'running' && e.total !== null)).toBe(true);
    stream.abort();
  });

  it('refuses a stream without a session (401) and beyond the cap of streams a researcher may hold (429)', async () => {
    const anonymous = await openStream(baseUrl, null);
    expect(anonymous.status).toBe(401);
    const alice = await createSignedInUser(t.app, t.db);
    // A client that does not read an event stream gets an answer, not a stream that never ends.
    const plain = await t.app.inject({ method: 'GET', url: '/api/events', cookies: { [SESSION_COOKIE]: alice.session } });
    expect(plain.statusCode).toBe(406);
    const open: TStream[] = [];
    for (let n = 0; n < MAX_STREAMS_PER_USER; n += 1) open.push(await openStream(baseUrl, alice.session));
    expect(open.map((s) => s.status)).toEqual(open.map(() => 200));
    const oneMore = await openStream(baseUrl, alice.session);
    expect(oneMore.status).toBe(429);
    // A closed tab frees its place.
    open.pop()?.abort();
    await eventually(() => t.app.jobEvents.count(alice.user.id) === MAX_STREAMS_PER_USER - 1);
    const again = await openStream(baseUrl, alice.session);
    expect(again.status).toBe(200);
    again.abort();
    for (const stream of open) stream.abort();
  });

  it('lets go of a stream whose browser went away: no listener is left behind', async () => {
    const alice = await createSignedInUser(t.app, t.db);
    const before = t.app.jobEvents.count();
    const streams = await Promise.all([1, 2, 3].map(() => openStream(baseUrl, alice.session)));
    await Promise.all(streams.map((s) => s.waitFor((m) => 'event' in m && m.event === 'ready')));
    expect(t.app.jobEvents.count(alice.user.id)).toBe(3);
    for (const stream of streams) stream.abort();
    // Her own count, not the total: an earlier test's aborted streams may be let go of meanwhile, and the total
    // would then settle below what it was.
    await eventually(() => t.app.jobEvents.count(alice.user.id) === 0);
    expect(t.app.jobEvents.count()).toBeLessThanOrEqual(before);
    // An event for them now goes nowhere and breaks nothing.
    await publishJobEvent(t.db, alice.user.id, {
      topic: 'grammar-check',
      id: 'gone',
      state: 'done',
      step: 1,
      steps: 1,
      stepKey: 'reading',
      done: null,
      total: null,
      remainingMs: 0,
    });
  });

  it('hears an event another connection published (as a worker process does), at its commit', async () => {
    const alice = await createSignedInUser(t.app, t.db);
    const stream = await openStream(baseUrl, alice.session);
    await stream.waitFor((m) => 'event' in m && m.event === 'ready');
    const event: TJobEvent = {
      topic: 'digital-edit',
      id: 'from-a-worker',
      state: 'done',
      step: 3,
      steps: 3,
      stepKey: 'saving',
      done: null,
      total: null,
      remainingMs: 0,
    };
    await t.db.transaction(async (tx) => {
      await publishJobEvent(tx, alice.user.id, event);
      // Not before the commit.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(stream.jobEvents()).toEqual([]);
    });
    await stream.waitFor(isJob((e) => e.id === 'from-a-worker'));
    expect(stream.jobEvents()).toEqual([event]);
    stream.abort();
  });
});

describe('job event streams when the server closes', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp('pglite');
  });

  it('ends every open stream cleanly, so the server closes at once', async () => {
    const baseUrl = await listenOnLoopback(app.app);
    const alice = await createSignedInUser(app.app, app.db);
    const stream = await openStream(baseUrl, alice.session);
    await stream.waitFor((m) => 'event' in m && m.event === 'ready');
    const startedAt = Date.now();
    await app.close();
    await stream.ended;
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    expect(app.app.jobEvents.count()).toBe(0);
  });
});
