import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { personalDataEntry, type TPersonalDataPart } from '../../platform/personal-data.ts';
import { users } from '../../schema/account.ts';
import { certificates, deliverables, paymentProofs } from '../../schema/fulfilment.ts';
import { orders } from '../../schema/orders.ts';
import { downloadAllowedOf } from '../orders/index.ts';

/**
 * A researcher's rights over their data, for the fulfilment module: the files delivered to them, their
 * certificates and the proofs of payment they sent, for the data export; and what closing the account erases.
 */

/** What the data export needs of a stored file, from either table of files. */
const storedFileColumns = (files: typeof deliverables | typeof paymentProofs) => ({
  originalName: files.originalName,
  storedName: files.storedName,
  contentType: files.contentType,
  size: files.size,
  sha256: files.sha256,
  createdAt: files.createdAt,
});

const ownOrderIds = (db: DbOrTx, userId: number) => db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));

/**
 * Files delivered for the researcher's orders (not those staff removed) that they may download now, by the
 * rule of the order's deliverables page (downloadAllowedOf): an edited file withheld until payment stays
 * withheld from the archive too. Oldest first.
 */
export async function deliveredFilesOf(db: DbOrTx, userId: number) {
  return db
    .select({
      orderExternalId: orders.externalId,
      ...storedFileColumns(deliverables),
    })
    .from(deliverables)
    .innerJoin(orders, eq(orders.id, deliverables.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.userId, userId), isNull(deliverables.removedAt), downloadAllowedOf(orders.id, orders.status)))
    .orderBy(asc(deliverables.createdAt), asc(deliverables.id));
}

/** Proofs of payment the researcher uploaded, oldest first. */
export async function paymentProofsOf(db: DbOrTx, userId: number) {
  return db
    .select({
      orderExternalId: orders.externalId,
      ...storedFileColumns(paymentProofs),
      note: paymentProofs.note,
      reviewedAt: paymentProofs.reviewedAt,
    })
    .from(paymentProofs)
    .innerJoin(orders, eq(orders.id, paymentProofs.orderId))
    .where(eq(paymentProofs.userId, userId))
    .orderBy(asc(paymentProofs.createdAt), asc(paymentProofs.id));
}

/** The editing certificates of the researcher's orders. */
export async function certificatesForExport(db: DbOrTx, userId: number) {
  return db
    .select({
      orderExternalId: orders.externalId,
      code: certificates.code,
      title: certificates.title,
      authors: certificates.authors,
      fileName: certificates.fileName,
      fileSha256: certificates.fileSha256,
      issuedOn: certificates.issuedOn,
    })
    .from(certificates)
    .innerJoin(orders, eq(orders.id, certificates.orderId))
    .where(eq(orders.userId, userId))
    .orderBy(asc(certificates.issuedOn));
}

/**
 * Closing an account: the delivered files and the proofs of payment go (answered: their stored names, for the
 * caller to delete the bytes once this commits); certificates lose their title and authors, keeping the code
 * and the file's hash, so a journal checking an old certificate is told it exists without learning whose.
 */
export async function eraseFulfilmentPersonalData(tx: DbOrTx, userId: number): Promise<string[]> {
  // First, as a certificate names the deliverable it certifies.
  await tx
    .update(certificates)
    .set({ title: '', authors: '', fileName: null, deliverableId: null, updatedAt: new Date() })
    .where(inArray(certificates.orderId, ownOrderIds(tx, userId)));
  const removedDeliverables = await tx
    .delete(deliverables)
    .where(inArray(deliverables.orderId, ownOrderIds(tx, userId)))
    .returning({ storedName: deliverables.storedName });
  const removedProofs = await tx
    .delete(paymentProofs)
    .where(eq(paymentProofs.userId, userId))
    .returning({ storedName: paymentProofs.storedName });
  return [...removedDeliverables, ...removedProofs].map((row) => row.storedName);
}

export const fulfilmentPersonalData: TPersonalDataPart = {
  owner: 'fulfilment',
  tables: {
    deliverables: personalDataEntry(
      'the edited files delivered for an order',
      { file: 'files/delivered/ (only where the order page lets them be downloaded: not before payment)' },
      { erased: 'deleted, with the bytes' },
    ),
    payment_proofs: personalDataEntry(
      'proofs of a bank transfer the researcher uploaded, with a note',
      { file: 'files/payment-proofs/' },
      { erased: 'deleted, with the bytes' },
    ),
    certificates: personalDataEntry(
      "editing certificates: manuscript title, authors, the file's name and hash",
      { file: 'certificates.json' },
      { erased: 'title, authors and file name emptied; the code and hash stay so an old certificate still verifies' },
    ),
    order_stage_events: personalDataEntry(
      'when an order reached each stage',
      { leftOut: 'shown on the order page; dates of the work, nothing about the person' },
      { noPersonalData: 'order ids and dates' },
    ),
  },
  storedFiles: {
    'deliverables.stored_name': personalDataEntry(
      'an edited manuscript delivered by staff',
      { file: 'files/delivered/{order}/ when downloadable' },
      { erased: 'deleted after the commit' },
    ),
    'payment_proofs.stored_name': personalDataEntry(
      'a proof of payment',
      { file: 'files/payment-proofs/{order}/' },
      { erased: 'deleted after the commit' },
    ),
  },
  async exportOf(db, user) {
    const [delivered, proofs, certificates] = await Promise.all([
      deliveredFilesOf(db, user.id),
      paymentProofsOf(db, user.id),
      certificatesForExport(db, user.id),
    ]);
    return {
      documents: [{ path: 'certificates.json', content: certificates }],
      files: [
        ...delivered.map(({ storedName, ...file }) => ({
          folder: `files/delivered/${file.orderExternalId}`,
          name: file.originalName,
          storedName,
          manifest: { source: 'delivered', ...file },
        })),
        ...proofs.map(({ storedName, ...file }) => ({
          folder: `files/payment-proofs/${file.orderExternalId}`,
          name: file.originalName,
          storedName,
          manifest: { source: 'payment-proof', ...file },
        })),
      ],
    };
  },
  erase: (tx, user) => eraseFulfilmentPersonalData(tx, user.id),
};
