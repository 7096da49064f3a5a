import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { payments } from '../../schema/payments.ts';
import { applyPaymentToInvoice } from '../invoices/index.ts';
import { fundPrepayment } from '../ledger/index.ts';
import { markOrderPaid } from '../orders/index.ts';
import { payOffInvoices, rewardPaidOrders } from './complete-payment.ts';
import type { TPaymentRow } from './deps.ts';

/**
 * A boleto (or other awaiting payment) paid later, in the caller's transaction: awaiting-payment → captured,
 * then the money applied to what it paid for. Answers false when another caller moved it first.
 */
export async function captureAwaiting(tx: DbOrTx, payment: TPaymentRow): Promise<boolean> {
  const [moved] = await tx
    .update(payments)
    .set({ status: 'captured', completedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'awaiting-payment')))
    .returning();
  if (!moved) return false;
  if (moved.purpose === 'order') {
    const invoiceNumber = moved.invoiceNumbers[0];
    if (invoiceNumber && moved.amount > 0) {
      await applyPaymentToInvoice(tx, { invoiceNumber, paymentId: moved.id, amount: moved.amount, part: 'collected' });
    }
    if (moved.orderId !== null) await markOrderPaid(tx, moved.orderId);
    await rewardPaidOrders(tx, moved.userId);
  } else if (moved.purpose === 'payoff') {
    await payOffInvoices(tx, moved, moved.total);
  } else if (moved.prepaymentId !== null) {
    await fundPrepayment(tx, { prepaymentId: moved.prepaymentId, paymentId: moved.id, amount: moved.amount });
  }
  return true;
}
