/**
 * `npm run drill`: the crash drill. Researchers complete orders by card without pause while the server process
 * is killed (SIGKILL) every few seconds and started again, and, with `--restart-postgres`, while PostgreSQL
 * itself is restarted once; then the history is checked against the sandbox provider's own records.
 *
 *   npm run drill                                  60 s, 20 buyers, the server killed every 10 s
 *   npm run drill -- --restart-postgres            … and PostgreSQL restarted once (`pg_ctlcluster 15 main restart`)
 *   npm run drill -- --restart-postgres=15/drill   … restarting another cluster (the one DATABASE_URL names)
 *   npm run drill -- --seconds 20 --kill-every 8   the short variant `apps/server/test/crash-drill.test.ts` runs in CI
 *
 * It follows scripts/kill-the-server.ts (which kills the server at one chosen instant) with the benchmark's
 * helpers: a fresh database on PostgreSQL (DATABASE_URL's server, else 127.0.0.1:5432), the real server
 * started as `npm start` runs it (with JOB_LEASE_SECONDS=5), researchers written straight into the database.
 * Each buyer signs in, fills an order form, takes a card nonce and completes the order with an
 * Idempotency-Key, retrying every request that gets no answer (or 5xx, or 409 payment-in-progress) as the web
 * client does: the same key and body until the order is answered. A probe reads a signed-in researcher's
 * account every 50 ms to time each recovery. After the load, jobs still queued are run (scheduled ones brought forward) and
 * the history is checked:
 *   - every approved charge at the provider belongs to exactly one payment, captured, and one order;
 *   - no order without its approved charge, no order form charged or ordered twice, amounts equal;
 *   - every answer "paid" a buyer received names an order that exists;
 *   - no job lost: none failed or left unfinished, every order has its order-placed job done, every card
 *     payment its recovery job, and every job unfinished when the server was killed finished afterwards;
 *   - recovery: from each restart (a new process spawned, or PostgreSQL back) to the first answered request.
 * Exits 1 when anything is lost or doubled, or when the server died by itself. The target is 0 lost, 0 doubled and recovery within 5 s; the
 * recovery figures are reported, not enforced (they depend on the machine's load).
 */
import { execFile } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import {
  createDatabase,
  createResearchers,
  dropDatabase,
  portalClient,
  postgresServerUrl,
  withAdmin,
} from '../bench/complete-order.ts';
import { REPO_ROOT, startPortalServer, type TRunningServer } from '../e2e/support/server.ts';
import { checkHistory, EXITS_PER_POISON_JOB, POISON_JOB, type TOutcome } from './crash-drill-history.ts';

export type TDrillOptions = {
  seconds: number;
  killEverySeconds: number;
  buyers: number;
  /** `<version>/<cluster>` of the PostgreSQL cluster to restart once (pg_ctlcluster), or null. */
  restartPostgres: string | null;
  logFile: string;
  /** Keep the database after the drill (to look at it); dropped otherwise. */
  keepDatabase?: boolean;
  /** Poison jobs queued at the start: each aborts the process that runs it (DRILL_POISON_JOBS); 1 by default. */
  poisonJobs?: number;
};

type TRecovery = {
  /** server-died: the server ended by itself (a poison job) and was started again at once. */
  kind: 'server-killed' | 'postgres-restarted' | 'server-died';
  /** Seconds after the drill's start. */
  atSecond: number;
  /** From the restart (the new process spawned, or PostgreSQL answering again) to the first answered request. */
  recoveryMs: number | null;
  /** From the kill (or the restart command) to the first answered request. */
  outageMs: number | null;
  /** From the restart to the first order answered "paid". */
  firstOrderMs: number | null;
  /** At the instant of the kill: payments written but not settled, and approved charges without an order yet. */
  inFlight: { pendingPayments: number; chargedWithoutOrder: number; unfinishedJobs: number } | null;
};

export type TDrillReport = ReturnType<typeof summarise>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isRunning = (pid: number) => {
  try {
    return process.kill(pid, 0);
  } catch {
    return false;
  }
};
const PASSWORD = 'bench-pass-2026';
const SERVER_ENV = { SEED_DEMO: 'false', DATABASE_POOL_SIZE: '20', JOB_LEASE_SECONDS: '5', DRILL_POISON_JOBS: 'true' };
const ANSWER_GRACE_MS = 90_000;
const JOB_WAIT_MS = 60_000;

