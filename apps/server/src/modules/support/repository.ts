import type { TPaymentProof } from '@portal/domain';
import { asc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { column, jsonRow, rowsOf, type TAssert, type TRowAgrees, type TRowType } from '../../platform/kept-read.ts';
import { paymentProofs } from '../../schema/fulfilment.ts';

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

/** A proof (alias `p`) as the researcher's list shows it; uploadedAt as PostgreSQL writes a timestamp in JSON. */
const PROOF_ROW = jsonRow({
  identity: column<string>(sql`p.identity`),
  name: column<string>(sql`p.original_name`),
  size: column<number>(sql`p.size`),
  uploadedAt: column<string>(sql`p.created_at`),
});
export type TPaymentProofJson = TRowType<typeof PROOF_ROW>;
type _ProofAgrees = TAssert<TRowAgrees<TPaymentProofJson, TPaymentProof>>;

/** An order's proofs as a JSON column of another read, oldest first (through payment_proofs_order). */
export function paymentProofsJsonOf(orderId: SQLWrapper): SQL<TPaymentProofJson[]> {
  return rowsOf(
    PROOF_ROW,
    (row) => sql`coalesce((
    select json_agg(${row} order by p.created_at, p.id)
    from ${paymentProofs} p where p.order_id = ${orderId}), '[]'::json)`,
  );
}
