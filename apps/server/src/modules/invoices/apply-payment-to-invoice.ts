import { MESSAGE } from '@portal/domain';
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { invoicePayments, invoices } from '../../schema/invoices.ts';
import type { TInvoiceRow } from './invoice-queries.ts';

/**
 * Applies `amount` of a payment to an invoice: one conditional update on the balance (never below zero),
 * status paid at zero. Idempotent per invoice and payment: repeating a call (same amount and prepayment
 * source) changes nothing, while a later part of the same payment (the bank-transfer or boleto money after
 * the credits applied at ordering) is still applied.
 */
export async function applyPaymentToInvoice(
  tx: DbOrTx,
  input: {
    invoiceNumber: string;
    paymentId: number;
    amount: number;
    retainerInvoiceId?: number | null;
    part?: 'payment' | 'collected';
  },
): Promise<{ balance: number; status: TInvoiceRow['status'] }> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.invoiceNumber, input.invoiceNumber)).for('update');
  if (!invoice) throw AppError.notFound();
  const retainerInvoiceId = input.retainerInvoiceId ?? null;
  const part = input.part ?? 'payment';
  const [seen] = await tx
    .select({ id: invoicePayments.id })
    .from(invoicePayments)
    .where(
      and(
        eq(invoicePayments.invoiceId, invoice.id),
        eq(invoicePayments.paymentId, input.paymentId),
        eq(invoicePayments.part, part),
      ),
    )
    .limit(1);
  if (seen) return { balance: invoice.balance, status: invoice.status };
  if (input.amount <= 0) throw new AppError(400, MESSAGE.invalidValue);
  const [updated] = await tx
    .update(invoices)
    .set({
      balance: sql`${invoices.balance} - ${input.amount}`,
      status: sql`case when ${invoices.balance} - ${input.amount} = 0 then 'paid' else ${invoices.status} end`,
      paidAt: sql`case when ${invoices.balance} - ${input.amount} = 0 then now() else ${invoices.paidAt} end`,
    })
    .where(and(eq(invoices.id, invoice.id), gte(invoices.balance, input.amount), ne(invoices.status, 'void')))
    .returning({ balance: invoices.balance, status: invoices.status });
  if (!updated) throw new AppError(409, MESSAGE.paymentAmountMismatch);
  await tx.insert(invoicePayments).values({
    invoiceId: invoice.id,
    paymentId: input.paymentId,
    amount: input.amount,
    retainerInvoiceId,
    part,
  });
  return updated;
}
