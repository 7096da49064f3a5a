/**
 * `npm run bench:load`: researchers using the portal at once, on PostgreSQL. Each simulated researcher
 * repeats a visit as fast as the server answers (closed loop, no think time, as autocannon does): sign in,
 * the dashboard's two reads, the order form from a fresh start to a price quote and on to the payment step,
 * the invoices page and an invoice's PDF, sign out. Every call is timed and checked; the figures are per step.
 *
 * A fresh database on the PostgreSQL server (DATABASE_URL, else 127.0.0.1:5432 user postgres); the portal
 * started on it as `npm start` runs it (in-process worker included) on a random port of 127.0.0.1, which is
 * the only address loaded. The researchers are written straight into the database (registration is
 * throttled per address, and every simulated researcher comes from 127.0.0.1), and each places one order
 * by card before the load, so that it has an invoice to list and download.
 *
 * Settings: BENCH_USERS (200), BENCH_SECONDS (60), BENCH_POOL_SIZE (20, the portal's database pool).
 * `--short` is 20 researchers for 10 s, written to results/researcher-load.short.json instead.
 * Exits 1 when any call failed.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PORT_RANGE, REPO_ROOT, startPortalServer, type TRunningServer } from '../e2e/support/server.ts';
import { createDatabase, createResearchers, dropDatabase, portalClient, postgresServerUrl } from './complete-order.ts';
import { exitAfter, percentile } from './support/load.ts';

const IS_SHORT = process.argv.includes('--short');
const USERS = Number(process.env.BENCH_USERS ?? (IS_SHORT ? 20 : 200));
const SECONDS = Number(process.env.BENCH_SECONDS ?? (IS_SHORT ? 10 : 60));
const POOL_SIZE = process.env.BENCH_POOL_SIZE ?? '20';
/** How many researchers place their first order at once before the load. */
const SETUP_CONCURRENCY = 20;
const RESULTS_DIR = path.join(REPO_ROOT, 'bench/results');
const RESULTS_FILE = path.join(RESULTS_DIR, IS_SHORT ? 'researcher-load.short.json' : 'researcher-load.json');
/** Set-up (server start, researchers, their first orders) plus the load, generously. */
const RUN_LIMIT_MS = 5 * 60_000 + USERS * 1_000 + SECONDS * 2_000;

type TClient = ReturnType<typeof portalClient>;
type TAnswer = Awaited<ReturnType<TClient['call']>>;
/** What one step of a visit sends, and whether its answer is the one a browser would go on with. */
type TStep = { name: string; send: (client: TClient, visit: TVisit) => Promise<TAnswer>; isDone?: (answer: TAnswer) => boolean };
/** What a visit learns on the way: its order form and the invoice it downloads. */
type TVisit = { orderForm: string; invoiceNumber: string };

const ok = (answer: TAnswer) => answer.status >= 200 && answer.status < 300;
const atStep = (step: string) => (answer: TAnswer) => ok(answer) && answer.json().order?.steps?.current?.name === step;
const put = (step: string, body: unknown) => (client: TClient, visit: TVisit) =>
  client.call('PUT', `/api/order-form/${visit.orderForm}/${step}`, body);

