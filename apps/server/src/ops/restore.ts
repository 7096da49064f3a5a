import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TConfig } from '../config.ts';
import { createStorage } from '../integrations/storage/create-storage.ts';
import { DATABASE_FILE, readVerifiedManifest, storedFilePath, type TBackupManifest } from './backup-archive.ts';
import { knownMigrations } from './migrations-journal.ts';
import { loadIntoPglite, loadIntoPostgres } from './sql-dump.ts';

/** A backup of a newer portal holds tables this one does not know how to migrate from. */
function checkMigrationKnown(manifest: TBackupManifest): void {
  const last = manifest.database.lastMigration;
  if (last && !knownMigrations().some((m) => m.createdAt === last.createdAt))
    throw new Error(
      `the backup's database has migration ${last.tag}, which this portal does not know: restore it with that version`,
    );
}

/** A restore never writes over a database: the target must hold no tables yet. */
async function checkPostgresEmpty(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(`
      SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'`);
    if (Number(rows[0]?.count) > 0)
      throw new Error('the database DATABASE_URL names is not empty: restore into a new database (createdb) instead');
  } finally {
    await client.end();
  }
}

function checkEmbeddedEmpty(dataDir: string): void {
  if (existsSync(path.join(dataDir, 'PG_VERSION')))
    throw new Error(`${dataDir} already holds a database: move it away (or choose another DATA_DIR) to restore`);
}

/**
 * Builds the embedded database in a folder beside DATA_DIR and moves it in only once it is complete, so that
 * a failed restore leaves DATA_DIR as it was (the local storage's files/ may already live there).
 */
async function restoreEmbedded(dataDir: string, dump: string): Promise<void> {
  const building = path.join(path.dirname(dataDir), `.${path.basename(dataDir)}-restoring-${randomBytes(4).toString('hex')}`);
  try {
    const client = await PGlite.create({ dataDir: building });
    try {
      await loadIntoPglite(client, dump);
    } finally {
      await client.close();
    }
    await mkdir(dataDir, { recursive: true });
    for (const entry of await readdir(building)) await rename(path.join(building, entry), path.join(dataDir, entry));
  } finally {
    await rm(building, { recursive: true, force: true });
  }
}

/**
 * Brings a backup back: into the PostgreSQL database DATABASE_URL names (empty), or else into the embedded
 * database in DATA_DIR (which must hold none), and its files into the configured storage. Everything is
 * checked against the manifest's checksums before anything is written.
 */
export async function restoreBackup(config: TConfig, backupDir: string): Promise<TBackupManifest> {
  const manifest = await readVerifiedManifest(backupDir);
  checkMigrationKnown(manifest);
  if (config.databaseUrl) await checkPostgresEmpty(config.databaseUrl);
  else checkEmbeddedEmpty(config.dataDir);

  // Files first: they are written under their own names, so a restore that failed later can simply run again.
  const storage = createStorage(config);
  for (const file of manifest.files) await storage.restore(file.name, createReadStream(storedFilePath(backupDir, file.name)));

  const dump = await readFile(path.join(backupDir, DATABASE_FILE), 'utf8');
  if (config.databaseUrl) await loadIntoPostgres(config.databaseUrl, dump);
  else await restoreEmbedded(config.dataDir, dump);
  return manifest;
}
