import { and, eq, gt, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { invoicePayments, invoices } from '../../schema/invoices.ts';

// The invoices read by number, by order or by payment, for the module's use cases and the payments module.

export type TInvoiceRow = typeof invoices.$inferSelect;

/** Payable: something is owed and staff have not put it up for write-off. */
const isPayable = and(gt(invoices.balance, 0), eq(invoices.pendingWriteoff, false), ne(invoices.status, 'void'));

/** The user's invoices with these numbers when every one is payable; otherwise 404 `not-found`. */
export async function findPayableInvoices(
  db: DbOrTx,
  userId: number,
  invoiceNumbers: readonly string[],
): Promise<{ id: number; invoiceNumber: string; balance: number; currencyIso: string }[]> {
  const wanted = [...new Set(invoiceNumbers)];
  if (wanted.length === 0 || wanted.some((n) => n.length > 40)) throw AppError.notFound();
  const rows = await db
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      balance: invoices.balance,
      currencyIso: invoices.currencyIso,
    })
    .from(invoices)
    .where(and(eq(invoices.userId, userId), inArray(invoices.invoiceNumber, wanted), isPayable));
  if (rows.length !== wanted.length) throw AppError.notFound();
  return wanted.map((number) => rows.find((r) => r.invoiceNumber === number) as (typeof rows)[number]);
}

/** One of the user's invoices by number; another user's (or an unknown one) is 404. */
export async function findInvoiceForUser(db: DbOrTx, userId: number, invoiceNumber: string): Promise<TInvoiceRow> {
  if (invoiceNumber.length > 40) throw AppError.notFound();
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.invoiceNumber, invoiceNumber)));
  if (!row) throw AppError.notFound();
  return row;
}

/** The invoice of an order (the first when staff issued several). */
export async function findInvoiceOfOrder(db: DbOrTx, orderId: number): Promise<TInvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(invoices.id).limit(1);
  return row;
}

/** The invoices a payment was applied to, with what it paid on each. */
export async function listInvoicesPaidBy(db: DbOrTx, paymentId: number) {
  return db
    .select({ invoice: invoices, amount: invoicePayments.amount, retainerInvoiceId: invoicePayments.retainerInvoiceId })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(eq(invoicePayments.paymentId, paymentId))
    .orderBy(invoicePayments.id);
}