/** One visit, in the order a researcher's browser makes these calls. */
const VISIT: readonly TStep[] = [
  { name: 'GET /api/researcher/load', send: (client) => client.call('GET', '/api/researcher/load') },
  { name: 'GET /api/account', send: (client) => client.call('GET', '/api/account') },
  { name: 'POST /api/order-form/reset', send: (client) => client.call('POST', '/api/order-form/reset') },
  {
    name: 'GET /api/order-form/new',
    send: async (client, visit) => {
      const answer = await client.call('GET', '/api/order-form/new');
      if (ok(answer)) visit.orderForm = answer.json().order.identity;
      return answer;
    },
  },
  {
    name: 'PUT basic-details',
    send: put('basic-details', { customerGoalId: 1, uploadLater: true, serviceBundlesRequested: false }),
  },
  { name: 'PUT manuscript-details', send: put('manuscript-details', { manuscriptLanguageId: 1, wordCount: 4500 }) },
  {
    name: 'PUT selected-service',
    send: put('selected-service', { serviceIdentities: ['standard-editing'], deliveryTier: 'standard' }),
    isDone: atStep('additional-services'),
  },
  { name: 'PUT generate-price-quote', send: put('generate-price-quote', {}), isDone: atStep('price-quote-completed') },
  {
    name: 'POST convert-quote',
    send: (client, visit) => client.call('POST', `/api/order-form/${visit.orderForm}/convert-quote`, {}),
    isDone: atStep('details'),
  },
  {
    name: 'PUT details',
    send: put('details', {
      projectTitle: 'Thermal conductivity of new alloys',
      answers: { 'standard-editing:focus': ['clarity'] },
    }),
    isDone: atStep('payment-details'),
  },
  { name: 'GET /api/payment/load', send: (client) => client.call('GET', '/api/payment/load') },
  {
    name: 'GET /api/invoice/load',
    send: async (client, visit) => {
      const answer = await client.call('GET', '/api/invoice/load');
      if (ok(answer)) visit.invoiceNumber = answer.json().invoices[0]?.invoiceNumber ?? '';
      return answer;
    },
    isDone: (answer) => ok(answer) && answer.json().invoices.length > 0,
  },
  {
    name: 'GET /api/invoice/{number}/pdf',
    send: (client, visit) => client.call('GET', `/api/invoice/${encodeURIComponent(visit.invoiceNumber)}/pdf`),
    isDone: (answer) => ok(answer) && answer.headers.get('content-type') === 'application/pdf',
  },
  { name: 'POST /api/auth/logout', send: (client) => client.call('POST', '/api/auth/logout') },
];
const SIGN_IN = 'POST /api/auth/login';
const STEP_NAMES = [SIGN_IN, ...VISIT.map((step) => step.name)];

type TStepRecord = { latencies: number[]; errors: number; samples: string[] };

function recorder() {
  const steps = new Map<string, TStepRecord>(STEP_NAMES.map((name) => [name, { latencies: [], errors: 0, samples: [] }]));
  return {
    steps,
    /** Times one call; a failure is counted (and its first answers kept) instead of thrown. */
    async time(name: string, call: () => Promise<boolean | string>): Promise<boolean> {
      const record = steps.get(name) as TStepRecord;
      const started = performance.now();
      let outcome: boolean | string;
      try {
        outcome = await call();
      } catch (error) {
        outcome = (error as Error).message;
      }
      const elapsed = performance.now() - started;
      if (outcome === true) {
        record.latencies.push(elapsed);
        return true;
      }
      record.errors += 1;
      if (record.samples.length < 5) record.samples.push(typeof outcome === 'string' ? outcome.slice(0, 300) : 'failed');
      return false;
    },
  };
}

type TRecorder = ReturnType<typeof recorder>;

/** Visits until the deadline; a visit stops at its first failed step (the browser could not go on either). */
async function researcher(baseUrl: string, email: string, deadline: number, record: TRecorder): Promise<number> {
  const client = portalClient(baseUrl);
  let visits = 0;
  while (performance.now() < deadline) {
    const isSignedIn = await record.time(SIGN_IN, async () => {
      await client.signIn(email);
      return true;
    });
    if (!isSignedIn) continue;
    const visit: TVisit = { orderForm: '', invoiceNumber: '' };
    let isComplete = true;
    for (const step of VISIT) {
      if (performance.now() >= deadline) return visits;
      const isDone = await record.time(step.name, async () => {
        const answer = await step.send(client, visit);
        return (step.isDone ?? ok)(answer) || `${answer.status} ${answer.text}`;
      });
      if (!isDone) {
        isComplete = false;
        break;
      }
    }
    if (isComplete) visits += 1;
  }
  return visits;
}

/** One order by card for each researcher, a few at a time, so each has an invoice before the load. */
async function placeFirstOrders(baseUrl: string, emails: readonly string[]): Promise<void> {
  const queue = [...emails];
  const placeOrders = async () => {
    for (let email = queue.shift(); email; email = queue.shift()) {
      const client = portalClient(baseUrl);
      await client.signIn(email);
      const { identity, total } = await client.orderFormReady();
      const body = client.cardPayment(total, await client.cardNonce());
      const response = await client.completeOrder(identity, body, `bench-load-${randomBytes(12).toString('hex')}`);
      if (response.status !== 200) throw new Error(`the first order of ${email} answered ${response.status}: ${response.text}`);
    }
  };
  await Promise.all(Array.from({ length: SETUP_CONCURRENCY }, placeOrders));
}

const round = (value: number) => (Number.isFinite(value) ? Number(value.toFixed(1)) : null);
const loadAverage = () => os.loadavg().map((l) => Number(l.toFixed(2)));

