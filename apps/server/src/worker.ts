import pino from 'pino';
import { loadConfig } from './config.ts';
import { resolveWebhookSecret } from './integrations/payments/payment-config.ts';
import { jobHandlers } from './job-handlers.ts';
import { createCatalogueService } from './modules/catalogue/index.ts';
import { createOrderFormService } from './modules/order-form/index.ts';
import { migrateDatabase, openDatabase } from './platform/db.ts';
import { LOG_SERIALIZERS } from './platform/errors.ts';
import { createJobRunner } from './platform/jobs.ts';
import { closeParsePools, setParsePoolLog } from './platform/parse-pool/shared-pools.ts';

/** A worker process alone, for deployments that scale workers apart from web servers (PostgreSQL only). */
const config = loadConfig();
if (!config.databaseUrl)
  throw new Error('npm run worker needs DATABASE_URL: the embedded database runs its worker in the server');
const database = await openDatabase({
  kind: 'postgres',
  url: config.databaseUrl,
  poolSize: 4,
  planCacheMode: config.databasePlanCacheMode,
});
await migrateDatabase(database);
await resolveWebhookSecret(database.db);
const log = pino({ level: config.logLevel, serializers: LOG_SERIALIZERS });
setParsePoolLog(log);
const catalogue = createCatalogueService(database.db);
await catalogue.warmUp();
const orderForm = createOrderFormService(database.db, config, catalogue);
const runner = createJobRunner(database.db, jobHandlers({ db: database.db, config, log, catalogue, orderForm }), log, {
  leaseSeconds: config.jobLeaseSeconds,
  listen: database.listen,
});
runner.start();
log.info('worker started');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    await runner.stop();
    await closeParsePools();
    await database.close();
    process.exit(0);
  });
}
