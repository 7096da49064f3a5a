/**
 * `npx tsx bench/order-cycle.ts`: where an order's time goes under load, call by call, on PostgreSQL.
 *
 * The same set-up and load as complete-order.ts (a fresh database, BENCH_BUYERS researchers, each ordering one
 * after the other), but every call of the cycle is timed: the new order form, its three steps, the sandbox's
 * card nonce and Complete Order. Over the timed orders it also reads from /proc the CPU that the portal,
 * PostgreSQL's processes and this load generator spent, per order, and what share of one core the portal's
 * process used (its event loop is one thread: near 100 %, every call waits in its queue). Writes
 * bench/results/order-cycle.json. A diagnosis, not a target: see bench/README.md.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, startPortalServer, type TRunningServer } from '../e2e/support/server.ts';
import {
  createDatabase,
  createResearchers,
  dropDatabase,
  PAYMENT_PORTS,
  portalClient,
  postgresServerUrl,
} from './complete-order.ts';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 20);
const ORDERS_PER_BUYER = Number(process.env.BENCH_ORDERS_PER_BUYER ?? 20);
const WARMUP_ORDERS = Number(process.env.BENCH_WARMUP_ORDERS ?? 2);
const TICK_MS = 1000 / 100; // /proc counts CPU in clock ticks of 10 ms (USER_HZ 100 on Linux)

type TClient = ReturnType<typeof portalClient>;
type TGroup = 'portal' | 'postgres' | 'load generator';

const STEPS: [string, unknown][] = [
  ['basic-details', { customerGoalId: 1, uploadLater: true, serviceBundlesRequested: false }],
  ['manuscript-details', { manuscriptLanguageId: 1, wordCount: 4500 }],
  ['selected-service', { serviceIdentities: ['standard-editing'], deliveryTier: 'standard' }],
];

/** CPU ticks (user + system) so far of every process of each group. */
function cpuTicks(portalPid: number): Record<TGroup, number> {
  const ticks: Record<TGroup, number> = { portal: 0, postgres: 0, 'load generator': 0 };
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const used = Number(fields[11]) + Number(fields[12]);
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (Number(pid) === process.pid) ticks['load generator'] += used;
      else if (Number(pid) === portalPid) ticks.portal += used;
      else if (command.startsWith('postgres')) ticks.postgres += used;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks;
}

function summary(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
  const mean = sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length);
  return { calls: sorted.length, p50Ms: round(at(50)), meanMs: round(mean), p99Ms: round(at(99)) };
}

const round = (value: number) => Number(value.toFixed(1));

async function orderOnce(client: TClient, record: (call: string, ms: number) => void) {
  const timed = async <T>(call: string, run: () => Promise<T>) => {
    const started = performance.now();
    const result = await run();
    record(call, performance.now() - started);
    return result;
  };
  const opened = await timed('GET /api/order-form/new', () => client.call('GET', '/api/order-form/new'));
  if (opened.status !== 200) throw new Error(`new order form answered ${opened.status}`);
  const identity = opened.json().order.identity as string;
  let total = 0;
  for (const [step, body] of STEPS) {
    const response = await timed(`PUT …/${step}`, () => client.call('PUT', `/api/order-form/${identity}/${step}`, body));
    if (response.status !== 200) throw new Error(`${step} answered ${response.status}: ${response.text}`);
    total = response.json().order.total;
  }
  const nonce = await timed('POST /sandbox/card/tokenize', () => client.cardNonce());
  const paid = await timed('PUT …/payments (Complete Order)', () =>
    client.completeOrder(identity, client.cardPayment(total, nonce), `cycle-${randomBytes(12).toString('hex')}`),
  );
  if (paid.status !== 200 || paid.json().status !== 'paid')
    throw new Error(`Complete Order answered ${paid.status}: ${paid.text}`);
}

async function main() {
  const serverUrl = postgresServerUrl();
  const database = await createDatabase(serverUrl, 'portal_bench_cycle');
  let server: TRunningServer | undefined;
  try {
    server = await startPortalServer({
      ports: PAYMENT_PORTS,
      databaseUrl: database.url,
      logFile: path.join(REPO_ROOT, 'bench/results/server-order-cycle.log'),
      env: { DATABASE_POOL_SIZE: '20' },
    });
    const running = server;
    const emails = await createResearchers(database.url, BUYERS);
    const clients = await Promise.all(
      emails.map(async (email) => {
        const client = portalClient(running.baseUrl);
        await client.signIn(email);
        return client;
      }),
    );
    const ignore = () => {};
    for (let i = 0; i < WARMUP_ORDERS; i++) await Promise.all(clients.map((client) => orderOnce(client, ignore)));

    const latencies = new Map<string, number[]>();
    const record = (call: string, ms: number) => {
      const list = latencies.get(call) ?? [];
      list.push(ms);
      latencies.set(call, list);
    };
    const portalPid = running.pid;
    const loadAverageAtStart = os.loadavg().map(round);
    const before = cpuTicks(portalPid);
    const started = performance.now();
    await Promise.all(
      clients.map(async (client) => {
        for (let i = 0; i < ORDERS_PER_BUYER; i++) await orderOnce(client, record);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const after = cpuTicks(portalPid);
    const orders = BUYERS * ORDERS_PER_BUYER;
    const cpuMsPerOrder = Object.fromEntries(
      (Object.keys(before) as TGroup[]).map((group) => [group, round(((after[group] - before[group]) * TICK_MS) / orders)]),
    ) as Record<TGroup, number>;
    const ordersPerSecond = orders / seconds;
    const result = {
      backend: 'postgres',
      buyers: BUYERS,
      ordersPerBuyer: ORDERS_PER_BUYER,
      orders,
      ordersPerSecond: round(ordersPerSecond),
      calls: Object.fromEntries([...latencies].map(([call, list]) => [call, summary(list)])),
      cpuMsPerOrder,
      portalProcessBusyPercent: Math.round((cpuMsPerOrder.portal * ordersPerSecond) / 10),
      machine: { loadAverageAtStart, loadAverageAtEnd: os.loadavg().map(round), cpus: os.cpus().length },
      measuredAt: new Date().toISOString(),
    };
    console.log(JSON.stringify(result, null, 2));
    await mkdir(path.join(REPO_ROOT, 'bench/results'), { recursive: true });
    await writeFile(path.join(REPO_ROOT, 'bench/results/order-cycle.json'), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await server?.stop();
    await dropDatabase(serverUrl, database.name);
  }
}

await main();
