import { getTableName, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { readVersions, users } from '../schema/account.ts';
import { sessions } from '../schema/auth.ts';

/**
 * A kept read: a researcher's read the read cache (platform/read-cache.ts) keeps as answered until their
 * read version moves. Each is declared once, beside its statement: its name, the tables it reads (the
 * version must move when any of them changes: platform/read-versions.ts lists the tables whose writes move
 * it, and kept-read.test.ts checks the declaration against both the triggers and the SQL the read sends)
 * and, where it builds JSON rows in SQL, their columns (jsonRow below).
 */
export type TKeptRead = {
  /** Unique among kept reads; names the read in tests and failures. */
  name: string;
  /** Every table the read's statement reads beside SESSION_TABLES. */
  tables: readonly PgTable[];
};

export function declareKeptRead(declaration: TKeptRead): TKeptRead {
  return declaration;
}

/** The route option of a kept read: its statement looks the session up itself (SESSION_IN_READ) and it is kept. */
export function keptReadRoute(read: TKeptRead) {
  return { sessionInRead: true, readCache: true, keptRead: read } as const;
}

/** What every kept read's statement reads with the session (selectWithSession): the session, its user and their version. */
export const SESSION_TABLES: readonly PgTable[] = [sessions, users, readVersions];

/** The names of the tables a kept read depends on, the session's included. */
export function tableNamesOf(read: TKeptRead): string[] {
  return [...SESSION_TABLES, ...read.tables].map((table) => getTableName(table));
}

/** A column of a JSON row: the SQL expression PostgreSQL puts under the key, and the type it arrives as. */
export type TJsonColumn<T> = { expression: SQLWrapper; arrives?: T };

/** A column arriving as T (what json_build_object turns the expression into: timestamps arrive as ISO text). */
export function column<T>(expression: SQLWrapper): TJsonColumn<T> {
  return { expression };
}

type TJsonColumns = Record<string, TJsonColumn<unknown>>;

/** The type of a row a JSON row's declaration builds. */
export type TRowOf<TColumns extends TJsonColumns> = {
  [K in keyof TColumns]: TColumns[K] extends TJsonColumn<infer T> ? T : never;
};

/**
 * A JSON row declared once: its columns name the keys of the SQL `json_build_object` (`sql`) and the row
 * type (TRowOf<typeof row.columns>), so the two cannot drift apart.
 */
export type TJsonRow<TColumns extends TJsonColumns> = { columns: TColumns; sql: SQL<TRowOf<TColumns>> };

export function jsonRow<TColumns extends TJsonColumns>(columns: TColumns): TJsonRow<TColumns> {
  const pairs = Object.entries(columns).map(([key, { expression }]) => sql`${sql.raw(`'${key}'`)}, ${expression}`);
  return { columns, sql: sql<TRowOf<TColumns>>`json_build_object(${sql.join(pairs, sql`, `)})` };
}

/**
 * Compile-time check of a row against the domain type it becomes: each key the two share has, in the row, a
 * type the domain type accepts. True when they agree; otherwise the keys that disagree, so
 * `TAssert<TRowAgrees<TRow, TDomain>>` fails to compile and names them.
 */
export type TRowAgrees<TRow, TDomain> = [TDisagreeing<TRow, TDomain>] extends [never]
  ? true
  : { disagreeing: TDisagreeing<TRow, TDomain> };

type TDisagreeing<TRow, TDomain> = {
  [K in keyof TRow & keyof TDomain]: [TRow[K]] extends [TDomain[K]] ? never : K;
}[keyof TRow & keyof TDomain];

/** Holds only when the check is true: `type _Agrees = TAssert<TRowAgrees<TRow, TDomain>>`. */
export type TAssert<T extends true> = T;
