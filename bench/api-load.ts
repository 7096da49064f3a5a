/**
 * `npm run bench` (first part): the signed-in reads of the API under load, on each database engine.
 *
 * PostgreSQL (DATABASE_URL's server, else 127.0.0.1:5432): a fresh database, migrated and demo-seeded by the
 * portal, then the large data set of support/large-data.ts (10,000 researchers, 100,000 orders with their
 * invoices and payments, one researcher with 1,000 invoices). Beside the portal runs the floor server
 * (support/floor-server.ts: bare Fastify + node-postgres, one indexed session→user lookup) on the same
 * database; it is measured before and after the portal's reads, and every read is reported as a ratio to
 * its mean throughput — this machine is shared, so only figures measured side by side are compared.
 * PGlite (the embedded default): a fresh data folder with the demo data; absolute figures only.
 *
 * Each read: a warm-up, then a measured period of closed-loop load from N keep-alive connections (typical
 * researchers' sessions rotate over 200 users). Then a second server with QUERY_STATS=1 answers each read
 * once to count its SQL statements (not during the load: the counting itself costs time).
 * Only 127.0.0.1 is ever loaded. Results go to bench/results/api-load.json with the machine's load average.
 *
 * Every request carries a browser's Accept-Encoding (the portal compresses answers of 1 KB and more); the
 * table gives each answer's length as sent.
 * Settings (environment): BENCH_SECONDS (8), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (20),
 * BENCH_BACKENDS (pglite,postgres), BENCH_ACCEPT_ENCODING ('gzip, deflate, br, zstd'; '' for none).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { statementsOf } from '../apps/server/src/platform/query-stats.ts';
import { PORT_RANGE, REPO_ROOT, startPortalServer, type TRunningServer } from '../e2e/support/server.ts';
import { createDatabase, dropDatabase, withAdmin } from './complete-order.ts';
import { seedLargeData, type TBenchUsers } from './support/large-data.ts';
import { BROWSER_HEADERS, exitAfter, measureLoad, rotating, type TLoadFigures, type TRequestSpec } from './support/load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',').map((b) => b.trim());
const LOAD = { seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, connections: CONNECTIONS };
/** Generous: two backends, ~23 reads each (10 more of the heavy researcher, 11 again with the read cache off), server starts and the large seed. */
const RUN_LIMIT_MS = 10 * 60_000 + 80 * (SECONDS + WARMUP_SECONDS) * 1000;
const BENCH_PORTS = PORT_RANGE(3231, 3239);
const FLOOR_PORTS = PORT_RANGE(3241, 3249);
const RESULTS_DIR = path.join(REPO_ROOT, 'bench/results');
const DEMO_USER = { email: 'alice@demo.test', password: 'demo-pass-2026' };
/** The pool size of both the portal and the floor server: the portal's default. */
const POOL_SIZE = '10';

/** The reads measured a second time with the read cache off (READ_CACHE_SECONDS=0). */
const UNCACHED_COMPARISON = [
  'GET /api/account',
  'GET /api/invoice/load',
  'GET /api/payment/load',
  'GET /api/order/{externalId}',
  'GET /api/researcher/dashboard',
  'GET /api/order/search',
  'GET /api/invoice/load (1,000 invoices)',
  'GET /api/order/{externalId}/proof-of-payment',
  'GET /api/reward/history/load',
  'GET /api/grammar-check/search',
  'GET /api/digital-edit/search',
];
const UNCACHED_SUFFIX = ' — read cache off';

type TRead = { name: string; specs: TRequestSpec[]; isFloor?: boolean };
type TReadResult = TLoadFigures & {
  backend: string;
  read: string;
  statements: number | null;
  /** The answer's length as sent (Content-Length) and its encoding, asked once on the counting server. */
  answerBytes: number | null;
  encoding: string | null;
  ratioToFloor: number | null;
};

const withCookie = (cookie: string) => ({ ...BROWSER_HEADERS, Cookie: cookie });

