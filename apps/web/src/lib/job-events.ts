import {
  JOB_EVENT_NAME,
  READY_EVENT_NAME,
  RESYNC_EVENT_NAME,
  type TJobEvent,
  type TJobTopic,
  ZJobEvent,
} from '@portal/domain/api/job-events';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * The signed-in researcher's jobs, pushed by the server (GET /api/events, Server-Sent Events): one EventSource
 * per tab, shared by every page part that listens, opened with the first and closed with the last. The data
 * still comes from the spec's GET endpoints: an event only says which query to ask again. While the stream is
 * not live (not yet open, refused, cut off) the pages poll at the spec's intervals.
 */

type TListener = { event: (event: TJobEvent) => void; resync: () => void };

/** A stream no page part listens to any more stays open this long: the next page of a navigation takes it over. */
const CLOSE_WHEN_UNUSED_MS = 5_000;

/** After the browser gives a stream up (a 401, the cap of streams, a proxy refusing it), it is tried again this late. */
const REOPEN_AFTER_FAILURE_MS = 30_000;

const listeners = new Set<TListener>();
const liveWatchers = new Set<() => void>();
/**
 * The last step heard of each running job, by topic and record: kept for the tab, not for a page part, so the
 * page a navigation opens (the report after the upload) shows the step its predecessor heard.
 */
const running = new Map<string, TJobEvent>();
const runningWatchers = new Set<() => void>();
let runningVersion = 0;
const runningKey = (topic: TJobTopic, id: string) => `${topic}:${id}`;

function keepRunning(event: TJobEvent) {
  if (event.state === 'running') running.set(runningKey(event.topic, event.id), event);
  else running.delete(runningKey(event.topic, event.id));
  runningVersion += 1;
  for (const watch of runningWatchers) watch();
}

function watchRunning(onChange: () => void) {
  runningWatchers.add(onChange);
  return () => runningWatchers.delete(onChange);
}
let source: EventSource | null = null;
let reopenTimer: ReturnType<typeof setTimeout> | undefined;
let closeTimer: ReturnType<typeof setTimeout> | undefined;
let isLive = false;

function setLive(next: boolean) {
  if (isLive === next) return;
  isLive = next;
  for (const watch of liveWatchers) watch();
}

function open() {
  if (source || typeof EventSource === 'undefined') return;
  const stream = new EventSource('/api/events');
  source = stream;
  stream.addEventListener(READY_EVENT_NAME, () => setLive(true));
  stream.addEventListener(JOB_EVENT_NAME, (message) => {
    const parsed = ZJobEvent.safeParse(JSON.parse((message as MessageEvent<string>).data));
    if (!parsed.success) return;
    keepRunning(parsed.data);
    for (const listener of listeners) listener.event(parsed.data);
  });
  // The server may have missed events (it lost its database connection): every listener asks again.
  stream.addEventListener(RESYNC_EVENT_NAME, () => {
    for (const listener of listeners) listener.resync();
  });
  stream.onerror = () => {
    // Reconnecting (the browser does it by itself) or given up: either way not live until `ready` comes again,
    // and what happened meanwhile is asked for again then.
    setLive(false);
    if (stream.readyState !== EventSource.CLOSED) return;
    source = null;
    reopenTimer = setTimeout(() => {
      reopenTimer = undefined;
      if (listeners.size > 0) open();
    }, REOPEN_AFTER_FAILURE_MS);
  };
}

function close() {
  source?.close();
  source = null;
  running.clear();
  clearTimeout(reopenTimer);
  reopenTimer = undefined;
  setLive(false);
}

function subscribe(listener: TListener): () => void {
  listeners.add(listener);
  clearTimeout(closeTimer);
  open();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearTimeout(closeTimer);
    closeTimer = setTimeout(() => {
      if (listeners.size === 0) close();
    }, CLOSE_WHEN_UNUSED_MS);
  };
}

function watchLive(onChange: () => void) {
  liveWatchers.add(onChange);
  return () => liveWatchers.delete(onChange);
}

/** A poll interval while the stream is live: the spec's, but never shorter than this (the stream tells first). */
const LIVE_POLL_MS = 30_000;

export function pollInterval(isStreamLive: boolean, ms: number): number {
  return isStreamLive ? Math.max(ms, LIVE_POLL_MS) : ms;
}

export type TJobEvents = {
  /** Whether pushed events arrive now (else the page polls at the spec's interval). */
  isLive: boolean;
  /** The last step heard of a record's job, while it runs. */
  progressOf: (id: string) => TJobEvent | undefined;
};

/**
 * Listens to the jobs of `topic` while `enabled` (a signed-in researcher): keeps each record's last step for
 * its progress bar, and when a job ends (or the stream was cut and came back) asks the queries under
 * `queryKey` again (and tells `onEnd`, for a page that polls by hand).
 */
export function useJobEvents(
  topic: TJobTopic,
  queryKey: QueryKey,
  enabled: boolean,
  onEnd?: (event: TJobEvent) => void,
): TJobEvents {
  const client = useQueryClient();
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;
  const version = useSyncExternalStore(
    watchRunning,
    () => runningVersion,
    () => 0,
  );
  const live = useSyncExternalStore(
    watchLive,
    () => isLive,
    () => false,
  );
  const keyText = JSON.stringify(queryKey);

  useEffect(() => {
    if (!enabled) return;
    const key = JSON.parse(keyText) as QueryKey;
    const refetch = () => void client.invalidateQueries({ queryKey: key });
    let wasLive = isLive;
    const stopWatching = watchLive(() => {
      // Back after a cut: what finished meanwhile is asked for.
      if (isLive && !wasLive) refetch();
      wasLive = isLive;
    });
    const unsubscribe = subscribe({
      event: (event) => {
        if (event.topic !== topic || event.state === 'running') return;
        refetch();
        onEndRef.current?.(event);
      },
      resync: refetch,
    });
    return () => {
      unsubscribe();
      stopWatching();
    };
  }, [client, topic, keyText, enabled]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function at each change of what is running
  const progressOf = useCallback((id: string) => running.get(runningKey(topic, id)), [topic, version]);
  return { isLive: enabled && live, progressOf };
}