/** The first moment after `from` at which `moments` (sorted) holds a value; its distance from `from`. */
function firstAfter(moments: readonly number[], from: number): number | null {
  const found = moments.find((m) => m >= from);
  return found === undefined ? null : found - from;
}

/** Retries `run` until it resolves or the deadline passes (then undefined): a request that got no answer is sent again. */
async function untilAnswered<T>(run: () => Promise<T>, deadline: number): Promise<T | undefined> {
  for (let pause = 100; Date.now() < deadline; pause = Math.min(pause * 2, 500)) {
    try {
      return await run();
    } catch {
      await sleep(pause);
    }
  }
  return undefined;
}

/** A researcher's session cookie, signed in before the load starts (sessions outlive restarts). */
async function sessionCookieOf(baseUrl: string, email: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookie = login.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!login.ok || !cookie) throw new Error(`the probe's sign-in answered ${login.status}`);
  return cookie.split(';')[0] ?? '';
}

/** Reads a signed-in researcher's account (session and user from the database) every 50 ms; the instants it was answered. */
async function probe(baseUrl: string, cookie: string, until: () => boolean, answeredAt: number[]): Promise<void> {
  while (!until()) {
    const started = Date.now();
    try {
      const response = await fetch(`${baseUrl}/api/account`, {
        headers: { Cookie: cookie, 'X-Requested-With': 'XMLHttpRequest' },
        signal: AbortSignal.timeout(5_000),
      });
      await response.arrayBuffer();
      if (response.status === 200) answeredAt.push(Date.now());
    } catch {
      // the server is down or PostgreSQL is: the next probe tells when it is back
    }
    await sleep(Math.max(0, 50 - (Date.now() - started)));
  }
}

type TBuyerContext = { baseUrl: string; stopAt: number; outcomes: TOutcome[]; paidAt: number[] };

/** One researcher completing orders until the drill stops, finishing the order in hand. */
async function runBuyer(context: TBuyerContext, email: string): Promise<void> {
  const client = portalClient(context.baseUrl);
  const signIn = (deadline: number) => untilAnswered(() => client.signIn(email).then(() => true), deadline);
  if (!(await signIn(context.stopAt))) return;
  while (Date.now() < context.stopAt) {
    // Before the payment nothing is charged: a form left half-filled at the stop is simply abandoned.
    const form = await untilAnswered(() => client.orderFormReady(), context.stopAt);
    const nonce = form && (await untilAnswered(() => client.cardNonce(), context.stopAt));
    if (!form || !nonce) return;
    const body = client.cardPayment(form.total, nonce);
    const key = `drill-${randomBytes(12).toString('hex')}`;
    const deadline = context.stopAt + ANSWER_GRACE_MS;
    let outcome: TOutcome = { identity: form.identity, status: 'no-answer', receiptCode: null, externalId: null, retries: 0 };
    for (let attempt = 0; Date.now() < deadline; attempt++) {
      outcome.retries = attempt;
      const response = await client.completeOrder(form.identity, body, key).catch(() => null);
      if (response?.status === 200) {
        const result = response.json() as { status: string; receiptCode: string; externalId: string | null };
        outcome = { ...outcome, status: result.status, receiptCode: result.receiptCode, externalId: result.externalId };
        if (result.status === 'paid') context.paidAt.push(Date.now());
        break;
      }
      if (response?.status === 401) await signIn(deadline);
      else if (response && response.status < 500 && response.status !== 409) {
        outcome.status = `refused ${response.status} ${response.text.slice(0, 120)}`;
        break;
      }
      await sleep(200);
    }
    context.outcomes.push(outcome);
  }
}

