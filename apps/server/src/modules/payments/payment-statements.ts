import { and, eq, getTableColumns, inArray, type Placeholder, sql, type WithSubquery } from 'drizzle-orm';
import { compiledStatement, compiledStatementsByShape } from '../../platform/compiled-statement.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { encodedForSelect, selectListOf } from '../../platform/insert-select.ts';
import { rowDecoderOf } from '../../platform/sessions.ts';
import { orderForms } from '../../schema/order-form.ts';
import { payments } from '../../schema/payments.ts';
import { jobs } from '../../schema/platform.ts';
import { issuePaidInvoiceStatementWith } from '../invoices/index.ts';
import type { TPaymentRow } from './deps.ts';
import {
  claimKeyStatement,
  claimKeyValues,
  keyAnswerOfStatement,
  keyAnswerStatement,
  keyLinkStatement,
  type TKeyValues,
} from './key-statements.ts';

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

/**
 * The condition of the partial unique index `payments_live_of_form` (migration 0022), word for word: at most
 * one live payment per order form and purpose.
 */
const LIVE_OF_FORM = sql.raw(
  `"order_form_id" is not null and "status" in (${LIVE_STATUSES.map((status) => `'${status}'`).join(', ')})`,
);

const PAYMENT_COLUMNS = getTableColumns(payments);
/** The next payment's id, drawn before the payment is written, so that the key's claim can name it in the same statement. */
const nextPaymentId = sql<number>`nextval(pg_get_serial_sequence('payments', 'id'))`;
/** The new payment's values in a SELECT list: placeholders with the prefix below (encodedForSelect). */
const PAYMENT_VALUES = 'payment_';
const PAYMENT_SELECT_LIST = selectListOf(PAYMENT_COLUMNS, INSERTED_PAYMENT_COLUMNS, PAYMENT_VALUES);

/**
 * Complete Order's pending payment in one statement, without a transaction or the form's advisory lock: the
 * payment, its link to the Idempotency-Key and its recovery job are written only when the form is still open
 * at the version priced (placeholder `formVersion`) and has no live payment (the unique index
 * `payments_live_of_form`). The form's row is share-locked by the statement: a save in flight is waited for
 * and its version seen, and a save starting later waits until the payment is committed. Answers the payment,
 * or none when either condition failed: the caller then takes the advisory-locked path, which tells which
 * (a settled payment answered again, one in progress, the form changed, an abandoned redirect replaced).
 *
 * `withClaim`: the statement claims the Idempotency-Key first (key-statements.ts claimKeyStatement), linked to the
 * payment's id drawn before (`drawn`), and reads the form only with the claim: a key another request holds
 * writes nothing. When no payment is written, the key keeps the drawn id, which names no payment. Without it,
 * the key was claimed before and the payment is linked to it by an update. Answers one row: `claimed`, and
 * the payment when written.
 */
function insertFirstPaymentOfForm(dbx: DbOrTx, withRecovery: boolean, withClaim: boolean) {
  const drawn = dbx.$with('drawn', {}).as(sql`select ${nextPaymentId} as id`);
  const claimed = dbx.$with('claimed', {}).as(claimKeyStatement(sql`(select id from ${drawn})`));
  // With the claim, the form is read (and share-locked) only once the key is claimed: a key held by another
  // request is waited for first, as the claim in its own statement was, and a key taken locks nothing.
  const isClaimed = withClaim ? sql` and exists (select from ${claimed})` : sql``;
  const openForm = dbx
    .$with('open_form', {})
    .as(
      sql`select from ${orderForms} where ${orderForms.id} = ${sql.placeholder('orderFormId')}::integer and ${orderForms.status} = 'open' and ${orderForms.version} = ${sql.placeholder('formVersion')}::integer${isClaimed} for share`,
    );
  const id = withClaim ? sql`(select id from ${drawn}), ` : sql``;
  const idColumn = withClaim ? sql`${sql.identifier(PAYMENT_COLUMNS.id.name)}, ` : sql``;
  const inserted = dbx
    .$with('inserted', PAYMENT_COLUMNS)
    .as(
      sql`insert into ${payments} (${idColumn}${PAYMENT_SELECT_LIST.names}) select ${id}${PAYMENT_SELECT_LIST.values} from ${openForm} on conflict ("order_form_id", "purpose") where ${LIVE_OF_FORM} do nothing returning *`,
    );
  const writes: WithSubquery[] = withClaim
    ? [drawn, claimed, openForm, inserted]
    : [
        openForm,
        inserted,
        dbx
          .$with('linked')
          .as(
            keyLinkStatement(dbx, sql<number>`(select ${inserted.id} from ${inserted})`, sql`exists (select from ${inserted})`),
          ),
      ];
  if (withRecovery) {
    // Queued only with a payment: an INSERT … SELECT from the inserted row, not VALUES.
    const column = (name: string) => sql.identifier(name);
    writes.push(
      dbx
        .$with('recovery', { id: jobs.id })
        .as(
          sql`insert into ${jobs} (${column(jobs.kind.name)}, ${column(jobs.payload.name)}, ${column(jobs.maxAttempts.name)}, ${column(jobs.runAt.name)}) select ${RECOVER_PAYMENT_JOB}, jsonb_build_object('paymentId', ${inserted.id}), 12, now() + make_interval(secs => ${RECOVERY_DELAY_SECONDS}) from ${inserted} returning ${column(jobs.id.name)}`,
        ),
    );
  }
  return dbx
    .with(...writes)
    .select({
      claimed: sql<boolean>`${withClaim ? sql`exists (select from ${claimed})` : sql`true`}`,
      payment: sql`(select to_json(${inserted}) from ${inserted})`.mapWith(rowDecoderOf(payments)),
    })
    .from(sql`(select 1) as probe`);
}

