import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './db.ts';

/*
 * How long tax documents (invoices, retainer invoices, fapiaos) are kept after an account is closed: the
 * invoices, ledger and fapiao modules' parts of the personal-data map ask here.
 */

/**
 * Years an invoice is kept after the end of the year it was issued in, by the localization that issued it
 * (docs/decisions.md gives the law behind each). An unknown localization keeps the longest period.
 */
export const INVOICE_RETENTION_YEARS: Readonly<Record<string, number>> = { us: 7, cn: 30, jp: 10, br: 6, es: 6 };
const LONGEST_RETENTION_YEARS = Math.max(...Object.values(INVOICE_RETENTION_YEARS));

/**
 * When a tax document (invoice or retainer invoice) issued by `localization` in `lastYear` may be erased: the
 * first of January after its retention period.
 */
export function retentionEndOf(localization: string | null, lastYear: number): Date {
  const years = INVOICE_RETENTION_YEARS[localization ?? ''] ?? LONGEST_RETENTION_YEARS;
  return new Date(Date.UTC(lastYear + 1 + years, 0, 1));
}

/** A table of tax documents: whose each is, which localization issued it and when. */
export type TTaxDocuments = { table: PgTable; userId: PgColumn; localization: PgColumn; issuedAt: PgColumn };

/** The end of the retention period of the researcher's document (of this table) kept longest; null when none. */
export async function retentionEndOfDocuments(db: DbOrTx, documents: TTaxDocuments, userId: number): Promise<Date | null> {
  const rows = await db
    .select({
      localization: sql<string | null>`${documents.localization}`,
      lastYear: sql<number>`max(extract(year from ${documents.issuedAt} at time zone 'UTC'))::integer`,
    })
    .from(documents.table)
    .where(eq(documents.userId, userId))
    .groupBy(documents.localization);
  return latestOf(rows.map((row) => retentionEndOf(row.localization, Number(row.lastYear))));
}

function latestOf(dates: readonly Date[]): Date | null {
  return dates.reduce<Date | null>((latest, date) => (latest && latest >= date ? latest : date), null);
}
