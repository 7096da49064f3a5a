import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createStorage } from './integrations/storage/create-storage.ts';
import { applyFapiaoLocalizations } from './modules/fapiao/index.ts';
import { createSecretBox } from './modules/two-factor/index.ts';
import { migrateDatabase, openDatabase } from './platform/db.ts';
import { createQueryStats } from './platform/query-stats.ts';
import { describeSandboxes } from './sandboxes.ts';
import { seedDemoData, seedReferenceData } from './seed/seed.ts';
import { seedTwoFactorDemo } from './seed/two-factor-seed.ts';

const config = loadConfig();
const queryStats = config.isQueryStatsEnabled ? createQueryStats() : null;
const logger = queryStats?.logger;
const database = await openDatabase(
  config.databaseUrl
    ? {
        kind: 'postgres',
        url: config.databaseUrl,
        poolSize: config.databasePoolSize,
        logger,
        planCacheMode: config.databasePlanCacheMode,
      }
    : { kind: 'pglite', dataDir: config.dataDir, logger, planCacheMode: config.databasePlanCacheMode },
);
await migrateDatabase(database);
await seedReferenceData(database.db);
await applyFapiaoLocalizations(database.db);
if (config.seedDemo) {
  await seedDemoData(database.db, createStorage(config));
  await seedTwoFactorDemo(database.db, await createSecretBox(database.db, config));
}

const app = await buildApp(config, database.db, { queryStats, listen: database.listen });
// Embedded mode runs the worker in-process; production may run `npm run worker` instead.
if (config.runWorker) app.jobs.start(250);

let isClosing = false;
async function shutdown(signal: string) {
  if (isClosing) return;
  isClosing = true;
  app.log.info({ signal }, 'shutting down');
  await app.jobs.stop();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
for (const line of describeSandboxes(config)) app.log.info(line);
app.log.info(
  `portal ready at ${config.publicUrl} on ${database.kind === 'pglite' ? `embedded PGlite (${config.dataDir})` : 'PostgreSQL'}`,
);
