import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createDatabase, createResearchers, portalClient, PAYMENT_PORTS, postgresServerUrl, dropDatabase } from '../../../bench/complete-order.ts';
import { startPortalServer } from '../../../e2e/support/server.ts';
const N = Number(process.env.N ?? 150);
const serverUrl = postgresServerUrl();
const db = await createDatabase(serverUrl, 'cost');
const server = await startPortalServer({ ports: PAYMENT_PORTS, databaseUrl: db.url, logFile: '/tmp/cost-server.log', env: { DATABASE_POOL_SIZE: '20', ...(process.env.RW ? { RUN_WORKER: process.env.RW } : {}) } });
const [email] = await createResearchers(db.url, 1);
const c = portalClient(server.baseUrl);
await c.signIn(email!);
const cpu = () => { const r = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' '); return (Number(r[11]) + Number(r[12])) * 10; };
const pgCpu = () => { let t = 0; for (const pid of require('node:fs').readdirSync('/proc')) { if (!/^\d+$/.test(pid)) continue; try { const st = readFileSync(`/proc/${pid}/stat`, 'utf8'); if (!st.includes('(postgres)')) continue; const r = st.split(') ')[1]!.split(' '); t += (Number(r[11]) + Number(r[12])) * 10; } catch {} } return t; };
const acc: Record<string, number> = {};
const t = async <T,>(k: string, f: () => Promise<T>) => { const a = cpu(); const out = await f(); acc[k] = (acc[k] ?? 0) + cpu() - a; return out; };
for (let i = 0; i < 20; i++) { const { identity, total } = await c.orderFormReady(); await c.completeOrder(identity, c.cardPayment(total, await c.cardNonce()), `w-${randomBytes(8).toString('hex')}`); }
await new Promise((r) => setTimeout(r, 2000));
const all0 = cpu(); const w0 = performance.now(); const pg0 = pgCpu(); const me0 = process.cpuUsage();
for (let i = 0; i < N; i++) {
  const opened = await t('open', () => c.call('GET', '/api/order-form/new'));
  const identity = opened.json().order.identity;
  await t('step1', () => c.call('PUT', `/api/order-form/${identity}/basic-details`, { customerGoalId: 1, uploadLater: true, serviceBundlesRequested: false }));
  await t('step2', () => c.call('PUT', `/api/order-form/${identity}/manuscript-details`, { manuscriptLanguageId: 1, wordCount: 4500 }));
  const s3 = await t('step3', () => c.call('PUT', `/api/order-form/${identity}/selected-service`, { serviceIdentities: ['standard-editing'], deliveryTier: 'standard' }));
  const total = s3.json().order.total;
  const nonce = await t('nonce', () => c.cardNonce());
  const r = await t('complete', () => c.completeOrder(identity, c.cardPayment(total, nonce), `b-${randomBytes(8).toString('hex')}`));
  if (r.status !== 200) throw new Error(r.text);
}
const wall = performance.now() - w0; const all = cpu() - all0; const pgAll = pgCpu() - pg0; const me = process.cpuUsage(me0);
await new Promise((r) => setTimeout(r, 3000));
const after = cpu() - all0;
for (const [k, v] of Object.entries(acc)) console.log(k.padEnd(9), (v / N).toFixed(2), 'ms CPU/request');
console.log('postgres CPU/order', (pgAll / N).toFixed(2), 'loadgen CPU/order', ((me.user + me.system) / 1000 / N).toFixed(2));
console.log('in-loop CPU/order', (all / N).toFixed(2), 'ms; incl. jobs after', (after / N).toFixed(2), 'ms; wall/order', (wall / N).toFixed(2), 'ms');
await server.stop(); await dropDatabase(serverUrl, db.name);
