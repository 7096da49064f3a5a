import { JOB_STEPS_OF, type TJobEvent, type TJobStep, type TJobTopic, ZJobEvent } from '@portal/domain/api/job-events';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx, TListen } from './db.ts';

/**
 * Jobs' progress, pushed to the researcher's open pages across processes: a job (in a worker process or in
 * any server) publishes with PostgreSQL's NOTIFY on one channel; every server LISTENs on it once and hands each
 * event to the streams of the user it names (GET /api/events). NOTIFY in a transaction is delivered at its
 * commit, so an event never arrives before the data it announces can be read.
 */
export const JOB_EVENTS_CHANNEL = 'portal_job_events';

/** Who an event is for: a signed-in researcher's user id. */
export type TJobSubject = number;

/** Subscribes to a channel; resolves to its unsubscription. `onReconnect` is told when notifications may have been lost. */
export type { TListen } from './db.ts';

type TNotification = { u: TJobSubject; e: TJobEvent };

/** Publishes one event (inside `db`'s transaction when it is one: delivered at its commit). */
export async function publishJobEvent(db: DbOrTx, userId: TJobSubject, event: TJobEvent): Promise<void> {
  const payload: TNotification = { u: userId, e: event };
  await db.execute(sql`select pg_notify(${JOB_EVENTS_CHANNEL}, ${JSON.stringify(payload)})`);
}

export type TJobProgress = {
  /** The job has reached `stepKey` (one of the steps it was made with); `parts` when the step has parts. */
  step: (stepKey: TJobStep, parts?: { done: number; total: number }) => Promise<void>;
  /** The job has finished; pass the transaction that writes its result, so the event follows the commit. */
  finish: (state: 'done' | 'failed', db?: DbOrTx) => Promise<void>;
};

/**
 * A job's progress reporter. Its topic's steps (JOB_STEPS_OF) come with their usual share of the job's time;
 * the time left is estimated from the time taken so far and the share of the work done. Reporting never fails
 * the job: an event that cannot be sent is lost, and the page's polling finds the result.
 */
export function createJobProgress(
  db: DbOrTx,
  target: { userId: TJobSubject | null; topic: TJobTopic; id: string | number },
  log?: Pick<FastifyBaseLogger, 'warn'>,
): TJobProgress {
  const steps = JOB_STEPS_OF[target.topic];
  const startedAt = Date.now();
  const totalWeight = steps.reduce((sum, [, weight]) => sum + weight, 0);
  let current = 0;
  let parts: { done: number; total: number } | null = null;

  async function send(into: DbOrTx, state: TJobEvent['state']) {
    if (target.userId === null) return;
    const [stepKey] = steps[current] ?? steps[0] ?? ['reading'];
    const weightBefore = steps.slice(0, current).reduce((sum, [, weight]) => sum + weight, 0);
    const stepWeight = steps[current]?.[1] ?? 0;
    const doneWeight = weightBefore + (parts && parts.total > 0 ? (stepWeight * parts.done) / parts.total : 0);
    const elapsed = Date.now() - startedAt;
    const remainingMs =
      state !== 'running' ? 0 : doneWeight > 0 ? Math.round((elapsed * (totalWeight - doneWeight)) / doneWeight) : null;
    const event = ZJobEvent.parse({
      topic: target.topic,
      id: String(target.id),
      state,
      step: current + 1,
      steps: steps.length,
      stepKey,
      done: parts?.done ?? null,
      total: parts?.total ?? null,
      remainingMs,
    });
    await publishJobEvent(into, target.userId, event).catch((error: unknown) => {
      log?.warn({ err: error, topic: target.topic }, 'job event not published');
    });
  }

  return {
    async step(stepKey, stepParts) {
      const index = steps.findIndex(([key]) => key === stepKey);
      if (index >= 0) current = index;
      parts = stepParts ?? null;
      await send(db, 'running');
    },
    finish: (state, into = db) => {
      current = steps.length - 1;
      parts = null;
      return send(into, state);
    },
  };
}

/** A subscriber: an open stream. `resync` when events may have been lost. */
export type TJobEventListener = { event: (event: TJobEvent) => void; resync: () => void };

export type TJobEventBus = {
  /** Hands the user's events to `listener` until the returned function is called. */
  subscribe: (userId: TJobSubject, listener: TJobEventListener) => () => void;
  /** Open subscriptions: the user's, or every user's. */
  count: (userId?: TJobSubject) => number;
  close: () => Promise<void>;
};

/**
 * One LISTEN per process, opened with the first stream and kept until the server closes; the events are
 * handed out by user in memory. Without `listen` (an app built without its database's notifications) streams
 * open and stay quiet: the pages poll as before.
 */
export function createJobEventBus(listen: TListen | undefined, log: Pick<FastifyBaseLogger, 'warn'>): TJobEventBus {
  const byUser = new Map<TJobSubject, Set<TJobEventListener>>();
  let listening: Promise<(() => Promise<void>) | null> | null = null;

  function deliver(payload: string) {
    let parsed: TNotification;
    try {
      parsed = JSON.parse(payload) as TNotification;
    } catch {
      return;
    }
    const listeners = byUser.get(parsed.u);
    if (!listeners) return;
    const event = ZJobEvent.safeParse(parsed.e);
    if (!event.success) return;
    for (const listener of listeners) listener.event(event.data);
  }

  function resyncAll() {
    for (const listeners of byUser.values()) for (const listener of listeners) listener.resync();
  }

  return {
    subscribe(userId, listener) {
      if (!listening && listen) {
        listening = listen(JOB_EVENTS_CHANNEL, deliver, resyncAll).catch((error: unknown) => {
          log.warn({ err: error }, 'job events: LISTEN failed; pages poll');
          listening = null;
          return null;
        });
      }
      let listeners = byUser.get(userId);
      if (!listeners) {
        listeners = new Set();
        byUser.set(userId, listeners);
      }
      listeners.add(listener);
      return () => {
        const own = byUser.get(userId);
        if (!own) return;
        own.delete(listener);
        if (own.size === 0) byUser.delete(userId);
      };
    },
    count(userId) {
      if (userId !== undefined) return byUser.get(userId)?.size ?? 0;
      let total = 0;
      for (const listeners of byUser.values()) total += listeners.size;
      return total;
    },
    async close() {
      byUser.clear();
      const unlisten = await listening;
      listening = null;
      await unlisten?.().catch(() => undefined);
    },
  };
}
