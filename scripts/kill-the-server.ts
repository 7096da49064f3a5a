/**
 * `node --import tsx scripts/kill-the-server.ts`: the server dies between the card processor's approval and
 * the order's creation; after a restart the retry and the recovery job complete the payment exactly once.
 *
 * 1. A fresh PostgreSQL database (DATABASE_URL's server, else 127.0.0.1:5432) and the server started with
 *    CHAOS_KILL_AFTER_PROVIDER_APPROVAL=1, which SIGKILLs the process right after an approved card charge.
 * 2. A researcher pays an order form by card with an Idempotency-Key: the connection drops, the process is gone.
 * 3. The server restarts without the hook; the same request (same key, same body) is retried until answered
 *    (409 payment-in-progress while the dead attempt's claim is still leased), and the recovery job runs.
 * 4. Prints the orders, provider charges and payments of that order form: each must be exactly 1.
 * With KILL_SKIP_RETRY=1 the retry is left out and the recovery job alone completes the payment.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  createDatabase,
  createResearchers,
  dropDatabase,
  PAYMENT_PORTS,
  portalClient,
  postgresServerUrl,
  withAdmin,
} from '../bench/complete-order.ts';
import { REPO_ROOT, startPortalServer, type TRunningServer } from '../e2e/support/server.ts';

const LOG_FILE = path.join(REPO_ROOT, 'bench/results/server-kill-the-server.log');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

type TCounts = { orders: number; charges: number; approvedCharges: number; payments: number; paymentStatuses: string };

async function countsFor(databaseUrl: string, identity: string): Promise<TCounts> {
  return withAdmin(databaseUrl, async (c) => {
    const form = (await c.query('select id from order_forms where identity = $1', [identity])).rows[0] as { id: number };
    const orders = Number((await c.query('select count(*) from orders where order_form_id = $1', [form.id])).rows[0].count);
    const payments = (await c.query('select receipt_code, status from payments where order_form_id = $1 order by id', [form.id]))
      .rows as { receipt_code: string; status: string }[];
    const receipts = payments.map((p) => p.receipt_code);
    const charges = (await c.query('select status from sandbox_charges where idempotency_key = any($1)', [receipts])).rows as {
      status: string;
    }[];
    return {
      orders,
      charges: charges.length,
      approvedCharges: charges.filter((ch) => ch.status === 'approved').length,
      payments: payments.length,
      paymentStatuses: payments.map((p) => p.status).join(',') || '-',
    };
  });
}

const show = (label: string, counts: TCounts) =>
  console.log(
    `${label.padEnd(34)} orders=${counts.orders} charges=${counts.charges} (approved ${counts.approvedCharges}) payments=${counts.payments} [${counts.paymentStatuses}]`,
  );

async function main() {
  const serverUrl = postgresServerUrl();
  const database = await createDatabase(serverUrl, 'portal_kill_the_server');
  let server: TRunningServer | undefined;
  let failed = false;
  try {
    server = await startPortalServer({
      ports: PAYMENT_PORTS,
      databaseUrl: database.url,
      logFile: LOG_FILE,
      env: { CHAOS_KILL_AFTER_PROVIDER_APPROVAL: '1' },
    });
    console.log(`server 1 (chaos hook on) pid ${server.pid} at ${server.baseUrl}`);
    const [email] = await createResearchers(database.url, 1);
    if (!email) throw new Error('no researcher created');
    const client = portalClient(server.baseUrl);
    await client.signIn(email);
    const { identity, total } = await client.orderFormReady();
    const body = client.cardPayment(total, await client.cardNonce());
    const key = `kill-${randomBytes(10).toString('hex')}`;
    console.log(`order form ${identity}, total ${total} USD cents, Idempotency-Key ${key}`);

    const first = await client.completeOrder(identity, body, key).then(
      (r) => `answered ${r.status}`,
      (error: Error) => `no answer (${error.cause instanceof Error ? error.cause.message : error.message})`,
    );
    for (let i = 0; i < 40 && isAlive(server.pid); i++) await sleep(100);
    console.log(`Complete Order #1: ${first}; server process alive: ${isAlive(server.pid)}`);
    show('after the crash:', await countsFor(database.url, identity));
    await server.stop();

    server = await startPortalServer({ ports: PAYMENT_PORTS, databaseUrl: database.url, logFile: LOG_FILE });
    console.log(`server 2 (no hook) pid ${server.pid} at ${server.baseUrl}`);
    const retry = portalClient(server.baseUrl);
    await retry.signIn(email);
    const skipRetry = process.env.KILL_SKIP_RETRY === '1';
    let answer = { status: 0, text: '' };
    for (let attempt = 1; attempt <= (skipRetry ? 0 : 30); attempt++) {
      answer = await retry.completeOrder(identity, body, key);
      console.log(`retry #${attempt} with the same key: ${answer.status} ${answer.text.slice(0, 160)}`);
      if (answer.status !== 409) break;
      await sleep(1000);
    }
    show('after the retry:', await countsFor(database.url, identity));

    // The recovery job looks at the payment 30 s after it was created; wait for it to have run.
    const deadline = Date.now() + 90_000;
    let recovery = 'not queued';
    while (Date.now() < deadline) {
      const rows = (
        await withAdmin(database.url, (c) =>
          c.query(`select status, attempts, last_error from jobs where kind = 'payments.recover' order by id`),
        )
      ).rows as { status: string; attempts: number; last_error: string | null }[];
      recovery = rows.map((r) => `${r.status} after ${r.attempts} attempt(s)`).join('; ') || 'not queued';
      if (rows.length > 0 && rows.every((r) => r.status === 'done' || r.status === 'failed')) break;
      await sleep(1000);
    }
    console.log(`recovery job: ${recovery}`);
    const final = await countsFor(database.url, identity);
    show('final:', final);
    const replay = await retry.completeOrder(identity, body, key);
    console.log(`one more retry with the same key: ${replay.status} ${replay.text.slice(0, 160)}`);
    const isAnswered = (skipRetry ? replay.status : answer.status) === 200;
    failed = !(final.orders === 1 && final.charges === 1 && final.payments === 1 && isAnswered);
    console.log(
      failed ? 'RESULT: FAILED — expected exactly 1 order, 1 charge, 1 payment' : 'RESULT: exactly 1 order, 1 charge, 1 payment',
    );
  } finally {
    await server?.stop();
    await dropDatabase(serverUrl, database.name);
  }
  if (failed) process.exitCode = 1;
}

await main();