const firstPaymentOfFormStatements = {
  recovered: compiledStatement('insert_first_recovered_payment_of_form', (dbx) => insertFirstPaymentOfForm(dbx, true, false)),
  other: compiledStatement('insert_first_payment_of_form', (dbx) => insertFirstPaymentOfForm(dbx, false, false)),
  claimingRecovered: compiledStatement('claim_key_insert_first_recovered_payment_of_form', (dbx) =>
    insertFirstPaymentOfForm(dbx, true, true),
  ),
  claiming: compiledStatement('claim_key_insert_first_payment_of_form', (dbx) => insertFirstPaymentOfForm(dbx, false, true)),
};

/**
 * Runs insertFirstPaymentOfForm with a new payment's values (as insertRecoveredPaymentStatement takes them), the
 * form's version priced, and the key's: with `requestHash` it claims the key too (`withClaim`). Answers whether
 * the key is claimed and the payment written, if it was.
 */
export async function insertFirstPaymentOfFormStatement(
  dbx: DbOrTx,
  withRecovery: boolean,
  values: Record<TInsertedPaymentColumn, unknown> &
    TKeyValues & { requestHash?: string; orderFormId: number; formVersion: number },
): Promise<{ claimed: boolean; payment: TPaymentRow | null }> {
  const withClaim = values.requestHash !== undefined;
  const statement =
    firstPaymentOfFormStatements[
      withClaim ? (withRecovery ? 'claimingRecovered' : 'claiming') : withRecovery ? 'recovered' : 'other'
    ];
  const [row] = await statement(dbx, {
    ...encodedForSelect(PAYMENT_COLUMNS, pick(values, INSERTED_PAYMENT_COLUMNS), PAYMENT_VALUES),
    orderFormId: values.orderFormId,
    formVersion: values.formVersion,
    ...(values.requestHash === undefined
      ? { keyUserId: values.keyUserId, idempotencyKey: values.idempotencyKey }
      : claimKeyValues(values, values.requestHash)),
  });
  return { claimed: row?.claimed ?? false, payment: (row?.payment as TPaymentRow | null | undefined) ?? null };
}

function pick<TKey extends string>(values: Record<TKey, unknown>, keys: readonly TKey[]): Record<TKey, unknown> {
  return Object.fromEntries(keys.map((key) => [key, values[key]])) as Record<TKey, unknown>;
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

/**
 * The order's invoice issued with its payment applied (invoices/issue-invoice.ts), and in the same statement the
 * order recorded on the payment (placeholders `orderId`, `paymentId`, `recorded`) and the submission's answer
 * stored (`answer`, JSON text, whose `invoiceNumbers` the statement fills in): both written only with the
 * invoice, so an invoice number found taken (drawn again) writes neither.
 */
export const issueInvoiceRecordOrderAndAnswerStatement = issuePaidInvoiceStatementWith(
  'issue_invoice_record_order_and_answer',
  (dbx, issued) => {
    const isIssued = sql`exists (select from ${issued})`;
    const invoiceNumbers = sql`jsonb_build_array((select ${issued.invoiceNumber} from ${issued}))`;
    const recorded = dbx
      .update(payments)
      .set({
        orderId: sql`${sql.placeholder('orderId')}::integer`,
        invoiceNumbers,
        details: sql`${payments.details} || ${sql.placeholder('recorded')}::jsonb`,
      })
      .where(and(eq(payments.id, sql.placeholder('paymentId')), isIssued))
      .returning({ id: payments.id });
    const answer = keyAnswerOfStatement(
      dbx,
      sql`jsonb_set(${sql.placeholder('answer')}::jsonb, '{invoiceNumbers}', ${invoiceNumbers})`,
      isIssued,
    );
    return [dbx.$with('order_recorded').as(recorded), dbx.$with('answer').as(answer)];
  },
);

export const recordOrderStatement = compiledStatement('record_order_on_payment', (dbx) => recordOrder(dbx, false));
export const recordOrderWithAnswerStatement = compiledStatement('record_order_and_answer', (dbx) => recordOrder(dbx, true));
