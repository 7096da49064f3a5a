import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { column, jsonRow, type TRowOf } from '../../platform/kept-read.ts';
import { payments } from '../../schema/payments.ts';
import { fapiaoRequestsAsCheckoutFormsOf } from '../fapiao/index.ts';

/**
 * Payments as columns of another read's statement (the payment form), correlated on the user, so that read
 * stays one round trip.
 */

const FAPIAO_PAYMENT_ROW = jsonRow({
  id: column<number>(sql`fp.id`),
  createdAt: column<string>(sql`fp.created_at`),
  fapiao: column<unknown>(sql`fp.fapiao`),
});
export type TFapiaoPaymentJson = TRowOf<typeof FAPIAO_PAYMENT_ROW.columns>;

/**
 * The fapiao details kept with the user's paid or awaited payments, and the fapiaos they requested after payment,
 * newest first (at most `limit`).
 */
export function fapiaoPaymentsJsonOf(userId: SQLWrapper, limit: number): SQL<TFapiaoPaymentJson[]> {
  return sql<TFapiaoPaymentJson[]>`coalesce((
    select json_agg(${FAPIAO_PAYMENT_ROW.sql} order by fp.created_at desc)
    from (select id, created_at, details -> 'fapiao' as fapiao from ${payments}
          where user_id = ${userId} and status in ('captured', 'awaiting-payment') and details ? 'fapiao'
          union all
          ${fapiaoRequestsAsCheckoutFormsOf(userId)}
          order by created_at desc limit ${sql.raw(String(limit))}) fp), '[]'::json)`;
}
