import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { digitalPurchases } from '../../schema/digital-purchases.ts';

/** A researcher's digital-editing subscriptions and translation packages, for their data export (no internal ids). */
export async function digitalPurchasesForExport(db: DbOrTx, userId: number) {
  const rows = await db
    .select()
    .from(digitalPurchases)
    .where(eq(digitalPurchases.userId, userId))
    .orderBy(asc(digitalPurchases.createdAt), asc(digitalPurchases.id));
  return rows.map(({ id: _, userId: __, paymentId: ___, ...purchase }) => purchase);
}