/** What a kill leaves behind, read right after the process is gone. */
async function inFlightAt(databaseUrl: string): Promise<TRecovery['inFlight']> {
  return withAdmin(databaseUrl, async (c) => {
    const row = (
      await c.query(`select
        (select count(*) from payments where status = 'pending')::int as pending,
        (select count(*) from sandbox_charges ch join payments p on p.receipt_code = ch.idempotency_key
          where ch.status = 'approved' and p.order_id is null)::int as charged,
        (select count(*) from jobs where status in ('queued', 'running') and kind <> '${POISON_JOB}')::int as jobs`)
    ).rows[0] as { pending: number; charged: number; jobs: number };
    return { pendingPayments: row.pending, chargedWithoutOrder: row.charged, unfinishedJobs: row.jobs };
  }).catch(() => null);
}

async function unfinishedJobIds(databaseUrl: string): Promise<number[]> {
  return withAdmin(databaseUrl, async (c) =>
    // The poison jobs are counted apart: they end parked, never done.
    (await c.query(`select id from jobs where status in ('queued', 'running') and kind <> $1`, [POISON_JOB])).rows.map((r) =>
      Number(r.id),
    ),
  ).catch(() => []);
}

/** Waits until no job is due (queued and ready, or running); then brings the scheduled ones forward and waits again. */
async function settleJobs(databaseUrl: string): Promise<{ broughtForward: number }> {
  const waitUntilIdle = async (includeScheduled: boolean) => {
    const deadline = Date.now() + JOB_WAIT_MS;
    while (Date.now() < deadline) {
      const open = await withAdmin(databaseUrl, async (c) =>
        Number(
          (
            await c.query(
              `select count(*) from jobs where status = 'running' or (status = 'queued' and ($1 or run_at <= now()))`,
              [includeScheduled],
            )
          ).rows[0].count,
        ),
      );
      if (open === 0) return;
      await sleep(500);
    }
  };
  await waitUntilIdle(false);
  // Recovery checks are scheduled 30 s after each payment: the drill does not wait for the clock.
  const broughtForward = await withAdmin(
    databaseUrl,
    async (c) => (await c.query(`update jobs set run_at = now() where status = 'queued' and run_at > now()`)).rowCount ?? 0,
  );
  await waitUntilIdle(true);
  return { broughtForward };
}

function summarise(
  options: TDrillOptions,
  history: Awaited<ReturnType<typeof checkHistory>> & {
    serverCrashes: number;
    poison: { jobs: number; parked: number; exits: number };
  },
  recoveries: TRecovery[],
  broughtForward: number,
) {
  const measured = recoveries.map((r) => r.recoveryMs).filter((ms): ms is number => ms !== null);
  return {
    drill: {
      seconds: options.seconds,
      killEverySeconds: options.killEverySeconds,
      buyers: options.buyers,
      postgresRestarted: options.restartPostgres !== null,
    },
    ...history,
    scheduledJobsBroughtForward: broughtForward,
    recoveries,
    maxRecoveryMs: measured.length > 0 ? Math.max(...measured) : null,
    isRecoveryWithinTarget: measured.length === recoveries.length && measured.every((ms) => ms <= 5_000),
    machine: { loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))), cpus: os.cpus().length },
    measuredAt: new Date().toISOString(),
  };
}

const randomPorts = () => Array.from({ length: 20 }, () => randomInt(40_000, 50_000));

