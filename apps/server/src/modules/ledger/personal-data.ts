import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { credits, ledgerMovements, prepayments, vouchers } from '../../schema/ledger.ts';
import { retentionEndOfDocuments } from '../invoices/personal-data.ts';

/**
 * A researcher's credits, prepayments, vouchers kept for them and every movement of their balances, oldest
 * first, for the data export. Closing the account erases nothing here: amounts and dates name no one.
 */
export async function ledgerForExport(db: DbOrTx, userId: number) {
  const [creditRows, prepaymentRows, voucherRows, movementRows] = await Promise.all([
    db
      .select({
        referenceNumber: credits.referenceNumber,
        currencyIso: credits.currencyIso,
        totalAmount: credits.totalAmount,
        balance: credits.balance,
        reason: credits.reason,
        expiresAt: credits.expiresAt,
        createdAt: credits.createdAt,
      })
      .from(credits)
      .where(eq(credits.userId, userId))
      .orderBy(asc(credits.createdAt), asc(credits.id)),
    db
      .select({
        retainerInvoiceNumber: prepayments.retainerInvoiceNumber,
        currencyIso: prepayments.currencyIso,
        totalAmount: prepayments.totalAmount,
        paidAmount: prepayments.paidAmount,
        availableAmount: prepayments.availableAmount,
        status: prepayments.status,
        expiresAt: prepayments.expiresAt,
        createdAt: prepayments.createdAt,
        paidAt: prepayments.paidAt,
      })
      .from(prepayments)
      .where(eq(prepayments.userId, userId))
      .orderBy(asc(prepayments.createdAt), asc(prepayments.id)),
    db
      .select({
        code: vouchers.code,
        currencyIso: vouchers.currencyIso,
        amount: vouchers.amount,
        balance: vouchers.balance,
        expiresAt: vouchers.expiresAt,
        createdAt: vouchers.createdAt,
      })
      .from(vouchers)
      .where(eq(vouchers.userId, userId))
      .orderBy(asc(vouchers.createdAt)),
    db
      .select({
        kind: ledgerMovements.kind,
        sourceRef: ledgerMovements.sourceRef,
        amount: ledgerMovements.amount,
        currencyIso: ledgerMovements.currencyIso,
        createdAt: ledgerMovements.createdAt,
      })
      .from(ledgerMovements)
      .where(eq(ledgerMovements.userId, userId))
      .orderBy(asc(ledgerMovements.createdAt), asc(ledgerMovements.id)),
  ]);
  return { credits: creditRows, prepayments: prepaymentRows, vouchers: voucherRows, movements: movementRows };
}

/** The end of the retention period of the researcher's retainer invoice kept longest; null when they have none. */
export function retainerInvoiceRetentionEndOf(db: DbOrTx, userId: number): Promise<Date | null> {
  const documents = {
    table: prepayments,
    userId: prepayments.userId,
    localization: prepayments.localization,
    issuedAt: prepayments.createdAt,
  };
  return retentionEndOfDocuments(db, documents, userId);
}
