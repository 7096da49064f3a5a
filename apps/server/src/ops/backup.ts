import { createHash } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TConfig } from '../config.ts';
import { createStorage } from '../integrations/storage/create-storage.ts';
import { StoredFileNotFoundError, type TStorage } from '../integrations/storage/storage.ts';
import { BACKUP_FORMAT, DATABASE_FILE, MANIFEST_FILE, storedFilePath, type TBackupManifest } from './backup-archive.ts';
import { LAST_MIGRATION_SQL, migrationAt } from './migrations-journal.ts';
import { dumpPglite, dumpPostgres, dumpVersionsOf } from './sql-dump.ts';

type TDump = { source: 'pglite' | 'postgres'; sql: string; lastMigrationAt: number | null };

/**
 * PGlite keeps `postmaster.pid` in its folder while a process has it open, and nothing stops a second process
 * from opening it too: a backup taken beside a running server would read a database being written.
 */
export function checkEmbeddedDatabaseIdle(dataDir: string): void {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`${dataDir} holds no database to back up`);
  if (existsSync(path.join(dataDir, 'postmaster.pid')))
    throw new Error(
      `${dataDir} is open in another process (postmaster.pid): stop the server first. If no server runs there ` +
        '(it was killed), start and stop it once so that the database recovers, then back up.',
    );
}

async function dumpEmbedded(dataDir: string): Promise<TDump> {
  checkEmbeddedDatabaseIdle(dataDir);
  const client = await PGlite.create({ dataDir });
  try {
    const migration = await client.query<{ created_at: string }>(LAST_MIGRATION_SQL).catch(() => ({ rows: [] }));
    const createdAt = migration.rows[0]?.created_at;
    return { source: 'pglite', sql: await dumpPglite(client), lastMigrationAt: createdAt ? Number(createdAt) : null };
  } finally {
    await client.close();
  }
}

async function dumpServer(databaseUrl: string, file: string): Promise<TDump> {
  const sql = await dumpPostgres(databaseUrl, file);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const migration = await client.query<{ created_at: string }>(LAST_MIGRATION_SQL).catch(() => ({ rows: [] }));
    const createdAt = migration.rows[0]?.created_at;
    return { source: 'postgres', sql, lastMigrationAt: createdAt ? Number(createdAt) : null };
  } finally {
    await client.end();
  }
}

/** Copies one stored file into the backup while hashing it; null when it was deleted since the listing. */
async function copyStoredFile(storage: TStorage, backupDir: string, name: string) {
  const source = await storage.get(name).catch((error) => {
    if (error instanceof StoredFileNotFoundError) return null;
    throw error;
  });
  if (!source) return null;
  const target = storedFilePath(backupDir, name);
  await mkdir(path.dirname(target), { recursive: true });
  const hash = createHash('sha256');
  let bytes = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(source, measure, createWriteStream(target, { flags: 'wx' }));
  return { name, bytes, sha256: hash.digest('hex') };
}

async function checkOutputFolder(backupDir: string): Promise<void> {
  const existing = await readdir(backupDir).catch(() => []);
  if (existing.length > 0) throw new Error(`${backupDir} is not empty: choose a new folder for the backup`);
  await mkdir(backupDir, { recursive: true });
}

/**
 * Writes a backup of the configured database and storage into `backupDir` (a new folder). The database is
 * dumped first and the files copied after, so that every file the dump names is there unless it was deleted
 * in between; the manifest is written last, and a folder without one is not a backup.
 */
export async function createBackup(config: TConfig, backupDir: string): Promise<TBackupManifest> {
  await checkOutputFolder(backupDir);
  const databaseFile = path.join(backupDir, DATABASE_FILE);
  const dump = config.databaseUrl ? await dumpServer(config.databaseUrl, databaseFile) : await dumpEmbedded(config.dataDir);
  const dumpBytes = Buffer.from(dump.sql, 'utf8');
  await writeFile(databaseFile, dumpBytes);
  const versions = dumpVersionsOf(dump.sql);

  const storage = createStorage(config);
  const files: TBackupManifest['files'] = [];
  for await (const name of storage.list()) {
    const copied = await copyStoredFile(storage, backupDir, name);
    if (copied) files.push(copied);
  }

  const manifest: TBackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: 1,
    createdAt: new Date().toISOString(),
    database: {
      source: dump.source,
      serverVersion: versions.server,
      pgDumpVersion: versions.pgDump,
      lastMigration: migrationAt(dump.lastMigrationAt),
      bytes: dumpBytes.length,
      sha256: createHash('sha256').update(dumpBytes).digest('hex'),
    },
    storageDriver: config.storage.driver,
    files: files.sort((a, b) => a.name.localeCompare(b.name)),
  };
  await writeFile(path.join(backupDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
