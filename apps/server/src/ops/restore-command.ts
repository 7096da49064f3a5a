/**
 * `npm run restore -- <backup folder>`: the backup's database into DATABASE_URL's (empty) database or else
 * into DATA_DIR (holding none), and its files into the configured storage, once every checksum matches.
 */
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { restoreBackup } from './restore.ts';

const config = loadConfig();
const source = process.argv[2];
if (!source) {
  console.error('usage: npm run restore -- <backup folder>');
  process.exit(2);
}

try {
  const manifest = await restoreBackup(config, path.resolve(process.env.INIT_CWD ?? process.cwd(), source));
  console.log(
    `restored the backup of ${manifest.createdAt} into ${config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : config.dataDir}` +
      ` and ${manifest.files.length} files into ${config.storage.driver} storage`,
  );
} catch (error) {
  console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
