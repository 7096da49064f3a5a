/**
 * `npx tsx bench/complete-order.ts`: Complete Order by card under concurrent buyers, on PostgreSQL.
 *
 * Creates a fresh database on the PostgreSQL server (DATABASE_URL, else 127.0.0.1:5432 user postgres),
 * starts the real server on it, signs in BENCH_BUYERS researchers (20) and lets each complete
 * BENCH_ORDERS_PER_BUYER orders (10) at once: order form to Standard Editing, a card nonce from the
 * sandbox card form, then PUT /api/order-form/{id}/payments with an Idempotency-Key — the call timed.
 * Before them each buyer completes BENCH_WARMUP_ORDERS (1), reported apart as `warmUp`; the database's
 * counts of orders, payments and charges include them.
 * Then the server is restarted with QUERY_STATS=1 and one more Complete Order tells the SQL statements it
 * sends (counting during the load would itself cost time). Prints p50/p95/p99, the statement count and the
 * machine's load average, and writes bench/results/complete-order.json.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { statementsOf } from '../apps/server/src/platform/query-stats.ts';
import { ANN_ARBOR_ADDRESS } from '../apps/server/src/seed/demo-address.ts';
import { PORT_RANGE, REPO_ROOT, startPortalServer, type TRunningServer } from '../e2e/support/server.ts';
import { BROWSER_HEADERS } from './support/load.ts';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 20);
const ORDERS_PER_BUYER = Number(process.env.BENCH_ORDERS_PER_BUYER ?? 10);
const WARMUP_ORDERS = Number(process.env.BENCH_WARMUP_ORDERS ?? 1);
const RESULTS_DIR = path.join(REPO_ROOT, 'bench/results');
export const PAYMENT_PORTS = PORT_RANGE(3300, 3309);
const PASSWORD = 'bench-pass-2026';
const US_COUNTRY_ID = 45;
const CARD_METHOD_ID = 3;

export const postgresServerUrl = () => process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export async function withAdmin<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the server; the portal migrates and seeds it at start. */
export async function createDatabase(serverUrl: string, prefix: string): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  await withAdmin(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdmin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/** Researchers in the United States paying in USD, written straight into the database (registration is throttled per address). */
export async function createResearchers(databaseUrl: string, count: number): Promise<string[]> {
  const passwordHash = await hash(PASSWORD);
  const emails = Array.from({ length: count }, (_, i) => `buyer-${i}-${randomBytes(4).toString('hex')}@bench.test`);
  await withAdmin(databaseUrl, async (c) => {
    for (const email of emails) {
      await c.query(
        `insert into users (email, password_hash, first_name, last_name, country_id, currency_iso, language, localization, agreed_to_tos_at, referral_code)
         values ($1, $2, 'Ada', 'Lovelace', $3, 'USD', 'en_US', 'us', now(), $4)`,
        [email, passwordHash, US_COUNTRY_ID, `B${randomBytes(6).toString('hex').toUpperCase()}`],
      );
    }
  });
  return emails;
}

export type TPortalAnswer = { status: number; json: () => ReturnType<typeof JSON.parse>; text: string; headers: Headers };

/**
 * One HTTP call on a kept-alive connection, with node:http: the load generator shares the machine's two
 * cores with the portal and PostgreSQL, and fetch cost it about 7.9 ms of CPU per order against 4.5 ms
 * for node:http (measured from /proc over 150 sequential orders), time taken from the server it loads.
 */
function httpCall(agent: http.Agent, url: string, method: string, headers: Record<string, string | number>, payload?: string) {
  return new Promise<TPortalAnswer>((resolve, reject) => {
    const request = http.request(url, { method, agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const text = (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString();
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          for (const one of [value ?? []].flat()) answerHeaders.append(name, one);
        }
        resolve({ status: response.statusCode ?? 0, json: () => JSON.parse(text), text, headers: answerHeaders });
      });
    });
    request.setTimeout(30_000, () => request.destroy(new Error(`${method} ${url} timed out after 30 s`)));
    request.on('error', reject);
    request.end(payload);
  });
}

