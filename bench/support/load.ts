import http from 'node:http';

/**
 * What a browser sends with every request over HTTPS: the portal compresses answers of 1 KB and more.
 * BENCH_ACCEPT_ENCODING='' asks for the answers as they are (`identity`, not no header: fetch would
 * otherwise ask for gzip itself).
 */
export const BROWSER_HEADERS: Readonly<Record<string, string>> = {
  'Accept-Encoding': (process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd') || 'identity',
};

/** One request of a load: the path and headers may change from request to request (rotating sessions). */
export type TRequestSpec = { path: string; headers: Record<string, string> };
export type TLoadTarget = { port: number; next: () => TRequestSpec };

export type TLoadFigures = {
  requests: number;
  errors: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
};

export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

function send(agent: http.Agent, port: number, spec: TRequestSpec): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: spec.path, method: 'GET', headers: spec.headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.setTimeout(10_000, () => req.destroy(new Error('request timed out')));
    req.on('error', reject);
    req.end();
  });
}

/** Closed-loop load from `connections` keep-alive connections: each sends its next request when the previous answer is in. */
async function run(target: TLoadTarget, seconds: number, connections: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const endAt = started + seconds * 1000;
  const connection = async () => {
    while (performance.now() < endAt) {
      const sent = performance.now();
      try {
        const status = await send(agent, target.port, target.next());
        if (status >= 200 && status < 300) latencies.push(performance.now() - sent);
        else errors += 1;
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, connection));
  const elapsedMs = performance.now() - started;
  agent.destroy();
  return { latencies: Float64Array.from(latencies).sort(), errors, elapsedMs };
}

/** A warm-up, then the measured period. */
export async function measureLoad(
  target: TLoadTarget,
  options: { seconds: number; warmupSeconds: number; connections: number },
): Promise<TLoadFigures> {
  await run(target, options.warmupSeconds, options.connections);
  const { latencies, errors, elapsedMs } = await run(target, options.seconds, options.connections);
  const total = latencies.reduce((sum, l) => sum + l, 0);
  return {
    requests: latencies.length,
    errors,
    requestsPerSecond: latencies.length / (elapsedMs / 1000),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    meanMs: latencies.length ? total / latencies.length : Number.NaN,
  };
}

/** Round-robin over a list: each call returns the next element. */
export function rotating<T>(items: readonly T[]): () => T {
  if (items.length === 0) throw new Error('nothing to rotate over');
  let index = 0;
  return () => {
    const item = items[index % items.length] as T;
    index += 1;
    return item;
  };
}

/** Ends the process (exit 2) when a bench runs longer than `limitMs`, so a hung run never holds the machine. */
export function exitAfter(limitMs: number): void {
  const watchdog = setTimeout(() => {
    console.error(`bench: gave up after ${limitMs / 1000}s`);
    process.exit(2);
  }, limitMs);
  watchdog.unref();
}
