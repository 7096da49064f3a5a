import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { paymentProofs } from '../fulfilment/table.ts';

/**
 * The proofs of payment researchers send. The table sits with the fulfilment tables (staff review the
 * proofs there); this module writes them and answers the researcher's list.
 */
export type TPaymentProofRow = typeof paymentProofs.$inferSelect;

export async function insertPaymentProof(
  db: DbOrTx,
  proof: Omit<typeof paymentProofs.$inferInsert, 'id' | 'identity' | 'createdAt' | 'reviewedBy' | 'reviewedAt'>,
): Promise<TPaymentProofRow> {
  const [row] = await db.insert(paymentProofs).values(proof).returning();
  if (!row) throw new Error('proof of payment not stored');
  return row;
}

/** An order's proofs, oldest first. */
export function listPaymentProofsOfOrder(db: DbOrTx, orderId: number): Promise<TPaymentProofRow[]> {
  return db
    .select()
    .from(paymentProofs)
    .where(eq(paymentProofs.orderId, orderId))
    .orderBy(asc(paymentProofs.createdAt), asc(paymentProofs.id));
}
