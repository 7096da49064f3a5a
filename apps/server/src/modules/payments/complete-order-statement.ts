import { and, eq, inArray, sql } from 'drizzle-orm';
import { compiledStatement } from '../../platform/compiled-statement.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { payments } from '../../schema/payments.ts';
import { issuePaidInvoiceFromRowOf, nextInvoiceNumberOf } from '../invoices/index.ts';
import { nextOrderId, placeOrderFromRowOf } from '../orders/index.ts';
import { keyAnswerOfStatement } from './key-statements.ts';

/** The prefixes of the order's and the invoice's placeholders in the statement below. */
export const ORDER_VALUES = 'order_';
export const INVOICE_VALUES = 'invoice_';

/**
 * Complete Order's common case in one statement, without a transaction: a card payment captured, its order
 * placed (with the order's follow-ups), the order's invoice issued with the payment applied, and the
 * submission's answer stored. The order's id and the invoice's number are drawn first (`drawn`), so that the
 * capture records them on the payment in the same update (a statement may not update a row twice); the order
 * is inserted only for the captured row, the invoice only for the inserted order, the answer only with the
 * invoice. A payment moved already (another caller settled it) answers no row and writes nothing. Every insert
 * does nothing special on conflict: an order number or invoice number found taken, or the form placed already,
 * fails the whole statement with a unique violation, and the caller completes the payment in the completing
 * transaction instead (payment-completer.ts, complete-payment.ts), which draws again and tells those cases apart. Numbers drawn by
 * a failed statement are skipped (gaps, never repeats: document-numbers.ts).
 *
 * Placeholders: the capture's (`paymentId`, `completedAt`, `now`, `providerReference`, `recorded`: JSON text
 * merged into the payment's details), the order's (ORDER_VALUES, orders/service.ts placedOrderSelectValues), the
 * invoice's (INVOICE_VALUES, invoices/issue-invoice.ts paidInvoiceSelectValues) and the key's (`keyUserId`,
 * `idempotencyKey`, `answer`: JSON text whose `invoiceNumbers` the statement fills in).
 */
export const completeOrderStatement = compiledStatement('complete_order', (dbx: DbOrTx) => {
  const drawn = dbx
    .$with('drawn', {})
    .as(sql`select ${nextOrderId} as order_id, ${nextInvoiceNumberOf(INVOICE_VALUES)} as invoice_number`);
  const orderId = sql<number>`(select order_id from ${drawn})`;
  const invoiceNumber = sql<string>`(select invoice_number from ${drawn})`;
  const captured = dbx.$with('captured').as(
    dbx
      .update(payments)
      .set({
        status: 'captured',
        completedAt: sql`${sql.placeholder('completedAt')}::timestamptz`,
        updatedAt: sql`${sql.placeholder('now')}::timestamptz`,
        providerReference: sql`${sql.placeholder('providerReference')}`,
        orderId,
        invoiceNumbers: sql`jsonb_build_array(${invoiceNumber})`,
        details: sql`${payments.details} || ${sql.placeholder('recorded')}::jsonb`,
      })
      .where(and(eq(payments.id, sql.placeholder('paymentId')), inArray(payments.status, ['pending', 'redirected'])))
      .returning(),
  );
  const order = placeOrderFromRowOf(dbx, captured, orderId, ORDER_VALUES);
  const invoice = issuePaidInvoiceFromRowOf(dbx, order.placed, { invoiceNumber, orderId }, INVOICE_VALUES);
  const answer = dbx
    .$with('answer')
    .as(
      keyAnswerOfStatement(
        dbx,
        sql`jsonb_set(${sql.placeholder('answer')}::jsonb, '{invoiceNumbers}', jsonb_build_array(${invoiceNumber}))`,
        sql`exists (select from ${invoice.issued})`,
      ),
    );
  return dbx
    .with(drawn, captured, ...order.writes, ...invoice.writes, answer)
    .select()
    .from(captured);
});
