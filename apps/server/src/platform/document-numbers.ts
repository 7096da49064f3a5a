import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from './db.ts';

/** A number such as `INV-2026-000123`: the prefix, then a counter padded to six digits. */
export function formatDocumentNumber(prefix: string, counter: number): string {
  return `${prefix}${String(counter).padStart(6, '0')}`;
}

/**
 * Inserts a row under the next number of a PostgreSQL sequence. Sequences never wait for other
 * transactions, so concurrent checkouts do not queue behind each other for a number; a number taken by
 * a rolled-back transaction is skipped (numbers may have gaps, never repeats). `insert` must use
 * ON CONFLICT DO NOTHING and answer undefined when the number exists (a number written by hand or by the
 * demo seed); the next value is then tried.
 */
export async function insertWithNextNumber<T>(
  db: DbOrTx,
  target: { sequence: string; prefix: string },
  insert: (documentNumber: string) => Promise<T | undefined>,
): Promise<{ row: T; documentNumber: string }> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const result = await db.execute(sql`select nextval(${target.sequence}::regclass) as n`);
    const counter = Number((result as unknown as { rows: { n: string | number }[] }).rows[0]?.n ?? 0);
    const documentNumber = formatDocumentNumber(target.prefix, counter);
    const row = await insert(documentNumber);
    if (row !== undefined) return { row, documentNumber };
  }
  throw new Error(`no free document number under ${target.prefix}`);
}

/**
 * The next number of a sequence, formatted as formatDocumentNumber does, as an SQL expression: the INSERT
 * that stores the document draws its number in the same round trip. Like insertWithNextNumber, the INSERT
 * must do nothing on conflict, and the caller then tries again.
 */
export function nextDocumentNumber(target: { sequence: string; prefix: string | Placeholder }): SQL<string> {
  return sql<string>`(select ${target.prefix} || lpad(n::text, greatest(6, length(n::text)), '0') from nextval(${target.sequence}::regclass) as n)`;
}
