import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import pg from 'pg';

/**
 * Options of every dump: objects owned by whoever restores (the embedded database's `postgres` role need not
 * exist on the target), and rows as INSERT statements, which PGlite can run (it has no COPY from a client),
 * a hundred to a statement.
 */
const DUMP_OPTIONS = ['--no-owner', '--no-privileges', '--rows-per-insert=100'];

/**
 * PGlite is PostgreSQL 18, and pg_dump writes the settings of its own version into the header: the one
 * older servers do not know (`transaction_timeout`, PostgreSQL 17) is dropped, so that the dump restores
 * with psql into PostgreSQL 15 and later. It only lifts a time limit that a restore never had anyway.
 */
export function toPortableDump(dump: string): string {
  const bodyAt = dump.indexOf('\n--\n-- Name: ');
  const header = bodyAt === -1 ? dump : dump.slice(0, bodyAt);
  return header.replace(/^SET transaction_timeout = 0;\n/m, '') + (bodyAt === -1 ? '' : dump.slice(bodyAt));
}

/** A dump of the embedded database with the WebAssembly build of pg_dump that runs against PGlite itself. */
export async function dumpPglite(client: PGlite): Promise<string> {
  const file = await pgDump({ pg: client, args: DUMP_OPTIONS });
  return toPortableDump(await file.text());
}

/** The connection string without its password, which goes to pg_dump through PGPASSWORD instead of argv. */
function splitPassword(url: string): { url: string; password: string | undefined } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : undefined;
  parsed.password = '';
  return { url: parsed.toString(), password };
}

/** A dump of a PostgreSQL server's database by the system's pg_dump (PostgreSQL's client tools). */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<string> {
  const { url, password } = splitPassword(databaseUrl);
  try {
    await promisify(execFile)('pg_dump', [...DUMP_OPTIONS, '--file', file, '--dbname', url], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      maxBuffer: 16 * 1024 ** 2,
    });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT')
      throw new Error("pg_dump was not found: install PostgreSQL's client tools, of the server's major version or newer");
    throw new Error(`pg_dump failed: ${failure.stderr?.trim() || failure.message}`);
  }
  const dump = toPortableDump(await readFile(file, 'utf8'));
  return dump;
}

/** `-- Dumped from database version 18.6` and `-- Dumped by pg_dump version 18.3`, as the dump's header says. */
export function dumpVersionsOf(dump: string): { server: string; pgDump: string } {
  const server = /^-- Dumped from database version (.+)$/m.exec(dump)?.[1] ?? 'unknown';
  const pgDumpVersion = /^-- Dumped by pg_dump version (.+)$/m.exec(dump)?.[1] ?? 'unknown';
  return { server, pgDump: pgDumpVersion };
}

/**
 * The dump as SQL a client library can send: pg_dump (since the 2025 security releases) brackets its output
 * with psql's `\restrict KEY` and `\unrestrict KEY`, which only psql understands. The key is random, so
 * only those two lines can match.
 */
export function toExecutableSql(dump: string): string {
  const key = /^\\restrict (\S+)$/m.exec(dump)?.[1];
  if (!key) return dump;
  return dump.replace(`\\restrict ${key}\n`, '').replace(`\\unrestrict ${key}\n`, '');
}

/** Runs a dump into an empty PGlite database, in one transaction. */
export async function loadIntoPglite(client: PGlite, dump: string): Promise<void> {
  await client.exec(`BEGIN;\n${toExecutableSql(dump)}\nCOMMIT;`);
}

/** Runs a dump into an empty PostgreSQL database, in one transaction. */
export async function loadIntoPostgres(databaseUrl: string, dump: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`BEGIN;\n${toExecutableSql(dump)}\nCOMMIT;`);
  } finally {
    await client.end();
  }
}