function figuresOf(name: string, record: TStepRecord, seconds: number) {
  const sorted = Float64Array.from(record.latencies).sort();
  const total = record.latencies.reduce((sum, l) => sum + l, 0);
  return {
    step: name,
    requests: sorted.length + record.errors,
    errors: record.errors,
    requestsPerSecond: round(sorted.length / seconds),
    p50Ms: round(percentile(sorted, 50)),
    p90Ms: round(percentile(sorted, 90)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? Number.NaN),
    meanMs: round(sorted.length ? total / sorted.length : Number.NaN),
    ...(record.samples.length ? { firstErrors: record.samples } : {}),
  };
}

function printTable(rows: ReturnType<typeof figuresOf>[]): void {
  const table = [
    ['step', 'requests', 'errors', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms'],
    ...rows.map((r) => [r.step, r.requests, r.errors, r.requestsPerSecond, r.p50Ms, r.p90Ms, r.p99Ms, r.maxMs].map(String)),
  ];
  const widths = table[0]?.map((_, i) => Math.max(...table.map((row) => row[i]?.length ?? 0))) ?? [];
  for (const row of table)
    console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  '));
}

async function main(): Promise<number> {
  exitAfter(RUN_LIMIT_MS);

  const serverUrl = postgresServerUrl();
  const database = await createDatabase(serverUrl, 'portal_bench_researchers');
  const firstPort = 40_000 + Math.floor(Math.random() * 9_990);
  let server: TRunningServer | undefined;
  // Stopped by hand: the server child and the database go too, and no figures are written.
  let isInterrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      isInterrupted = true;
      void Promise.resolve(server?.stop())
        .then(() => dropDatabase(serverUrl, database.name))
        .finally(() => process.exit(130));
    });
  }
  try {
    await mkdir(RESULTS_DIR, { recursive: true });
    server = await startPortalServer({
      ports: PORT_RANGE(firstPort, firstPort + 9),
      databaseUrl: database.url,
      logFile: path.join(RESULTS_DIR, 'server-researcher-load.log'),
      env: { DATABASE_POOL_SIZE: POOL_SIZE },
    });
    console.log(`Researchers' visits: ${USERS} at once for ${SECONDS} s, portal on 127.0.0.1:${server.port} (PostgreSQL)`);
    const emails = await createResearchers(database.url, USERS);
    process.stdout.write(`  ${USERS} researchers each place a first order… `);
    const setupStarted = performance.now();
    await placeFirstOrders(server.baseUrl, emails);
    console.log(`${((performance.now() - setupStarted) / 1000).toFixed(1)} s`);

    const record = recorder();
    const loadAverageAtStart = loadAverage();
    console.log(`  load average at start: ${loadAverageAtStart.join(' ')} (${os.cpus().length} CPUs)`);
    const started = performance.now();
    const baseUrl = server.baseUrl;
    const visits = await Promise.all(emails.map((email) => researcher(baseUrl, email, started + SECONDS * 1000, record)));
    const elapsedSeconds = (performance.now() - started) / 1000;
    const loadAverageAtEnd = loadAverage();

    const steps = STEP_NAMES.map((name) => figuresOf(name, record.steps.get(name) as TStepRecord, elapsedSeconds));
    const all = [...record.steps.values()];
    const requests = all.reduce((sum, r) => sum + r.latencies.length + r.errors, 0);
    const errors = all.reduce((sum, r) => sum + r.errors, 0);
    console.log('');
    printTable(steps);
    console.log(
      `\n${requests} requests in ${elapsedSeconds.toFixed(1)} s (${(requests / elapsedSeconds).toFixed(0)}/s), ${errors} errors, ` +
        `${visits.reduce((sum, v) => sum + v, 0)} complete visits; load average at end: ${loadAverageAtEnd.join(' ')}`,
    );

    const report = {
      date: new Date().toISOString(),
      node: process.version,
      backend: 'postgres',
      machine: {
        loadAverageAtStart,
        loadAverageAtEnd,
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        memoryGb: Math.round(os.totalmem() / 2 ** 30),
      },
      settings: { researchers: USERS, seconds: SECONDS, poolSize: Number(POOL_SIZE), thinkTimeMs: 0 },
      totals: {
        requests,
        errors,
        requestsPerSecond: round(requests / elapsedSeconds),
        completeVisits: visits.reduce((sum, v) => sum + v, 0),
        elapsedSeconds: round(elapsedSeconds),
      },
      steps,
    };
    if (isInterrupted) return 130;
    await writeFile(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Written ${path.relative(REPO_ROOT, RESULTS_FILE)}`);
    return errors > 0 ? 1 : 0;
  } finally {
    await server?.stop();
    await dropDatabase(serverUrl, database.name);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