/** Signs in the way the web client does and returns the session cookie. */
async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(DEMO_USER),
  });
  if (!response.ok) throw new Error(`login as ${DEMO_USER.email} answered ${response.status}: ${await response.text()}`);
  const sid = response.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!sid) throw new Error('login answered without a sid cookie');
  return sid.split(';')[0] ?? '';
}

/** The external id of one of the signed-in user's orders (from the invoices list). */
async function firstOrderOf(baseUrl: string, cookie: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/invoice/load`, { headers: withCookie(cookie) });
  const body = (await response.json()) as { invoices: { customFields: { Submission: string | null } }[] };
  const externalId = body.invoices.find((invoice) => invoice.customFields.Submission)?.customFields.Submission;
  if (!externalId) throw new Error(`the demo user has no order to read (GET /api/invoice/load answered ${response.status})`);
  return externalId;
}

/** The signed-in reads, for a list of typical sessions (with one order each) and, on the large data set, the heavy one. */
/** The date filter of the order search (MM/dd/yyyy), over the data set's years. */
const DATE_FROM = encodeURIComponent('01/01/2024');
const DATE_TO = encodeURIComponent('12/31/2026');

function readsOf(typical: { cookie: string; order: string }[], heavy: { cookie: string; order: string } | null): TRead[] {
  const each = (make: (t: { cookie: string; order: string }) => TRequestSpec) => typical.map(make);
  const reads: TRead[] = [
    { name: 'GET /api/researcher/load (anonymous)', specs: [{ path: '/api/researcher/load', headers: BROWSER_HEADERS }] },
    { name: 'GET /api/account', specs: each((t) => ({ path: '/api/account', headers: withCookie(t.cookie) })) },
    { name: 'GET /api/invoice/load', specs: each((t) => ({ path: '/api/invoice/load', headers: withCookie(t.cookie) })) },
    { name: 'GET /api/payment/load', specs: each((t) => ({ path: '/api/payment/load', headers: withCookie(t.cookie) })) },
    {
      name: 'GET /api/order/{externalId}',
      specs: each((t) => ({ path: `/api/order/${encodeURIComponent(t.order)}`, headers: withCookie(t.cookie) })),
    },
    // The researcher area after payment (issue 11): the dashboard's widgets and banners, and the order search
    // with no filter and with each filter.
    {
      name: 'GET /api/researcher/dashboard',
      specs: each((t) => ({ path: '/api/researcher/dashboard', headers: withCookie(t.cookie) })),
    },
    { name: 'GET /api/order/search', specs: each((t) => ({ path: '/api/order/search?page=1', headers: withCookie(t.cookie) })) },
    {
      name: 'GET /api/order/search?xid=',
      specs: each((t) => ({ path: `/api/order/search?xid=${encodeURIComponent(t.order)}`, headers: withCookie(t.cookie) })),
    },
    {
      name: 'GET /api/order/search?orderTitle=',
      specs: each((t) => ({ path: '/api/order/search?orderTitle=manuscript%203', headers: withCookie(t.cookie) })),
    },
    {
      name: 'GET /api/order/search?from=&to=',
      specs: each((t) => ({ path: `/api/order/search?from=${DATE_FROM}&to=${DATE_TO}`, headers: withCookie(t.cookie) })),
    },
    // The order page's other reads, the rewards and referrals pages, fapiaos and the automated tools (issues 11–13).
    ...[
      '/api/order/{order}/services',
      '/api/order/{order}/deliverables',
      '/api/order/{order}/re-edit-options',
      '/api/order/{order}/proof-of-payment',
      '/api/loyalty/load',
      '/api/reward/history/load',
      '/api/referral-rewards/load',
      '/api/fapiao',
      '/api/grammar-check/search',
      '/api/digital-edit/load',
      '/api/digital-edit/search',
      '/api/digital-order/search',
      '/api/digital-documents/recent',
    ].map((address) => ({
      name: `GET ${address.replace('{order}', '{externalId}')}`,
      specs: each((t) => ({ path: address.replace('{order}', encodeURIComponent(t.order)), headers: withCookie(t.cookie) })),
    })),
  ];
  if (heavy) {
    reads.push(
      {
        name: 'GET /api/invoice/load (1,000 invoices)',
        specs: [{ path: '/api/invoice/load', headers: withCookie(heavy.cookie) }],
      },
      {
        name: 'GET /api/invoice/load?page=50 (1,000 invoices)',
        specs: [{ path: '/api/invoice/load?page=50', headers: withCookie(heavy.cookie) }],
      },
      {
        name: 'GET /api/payment/load (1,000 invoices)',
        specs: [{ path: '/api/payment/load', headers: withCookie(heavy.cookie) }],
      },
      { name: 'GET /api/account (1,000 invoices)', specs: [{ path: '/api/account', headers: withCookie(heavy.cookie) }] },
      {
        name: 'GET /api/researcher/dashboard (1,000 orders)',
        specs: [{ path: '/api/researcher/dashboard', headers: withCookie(heavy.cookie) }],
      },
      {
        name: 'GET /api/order/search?orderTitle= (1,000 orders)',
        specs: [{ path: '/api/order/search?orderTitle=manuscript%2042', headers: withCookie(heavy.cookie) }],
      },
      {
        name: 'GET /api/order/search?page=50 (1,000 orders)',
        specs: [{ path: '/api/order/search?page=50', headers: withCookie(heavy.cookie) }],
      },
      {
        name: 'GET /api/reward/history/load?page=96 (960 reward events)',
        specs: [{ path: '/api/reward/history/load?page=96', headers: withCookie(heavy.cookie) }],
      },
      {
        name: 'GET /api/grammar-check/search?page=10 (300 checks)',
        specs: [{ path: '/api/grammar-check/search?page=10', headers: withCookie(heavy.cookie) }],
      },
      {
        name: 'GET /api/digital-edit/search?page=10 (300 edits)',
        specs: [{ path: '/api/digital-edit/search?page=10', headers: withCookie(heavy.cookie) }],
      },
    );
  }
  return reads;
}

async function measureRead(backend: string, port: number, read: TRead): Promise<TReadResult> {
  process.stdout.write(`  ${read.name}: ${WARMUP_SECONDS}s warm-up + ${SECONDS}s at ${CONNECTIONS} connections… `);
  const next = rotating(read.specs);
  const figures = await measureLoad({ port, next }, LOAD);
  process.stdout.write(
    `${figures.requestsPerSecond.toFixed(0)} req/s, p99 ${figures.p99Ms.toFixed(1)} ms${figures.errors ? `, ${figures.errors} errors` : ''}\n`,
  );
  return { backend, read: read.name, ...figures, statements: null, answerBytes: null, encoding: null, ratioToFloor: null };
}

/** Asks a QUERY_STATS=1 server for each read once and notes its statement count and the answer's length as sent. */
async function countStatements(baseUrl: string, reads: TRead[], results: TReadResult[]): Promise<void> {
  for (const read of reads) {
    const spec = read.specs[0];
    const result = results.find((r) => r.read === read.name && !read.isFloor);
    if (!spec || !result) continue;
    const response = await fetch(`${baseUrl}${spec.path}`, { headers: spec.headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${read.name} answered ${response.status} on the counting server`);
    result.statements = statementsOf(response.headers.get('server-timing'));
    result.answerBytes = Number(response.headers.get('content-length')) || null;
    result.encoding = response.headers.get('content-encoding');
    // A fresh server has nothing kept: its first answer is the read's own statement, cache or not.
    const uncached = results.find((r) => r.read === `${read.name}${UNCACHED_SUFFIX}`);
    if (uncached)
      Object.assign(uncached, { statements: result.statements, answerBytes: result.answerBytes, encoding: result.encoding });
  }
}

