import { MESSAGE, type TPaymentResult, withParams } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { payments } from '../../schema/payments.ts';
import type { TPaymentRow } from './deps.ts';
import type { TSubmissionKey } from './idempotency.ts';

// A payment as its submitter is answered: the result of a submission, a webhook's or a return's payment read again.

/** The answer to a submission for the payment as it stands. */
export function resultOf(payment: TPaymentRow): TPaymentResult {
  const details = payment.details as Record<string, unknown>;
  const redirect = details.redirect as { url: string | null; form: TPaymentResult['redirectForm'] } | undefined;
  const base: TPaymentResult = {
    status: 'pending',
    error: null,
    redirectUrl: null,
    redirectForm: null,
    receiptCode: payment.receiptCode,
    paymentId: payment.id,
    externalId: (details.externalId as string | undefined) ?? null,
    invoiceNumbers: payment.invoiceNumbers,
    retainerInvoiceNumber: (details.retainerInvoiceNumber as string | undefined) ?? null,
    boletoUrl: (details.boletoUrl as string | undefined) ?? null,
  };
  switch (payment.status) {
    case 'captured':
      return { ...base, status: 'paid' };
    case 'awaiting-payment':
      return { ...base, status: 'awaiting-payment' };
    case 'redirected':
      return { ...base, status: 'redirect', redirectUrl: redirect?.url ?? null, redirectForm: redirect?.form ?? null };
    case 'declined':
      return {
        ...base,
        status: 'declined',
        error: withParams(MESSAGE.paymentDeclined, { message: payment.declineMessage ?? 'Processor Declined' }),
      };
    case 'failed':
      return { ...base, status: 'declined', error: MESSAGE.paymentProcessingError };
    default:
      return base;
  }
}

/** The payment read again after another caller may have moved it. */
export async function reloadPayment(db: DbOrTx, paymentId: number): Promise<TPaymentRow> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!row) throw AppError.notFound();
  return row;
}

/** A retry taking over a dead attempt whose payment has since been settled (by the webhook or the recovery job). */
export async function settledResumeOf(db: DbOrTx, key: TSubmissionKey, userId: number): Promise<TPaymentResult | null> {
  if (key.resumePaymentId === null) return null;
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, key.resumePaymentId), eq(payments.userId, userId)));
  return payment && payment.status !== 'pending' ? resultOf(payment) : null;
}
