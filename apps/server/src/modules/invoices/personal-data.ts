import { toLocale } from '@portal/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { personalDataEntry, TAX_LAW, TAX_RETENTION, type TPersonalDataPart } from '../../platform/personal-data.ts';
import { researcherRowsOf } from '../../platform/researcher-rows.ts';
import { retentionEndOfDocuments } from '../../platform/tax-retention.ts';
import { invoicePayments, invoices } from '../../schema/invoices.ts';
import type { TBillingDocuments } from './documents.ts';

/**
 * A researcher's rights over their data, for the invoices module: what the data export lists, what closing the
 * account keeps (the invoices, for the tax authorities) and what goes once the retention period is over.
 */

/** The researcher's invoices with the payments applied to each, oldest first. */
export async function invoicesForExport(db: DbOrTx, userId: number) {
  const rows = await researcherRowsOf(
    db,
    invoices,
    userId,
    {
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
    },
    [invoices.transactionDate, invoices.id],
  );
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

/** After the retention period: the invoices keep their numbers, dates and amounts, not whom they were for. */
export async function eraseRetainedInvoiceData(tx: DbOrTx, userId: number): Promise<void> {
  await tx
    .update(invoices)
    .set({ billingAddress: null, invoiceAddress: null, vatNumber: null, purchaseOrderNumber: null, boletoUrl: null })
    .where(eq(invoices.userId, userId));
}

/** The invoices' part of the personal-data map; the archive's invoice PDFs are rendered by `documents`. */
export function invoicesPersonalData(documents: Pick<TBillingDocuments, 'invoicePdf'>): TPersonalDataPart {
  return {
    owner: 'invoices',
    tables: {
      invoices: personalDataEntry(
        'invoices: number, lines, amounts, billing and invoice addresses, VAT and purchase-order numbers',
        { file: 'invoices.json and invoices/{number}.pdf' },
        {
          kept: `${TAX_LAW}; the customer's name is written into it`,
          for: `${TAX_RETENTION}, then addresses and numbers emptied`,
        },
      ),
      invoice_payments: personalDataEntry(
        'which payment settled which invoice, and how much',
        { file: 'invoices.json (payments)' },
        { kept: TAX_LAW, for: `${TAX_RETENTION}; amounts only` },
      ),
    },
    async exportOf(db, user) {
      const rows = await invoicesForExport(db, user.id);
      return {
        documents: [{ path: 'invoices.json', content: rows }],
        pdfs: rows.map((invoice) => ({
          folder: 'invoices',
          name: `${invoice.invoiceNumber}.pdf`,
          render: async () => (await documents.invoicePdf(user, invoice.invoiceNumber, toLocale(user.language))).pdf,
        })),
      };
    },
    erase: (tx, user) =>
      keepCustomerOnInvoices(tx, user.id, {
        name: `${user.firstName} ${user.lastName}`.trim(),
        organization: user.institution ?? '',
      }).then(() => undefined),
    retentionEndOf: invoiceRetentionEndOf,
    eraseRetained: (tx, userId) => eraseRetainedInvoiceData(tx, userId).then(() => undefined),
  };
}
