import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { personalDataEntry, type TPersonalDataPart } from '../../platform/personal-data.ts';
import { researcherRowsOf } from '../../platform/researcher-rows.ts';
import { retentionEndOf } from '../../platform/tax-retention.ts';
import { fapiaos } from '../../schema/fapiao.ts';

/**
 * A researcher's rights over their data, for the fapiao module: what the data export lists, what closing the
 * account erases at once (how to reach the researcher) and what goes once the retention period is over (whom
 * the fapiao was for, and its document). A fapiao is a Chinese tax document: the `cn` retention applies.
 */

/** Every fapiao the researcher asked for, in any state, oldest first. */
export async function fapiaosForExport(db: DbOrTx, userId: number) {
  return researcherRowsOf(
    db,
    fapiaos,
    userId,
    {
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
    },
    [fapiaos.id],
  );
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

export const fapiaoPersonalData: TPersonalDataPart = {
  owner: 'fapiao',
  tables: {
    fapiaos: personalDataEntry(
      'fapiaos asked for: buyer, taxpayer number, contact e-mail, phone, shipping address, number, document',
      { file: 'fapiaos.json and files/fapiaos/' },
      {
        kept: 'Chinese tax law (会计档案管理办法 art. 14): buyer, taxpayer number, number and document; contact details erased at once, failed requests deleted',
        for: '30 years after the year of the latest fapiao, then buyer and taxpayer number emptied and the document deleted',
      },
    ),
    fapiao_organizations: personalDataEntry(
      "organizations' names and taxpayer numbers the form suggests",
      { leftOut: 'a directory of organizations, not of people' },
      { noPersonalData: 'organizations only' },
    ),
    tax_sandbox_requests: personalDataEntry(
      "the sandbox tax service's requests to issue a fapiao",
      { leftOut: "the sandbox tax service's own records (none in production)" },
      { kept: "the tax service's record of an issued fapiao", for: 'as the fapiao it issued' },
    ),
  },
  storedFiles: {
    'fapiaos.document_key': personalDataEntry(
      'an issued fapiao document (PDF)',
      { file: 'files/fapiaos/{number}.pdf' },
      { kept: 'Chinese tax law, as the fapiao', for: '30 years after the year of the latest fapiao' },
    ),
  },
  async exportOf(db, user) {
    const [rows, fapiaoDocuments] = await Promise.all([fapiaosForExport(db, user.id), fapiaoDocumentsOf(db, user.id)]);
    return {
      documents: [{ path: 'fapiaos.json', content: rows }],
      files: fapiaoDocuments.map(({ storedName, ...fapiao }) => ({
        folder: 'files/fapiaos',
        name: `${fapiao.number ?? fapiao.identity}.pdf`,
        storedName,
        manifest: { source: 'fapiao', contentType: 'application/pdf', ...fapiao },
      })),
    };
  },
  erase: (tx, user) => eraseFapiaoPersonalData(tx, user.id).then(() => undefined),
  retentionEndOf: fapiaoRetentionEndOf,
  eraseRetained: eraseRetainedFapiaoData,
};
