import { createDatabase, createResearchers, portalClient, PAYMENT_PORTS, postgresServerUrl, dropDatabase } from '../../../bench/complete-order.ts';
import { startPortalServer } from '../../../e2e/support/server.ts';
const serverUrl = postgresServerUrl();
const db = await createDatabase(serverUrl, 'steps');
const server = await startPortalServer({ ports: PAYMENT_PORTS, databaseUrl: db.url, logFile: '/tmp/steps-server.log', env: { RUN_WORKER: 'false' } });
const [email] = await createResearchers(db.url, 1);
const c = portalClient(server.baseUrl); await c.signIn(email!);
const { identity } = await c.orderFormReady();
const N = Number(process.env.N ?? 3000);
const t0 = performance.now();
for (let i = 0; i < N; i++) {
  const r = await c.call('PUT', `/api/order-form/${identity}/manuscript-details`, { manuscriptLanguageId: 1, wordCount: 4000 + (i % 500) });
  if (r.status !== 200) throw new Error(r.text);
}
console.log('per step wall', ((performance.now() - t0) / N).toFixed(3), 'ms');
await server.stop(); await dropDatabase(serverUrl, db.name);
