import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BACKENDS, withTestApp } from '../../test/test-app.ts';
import { jobs } from '../schema/platform.ts';
import { ABANDONED_JOB_ERROR, createJobRunner, enqueueJob, JobError, withParking } from './jobs.ts';

describe.each(BACKENDS)('the jobs queue on %s', (backend) => {
  const t = withTestApp(backend);

  const jobsOfKind = (kind: string) => t.db.select().from(jobs).where(eq(jobs.kind, kind));

  it('runs a queued job once and marks it done', async () => {
    const seen: unknown[] = [];
    const runner = createJobRunner(t.db, { 'test-once': async (job) => void seen.push(job.payload) }, t.app.log);
    await enqueueJob(t.db, 'test-once', { n: 1 });
    await runner.drain();
    await runner.drain();
    expect(seen).toEqual([{ n: 1 }]);
    expect((await jobsOfKind('test-once')).map((j) => j.status)).toEqual(['done']);
  });

  it('runs a queue of jobs in order, each once, a failed one among them put back, and those queued meanwhile too', async () => {
    const seen: number[] = [];
    const runner = createJobRunner(
      t.db,
      {
        'test-queue': async (job) => {
          const n = Number(job.payload.n);
          seen.push(n);
          if (n === 2) throw new JobError('second fails');
          if (n === 4) await enqueueJob(t.db, 'test-queue', { n: 5 });
        },
      },
      t.app.log,
    );
    for (const n of [1, 2, 3, 4]) await enqueueJob(t.db, 'test-queue', { n });
    expect(await runner.drain()).toBe(5);
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    const rows = await t.db.select().from(jobs).where(eq(jobs.kind, 'test-queue')).orderBy(jobs.id);
    expect(rows.map((row) => [Number(row.payload.n), row.status, row.attempts])).toEqual([
      [1, 'done', 1],
      [2, 'queued', 1],
      [3, 'done', 1],
      [4, 'done', 1],
      [5, 'done', 1],
    ]);
    expect(rows.every((row) => row.lockedAt === null)).toBe(true);
  });

  it('puts a failed job back in the queue for later, with the error and a back-off', async () => {
    const runner = createJobRunner(
      t.db,
      {
        'test-flaky': async () => {
          throw new JobError('provider unavailable');
        },
      },
      t.app.log,
    );
    await enqueueJob(t.db, 'test-flaky', {});
    await runner.drain();
    const [job] = await jobsOfKind('test-flaky');
    expect(job).toMatchObject({ status: 'queued', attempts: 1, lastError: 'provider unavailable' });
    expect(job?.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(await runner.drain()).toBe(0);
  });

  it('marks a job failed after its last attempt', async () => {
    const runner = createJobRunner(t.db, {}, t.app.log);
    await t.db.insert(jobs).values({ kind: 'test-unhandled', payload: {}, maxAttempts: 1 });
    await runner.drain();
    const [job] = await jobsOfKind('test-unhandled');
    expect(job).toMatchObject({ status: 'failed', attempts: 1, lastError: 'no handler for job kind test-unhandled' });
  });

  it('keeps of a failure its type and codes, never the values of a failed query nor the message of an error', async () => {
    const email = 'researcher-in-the-error@example.test';
    const runner = createJobRunner(
      t.db,
      {
        'test-query-fails': async () => {
          await t.db.execute(sql`select ${email}::integer`);
        },
        'test-message-fails': async () => {
          throw new Error(`550 mailbox unavailable: <${email}>`);
        },
      },
      t.app.log,
    );
    await enqueueJob(t.db, 'test-query-fails', { email });
    await enqueueJob(t.db, 'test-message-fails', { email });
    await runner.drain();
    const [query] = await jobsOfKind('test-query-fails');
    const [message] = await jobsOfKind('test-message-fails');
    expect(query?.lastError).toMatch(/22P02 select/);
    expect(message?.lastError).toBe('Error');
    for (const job of [query, message]) expect(job?.lastError).not.toContain(email);
  });

  it('takes over a job whose worker died (its claim not renewed within the lease), and only such a job', async () => {
    const seen: string[] = [];
    const runner = createJobRunner(
      t.db,
      { 'test-claimed': async (job) => void seen.push(String(job.payload.worker)) },
      t.app.log,
      {
        leaseSeconds: 30,
      },
    );
    const claimedAt = (secondsAgo: number) => sql`now() - make_interval(secs => ${secondsAgo})`;
    await t.db.insert(jobs).values([
      { kind: 'test-claimed', payload: { worker: 'dead' }, status: 'running', attempts: 1, lockedAt: claimedAt(31) },
      { kind: 'test-claimed', payload: { worker: 'alive' }, status: 'running', attempts: 1, lockedAt: claimedAt(5) },
    ]);
    expect(await runner.drain()).toBe(1);
    expect(seen).toEqual(['dead']);
    const rows = await jobsOfKind('test-claimed');
    expect(rows.map((j) => [j.payload.worker, j.status, j.attempts]).sort()).toEqual([
      ['alive', 'running', 1],
      ['dead', 'done', 2],
    ]);
  });

  it('lets a worker whose job was taken over finish without overwriting the new claim', async () => {
    let releaseFirst: () => void = () => {};
    const first = createJobRunner(
      t.db,
      { 'test-taken-over': () => new Promise<void>((resolve) => (releaseFirst = resolve)) },
      t.app.log,
    );
    const second = createJobRunner(
      t.db,
      {
        'test-taken-over': async () => {
          throw new JobError('second worker failed');
        },
      },
      t.app.log,
    );
    await enqueueJob(t.db, 'test-taken-over', {});
    const firstDrain = first.drain();
    while ((await jobsOfKind('test-taken-over'))[0]?.status !== 'running') await new Promise((r) => setTimeout(r, 10));
    // The first worker stalls past its lease: its claim is as old as a dead worker's.
    await t.db.update(jobs).set({ lockedAt: sql`now() - interval '1 hour'` }).where(eq(jobs.kind, 'test-taken-over'));
    expect(await second.drain()).toBe(1);
    releaseFirst();
    await firstDrain;
    const [job] = await jobsOfKind('test-taken-over');
    expect(job).toMatchObject({ status: 'queued', attempts: 2, lastError: 'second worker failed' });
  });

  it('runs a job abandoned once again, parks one abandoned twice without running it, and tells its handler', async () => {
    const ran: string[] = [];
    const parked: string[] = [];
    const handler = withParking(
      async (job) => void ran.push(String(job.payload.name)),
      async (job) => void parked.push(String(job.payload.name)),
    );
    const runner = createJobRunner(t.db, { 'test-abandoned': handler }, t.app.log, { leaseSeconds: 30 });
    const stale = sql`now() - interval '31 seconds'`;
    await t.db.insert(jobs).values([
      { kind: 'test-abandoned', payload: { name: 'once' }, status: 'running', attempts: 1, lockedAt: stale },
      { kind: 'test-abandoned', payload: { name: 'twice' }, status: 'running', attempts: 2, abandoned: 1, lockedAt: stale },
    ]);
    expect(await runner.drain()).toBe(1);
    expect([ran, parked]).toEqual([['once'], ['twice']]);
    const rows = await jobsOfKind('test-abandoned');
    expect(rows.map((j) => [j.payload.name, j.status, j.abandoned, j.lastError]).sort()).toEqual([
      ['once', 'done', 1, null],
      ['twice', 'failed', 2, ABANDONED_JOB_ERROR],
    ]);
    // A later start (another runner) never replays it.
    const restarted = createJobRunner(t.db, { 'test-abandoned': handler }, t.app.log, { leaseSeconds: 30 });
    expect(await restarted.drain()).toBe(0);
    expect([ran, parked]).toEqual([['once'], ['twice']]);
  });

  it('tells the handler of a job whose last attempt failed', async () => {
    const parked: number[] = [];
    const handler = withParking(
      async () => {
        throw new JobError('always fails');
      },
      async (job) => void parked.push(job.attempts),
    );
    const runner = createJobRunner(t.db, { 'test-last-attempt': handler }, t.app.log);
    await t.db.insert(jobs).values({ kind: 'test-last-attempt', payload: {}, attempts: 4, maxAttempts: 5 });
    expect(await runner.drain()).toBe(1);
    expect(parked).toEqual([5]);
  });

  it('claims a queued job at once when it listens, not at its next look at the queue, and only once its transaction commits', async () => {
    const seen: number[] = [];
    const runner = createJobRunner(t.db, { 'test-wake': async (job) => void seen.push(Number(job.payload.n)) }, t.app.log, {
      listen: t.listen,
      housekeeping: [],
    });
    // Ten minutes between looks: within the test, only a queued job's notification can start a drain.
    runner.start(600_000);
    try {
      await sleep(200); // the LISTEN is open
      await enqueueJob(t.db, 'test-wake', { n: 1 });
      await until(() => seen.length === 1);
      await t.db.transaction(async (tx) => {
        await enqueueJob(tx, 'test-wake', { n: 2 });
        await enqueueJob(tx, 'test-wake', { n: 3 });
        await sleep(300);
        expect(seen).toEqual([1]);
      });
      await until(() => seen.length === 3);
      expect(seen).toEqual([1, 2, 3]);
    } finally {
      await runner.stop();
    }
    await enqueueJob(t.db, 'test-wake', { n: 4 });
    await sleep(300);
    expect(seen).toEqual([1, 2, 3]);
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `isDone()`, at most 10 s (the test fails then). */
async function until(isDone: () => boolean) {
  const deadline = Date.now() + 10_000;
  while (!isDone()) {
    if (Date.now() > deadline) throw new Error('not done within 10 s');
    await sleep(10);
  }
}
