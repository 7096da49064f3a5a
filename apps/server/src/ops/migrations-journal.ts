import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '../platform/db.ts';

export type TMigration = { tag: string; createdAt: number };

/** The migrations this version of the portal knows, as drizzle-kit's journal lists them. */
export function knownMigrations(): TMigration[] {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map((entry) => ({ tag: entry.tag, createdAt: entry.when }));
}

/** The statement reading the last migration a database applied (drizzle keeps each one's journal time). */
export const LAST_MIGRATION_SQL = `
  SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`;

/** The applied migration by its journal time; a time this portal does not know comes from a newer one. */
export function migrationAt(createdAt: number | null): TMigration | null {
  if (createdAt === null) return null;
  return knownMigrations().find((m) => m.createdAt === createdAt) ?? { tag: 'unknown (newer than this portal)', createdAt };
}
