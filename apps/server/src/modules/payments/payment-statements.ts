import { and, eq, inArray, type Placeholder, sql, type WithSubquery } from 'drizzle-orm';
import { compiledStatement, compiledStatementsByShape } from '../../platform/compiled-statement.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { jobs } from '../../platform/tables.ts';
import { orderForms } from '../order-form/table.ts';
import type { TPaymentRow } from './context.ts';
import { keyAnswerStatement, keyLinkStatement } from './idempotency.ts';
import { payments } from './table.ts';

// The statements a submission and its completion run, each built once per process (compiled-statement.ts),
// never per call: the live payments of a form, the new payment, its capture and the order recorded on it.

export const RECOVER_PAYMENT_JOB = 'payments.recover';
/** The recovery job first looks at a payment this long after it was created. */
const RECOVERY_DELAY_SECONDS = 30;

export const LIVE_STATUSES: TPaymentRow['status'][] = ['pending', 'redirected', 'captured', 'awaiting-payment'];

/**
 * The check every Complete Order makes under the form's advisory lock (which serialises the form's payments,
 * not its saves), in one read built once (compiled-statement.ts): the form's version and status beside each
 * live payment of the form (one row with a null payment when there is none). The form's row is share-locked
 * until the pending payment is written: a save in flight is waited for and seen, and a save starting later
 * waits until the payment exists (docs/payments.md).
 */
export const livePaymentsOfFormStatement = compiledStatement('live_payments_of_form', (dbx) =>
  dbx
    .select({ formVersion: orderForms.version, formStatus: orderForms.status, payment: payments })
    .from(orderForms)
    .leftJoin(
      payments,
      and(
        eq(payments.userId, sql.placeholder('userId')),
        eq(payments.purpose, sql.placeholder('purpose')),
        inArray(payments.status, LIVE_STATUSES),
        eq(payments.orderFormId, orderForms.id),
      ),
    )
    .where(eq(orderForms.id, sql.placeholder('orderFormId')))
    .for('share', { of: orderForms }),
);

/** The columns of a new payment, each a placeholder of the statements below. */
const INSERTED_PAYMENT_COLUMNS = [
  'receiptCode',
  'userId',
  'purpose',
  'methodId',
  'provider',
  'currencyIso',
  'total',
  'amount',
  'creditsApplied',
  'prepaymentApplied',
  'voucherApplied',
  'voucherCode',
  'installments',
  'orderFormId',
  'invoiceNumbers',
  'prepaymentId',
  'digitalPurchaseId',
  'details',
] as const satisfies readonly (keyof typeof payments.$inferInsert)[];
export type TInsertedPaymentColumn = (typeof INSERTED_PAYMENT_COLUMNS)[number];

/** A new payment linked to the submission's Idempotency-Key, with or without its recovery job, in one statement. */
function insertPayment(dbx: DbOrTx, withRecovery: boolean) {
  const values = Object.fromEntries(INSERTED_PAYMENT_COLUMNS.map((column) => [column, sql.placeholder(column)])) as Record<
    TInsertedPaymentColumn,
    Placeholder
  >;
  const inserted = dbx.$with('inserted').as(dbx.insert(payments).values(values).returning());
  const paymentId = sql<number>`(select ${inserted.id} from ${inserted})`;
  const writes: WithSubquery[] = [inserted, dbx.$with('linked').as(keyLinkStatement(dbx, paymentId))];
  if (withRecovery) {
    const recovery = dbx.insert(jobs).values({
      kind: RECOVER_PAYMENT_JOB,
      payload: sql`jsonb_build_object('paymentId', ${paymentId})`,
      maxAttempts: 12,
      runAt: sql`now() + make_interval(secs => ${RECOVERY_DELAY_SECONDS})`,
    });
    writes.push(dbx.$with('recovery').as(recovery.returning({ id: jobs.id })));
  }
  return dbx
    .with(...writes)
    .select()
    .from(inserted);
}

/** Built once each (compiled-statement.ts): every submission writes its payment with one of them. */
export const insertPaymentStatement = compiledStatement('insert_payment', (dbx) => insertPayment(dbx, false));
export const insertRecoveredPaymentStatement = compiledStatement('insert_recovered_payment', (dbx) => insertPayment(dbx, true));

/**
 * A pending or redirected payment moved to captured (or awaiting-payment), answered as it now is: compiled
 * once per kind of provider answer (a charge's reference, a session, both or neither).
 */
const captureStatements = compiledStatementsByShape((dbx, shape: { withReference: boolean; withSession: boolean }) =>
  dbx
    .update(payments)
    .set({
      status: sql`${sql.placeholder('status')}`,
      completedAt: sql`${sql.placeholder('completedAt')}::timestamptz`,
      updatedAt: sql`${sql.placeholder('now')}::timestamptz`,
      ...(shape.withReference ? { providerReference: sql`${sql.placeholder('providerReference')}` } : {}),
      ...(shape.withSession ? { providerSessionId: sql`${sql.placeholder('providerSessionId')}` } : {}),
    })
    .where(and(eq(payments.id, sql.placeholder('paymentId')), inArray(payments.status, ['pending', 'redirected'])))
    .returning(),
);

export function captureStatementOf(withReference: boolean, withSession: boolean) {
  const key = `${Number(withReference)}${Number(withSession)}`;
  return captureStatements({ withReference, withSession }, key, `capture_payment_${key}`);
}

/** The placed order recorded on its payment, with or without the submission's stored answer (keyAnswerStatement). */
function recordOrder(dbx: DbOrTx, withAnswer: boolean) {
  const set = {
    orderId: sql`${sql.placeholder('orderId')}::integer`,
    invoiceNumbers: sql`${sql.placeholder('invoiceNumbers')}::jsonb`,
    details: sql`${payments.details} || ${sql.placeholder('recorded')}::jsonb`,
  };
  const where = eq(payments.id, sql.placeholder('paymentId'));
  if (!withAnswer) return dbx.update(payments).set(set).where(where);
  return dbx
    .with(dbx.$with('answer').as(keyAnswerStatement(dbx)))
    .update(payments)
    .set(set)
    .where(where);
}

export const recordOrderStatement = compiledStatement('record_order_on_payment', (dbx) => recordOrder(dbx, false));
export const recordOrderWithAnswerStatement = compiledStatement('record_order_and_answer', (dbx) => recordOrder(dbx, true));
