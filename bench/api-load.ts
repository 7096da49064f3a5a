/**
 * `npm run bench`: load figures of the API on each database engine, and the size of the JavaScript the
 * entry route downloads.
 *
 * For each backend (PGlite in a fresh folder; PostgreSQL on a database created for the run, when
 * DATABASE_URL is set or a server answers on 127.0.0.1:5432) it starts the real server, then for each
 * endpoint runs a warm-up and a measured period of closed-loop load from N keep-alive connections, and
 * prints requests/s, p50 and p99. Only 127.0.0.1 is ever loaded. Results go to bench/results/latest.json.
 *
 * Settings (environment): BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (20),
 * BENCH_BACKENDS (pglite,postgres).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import pg from 'pg';
import { PORT_RANGE, REPO_ROOT, startPortalServer, type TRunningServer, WEB_DIST } from '../e2e/support/server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',').map((b) => b.trim());
const ENTRY_JS_BUDGET_KB = 170;
/** The whole run is bounded: two server starts, two endpoints each, plus set-up, with a wide margin. */
const RUN_LIMIT_MS = 5 * 60_000 + 4 * (SECONDS + WARMUP_SECONDS) * 1000;
const BENCH_PORTS = PORT_RANGE(3231, 3239);
const RESULTS_DIR = path.join(REPO_ROOT, 'bench/results');
const DEMO_USER = { email: 'alice@demo.test', password: 'demo-pass-2026' };

type TEndpointResult = {
  backend: string;
  endpoint: string;
  requests: number;
  errors: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
};

type TLoadTarget = { port: number; path: string; headers: Record<string, string> };

const gzipAsync = promisify(gzip);

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

function request(agent: http.Agent, target: TLoadTarget): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: target.port, path: target.path, method: 'GET', headers: target.headers, agent },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error('request timed out')));
    req.on('error', reject);
    req.end();
  });
}

/** Closed-loop load: each connection sends its next request when the previous answer is in. */
async function load(
  target: TLoadTarget,
  seconds: number,
): Promise<{ latencies: Float64Array; errors: number; elapsedMs: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const endAt = started + seconds * 1000;
  const connection = async () => {
    while (performance.now() < endAt) {
      const sent = performance.now();
      try {
        const status = await request(agent, target);
        if (status >= 200 && status < 300) latencies.push(performance.now() - sent);
        else errors += 1;
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  const elapsedMs = performance.now() - started;
  agent.destroy();
  return { latencies: Float64Array.from(latencies).sort(), errors, elapsedMs };
}

async function measure(backend: string, endpoint: string, target: TLoadTarget): Promise<TEndpointResult> {
  await load(target, WARMUP_SECONDS);
  const { latencies, errors, elapsedMs } = await load(target, SECONDS);
  const total = latencies.reduce((sum, l) => sum + l, 0);
  return {
    backend,
    endpoint,
    requests: latencies.length,
    errors,
    requestsPerSecond: latencies.length / (elapsedMs / 1000),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    meanMs: latencies.length ? total / latencies.length : Number.NaN,
  };
}

/** Signs in as the demo user the way the web client does and returns the session cookie. */
async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(DEMO_USER),
  });
  if (!response.ok) throw new Error(`login as ${DEMO_USER.email} answered ${response.status}: ${await response.text()}`);
  const sid = response.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!sid) throw new Error('login answered without a sid cookie');
  const cookie = sid.split(';')[0] ?? '';
  const account = (await (await fetch(`${baseUrl}/api/account`, { headers: { Cookie: cookie } })).json()) as {
    user: { loggedIn: boolean };
  };
  if (!account.user.loggedIn) throw new Error('GET /api/account does not see the session of the login');
  return cookie;
}

