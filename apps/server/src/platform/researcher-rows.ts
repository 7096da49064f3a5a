import { asc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db, DbOrTx } from './db.ts';

/**
 * The researcher's own rows of one table (its `user_id` is theirs): the columns given, ascending by `orderBy`
 * (oldest first, the id breaking ties). The data export reads each module's tables this way.
 */
export function researcherRowsOf<TFields extends SelectedFields>(
  db: Db,
  table: PgTable & { userId: AnyPgColumn },
  userId: number,
  fields: TFields,
  orderBy: readonly AnyPgColumn[],
): Promise<SelectResultFields<TFields>[]> {
  const rows = db
    .select(fields)
    .from(table)
    .where(eq(table.userId, userId))
    .orderBy(...orderBy.map((column) => asc(column)));
  // drizzle's builder types lose a selection that is a type parameter; the rows are those of `fields`.
  return rows as unknown as Promise<SelectResultFields<TFields>[]>;
}

/** Deletes the researcher's own rows of each table, in the order given (a table that others reference last). */
export async function deleteResearcherRows(
  tx: DbOrTx,
  userId: number,
  tables: readonly (PgTable & { userId: AnyPgColumn })[],
): Promise<void> {
  for (const table of tables) await tx.delete(table).where(eq(table.userId, userId));
}