/** The PostgreSQL server to use: DATABASE_URL's, else the local one; null when none answers. */
async function findPostgres(): Promise<string | null> {
  const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    await withAdmin(url, (c) => c.query('select 1'));
    return url;
  } catch (error) {
    console.log(`PostgreSQL not available at ${new URL(url).host} (${(error as Error).message}); skipping it.`);
    return null;
  }
}

/** Starts the floor server on the first free port and waits until it answers. */
async function startFloorServer(databaseUrl: string): Promise<{ port: number; stop: () => Promise<void> }> {
  for (const port of FLOOR_PORTS) {
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/support/floor-server.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: POOL_SIZE },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const stop = async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    };
    for (let attempt = 0; attempt < 80 && child.exitCode === null; attempt += 1) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/floor`);
        if (response.status === 401) return { port, stop };
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await stop();
  }
  throw new Error('the floor server did not start');
}

async function runOnPostgres(serverUrl: string): Promise<{ results: TReadResult[]; dataSet: Record<string, number> }> {
  const { name: database, url: databaseUrl } = await createDatabase(serverUrl, 'portal_bench');
  // One portal at a time on the database: each start stops the one before.
  let portal: TRunningServer | null = null;
  let floor: { port: number; stop: () => Promise<void> } | null = null;
  const startPortal = async (env: Record<string, string>) => {
    await portal?.stop();
    portal = null;
    portal = await startPortalServer({
      ports: BENCH_PORTS,
      databaseUrl,
      logFile: path.join(RESULTS_DIR, 'server-postgres.log'),
      env: { RUN_WORKER: 'false', ...env },
    });
    return portal;
  };
  try {
    const server = await startPortal({ DATABASE_POOL_SIZE: POOL_SIZE });
    process.stdout.write('  seeding the large data set… ');
    const seedStarted = performance.now();
    const users: TBenchUsers = await seedLargeData(databaseUrl);
    console.log(`${((performance.now() - seedStarted) / 1000).toFixed(1)} s: ${JSON.stringify(users.counts)}`);
    floor = await startFloorServer(databaseUrl);

    const typical = users.typicalCookies.map((cookie, i) => ({ cookie, order: users.typicalOrders[i] ?? '' }));
    const reads = readsOf(typical, { cookie: users.heavyCookie, order: users.heavyOrder });
    const floorRead: TRead = {
      name: 'floor: bare Fastify + pg, session→user',
      specs: typical.map((t) => ({ path: '/api/floor', headers: withCookie(t.cookie) })),
      isFloor: true,
    };
    const results: TReadResult[] = [];
    const floorBefore = await measureRead('postgres', floor.port, floorRead);
    for (const read of reads) results.push(await measureRead('postgres', server.port, read));
    // The same hot reads with the read cache off: what each costs when the researcher's data has just changed.
    const uncached = await startPortal({ DATABASE_POOL_SIZE: POOL_SIZE, READ_CACHE_SECONDS: '0' });
    for (const read of reads.filter((r) => UNCACHED_COMPARISON.includes(r.name))) {
      results.push(await measureRead('postgres', uncached.port, { ...read, name: `${read.name}${UNCACHED_SUFFIX}` }));
    }
    const floorAfter = await measureRead('postgres', floor.port, { ...floorRead, name: `${floorRead.name} (again)` });
    const floorRps = (floorBefore.requestsPerSecond + floorAfter.requestsPerSecond) / 2;
    for (const result of results) result.ratioToFloor = result.requestsPerSecond / floorRps;
    floorBefore.statements = 1;
    floorAfter.statements = 1;

    const counting = await startPortal({ QUERY_STATS: '1' });
    await countStatements(counting.baseUrl, reads, results);
    return { results: [floorBefore, ...results, floorAfter], dataSet: users.counts };
  } finally {
    await (portal as TRunningServer | null)?.stop();
    await floor?.stop();
    await dropDatabase(serverUrl, database);
  }
}

async function runOnPglite(): Promise<TReadResult[]> {
  const reads = async (server: TRunningServer) => {
    const cookie = await signIn(server.baseUrl);
    return readsOf([{ cookie, order: await firstOrderOf(server.baseUrl, cookie) }], null);
  };
  const results: TReadResult[] = [];
  const server = await startPortalServer({
    ports: BENCH_PORTS,
    logFile: path.join(RESULTS_DIR, 'server-pglite.log'),
    env: { RUN_WORKER: 'false' },
  });
  try {
    for (const read of await reads(server)) results.push(await measureRead('pglite', server.port, read));
  } finally {
    await server.stop();
  }
  const counting = await startPortalServer({
    ports: BENCH_PORTS,
    logFile: path.join(RESULTS_DIR, 'server-pglite.log'),
    env: { QUERY_STATS: '1', RUN_WORKER: 'false' },
  });
  try {
    await countStatements(counting.baseUrl, await reads(counting), results);
  } finally {
    await counting.stop();
  }
  return results;
}

function printTable(results: TReadResult[]): void {
  const rows = [
    ['backend', 'read', 'req/s', '× floor', 'p50 ms', 'p99 ms', 'SQL', 'bytes', 'requests', 'errors'],
    ...results.map((r) => [
      r.backend,
      r.read,
      r.requestsPerSecond.toFixed(0),
      r.ratioToFloor === null ? '' : r.ratioToFloor.toFixed(2),
      r.p50Ms.toFixed(2),
      r.p99Ms.toFixed(2),
      r.statements === null ? '' : String(r.statements),
      r.answerBytes === null ? '' : `${r.answerBytes}${r.encoding ? ` ${r.encoding}` : ''}`,
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
  exitAfter(RUN_LIMIT_MS);

  await mkdir(RESULTS_DIR, { recursive: true });
  const loadAverageAtStart = os.loadavg();
  console.log(`API reads: ${CONNECTIONS} connections, ${WARMUP_SECONDS}s warm-up, ${SECONDS}s measured, 127.0.0.1 only`);
  console.log(`load average at start: ${loadAverageAtStart.map((l) => l.toFixed(2)).join(' ')} (${os.cpus().length} CPUs)`);
  const results: TReadResult[] = [];
  const skipped: string[] = [];
  let dataSet: Record<string, number> | null = null;
  if (BACKENDS.includes('pglite')) {
    console.log('\nPGlite (fresh data folder, demo data):');
    results.push(...(await runOnPglite()));
  }
  if (BACKENDS.includes('postgres')) {
    const serverUrl = await findPostgres();
    if (serverUrl) {
      console.log(`\nPostgreSQL (fresh database on ${new URL(serverUrl).host}, large data set):`);
      const postgres = await runOnPostgres(serverUrl);
      results.push(...postgres.results);
      dataSet = postgres.dataSet;
    } else {
      skipped.push('postgres');
    }
  }

  console.log('');
  printTable(results);
  const loadAverageAtEnd = os.loadavg();
  console.log(`\nload average at end: ${loadAverageAtEnd.map((l) => l.toFixed(2)).join(' ')}`);

  const report = {
    date: new Date().toISOString(),
    node: process.version,
    machine: {
      loadAverageAtStart: loadAverageAtStart.map((l) => Number(l.toFixed(2))),
      loadAverageAtEnd: loadAverageAtEnd.map((l) => Number(l.toFixed(2))),
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
    },
    settings: { ...LOAD, poolSize: Number(POOL_SIZE) },
    dataSet,
    skipped,
    results,
  };
  await writeFile(path.join(RESULTS_DIR, 'api-load.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Written ${path.relative(REPO_ROOT, path.join(RESULTS_DIR, 'api-load.json'))}`);
  return results.some((r) => r.errors > 0 || r.requests === 0) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
