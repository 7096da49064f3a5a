import { type TLocale, toLocale } from '@portal/domain';
import type { DbOrTx } from '../../platform/db.ts';
import { personalDataEntry, TAX_LAW, TAX_RETENTION, type TPersonalDataPart } from '../../platform/personal-data.ts';
import { researcherRowsOf } from '../../platform/researcher-rows.ts';
import type { TUserRow } from '../../platform/sessions.ts';
import { retentionEndOfDocuments } from '../../platform/tax-retention.ts';
import { credits, ledgerMovements, prepayments, vouchers } from '../../schema/ledger.ts';

/**
 * A researcher's credits, prepayments, vouchers kept for them and every movement of their balances, oldest
 * first, for the data export. Closing the account erases nothing here: amounts and dates name no one.
 */
export async function ledgerForExport(db: DbOrTx, userId: number) {
  const [creditRows, prepaymentRows, voucherRows, movementRows] = await Promise.all([
    researcherRowsOf(
      db,
      credits,
      userId,
      {
        referenceNumber: credits.referenceNumber,
        currencyIso: credits.currencyIso,
        totalAmount: credits.totalAmount,
        balance: credits.balance,
        reason: credits.reason,
        expiresAt: credits.expiresAt,
        createdAt: credits.createdAt,
      },
      [credits.createdAt, credits.id],
    ),
    researcherRowsOf(
      db,
      prepayments,
      userId,
      {
        retainerInvoiceNumber: prepayments.retainerInvoiceNumber,
        currencyIso: prepayments.currencyIso,
        totalAmount: prepayments.totalAmount,
        paidAmount: prepayments.paidAmount,
        availableAmount: prepayments.availableAmount,
        status: prepayments.status,
        expiresAt: prepayments.expiresAt,
        createdAt: prepayments.createdAt,
        paidAt: prepayments.paidAt,
      },
      [prepayments.createdAt, prepayments.id],
    ),
    researcherRowsOf(
      db,
      vouchers,
      userId,
      {
        code: vouchers.code,
        currencyIso: vouchers.currencyIso,
        amount: vouchers.amount,
        balance: vouchers.balance,
        expiresAt: vouchers.expiresAt,
        createdAt: vouchers.createdAt,
      },
      [vouchers.createdAt],
    ),
    researcherRowsOf(
      db,
      ledgerMovements,
      userId,
      {
        kind: ledgerMovements.kind,
        sourceRef: ledgerMovements.sourceRef,
        amount: ledgerMovements.amount,
        currencyIso: ledgerMovements.currencyIso,
        createdAt: ledgerMovements.createdAt,
      },
      [ledgerMovements.createdAt, ledgerMovements.id],
    ),
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

/** A retainer invoice's PDF, as the invoices module renders it (given by the personal-data map). */
type TRetainerInvoicePdf = (user: TUserRow, retainerInvoiceNumber: string, locale: TLocale) => Promise<{ pdf: Buffer }>;

/** The ledger's part of the personal-data map; the archive's retainer invoices are rendered by `documents`. */
export function ledgerPersonalData(documents: { retainerInvoicePdf: TRetainerInvoicePdf }): TPersonalDataPart {
  const ledgerEntry = (holds: string) => ({
    holds,
    export: { file: 'credits-and-prepayments.json' },
    closure: { kept: TAX_LAW, for: `${TAX_RETENTION}; amounts and dates, naming nobody` },
  });
  return {
    owner: 'ledger',
    tables: {
      credits: ledgerEntry('credits granted and their balance'),
      prepayments: ledgerEntry('prepayments and their retainer invoices'),
      ledger_movements: ledgerEntry('every movement of a credit, prepayment or voucher balance'),
      vouchers: personalDataEntry(
        'voucher codes and balances, some restricted to one researcher',
        { file: 'credits-and-prepayments.json (vouchers kept for them)' },
        { kept: TAX_LAW, for: TAX_RETENTION },
      ),
    },
    async exportOf(db, user) {
      const ledger = await ledgerForExport(db, user.id);
      return {
        documents: [{ path: 'credits-and-prepayments.json', content: ledger }],
        pdfs: ledger.prepayments.map((prepayment) => ({
          folder: 'retainer-invoices',
          name: `${prepayment.retainerInvoiceNumber}.pdf`,
          render: async () =>
            (await documents.retainerInvoicePdf(user, prepayment.retainerInvoiceNumber, toLocale(user.language))).pdf,
        })),
      };
    },
    retentionEndOf: retainerInvoiceRetentionEndOf,
  };
}
