import { hasControlCharacter } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../platform/db.ts';
import { invoices } from '../../schema/invoices.ts';
import { prepayments } from '../../schema/ledger.ts';
import { payments } from '../../schema/payments.ts';

/*
 * The ownership checks of the billing documents' paths (route-access.ts), answered before a query is read:
 * another researcher's invoice or payment is 404 whatever the query says. A key that cannot name a record
 * (too long, a control character PostgreSQL would refuse, an id out of range) is looked up nowhere.
 */

const MAX_ID = 2_147_483_647;

/** Whether the signed-in researcher has a row that `rowsOf` finds with their user id. */
async function hasOwnRow(request: FastifyRequest, rowsOf: (userId: number) => Promise<unknown[]>): Promise<boolean> {
  const userId = request.auth?.user.id;
  return userId !== undefined && (await rowsOf(userId)).length > 0;
}

const isPlausibleKey = (key: string, maxLength: number) => key.length <= maxLength && !hasControlCharacter(key);

export async function ownsInvoice(db: DbOrTx, request: FastifyRequest, invoiceNumber: string): Promise<boolean> {
  if (!isPlausibleKey(invoiceNumber, 40)) return false;
  return hasOwnRow(request, (userId) =>
    db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.userId, userId), eq(invoices.invoiceNumber, invoiceNumber)))
      .limit(1),
  );
}

/** A prepayment's retainer invoice, named by its number. */
export async function ownsRetainerInvoice(db: DbOrTx, request: FastifyRequest, retainerInvoiceNumber: string): Promise<boolean> {
  if (!isPlausibleKey(retainerInvoiceNumber, 40)) return false;
  return hasOwnRow(request, (userId) =>
    db
      .select({ id: prepayments.id })
      .from(prepayments)
      .where(and(eq(prepayments.userId, userId), eq(prepayments.retainerInvoiceNumber, retainerInvoiceNumber)))
      .limit(1),
  );
}

/** A payment named by its id (the receipt's path) or by its receipt code (the boleto's). */
export async function ownsPayment(
  db: DbOrTx,
  request: FastifyRequest,
  by: { id: string } | { receiptCode: string },
): Promise<boolean> {
  const id = 'id' in by && /^\d{1,10}$/.test(by.id) ? Number(by.id) : 0;
  const isPlausible = 'id' in by ? id >= 1 && id <= MAX_ID : isPlausibleKey(by.receiptCode, 64);
  if (!isPlausible) return false;
  return hasOwnRow(request, (userId) =>
    db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.userId, userId), 'id' in by ? eq(payments.id, id) : eq(payments.receiptCode, by.receiptCode)))
      .limit(1),
  );
}
