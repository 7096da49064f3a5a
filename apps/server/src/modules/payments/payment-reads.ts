import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { payments } from '../../schema/payments.ts';
import { fapiaoRequestsAsCheckoutFormsOf } from '../fapiao/fapiao-reads.ts';

/**
 * Payments as columns of another read's statement (invoices, payment form), correlated on the user or a
 * payment id, so those reads stay one round trip. The payments module owns the table; readers get JSON.
 */

/** The id and amount of one payment (a prepayment's funding payment), or null. */
export function paymentAmountJsonOf(paymentId: SQLWrapper): SQL<{ id: number; amount: number } | null> {
  return sql`(select json_build_object('id', pay.id, 'amount', pay.amount) from ${payments} pay where pay.id = ${paymentId})`;
}

export type TPendingPaymentJson = { receiptCode: string; amount: number; methodId: number };

/** The user's payments still waiting on a provider (redirected or pending), newest first, at most 50. */
export function pendingPaymentsJsonOf(userId: SQLWrapper): SQL<TPendingPaymentJson[]> {
  return sql<TPendingPaymentJson[]>`coalesce((
    select json_agg(json_build_object('receiptCode', pp.receipt_code, 'amount', pp.amount, 'methodId', pp.method_id)
      order by pp.created_at desc)
    from (select receipt_code, amount, method_id, created_at from ${payments}
          where user_id = ${userId} and status in ('redirected', 'pending')
          order by created_at desc limit 50) pp), '[]'::json)`;
}

export type TFapiaoPaymentJson = { id: number; createdAt: string; fapiao: unknown };

/**
 * The fapiao details kept with the user's paid or awaited payments, and the fapiaos they requested after payment,
 * newest first (at most `limit`).
 */
export function fapiaoPaymentsJsonOf(userId: SQLWrapper, limit: number): SQL<TFapiaoPaymentJson[]> {
  return sql<TFapiaoPaymentJson[]>`coalesce((
    select json_agg(json_build_object('id', fp.id, 'createdAt', fp.created_at, 'fapiao', fp.fapiao) order by fp.created_at desc)
    from (select id, created_at, details -> 'fapiao' as fapiao from ${payments}
          where user_id = ${userId} and status in ('captured', 'awaiting-payment') and details ? 'fapiao'
          union all
          ${fapiaoRequestsAsCheckoutFormsOf(userId)}
          order by created_at desc limit ${sql.raw(String(limit))}) fp), '[]'::json)`;
}
