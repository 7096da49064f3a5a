import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, Logger } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type * as schema from '../schema/index.ts';
import { MAX_PREPARED_PARAMETERS, statementNameOf } from './statement-names.ts';

/** Listens on a notification channel (job events); answers the way to stop listening. */
export type TListen = (
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
) => Promise<() => Promise<void>>;

/**
 * The tables' types. The schema is not given to drizzle at run time: the portal does not use its relational
 * query API, and with a schema every transaction built a query builder per table (73 of them), a third of an
 * empty transaction's CPU (129 µs against 93 µs, measured).
 */
export type TSchema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, TSchema>;
export type Tx = PgTransaction<PgQueryResultHKT, TSchema, ExtractTablesWithRelations<TSchema>>;
/** Either the database or a transaction on it: repositories accept both. */
export type DbOrTx = Db | Tx;

/** The PGlite client is exposed so that tests can dump a migrated database and load copies of it. */
export type TDatabase =
  | { kind: 'pglite'; db: Db; client: PGlite; listen: TListen; close: () => Promise<void> }
  | { kind: 'postgres'; db: Db; listen: TListen; close: () => Promise<void> };

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type TDatabaseOptions = (
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
) & { logger?: Logger; planCacheMode?: TPlanCacheMode };

export const PLAN_CACHE_MODES = ['force_generic_plan', 'auto', 'force_custom_plan'] as const;
export type TPlanCacheMode = (typeof PLAN_CACHE_MODES)[number];

/**
 * How PostgreSQL plans the portal's prepared statements. The signed-in reads are one statement of many
 * correlated subqueries whose filters are placeholders, written so that one plan serves every caller; in
 * PostgreSQL's default ('auto') a statement is planned again for its parameters at every execution
 * whenever the estimate favours it, and for a researcher with a long history it always did: 2.7 ms of
 * planning for 0.9 ms of execution (issue 9's EXPLAIN). A generic plan is made once per connection.
 */
export const DEFAULT_PLAN_CACHE_MODE: TPlanCacheMode = 'force_generic_plan';

type TQueryConfigLike = { text?: unknown; name?: unknown };

/**
 * node-postgres sends an unnamed statement unless given a name, and PostgreSQL then parses and plans it
 * on every call: for the portal's short indexed reads that planning cost 10–20 times the execution (the
 * profile of issue 9). Naming every parameterised statement by its text makes each pooled connection
 * prepare it once and reuse the plan. Transactions and other parameterless commands stay simple queries.
 */
const baseQuery = pg.Client.prototype.query;
class PreparingClient extends pg.Client {}
Object.defineProperty(PreparingClient.prototype, 'query', {
  value: function query(this: pg.Client, config: unknown, values?: unknown, ...rest: unknown[]) {
    const statement = config as TQueryConfigLike | null;
    if (
      statement !== null &&
      typeof statement === 'object' &&
      typeof statement.text === 'string' &&
      statement.name === undefined &&
      Array.isArray(values) &&
      values.length > 0 &&
      values.length <= MAX_PREPARED_PARAMETERS
    ) {
      return (baseQuery as (...args: unknown[]) => unknown).call(
        this,
        { ...statement, name: statementNameOf(statement.text) },
        values,
        ...rest,
      );
    }
    return (baseQuery as (...args: unknown[]) => unknown).call(this, config, values, ...rest);
  },
});

export async function openDatabase(options: TDatabaseOptions): Promise<TDatabase> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      Client: PreparingClient,
      options: `-c plan_cache_mode=${options.planCacheMode ?? DEFAULT_PLAN_CACHE_MODE}`,
    });
    // An idle client whose connection the server ends (restart, failover, a dropped test database)
    // is discarded and replaced by the pool; without a listener its error would crash the process.
    pool.on('error', () => {});
    // A client a request holds (a transaction between two statements) gets the same error when PostgreSQL
    // restarts; unheard, it would end the process. Its pending statement fails instead, and the pool drops it.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzleNodePg(pool, { logger: options.logger ?? false }) as unknown as Db;
    return { db, kind: 'postgres', listen: postgresListener(options.url), close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // The embedded engine loads only when it is used: a server on PostgreSQL starts without its WebAssembly.
  const [{ PGlite }, { drizzle: drizzlePglite }, { usePreparedStatements }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('./pglite-prepared.ts'),
  ]);
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.exec(`set plan_cache_mode = ${options.planCacheMode ?? DEFAULT_PLAN_CACHE_MODE}`);
  usePreparedStatements(client);
  const db = drizzlePglite(client, { logger: options.logger ?? false }) as unknown as Db;
  // PGlite is one backend: its own NOTIFY reaches its listeners (the worker runs in the same process).
  const listen: TListen = (channel, onPayload) => client.listen(channel, onPayload);
  return { db, kind: 'pglite', client, listen, close: () => client.close() };
}

/** How long a lost LISTEN connection waits before it connects again. */
const RELISTEN_MS = 1000;

/**
 * LISTEN on a connection of its own, outside the pool (a pooled connection goes back to other work and would
 * stop hearing). A lost connection (a restart, a failover) is opened again after a second, and `onReconnect`
 * says that notifications sent meanwhile were missed.
 */
function postgresListener(url: string): TListen {
  return async (channel, onPayload, onReconnect) => {
    let client: pg.Client | null = null;
    let retry: NodeJS.Timeout | undefined;
    let isClosed = false;
    const ignore = () => undefined;
    const reconnectLater = () => {
      if (isClosed || retry) return;
      retry = setTimeout(() => {
        retry = undefined;
        connect().then(() => onReconnect?.(), reconnectLater);
      }, RELISTEN_MS);
      retry.unref();
    };
    const lose = (lost: pg.Client) => {
      if (client !== lost) return;
      client = null;
      lost.removeAllListeners('notification');
      lost.end().catch(ignore);
      reconnectLater();
    };
    const connect = async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      });
      next.on('error', () => lose(next));
      next.on('end', () => lose(next));
      try {
        await next.connect();
        await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        next.removeAllListeners();
        next.on('error', ignore);
        next.end().catch(ignore);
        throw error;
      }
      if (isClosed) await next.end().catch(ignore);
      else client = next;
    };
    await connect();
    return async () => {
      isClosed = true;
      clearTimeout(retry);
      const open = client;
      client = null;
      await open?.end().catch(ignore);
    };
  };
}

/** Applies the committed SQL migrations; safe to run at every start. */
export async function migrateDatabase(database: TDatabase): Promise<void> {
  if (database.kind === 'postgres') {
    await migrateNodePg(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
