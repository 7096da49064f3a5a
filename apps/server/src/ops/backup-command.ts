/**
 * `npm run backup -- [folder]`: a backup of the configured database (the embedded one in DATA_DIR, or
 * DATABASE_URL's) and of every stored file, into a new folder (./backups/backup-<time> by default).
 */
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { createBackup } from './backup.ts';

const config = loadConfig();
const baseDir = process.env.INIT_CWD ?? process.cwd();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = process.argv[2] ? path.resolve(baseDir, process.argv[2]) : path.join(baseDir, 'backups', `backup-${stamp}`);

try {
  const manifest = await createBackup(config, target);
  const fileBytes = manifest.files.reduce((sum, f) => sum + f.bytes, 0);
  console.log(
    `backup written to ${target}\n` +
      `  database: ${manifest.database.source} (PostgreSQL ${manifest.database.serverVersion}), ${manifest.database.bytes} bytes of SQL, ` +
      `last migration ${manifest.database.lastMigration?.tag ?? 'none'}\n` +
      `  files: ${manifest.files.length} (${fileBytes} bytes) from ${manifest.storageDriver} storage`,
  );
} catch (error) {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