export async function runCrashDrill(options: TDrillOptions): Promise<TDrillReport> {
  const serverUrl = postgresServerUrl();
  const database = await createDatabase(serverUrl, 'portal_crash_drill');
  const poisonJobs = options.poisonJobs ?? 1;
  // Exits the drill did not cause: the server died by itself (a poison job, PostgreSQL's restart, an unheard
  // error). It is started again at once and the exit counted; the poison jobs account for two exits each.
  let exits = 0;
  /** Starts the server; one that a poison job ends before it answers is counted and started again. */
  const start = async (ports: number[]): Promise<TRunningServer> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await startPortalServer({ ports, databaseUrl: database.url, logFile: options.logFile, env: SERVER_ENV });
      } catch (error) {
        if (attempt >= 5 || !(error instanceof Error) || !/server exited/.test(error.message)) throw error;
        exits += 1;
      }
    }
  };
  let server: TRunningServer | undefined;
  try {
    server = await start(randomPorts());
    const port = server.port;
    const [probeEmail, ...emails] = await createResearchers(database.url, options.buyers + 1);
    const startedAt = Date.now();
    const context: TBuyerContext = {
      baseUrl: server.baseUrl,
      stopAt: startedAt + options.seconds * 1000,
      outcomes: [],
      paidAt: [],
    };
    const answeredAt: number[] = [];
    const probeCookie = await sessionCookieOf(server.baseUrl, probeEmail ?? '');
    const probing = probe(server.baseUrl, probeCookie, () => Date.now() > context.stopAt, answeredAt);
    const buying = Promise.all(emails.map((email) => runBuyer(context, email)));

    // Events one at a time: a kill every killEvery seconds, PostgreSQL's restart half-way, and after each one
    // at least half an interval of service before the next, however long the restart took on this machine.
    // `seconds` counts time in service: each restart's time (tens of seconds on a slow, busy machine) moves the end on.
    let endAt = context.stopAt;
    const outage = (beganAt: number) => {
      const spent = Date.now() - beganAt;
      endAt += spent;
      nextKillAt += spent;
      postgresAt += spent;
      context.stopAt = Math.max(context.stopAt, endAt);
    };
    const calmMs = (options.killEverySeconds * 1000) / 2;
    let nextKillAt = startedAt + options.killEverySeconds * 1000;
    let postgresAt = options.restartPostgres ? startedAt + (options.seconds * 1000) / 2 + calmMs / 2 : Number.POSITIVE_INFINITY;
    const restarts: { kind: TRecovery['kind']; beganAt: number; restartedAt: number; inFlight: TRecovery['inFlight'] }[] = [];
    const jobsAtKills = new Set<number>();
    const revive = async () => {
      exits += 1;
      const beganAt = Date.now();
      await server?.stop();
      const inFlight = await inFlightAt(database.url);
      for (const id of await unfinishedJobIds(database.url)) jobsAtKills.add(id);
      const restartedAt = Date.now();
      restarts.push({ kind: 'server-died', beganAt, restartedAt, inFlight });
      server = await start([port]);
      // The poison job's exit: its restart is not service time (a slow machine's 28 s restart left no time to order).
      outage(beganAt);
      console.log(`${((Date.now() - startedAt) / 1000).toFixed(1)} s: server-died, back in ${Date.now() - beganAt} ms`);
    };
    /** Waits until `at`, starting the server again whenever it ended by itself. */
    const watchUntil = async (at: number) => {
      while (Date.now() < at) {
        await sleep(Math.min(100, Math.max(0, at - Date.now())));
        if (server && !isRunning(server.pid)) await revive();
      }
    };
    await withAdmin(database.url, (c) =>
      c.query(`insert into jobs (kind, payload) select $1, '{}' from generate_series(1, $2)`, [POISON_JOB, poisonJobs]),
    );
    while (Math.min(nextKillAt, postgresAt) < endAt) {
      // A revive while waiting moves the next event on (its calm): wait again until the event's time holds.
      while (Date.now() < Math.min(nextKillAt, postgresAt)) await watchUntil(Math.min(nextKillAt, postgresAt));
      if (Math.min(nextKillAt, postgresAt) >= endAt) break;
      const kind: TRecovery['kind'] = postgresAt <= nextKillAt ? 'postgres-restarted' : 'server-killed';
      const beganAt = Date.now();
      // The load goes on until the portal is back, and a little past, so that every recovery is seen.
      context.stopAt = Number.POSITIVE_INFINITY;
      if (kind === 'server-killed') {
        if (isRunning(server.pid)) process.kill(server.pid, 'SIGKILL');
        else exits += 1;
        await server.stop();
        const inFlight = await inFlightAt(database.url);
        for (const id of await unfinishedJobIds(database.url)) jobsAtKills.add(id);
        const restartedAt = Date.now();
        restarts.push({ kind, beganAt, restartedAt, inFlight });
        server = await start([port]);
        nextKillAt += options.killEverySeconds * 1000;
      } else {
        const [version = '15', cluster = 'main'] = (options.restartPostgres ?? '').split('/');
        await promisify(execFile)('pg_ctlcluster', [version, cluster, 'restart'], { timeout: 120_000 });
        restarts.push({ kind, beganAt, restartedAt: Date.now(), inFlight: null });
        postgresAt = Number.POSITIVE_INFINITY;
        // The server must live through it; if it did not, it is counted and started again.
        if (!isRunning(server.pid)) await revive();
      }
      outage(beganAt);
      nextKillAt = Math.max(nextKillAt, Date.now() + calmMs);
      postgresAt = Math.max(postgresAt, Date.now() + calmMs);
      context.stopAt = Math.max(endAt, Date.now() + calmMs);
      console.log(`${((Date.now() - startedAt) / 1000).toFixed(1)} s: ${kind}, back in ${Date.now() - beganAt} ms`);
    }
    let isLoadOver = false;
    const load = Promise.all([buying, probing]).finally(() => {
      isLoadOver = true;
    });
    while (!isLoadOver) await watchUntil(Date.now() + 200);
    await load;
    // The poison jobs are parked once their lease ran out after their second exit: their exits are all in.
    await watchUntil(Date.now() + 2_000);
    if (!isRunning(server.pid)) exits += 1;
    const recoveries: TRecovery[] = restarts.map((r) => ({
      kind: r.kind,
      atSecond: Number(((r.beganAt - startedAt) / 1000).toFixed(1)),
      recoveryMs: firstAfter(answeredAt, r.restartedAt),
      outageMs: firstAfter(answeredAt, r.beganAt),
      firstOrderMs: firstAfter(
        [...context.paidAt].sort((a, b) => a - b),
        r.restartedAt,
      ),
      inFlight: r.inFlight,
    }));
    const { broughtForward } = await settleJobs(database.url);
    await server.stop();
    server = undefined;
    const history = await checkHistory(database.url, context.outcomes, jobsAtKills);
    const serverCrashes = Math.max(0, exits - EXITS_PER_POISON_JOB * poisonJobs);
    return summarise(options, { ...history, serverCrashes, poison: { ...history.poison, exits } }, recoveries, broughtForward);
  } finally {
    await server?.stop();
    if (options.keepDatabase) console.log(`database kept: ${database.url}`);
    else await dropDatabase(serverUrl, database.name);
  }
}

