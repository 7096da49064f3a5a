import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKENDS, withTestApp } from '../../test/test-app.ts';
import { throttleEvents } from '../schema/platform.ts';
import { createJobRunner } from './jobs.ts';
import { PRUNE_THROTTLE_EVENTS } from './throttle.ts';

describe.each(BACKENDS)('pruning the throttle events on %s', (backend) => {
  const t = withTestApp(backend);
  afterEach(() => vi.useRealTimers());

  const keysLeft = async (prefix: string) =>
    (await t.db.select({ key: throttleEvents.key }).from(throttleEvents))
      .map((row) => row.key)
      .filter((key) => key.startsWith(prefix))
      .sort();

  async function addEvent(key: string, hoursAgo: number) {
    await t.db.insert(throttleEvents).values({ key, occurredAt: sql`now() - make_interval(hours => ${hoursAgo})` });
  }

  /** Waits (a bounded number of times) for the worker's housekeeping, which runs beside the test. */
  async function waitForKeys(prefix: string, expected: string[]) {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (JSON.stringify(await keysLeft(prefix)) === JSON.stringify(expected)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await keysLeft(prefix)).toEqual(expected);
  }

  it('is what a worker does when it starts and every hour after: events over a day old go, recent ones stay', async () => {
    // Only the housekeeping clock is simulated; the jobs poll and the database keep real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await addEvent('prune-test:old', 25);
    await addEvent('prune-test:hour', 1);
    await addEvent('prune-test:23h', 23);
    const runner = createJobRunner(t.db, {}, t.app.log, { housekeeping: [PRUNE_THROTTLE_EVENTS] });
    runner.start(3_600_000);
    try {
      await waitForKeys('prune-test:', ['prune-test:23h', 'prune-test:hour']);

      await t.db
        .update(throttleEvents)
        .set({ occurredAt: sql`now() - interval '25 hours'` })
        .where(eq(throttleEvents.key, 'prune-test:23h'));
      await vi.advanceTimersByTimeAsync(PRUNE_THROTTLE_EVENTS.everySeconds * 1000);
      await waitForKeys('prune-test:', ['prune-test:hour']);
    } finally {
      await runner.stop();
    }
  });

  it('is done by every job runner unless told otherwise', async () => {
    await addEvent('default-test:old', 30);
    const runner = createJobRunner(t.db, {}, t.app.log);
    runner.start(3_600_000);
    try {
      await waitForKeys('default-test:', []);
    } finally {
      await runner.stop();
    }
  });
});
