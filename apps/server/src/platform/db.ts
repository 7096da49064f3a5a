import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type TSchema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, TSchema>;
export type Tx = PgTransaction<PgQueryResultHKT, TSchema, ExtractTablesWithRelations<TSchema>>;
/** Either the database or a transaction on it: repositories accept both. */
export type DbOrTx = Db | Tx;

/** The PGlite client is exposed so that tests can dump a migrated database and load copies of it. */
export type TDatabase =
  | { kind: 'pglite'; db: Db; client: PGlite; close: () => Promise<void> }
  | { kind: 'postgres'; db: Db; close: () => Promise<void> };

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type TDatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: TDatabaseOptions): Promise<TDatabase> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client whose connection the server ends (restart, failover, a dropped test database)
    // is discarded and replaced by the pool; without a listener its error would crash the process.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', client, close: () => client.close() };
}

/** Applies the committed SQL migrations; safe to run at every start. */
export async function migrateDatabase(database: TDatabase): Promise<void> {
  if (database.kind === 'postgres') {
    await migrateNodePg(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
