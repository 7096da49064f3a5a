import { subscriptionEndsAt, type TDigitalProduct } from '@portal/domain/rules/digital-products';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { digitalPurchases, type TDigitalPurchaseRow } from '../../schema/digital-purchases.ts';

/**
 * A purchase's life beside its payment (purpose 'digital'): written 'pending' by the transaction that writes the
 * payment, made 'active' by the transaction that captures it, 'cancelled' when the payment is declined, fails or
 * is abandoned. Only an active row gives access (access.ts).
 */

/** What the payment's transaction writes for the product bought, in the currency it is paid in. */
export type TPendingDigitalPurchase = {
  product: TDigitalProduct;
  label: string;
  price: number;
  fullPrice: number;
  currencyIso: string;
};

export async function insertPendingPurchase(tx: DbOrTx, userId: number, pending: TPendingDigitalPurchase): Promise<number> {
  const { product } = pending;
  const [row] = await tx
    .insert(digitalPurchases)
    .values({
      userId,
      type: product.type,
      source: 'purchase',
      status: 'pending',
      product: product.id,
      label: pending.label,
      numberOfUses: product.numberOfUses,
      usesRemaining: product.numberOfUses,
      allowedLanguages: [...product.languages],
      wordLimit: product.wordLimit,
      price: pending.price,
      fullPrice: pending.fullPrice,
      currencyIso: pending.currencyIso,
    })
    .returning({ id: digitalPurchases.id });
  if (!row) throw new Error('digital purchase not stored');
  return row.id;
}

/** Links the pending purchase to its payment (same transaction as the payment's insert). */
export async function linkPurchaseToPayment(tx: DbOrTx, purchaseId: number, paymentId: number): Promise<void> {
  await tx.update(digitalPurchases).set({ paymentId }).where(eq(digitalPurchases.id, purchaseId));
}

/**
 * pending → active, from now: an editing subscription ends one year later; a translation package keeps its uses
 * for the same year. Conditional, so a second capture of the same payment changes nothing.
 */
export async function activatePurchase(tx: DbOrTx, purchaseId: number, now = new Date()): Promise<TDigitalPurchaseRow | null> {
  const [row] = await tx
    .update(digitalPurchases)
    .set({
      status: 'active',
      startsAt: now,
      endsAt: subscriptionEndsAt(now),
      usesRemaining: sql`${digitalPurchases.numberOfUses}`,
    })
    .where(and(eq(digitalPurchases.id, purchaseId), eq(digitalPurchases.status, 'pending')))
    .returning();
  return row ?? null;
}

/** The purchase of a payment that will not be captured (declined, failed, abandoned) is cancelled. */
export async function cancelPurchaseOfPayment(db: DbOrTx, paymentId: number): Promise<void> {
  await db
    .update(digitalPurchases)
    .set({ status: 'cancelled' })
    .where(and(eq(digitalPurchases.paymentId, paymentId), eq(digitalPurchases.status, 'pending')));
}