/** The external id of one of the demo user's orders (from the invoices list). */
async function firstOrderOf(baseUrl: string, cookie: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/invoice/load`, { headers: { Cookie: cookie } });
  const body = (await response.json()) as { invoices: { customFields: { Submission: string | null } }[] };
  const externalId = body.invoices.find((invoice) => invoice.customFields.Submission)?.customFields.Submission;
  if (!externalId) throw new Error(`the demo user has no order to read (GET /api/invoice/load answered ${response.status})`);
  return externalId;
}

async function benchBackend(backend: string, server: TRunningServer): Promise<TEndpointResult[]> {
  const cookie = await signIn(server.baseUrl);
  const targets: [string, TLoadTarget][] = [
    ['GET /api/researcher/load (anonymous)', { port: server.port, path: '/api/researcher/load', headers: {} }],
    ['GET /api/account (signed in)', { port: server.port, path: '/api/account', headers: { Cookie: cookie } }],
    ['GET /api/invoice/load (signed in)', { port: server.port, path: '/api/invoice/load', headers: { Cookie: cookie } }],
    ['GET /api/payment/load (signed in)', { port: server.port, path: '/api/payment/load', headers: { Cookie: cookie } }],
  ];
  const externalId = await firstOrderOf(server.baseUrl, cookie);
  targets.push([
    'GET /api/order/{externalId} (signed in)',
    { port: server.port, path: `/api/order/${encodeURIComponent(externalId)}`, headers: { Cookie: cookie } },
  ]);
  const results: TEndpointResult[] = [];
  for (const [endpoint, target] of targets) {
    process.stdout.write(`  ${endpoint}: ${WARMUP_SECONDS}s warm-up + ${SECONDS}s at ${CONNECTIONS} connections… `);
    const result = await measure(backend, endpoint, target);
    process.stdout.write(`${result.requestsPerSecond.toFixed(0)} req/s\n`);
    results.push(result);
  }
  return results;
}

/** The PostgreSQL server to use: DATABASE_URL's, else the local one; null when none answers. */
async function findPostgres(): Promise<string | null> {
  const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch (error) {
    console.log(`PostgreSQL not available at ${new URL(url).host} (${(error as Error).message}); skipping it.`);
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function withAdmin<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function runOnPostgres(serverUrl: string): Promise<TEndpointResult[]> {
  const database = `portal_bench_${Date.now()}_${process.pid}`;
  await withAdmin(serverUrl, (c) => c.query(`CREATE DATABASE ${database}`));
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  let server: TRunningServer | undefined;
  try {
    server = await startPortalServer({
      ports: BENCH_PORTS,
      databaseUrl: url.toString(),
      logFile: path.join(RESULTS_DIR, 'server-postgres.log'),
    });
    return await benchBackend('postgres', server);
  } finally {
    await server?.stop();
    await withAdmin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  }
}

async function runOnPglite(): Promise<TEndpointResult[]> {
  const server = await startPortalServer({ ports: BENCH_PORTS, logFile: path.join(RESULTS_DIR, 'server-pglite.log') });
  try {
    return await benchBackend('pglite', server);
  } finally {
    await server.stop();
  }
}

type TEntryJs = { files: { file: string; bytes: number; gzipBytes: number }[]; gzipBytes: number; budgetBytes: number };

/** The gzipped size of the JavaScript index.html makes the browser fetch before the first screen. */
async function measureEntryJs(): Promise<TEntryJs | null> {
  const dist = WEB_DIST;
  let html: string;
  try {
    html = await readFile(path.join(dist, 'index.html'), 'utf8');
  } catch {
    return null;
  }
  const references = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script') && /\bsrc=/.test(tag);
    const isPreload = tag.startsWith('<link') && /\brel=["']?modulepreload/.test(tag);
    const url = tag.match(/\b(?:src|href)=["']?([^"' >]+)/)?.[1];
    if ((isScript || isPreload) && url && !/^(https?:)?\/\//.test(url)) references.add(url);
  }
  const files = [];
  for (const reference of references) {
    const content = await readFile(path.join(dist, reference.replace(/^\//, '')));
    files.push({ file: reference, bytes: content.length, gzipBytes: (await gzipAsync(content)).length });
  }
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), budgetBytes: ENTRY_JS_BUDGET_KB * 1024 };
}

function printTable(results: TEndpointResult[]): void {
  const rows = [
    ['backend', 'endpoint', 'req/s', 'p50 ms', 'p99 ms', 'mean ms', 'requests', 'errors'],
    ...results.map((r) => [
      r.backend,
      r.endpoint,
      r.requestsPerSecond.toFixed(0),
      r.p50Ms.toFixed(2),
      r.p99Ms.toFixed(2),
      r.meanMs.toFixed(2),
      String(r.requests),
      String(r.errors),
    ]),
  ];
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0))) ?? [];
  const line = (row: string[]) =>
    row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  console.log(line(rows[0] ?? []));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
}

async function main(): Promise<number> {
  const watchdog = setTimeout(() => {
    console.error(`bench: gave up after ${RUN_LIMIT_MS / 1000}s`);
    process.exit(2);
  }, RUN_LIMIT_MS);
  watchdog.unref();

  await mkdir(RESULTS_DIR, { recursive: true });
  console.log(`API load: ${CONNECTIONS} connections, ${WARMUP_SECONDS}s warm-up, ${SECONDS}s measured, 127.0.0.1 only`);
  const results: TEndpointResult[] = [];
  const skipped: string[] = [];
  if (BACKENDS.includes('pglite')) {
    console.log('\nPGlite (fresh DATA_DIR):');
    results.push(...(await runOnPglite()));
  }
  if (BACKENDS.includes('postgres')) {
    const serverUrl = await findPostgres();
    if (serverUrl) {
      console.log(`\nPostgreSQL (fresh database on ${new URL(serverUrl).host}):`);
      results.push(...(await runOnPostgres(serverUrl)));
    } else {
      skipped.push('postgres');
    }
  }

  console.log('');
  printTable(results);

  const entryJs = await measureEntryJs();
  console.log('');
  if (entryJs) {
    console.log('index.html scripts and modulepreloads (gzip; the start of every route, see route-js.ts for whole routes):');
    for (const f of entryJs.files)
      console.log(`  ${f.file}  ${(f.bytes / 1024).toFixed(1)} KB raw, ${(f.gzipBytes / 1024).toFixed(1)} KB gzip`);
    const isWithin = entryJs.gzipBytes <= entryJs.budgetBytes;
    console.log(
      `  total ${(entryJs.gzipBytes / 1024).toFixed(1)} KB gzip (${isWithin ? 'under' : 'over'} the ${ENTRY_JS_BUDGET_KB} KB route budget on its own)`,
    );
  } else {
    console.log(`Entry route JavaScript: ${WEB_DIST}/index.html not found; run \`npm run build\` first.`);
  }

  const report = {
    date: new Date().toISOString(),
    node: process.version,
    machine: {
      loadAverageAtEnd: os.loadavg().map((l) => Number(l.toFixed(2))),
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
    },
    settings: { seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, connections: CONNECTIONS },
    skipped,
    results,
    entryJs: entryJs && { ...entryJs, budgetKb: ENTRY_JS_BUDGET_KB, isWithinBudget: entryJs.gzipBytes <= entryJs.budgetBytes },
  };
  await writeFile(path.join(RESULTS_DIR, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWritten ${path.relative(REPO_ROOT, path.join(RESULTS_DIR, 'latest.json'))}`);
  return results.some((r) => r.errors > 0 || r.requests === 0) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
