import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * Placeholders for an `INSERT … SELECT` written as SQL, where the values stand in a SELECT list and no
 * column encodes or types them: each value is cast to its column's SQL type, and `encodedForSelect` encodes
 * the values as the column would (a JSON column's value as JSON text, a timestamp as ISO text). `prefix`
 * names the placeholders, so that several modules' inserts can share one statement.
 */
export function selectListOf<TColumns extends Record<string, Column>>(
  columns: TColumns,
  keys: readonly (keyof TColumns & string)[],
  prefix: string,
): { names: SQL; values: SQL } {
  return {
    names: sql.join(
      keys.map((key) => sql.identifier(columnOf(columns, key).name)),
      sql`, `,
    ),
    values: sql.join(
      keys.map((key) => sql`${sql.placeholder(`${prefix}${key}`)}::${sql.raw(columnOf(columns, key).getSQLType())}`),
      sql`, `,
    ),
  };
}

/** The values of selectListOf's placeholders, named with its prefix, each encoded by its column (null as it is). */
export function encodedForSelect<TColumns extends Record<string, Column>>(
  columns: TColumns,
  values: Partial<Record<keyof TColumns & string, unknown>>,
  prefix: string,
): Record<string, unknown> {
  const encoded: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const column = columnOf(columns, key);
    encoded[`${prefix}${key}`] = value === null || value === undefined ? null : column.mapToDriverValue(value);
  }
  return encoded;
}

function columnOf(columns: Record<string, Column>, key: string): Column {
  const column = columns[key];
  if (!column) throw new Error(`no column ${key}`);
  return column;
}
