import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { Logger } from 'drizzle-orm';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type TApp, type TBuildOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Db, openDatabase, type TDatabase, type TListen } from '../src/platform/db.ts';
import { createQueryStats } from '../src/platform/query-stats.ts';
import { dropDatabase, postgresUrlOf, quoteIdentifier, runAdminStatements } from './postgres.ts';

export type TBackend = 'pglite' | 'postgres';

/**
 * PGlite always; PostgreSQL as well when DATABASE_URL names a server. TEST_BACKENDS=postgres (or pglite)
 * runs one of them alone: CI's PostgreSQL step does, since its `npm test` step covers PGlite.
 */
export const BACKENDS: readonly TBackend[] = backendsOf(process.env.TEST_BACKENDS, Boolean(process.env.DATABASE_URL));

function backendsOf(asked: string | undefined, hasPostgres: boolean): TBackend[] {
  const all: TBackend[] = hasPostgres ? ['pglite', 'postgres'] : ['pglite'];
  if (!asked) return all;
  const chosen = all.filter((backend) =>
    asked
      .split(',')
      .map((b) => b.trim())
      .includes(backend),
  );
  if (chosen.length === 0) throw new Error(`TEST_BACKENDS=${asked} names no backend of ${all.join(', ')}`);
  return chosen;
}

export type TTestApp = { app: TApp; db: Db; backend: TBackend; listen: TListen; close: () => Promise<void> };

/**
 * The app as configured for tests: the development mailbox on, logs silent, and no built web app,
 * so that what the tests see does not depend on whether `npm run build` ran.
 */
export const TEST_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  MAILBOX_ENABLED: 'true',
  LOG_LEVEL: 'silent',
  WEB_DIST: path.join(import.meta.dirname, 'no-web-app'),
};

/** A TWO_FACTOR_KEY for apps built in production mode, where it is required. */
export const TEST_TWO_FACTOR_KEY = randomBytes(32).toString('base64');

/** The last error lines each test app logged (when its test gave it no log of its own): inject() shows them with a 5xx. */
const errorLogs = new WeakMap<TApp, string[]>();
const KEPT_ERROR_LINES = 5;

/** What the app logged at level error and above, most recent last: why a request answered 500. */
export function recentErrorsOf(app: TApp): readonly string[] {
  return errorLogs.get(app) ?? [];
}

function errorLogCapture(): { lines: string[]; destination: Writable } {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk).trim());
      if (lines.length > KEPT_ERROR_LINES) lines.shift();
      done();
    },
  });
  return { lines, destination };
}

async function openPgliteCopy(logger?: Logger): Promise<TDatabase> {
  const dump = readFileSync(inject('pgliteDumpFile'));
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([new Uint8Array(dump)]), ...(logger ? { logger } : {}) });
}

async function openPostgresCopy(logger?: Logger): Promise<TDatabase> {
  const template = inject('postgresTemplate');
  if (!template) throw new Error('no PostgreSQL template: DATABASE_URL was not set when the tests started');
  const name = `portal_t_${randomBytes(8).toString('hex')}`;
  await runAdminStatements(`CREATE DATABASE ${quoteIdentifier(name)} TEMPLATE ${quoteIdentifier(template)}`);
  const database = await openDatabase({ kind: 'postgres', url: postgresUrlOf(name), poolSize: 4, ...(logger ? { logger } : {}) });
  return {
    kind: 'postgres',
    db: database.db,
    listen: database.listen,
    close: async () => {
      await database.close();
      await dropDatabase(name);
    },
  };
}

/**
 * A fresh copy of the migrated, seeded database with the app built on it. Always call close().
 * With QUERY_STATS=1 in `env`, each answer counts its SQL statements in Server-Timing (statementsOf);
 * `sqlLogger` sees every statement instead.
 */
export async function createTestApp(
  backend: TBackend = 'pglite',
  env: Record<string, string> = {},
  { sqlLogger, ...options }: Pick<TBuildOptions, 'logDestination' | 'streamTimings'> & { sqlLogger?: Logger } = {},
): Promise<TTestApp> {
  // Without a log of the test's own, errors are kept (not printed) so that a 500 a test meets says why.
  const capture = options.logDestination || env.LOG_LEVEL ? null : errorLogCapture();
  const config = loadConfig({ ...TEST_ENV, ...(capture ? { LOG_LEVEL: 'error' } : {}), ...env });
  const queryStats = config.isQueryStatsEnabled ? createQueryStats() : null;
  const logger = sqlLogger ?? queryStats?.logger;
  const database = backend === 'pglite' ? await openPgliteCopy(logger) : await openPostgresCopy(logger);
  let app: TApp;
  try {
    app = await buildApp(config, database.db, {
      queryStats,
      listen: database.listen,
      ...(capture ? { logDestination: capture.destination } : {}),
      ...options,
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  if (capture) errorLogs.set(app, capture.lines);
  return {
    app,
    db: database.db,
    backend,
    listen: database.listen,
    close: async () => {
      try {
        await app.close();
      } finally {
        await database.close();
      }
    },
  };
}

/**
 * One app and database for the enclosing describe block, built before its tests and closed after.
 * The returned object is filled in by beforeAll; read its fields inside tests only.
 */
export function withTestApp(
  backend: TBackend,
  env: Record<string, string> = {},
  options: Parameters<typeof createTestApp>[2] = {},
): TTestApp {
  const context = {} as TTestApp;
  beforeAll(async () => {
    Object.assign(context, await createTestApp(backend, env, options));
  });
  afterAll(async () => {
    await context.close?.();
  });
  return context;
}
