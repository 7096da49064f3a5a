import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { invoices } from '../../schema/invoices.ts';
import { orders } from '../../schema/orders.ts';
import { rewardEvents } from '../../schema/rewards.ts';
import { hasPayableInvoiceOf } from '../invoices/index.ts';
import { awardRewardPoints } from './award.ts';

/**
 * An order is paid when none of its invoices is left to pay and, without an invoice, it is not awaiting its
 * transfer or boleto. A bank-transfer order paid off from the invoices page keeps its status, so the
 * invoices decide.
 */
export const isOrderPaid = sql<boolean>`(not ${hasPayableInvoiceOf(orders.id)} and (${orders.status} <> 'awaiting-payment'
  or exists (select 1 from ${invoices} i where i.order_id = ${orders.id})))`;

/** Whether an order's points have gone into the history (they are added once, when it is paid). */
export const areOrderPointsAwarded = sql<boolean>`exists (select 1 from ${rewardEvents} e
  where e.source_key = 'order:' || ${orders.id})`;

/**
 * Every paid order earns its points, and only a paid one (the rewards page's rule, issue 29): the researcher's
 * paid orders whose points are not in the history yet get them, oldest first. Called in the transaction that
 * places an order and in each one that may finish paying one (a boleto or transfer captured, an invoice paid
 * off); an award is made once per order (its source key), so calling it again changes nothing.
 */
export async function awardPointsOfPaidOrders(tx: DbOrTx, userId: number): Promise<number> {
  const due = await tx
    .select({ id: orders.id, externalId: orders.externalId, points: orders.rewardPoints })
    .from(orders)
    .where(and(eq(orders.userId, userId), gt(orders.rewardPoints, 0), isOrderPaid, sql`not ${areOrderPointsAwarded}`))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  for (const order of due) {
    await awardRewardPoints(tx, {
      userId,
      kind: 'order',
      points: order.points,
      sourceKey: `order:${order.id}`,
      details: { externalId: order.externalId },
    });
  }
  return due.length;
}