/** A researcher's session with the portal, speaking to it as the web client does (one kept-alive connection). */
export function portalClient(baseUrl: string) {
  let cookie = '';
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return httpCall(
      agent,
      `${baseUrl}${url}`,
      method,
      {
        'X-Requested-With': 'XMLHttpRequest',
        // As a browser asks (support/load.ts); the order form's answers (about 19 KB) come compressed and are decoded.
        ...BROWSER_HEADERS,
        ...(cookie ? { Cookie: cookie } : {}),
        ...(payload === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }),
        ...headers,
      },
      payload,
    );
  }

  return {
    call,
    async signIn(email: string) {
      const response = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      const sid = response.headers.getSetCookie().find((c) => c.startsWith('sid='));
      if (!response.ok || !sid) throw new Error(`login of ${email} answered ${response.status}`);
      cookie = sid.split(';')[0] ?? '';
    },
    /** An order form for Standard Editing of 4,500 English words, at the payment step; its identity and total. */
    async orderFormReady(): Promise<{ identity: string; total: number }> {
      const opened = await call('GET', '/api/order-form/new');
      if (opened.status !== 200) throw new Error(`new order form answered ${opened.status}: ${opened.text}`);
      const identity = opened.json().order.identity as string;
      const steps: [string, unknown][] = [
        ['basic-details', { customerGoalId: 1, uploadLater: true, serviceBundlesRequested: false }],
        ['manuscript-details', { manuscriptLanguageId: 1, wordCount: 4500 }],
        ['selected-service', { serviceIdentities: ['standard-editing'], deliveryTier: 'standard' }],
      ];
      let total = 0;
      for (const [step, body] of steps) {
        const response = await call('PUT', `/api/order-form/${identity}/${step}`, body);
        if (response.status !== 200) throw new Error(`${step} answered ${response.status}: ${response.text}`);
        total = response.json().order.total;
      }
      return { identity, total };
    },
    /** What the hosted card form does: the card for a nonce. */
    async cardNonce(number = '4111111111111111'): Promise<string> {
      const response = await call('POST', '/sandbox/card/tokenize', { number, expiry: '12/39', cvv: '123' });
      if (response.status !== 200) throw new Error(`tokenize answered ${response.status}: ${response.text}`);
      return response.json().nonce as string;
    },
    cardPayment(total: number, nonce: string) {
      return {
        paymentMethodId: CARD_METHOD_ID,
        amount: total,
        currencyIso: 'USD',
        creditCard: { nonce, type: 'Visa', lastFour: '1111' },
        billingAddress: {
          name: 'Ada Lovelace',
          phone: '+1 734 764 1817',
          ...ANN_ARBOR_ADDRESS,
          address2: '',
          country: US_COUNTRY_ID,
        },
      };
    },
    completeOrder(identity: string, body: unknown, idempotencyKey: string) {
      return call('PUT', `/api/order-form/${identity}/payments`, body, { 'Idempotency-Key': idempotencyKey });
    },
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

async function signedIn(server: TRunningServer, email: string) {
  const client = portalClient(server.baseUrl);
  await client.signIn(email);
  return client;
}

async function runBuyer(
  client: ReturnType<typeof portalClient>,
  latencies: number[],
  failures: string[],
  orders = ORDERS_PER_BUYER,
) {
  for (let i = 0; i < orders; i++) {
    const { identity, total } = await client.orderFormReady();
    const body = client.cardPayment(total, await client.cardNonce());
    const started = performance.now();
    const response = await client.completeOrder(identity, body, `bench-${randomBytes(12).toString('hex')}`);
    const elapsed = performance.now() - started;
    if (response.status === 200 && response.json().status === 'paid') latencies.push(elapsed);
    else failures.push(`${response.status} ${response.text.slice(0, 200)}`);
  }
}

/** One Complete Order on a server started with QUERY_STATS=1: the SQL statements it sends, session lookup included. */
async function countStatements(server: TRunningServer, email: string): Promise<number | null> {
  const client = portalClient(server.baseUrl);
  await client.signIn(email);
  const { identity, total } = await client.orderFormReady();
  const response = await client.completeOrder(
    identity,
    client.cardPayment(total, await client.cardNonce()),
    `bench-count-${randomBytes(12).toString('hex')}`,
  );
  if (response.status !== 200) throw new Error(`the counted Complete Order answered ${response.status}: ${response.text}`);
  return statementsOf(response.headers.get('server-timing'));
}

const loadAverage = () => os.loadavg().map((l) => Number(l.toFixed(2)));

async function main() {
  const serverUrl = postgresServerUrl();
  const database = await createDatabase(serverUrl, 'portal_bench_checkout');
  const logFile = path.join(RESULTS_DIR, 'server-complete-order.log');
  let server: TRunningServer | undefined;
  try {
    server = await startPortalServer({
      ports: PAYMENT_PORTS,
      databaseUrl: database.url,
      logFile,
      env: { DATABASE_POOL_SIZE: '20' },
    });
    const emails = await createResearchers(database.url, BUYERS);
    // Every buyer signs in first: twenty password checks (argon2) at once are not part of what is measured.
    const clients = await Promise.all(emails.map((email) => signedIn(server as TRunningServer, email)));
    // The warm-up: every buyer completes WARMUP_ORDERS orders first, all starting at the same instant, timed
    // apart. The first orders of a freshly started server open the pool's connections, parse each statement
    // once per connection and run before V8 has compiled the hot code; a server that has been up for a
    // minute does none of that. Reported as `warmUp`, not mixed into the figures.
    const warmUpLatencies: number[] = [];
    const failures: string[] = [];
    await Promise.all(clients.map((client) => runBuyer(client, warmUpLatencies, failures, WARMUP_ORDERS)));
    warmUpLatencies.sort((a, b) => a - b);
    const loadAverageAtStart = loadAverage();
    const latencies: number[] = [];
    const started = performance.now();
    await Promise.all(clients.map((client) => runBuyer(client, latencies, failures)));
    const wallMs = performance.now() - started;
    latencies.sort((a, b) => a - b);
    const counts = await withAdmin(database.url, async (c) => ({
      orders: Number((await c.query('select count(*) from orders where order_form_id is not null')).rows[0].count),
      payments: Number(
        (await c.query(`select count(*) from payments where status = 'captured' and order_form_id is not null`)).rows[0].count,
      ),
      charges: Number((await c.query('select count(*) from sandbox_charges')).rows[0].count),
    }));
    const loadAverageAtEnd = loadAverage();
    await server.stop();
    server = await startPortalServer({
      ports: PAYMENT_PORTS,
      databaseUrl: database.url,
      logFile,
      env: { DATABASE_POOL_SIZE: '20', QUERY_STATS: '1' },
    });
    const [countingBuyer] = await createResearchers(database.url, 1);
    const sqlStatementsPerCompleteOrder = countingBuyer ? await countStatements(server, countingBuyer) : null;
    const result = {
      endpoint: 'PUT /api/order-form/{id}/payments (card, approved)',
      backend: 'postgres',
      buyers: BUYERS,
      ordersPerBuyer: ORDERS_PER_BUYER,
      completed: latencies.length,
      submittedWithWarmUp: latencies.length + warmUpLatencies.length + failures.length,
      failures: failures.length,
      p50Ms: Number(percentile(latencies, 50).toFixed(1)),
      p95Ms: Number(percentile(latencies, 95).toFixed(1)),
      p99Ms: Number(percentile(latencies, 99).toFixed(1)),
      maxMs: Number((latencies.at(-1) ?? Number.NaN).toFixed(1)),
      wallSeconds: Number((wallMs / 1000).toFixed(1)),
      warmUp: {
        ordersPerBuyer: WARMUP_ORDERS,
        completed: warmUpLatencies.length,
        p50Ms: Number(percentile(warmUpLatencies, 50).toFixed(1)),
        maxMs: Number((warmUpLatencies.at(-1) ?? Number.NaN).toFixed(1)),
      },
      sqlStatementsPerCompleteOrder,
      database: counts,
      machine: { loadAverageAtStart, loadAverageAtEnd, cpus: os.cpus().length },
      measuredAt: new Date().toISOString(),
    };
    console.log(JSON.stringify(result, null, 2));
    if (failures.length > 0) console.log('first failures:', failures.slice(0, 5));
    await mkdir(RESULTS_DIR, { recursive: true });
    await writeFile(path.join(RESULTS_DIR, 'complete-order.json'), `${JSON.stringify(result, null, 2)}\n`);
    if (failures.length > 0 || counts.orders !== latencies.length + warmUpLatencies.length) process.exitCode = 1;
  } finally {
    await server?.stop();
    if (process.exitCode === 1 && process.env.BENCH_KEEP_DATABASE) console.log(`database kept: ${database.url}`);
    else await dropDatabase(serverUrl, database.name);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
