import { getTableName, is, SQL, type SQLWrapper, sql } from 'drizzle-orm';
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

/**
 * What a JSON row's key holds: a declared column; a typed expression (`SQL<T>`, such as the rowsOf and rowOf
 * below: another row's objects as an array or as one object); or a JSON row nested in place (an object).
 */
// biome-ignore lint/suspicious/noExplicitAny: a nested row may have any columns; TRowOf reads them back.
type TJsonValue = TJsonColumn<unknown> | SQL<unknown> | TJsonRow<any>;
type TJsonColumns = Record<string, TJsonValue>;

type TArrivesAs<V> =
  V extends TJsonRow<infer C> ? TRowOf<C> : V extends SQL<infer T> ? T : V extends TJsonColumn<infer T> ? T : never;

/** The type of a row a JSON row's declaration builds. */
export type TRowOf<TColumns extends TJsonColumns> = { [K in keyof TColumns]: TArrivesAs<TColumns[K]> };

/**
 * A JSON row declared once: its columns name the keys of the SQL `json_build_object` (`sql`) and the row
 * type (TRowOf<typeof row.columns>), so the two cannot drift apart.
 */
export type TJsonRow<TColumns extends TJsonColumns> = { columns: TColumns; sql: SQL<TRowOf<TColumns>> };

/** The type of the objects a declared JSON row builds: `TRowType<typeof ROW>`. */
// biome-ignore lint/suspicious/noExplicitAny: any row's columns.
export type TRowType<TRow extends TJsonRow<any>> = TRowOf<TRow['columns']>;

function expressionOf(value: TJsonValue): SQLWrapper {
  if (is(value, SQL)) return value;
  return 'columns' in value ? value.sql : value.expression;
}

export function jsonRow<TColumns extends TJsonColumns>(columns: TColumns): TJsonRow<TColumns> {
  const pairs = Object.entries(columns).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${expressionOf(value)}`);
  return { columns, sql: sql<TRowOf<TColumns>>`json_build_object(${sql.join(pairs, sql`, `)})` };
}

/**
 * A row's objects as a JSON array: `query` is the statement around the row's json_build_object (its json_agg,
 * order, filter and the coalesce to '[]'), written as before; the array's type comes from the row.
 */
export function rowsOf<TColumns extends TJsonColumns>(
  row: TJsonRow<TColumns>,
  query: (object: SQL<TRowOf<TColumns>>) => SQL,
): SQL<TRowOf<TColumns>[]> {
  return query(row.sql) as SQL<TRowOf<TColumns>[]>;
}

/** One object of a row, or null when `query` (a scalar subquery around the row's json_build_object) finds no row. */
export function rowOf<TColumns extends TJsonColumns>(
  row: TJsonRow<TColumns>,
  query: (object: SQL<TRowOf<TColumns>>) => SQL,
): SQL<TRowOf<TColumns> | null> {
  return query(row.sql) as SQL<TRowOf<TColumns> | null>;
}

/** One object of a row that `query` always finds (a subquery through a required reference, or one without FROM). */
export function requiredRowOf<TColumns extends TJsonColumns>(
  row: TJsonRow<TColumns>,
  query: (object: SQL<TRowOf<TColumns>>) => SQL,
): SQL<TRowOf<TColumns>> {
  return query(row.sql) as SQL<TRowOf<TColumns>>;
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
