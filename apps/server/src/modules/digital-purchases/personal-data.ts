import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { personalDataEntry, TAX_LAW, TAX_RETENTION, type TPersonalDataPart } from '../../platform/personal-data.ts';
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

export const digitalPurchasesPersonalData: TPersonalDataPart = {
  owner: 'digital-purchases',
  tables: {
    digital_purchases: personalDataEntry(
      'digital-editing subscriptions and translation packages: product, price, uses, dates',
      { file: 'digital-purchases.json' },
      { kept: `${TAX_LAW}: the sale its payment and invoice bill`, for: `${TAX_RETENTION}; names nobody` },
    ),
  },
  exportOf: async (db, user) => ({
    documents: [{ path: 'digital-purchases.json', content: await digitalPurchasesForExport(db, user.id) }],
  }),
};
