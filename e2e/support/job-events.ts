import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/** A job event as the page's EventSource received it, with the browser's clock at its arrival. */
export type TReceivedJobEvent = { at: number; topic: string; id: string; state: string; stepKey: string };

type TJobEventWindow = Window & { __jobEvents?: TReceivedJobEvent[] };

/**
 * Records every `job` event the page's EventSource receives (GET /api/events), and the times the page asks for
 * the addresses `watched` matches: what tells a pushed result from a polled one.
 */
export async function recordJobEvents(page: Page, watched: RegExp): Promise<{ requestsAfter: (at: number) => number[] }> {
  await page.addInitScript(() => {
    const Native = window.EventSource;
    const seen: TReceivedJobEvent[] = [];
    (window as TJobEventWindow).__jobEvents = seen;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener('job', (message) => {
          seen.push({ at: Date.now(), ...(JSON.parse((message as MessageEvent<string>).data) as Omit<TReceivedJobEvent, 'at'>) });
        });
      }
    };
  });
  const requests: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && watched.test(new URL(request.url()).pathname)) requests.push(Date.now());
  });
  return { requestsAfter: (at) => requests.filter((time) => time >= at) };
}

/** Waits for the stream's `done` event of a record (the job's end) and returns when it arrived. */
export async function jobDoneEvent(page: Page, id: string, timeout = 120_000): Promise<TReceivedJobEvent> {
  const handle = await page.waitForFunction(
    (wanted) => (window as TJobEventWindow).__jobEvents?.find((event) => event.id === wanted && event.state === 'done') ?? null,
    id,
    { timeout, polling: 100 },
  );
  return (await handle.jsonValue()) as TReceivedJobEvent;
}

/** Every step the page heard of a record's job, in order. */
export async function jobStepsHeard(page: Page, id: string): Promise<string[]> {
  return page.evaluate(
    (wanted) =>
      ((window as TJobEventWindow).__jobEvents ?? [])
        .filter((event) => event.id === wanted)
        .map((e) => `${e.state}:${e.stepKey}`),
    id,
  );
}

/**
 * The page asked for the result within `ms` of the job's end: the stream's event made it ask (the spec's polling
 * would ask 5 to 30 s apart). Generous enough for a loaded machine, far below the poll.
 */
export function assertAskedRightAfter(requestsAfter: (at: number) => number[], done: TReceivedJobEvent, ms = 3_000): void {
  const [first] = requestsAfter(done.at - 50);
  assert.ok(first !== undefined, 'the page asked for the result after the job ended');
  assert.ok(first - done.at < ms, `the page asked ${first - done.at} ms after the job's end event`);
}
