import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { fapiaos } from '../../schema/fapiao.ts';
import { retentionEndOf } from '../invoices/personal-data.ts';

/**
 * A researcher's rights over their data, for the fapiao module: what the data export lists, what closing the
 * account erases at once (how to reach the researcher) and what goes once the retention period is over (whom
 * the fapiao was for, and its document). A fapiao is a Chinese tax document: the `cn` retention applies.
 */

/** Every fapiao the researcher asked for, in any state, oldest first. */
export async function fapiaosForExport(db: DbOrTx, userId: number) {
  return db
    .select({
      identity: fapiaos.identity,
      context: fapiaos.context,
      receiptCode: fapiaos.receiptCode,
      type: fapiaos.type,
      serviceType: fapiaos.serviceType,
      status: fapiaos.status,
      organizationName: fapiaos.organizationName,
      taxpayerNumber: fapiaos.taxpayerNumber,
      contactEmail: fapiaos.contactEmail,
      contactPhone: fapiaos.contactPhone,
      shippingAddress: fapiaos.shippingAddress,
      amount: fapiaos.amount,
      currencyIso: fapiaos.currencyIso,
      number: fapiaos.number,
      failureReason: fapiaos.failureReason,
      requestedAt: fapiaos.createdAt,
      issuedAt: fapiaos.issuedAt,
      cancelledAt: fapiaos.cancelledAt,
    })
    .from(fapiaos)
    .where(eq(fapiaos.userId, userId))
    .orderBy(asc(fapiaos.id));
}

/** The documents of the researcher's fapiaos that were issued (cancelled since or not), oldest first. */
export async function fapiaoDocumentsOf(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ identity: fapiaos.identity, number: fapiaos.number, storedName: fapiaos.documentKey })
    .from(fapiaos)
    .where(and(eq(fapiaos.userId, userId), isNotNull(fapiaos.documentKey)))
    .orderBy(asc(fapiaos.id));
  return rows.flatMap(({ storedName, ...fapiao }) => (storedName ? [{ ...fapiao, storedName }] : []));
}

/**
 * Closing an account: the contact e-mail, phone and shipping address only served to deliver the fapiao, so
 * they go; a fapiao that failed was never a tax document and goes whole. The rest (buyer, taxpayer number,
 * number, amount, document) is kept, like the invoices, until the retention period is over.
 */
export async function eraseFapiaoPersonalData(tx: DbOrTx, userId: number): Promise<void> {
  await tx.delete(fapiaos).where(and(eq(fapiaos.userId, userId), eq(fapiaos.status, 'failed')));
  await tx.update(fapiaos).set({ contactEmail: '', contactPhone: '', shippingAddress: '' }).where(eq(fapiaos.userId, userId));
}

/** The end of the retention period of the researcher's fapiao kept longest; null when they have none. */
export async function fapiaoRetentionEndOf(db: DbOrTx, userId: number): Promise<Date | null> {
  const issuedOn = sql`coalesce(${fapiaos.issuedAt}, ${fapiaos.createdAt}) at time zone 'UTC'`;
  const [row] = await db
    .select({ lastYear: sql<number | null>`max(extract(year from ${issuedOn}))::integer` })
    .from(fapiaos)
    .where(eq(fapiaos.userId, userId));
  return row?.lastYear == null ? null : retentionEndOf('cn', Number(row.lastYear));
}

/**
 * After the retention period: the fapiaos keep their numbers, dates and amounts, not whom they were for. Answers
 * the documents' stored names, for the caller to delete the bytes once this commits.
 */
export async function eraseRetainedFapiaoData(tx: DbOrTx, userId: number): Promise<string[]> {
  const documents = await tx
    .select({ storedName: fapiaos.documentKey })
    .from(fapiaos)
    .where(and(eq(fapiaos.userId, userId), isNotNull(fapiaos.documentKey)));
  await tx
    .update(fapiaos)
    .set({ organizationName: '', taxpayerNumber: '', contactEmail: '', contactPhone: '', shippingAddress: '', documentKey: null })
    .where(eq(fapiaos.userId, userId));
  return documents.flatMap((row) => (row.storedName ? [row.storedName] : []));
}