async function main() {
  // `--restart-postgres` alone names the default cluster.
  const args = process.argv.slice(2).map((a) => (a === '--restart-postgres' ? '--restart-postgres=15/main' : a));
  const { values } = parseArgs({
    args,
    options: {
      seconds: { type: 'string', default: '60' },
      'kill-every': { type: 'string', default: '10' },
      buyers: { type: 'string', default: '20' },
      'restart-postgres': { type: 'string' },
      'keep-database': { type: 'boolean', default: false },
    },
  });
  const report = await runCrashDrill({
    seconds: Number(values.seconds),
    killEverySeconds: Number(values['kill-every']),
    buyers: Number(values.buyers),
    restartPostgres: values['restart-postgres'] ?? null,
    logFile: path.join(REPO_ROOT, 'bench/results/server-crash-drill.log'),
    keepDatabase: values['keep-database'],
  });
  console.log(JSON.stringify(report, null, 2));
  const resultsDir = path.join(REPO_ROOT, 'bench/results');
  await mkdir(resultsDir, { recursive: true });
  await writeFile(path.join(resultsDir, 'crash-drill.json'), `${JSON.stringify(report, null, 2)}\n`);
  const isClean =
    report.lostTotal === 0 &&
    report.doubledTotal === 0 &&
    report.jobsLost === 0 &&
    report.serverCrashes === 0 &&
    report.poison.parked === report.poison.jobs;
  console.log(
    `RESULT: ${report.counts.orders} orders, ${report.counts.approvedCharges} approved charges; lost ${report.lostTotal}, doubled ${report.doubledTotal}, jobs lost ${report.jobsLost}, server crashes ${report.serverCrashes}; poison jobs ${report.poison.jobs} parked ${report.poison.parked} after ${report.poison.exits} exits; recovery at most ${report.maxRecoveryMs ?? '—'} ms (target 5000: ${report.isRecoveryWithinTarget ? 'met' : 'missed'})`,
  );
  if (!isClean) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
