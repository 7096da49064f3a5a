import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db.ts';
import { invoicePayments, invoices } from '../../schema/invoices.ts';

/**
 * A researcher's rights over their data, for the invoices module: what the data export lists, what closing the
 * account keeps (the invoices, for the tax authorities) and what goes once the retention period is over.
 */

/**
 * Years an invoice is kept after the end of the year it was issued in, by the localization that issued it
 * (docs/decisions.md gives the law behind each). An unknown localization keeps the longest period.
 */
export const INVOICE_RETENTION_YEARS: Readonly<Record<string, number>> = { us: 7, cn: 30, jp: 10, br: 6, es: 6 };
const LONGEST_RETENTION_YEARS = Math.max(...Object.values(INVOICE_RETENTION_YEARS));

/** The researcher's invoices with the payments applied to each, oldest first. */
export async function invoicesForExport(db: DbOrTx, userId: number) {
  const rows = await db
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      orderExternalId: invoices.orderExternalId,
      status: invoices.status,
      currencyIso: invoices.currencyIso,
      totalAmount: invoices.totalAmount,
      balance: invoices.balance,
      lines: invoices.lines,
      billingAddress: invoices.billingAddress,
      invoiceAddress: invoices.invoiceAddress,
      purchaseOrderNumber: invoices.purchaseOrderNumber,
      vatNumber: invoices.vatNumber,
      localization: invoices.localization,
      language: invoices.language,
      transactionDate: invoices.transactionDate,
      paidAt: invoices.paidAt,
    })
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(asc(invoices.transactionDate), asc(invoices.id));
  const applied =
    rows.length === 0
      ? []
      : await db
          .select({
            invoiceId: invoicePayments.invoiceId,
            paymentId: invoicePayments.paymentId,
            amount: invoicePayments.amount,
            part: invoicePayments.part,
            createdAt: invoicePayments.createdAt,
          })
          .from(invoicePayments)
          .where(
            inArray(
              invoicePayments.invoiceId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(invoicePayments.id));
  return rows.map(({ id, ...invoice }) => ({
    ...invoice,
    payments: applied.filter((payment) => payment.invoiceId === id).map(({ invoiceId: _, ...payment }) => payment),
  }));
}

/**
 * Closing an account: each invoice must still name its customer once the account's name is erased, so an
 * invoice whose billing address lacks the name (or the organization) takes them from the account now.
 */
export async function keepCustomerOnInvoices(
  tx: DbOrTx,
  userId: number,
  customer: { name: string; organization: string },
): Promise<void> {
  const address = sql`coalesce(${invoices.billingAddress}, '{}'::jsonb)`;
  await tx
    .update(invoices)
    .set({
      billingAddress: sql`${address}
        || case when coalesce(${address}->>'name', '') = '' and ${customer.name}::text <> ''
             then jsonb_build_object('name', ${customer.name}::text) else '{}'::jsonb end
        || case when coalesce(${address}->>'organization', '') = '' and ${customer.organization}::text <> ''
             then jsonb_build_object('organization', ${customer.organization}::text) else '{}'::jsonb end`,
    })
    .where(eq(invoices.userId, userId));
}

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

/** The end of the retention period of the researcher's invoice kept longest; null when they have none. */
export function invoiceRetentionEndOf(db: DbOrTx, userId: number): Promise<Date | null> {
  const documents = {
    table: invoices,
    userId: invoices.userId,
    localization: invoices.localization,
    issuedAt: invoices.transactionDate,
  };
  return retentionEndOfDocuments(db, documents, userId);
}

function latestOf(dates: readonly Date[]): Date | null {
  return dates.reduce<Date | null>((latest, date) => (latest && latest >= date ? latest : date), null);
}

/** After the retention period: the invoices keep their numbers, dates and amounts, not whom they were for. */
export async function eraseRetainedInvoiceData(tx: DbOrTx, userId: number): Promise<void> {
  await tx
    .update(invoices)
    .set({ billingAddress: null, invoiceAddress: null, vatNumber: null, purchaseOrderNumber: null, boletoUrl: null })
    .where(eq(invoices.userId, userId));
}
