import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { isStoredName } from '../integrations/storage/stored-name.ts';

/**
 * A backup is a folder:
 *   manifest.json   what is inside, with versions, sizes and SHA-256 checksums
 *   database.sql    the database as plain SQL from pg_dump (psql restores it into PostgreSQL 15 and later)
 *   files/ab/…      every stored file, at its stored name
 */
export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FILE = 'database.sql';
export const FILES_FOLDER = 'files';
export const BACKUP_FORMAT = 'manuscript-portal-backup';

const ZSha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const ZBackupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.object({
    source: z.enum(['pglite', 'postgres']),
    serverVersion: z.string(),
    pgDumpVersion: z.string(),
    /** The last migration applied to the database: a portal older than this cannot run it. */
    lastMigration: z.object({ tag: z.string(), createdAt: z.number().int() }).nullable(),
    bytes: z.number().int().nonnegative(),
    sha256: ZSha256,
  }),
  storageDriver: z.enum(['local', 's3']),
  files: z.array(
    z.object({
      name: z.string().refine(isStoredName, 'not a stored name'),
      bytes: z.number().int().nonnegative(),
      sha256: ZSha256,
    }),
  ),
});
export type TBackupManifest = z.infer<typeof ZBackupManifest>;

export async function sha256OfFile(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

export function storedFilePath(backupDir: string, storedName: string): string {
  return path.join(backupDir, FILES_FOLDER, ...storedName.split('/'));
}

/** The manifest, checked against the files beside it; rejects listing every missing or altered part. */
export async function readVerifiedManifest(backupDir: string): Promise<TBackupManifest> {
  let raw: string;
  try {
    raw = await readFile(path.join(backupDir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new Error(`${backupDir} holds no ${MANIFEST_FILE}: not a backup folder`);
  }
  const parsed = ZBackupManifest.safeParse(JSON.parse(raw));
  if (!parsed.success) throw new Error(`${MANIFEST_FILE} is not a backup manifest: ${parsed.error.message}`);
  const manifest = parsed.data;
  const parts = [
    { label: DATABASE_FILE, file: path.join(backupDir, DATABASE_FILE), ...manifest.database },
    ...manifest.files.map((f) => ({ label: `${FILES_FOLDER}/${f.name}`, file: storedFilePath(backupDir, f.name), ...f })),
  ];
  const problems: string[] = [];
  for (const part of parts) {
    const actual = await sha256OfFile(part.file).catch(() => null);
    if (!actual) problems.push(`${part.label}: missing`);
    else if (actual.bytes !== part.bytes || actual.sha256 !== part.sha256) problems.push(`${part.label}: checksum differs`);
  }
  if (problems.length > 0) throw new Error(`the backup is damaged:\n  ${problems.join('\n  ')}`);
  return manifest;
}
