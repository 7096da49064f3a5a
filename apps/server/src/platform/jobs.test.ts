import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BACKENDS, withTestApp } from '../../test/test-app.ts';
import { createJobRunner, enqueueJob } from './jobs.ts';
import { jobs } from './tables.ts';

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

  it('puts a failed job back in the queue for later, with the error and a back-off', async () => {
    const runner = createJobRunner(
      t.db,
      {
        'test-flaky': async () => {
          throw new Error('provider unavailable');
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
});
