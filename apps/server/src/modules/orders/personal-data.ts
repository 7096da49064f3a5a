import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { personalDataEntry, type TPersonalDataPart } from '../../platform/personal-data.ts';
import { researcherRowsOf } from '../../platform/researcher-rows.ts';
import { orders } from '../../schema/orders.ts';

/**
 * A researcher's rights over their data, for the orders module: what the data export lists and what closing the
 * account erases. The account module's data-rights use cases call these.
 */

/** The researcher's orders as kept, oldest first; internal fields (staff assignee, row versions) left out. */
export async function ordersForExport(db: DbOrTx, userId: number) {
  return researcherRowsOf(
    db,
    orders,
    userId,
    {
      externalId: orders.externalId,
      kind: orders.kind,
      title: orders.title,
      status: orders.status,
      stage: orders.stage,
      currencyIso: orders.currencyIso,
      subtotal: orders.subtotal,
      discountTotal: orders.discountTotal,
      total: orders.total,
      services: orders.services,
      discounts: orders.discounts,
      deadline: orders.deadline,
      wordCount: orders.wordCount,
      styleOfEnglish: orders.styleOfEnglish,
      journalName: orders.journalName,
      journalUrl: orders.journalUrl,
      deliveryTier: orders.deliveryTier,
      receiptCode: orders.receiptCode,
      rewardPoints: orders.rewardPoints,
      notificationEmails: orders.notificationEmails,
      createdAt: orders.createdAt,
      completedAt: orders.completedAt,
    },
    [orders.createdAt, orders.id],
  );
}

/** The ids of the researcher's orders: what their deliverables, certificates and proofs hang off. */
export async function orderIdsOf(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
  return rows.map((row) => row.id);
}

/**
 * Closing an account: the order keeps what its invoice and the accounts need (number, services, amounts,
 * dates) and loses what says who wrote what: the manuscript's title, the journal, co-authors' addresses.
 */
export async function eraseOrderPersonalData(tx: DbOrTx, userId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ title: '', journalName: null, journalUrl: null, notificationEmails: [], updatedAt: new Date() })
    .where(eq(orders.userId, userId));
}

export const ordersPersonalData: TPersonalDataPart = {
  owner: 'orders',
  tables: {
    orders: personalDataEntry(
      'the order: services, prices, manuscript title, journal, co-authors',
      { file: 'orders.json' },
      { erased: 'title, journal and co-authors emptied; the order stays as the sale the invoice bills' },
    ),
  },
  exportOf: async (db, user) => ({ documents: [{ path: 'orders.json', content: await ordersForExport(db, user.id) }] }),
  erase: (tx, user) => eraseOrderPersonalData(tx, user.id).then(() => undefined),
};
