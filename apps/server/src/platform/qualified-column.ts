import { type Column, getTableName, type SQL, sql } from 'drizzle-orm';

/**
 * A column written with its table's name, for a correlated subquery inside a select field: drizzle writes a
 * select field's column without its table in a single-table query, so `"id"` there would name the subquery's
 * own table's id.
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
