import { createDatabase, createResearchers, portalClient, withAdmin, PAYMENT_PORTS, postgresServerUrl, dropDatabase } from '../../../bench/complete-order.ts';
import { startPortalServer } from '../../../e2e/support/server.ts';
const serverUrl = postgresServerUrl();
const db = await createDatabase(serverUrl, 'flow');
const server = await startPortalServer({ ports: PAYMENT_PORTS, databaseUrl: db.url, logFile: '/tmp/flow-server.log', env: { DATABASE_POOL_SIZE: '2' } });
const [email] = await createResearchers(db.url, 1);
const c = portalClient(server.baseUrl);
await c.signIn(email!);
// warm one order
{ const { identity, total } = await c.orderFormReady(); await c.completeOrder(identity, c.cardPayment(total, await c.cardNonce()), `w-${Date.now()}`); }
await new Promise(r => setTimeout(r, 1500));
await withAdmin(serverUrl, (a) => a.query(`ALTER DATABASE ${db.name} SET log_statement = 'all'`));
// new connections pick up the setting: restart server
await server.stop();
const s2 = await startPortalServer({ ports: PAYMENT_PORTS, databaseUrl: db.url, logFile: '/tmp/flow-server.log', env: { DATABASE_POOL_SIZE: '2' } });
const c2 = portalClient(s2.baseUrl); await c2.signIn(email!);
{ const { identity, total } = await c2.orderFormReady(); await c2.completeOrder(identity, c2.cardPayment(total, await c2.cardNonce()), `w2-${Date.now()}`); }
await new Promise(r => setTimeout(r, 1500));
console.log('MARK-END', new Date().toISOString());
await s2.stop();
await dropDatabase(serverUrl, db.name);
