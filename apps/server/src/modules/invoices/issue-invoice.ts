import { MESSAGE } from '@portal/domain';
import { getTableColumns, type Placeholder, type SQL, sql, type WithSubquery } from 'drizzle-orm';
import type { WithSubqueryWithSelection } from 'drizzle-orm/pg-core';
import { compiledStatement } from '../../platform/compiled-statement.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { nextDocumentNumber } from '../../platform/document-numbers.ts';
import { AppError } from '../../platform/errors.ts';
import { encodedForSelect, selectListOf } from '../../platform/insert-select.ts';
import { invoicePayments, invoices } from '../../schema/invoices.ts';

// Issuing an invoice under the next number of its year: alone, with its payment applied at issue, or inside
// another module's statement (payments' Complete Order in one statement).

/** One line of an invoice; `identity` names the catalogue service, whose name the PDF shows in its own language. */
export type TInvoiceLine = { identity?: string; description: string; quantity: number; amount: number };

/** Invoice numbers count per calendar year (UTC): `INV-2026-000123`. */
export function invoicePrefix(at: Date = new Date()): string {
  return `INV-${at.getUTCFullYear()}-`;
}

/**
 * The invoice_payments row of a payment applied at issue, written by the statement that inserts the invoice
 * (`issued`); an insert that found its number taken writes none.
 */
function paymentAtIssue(
  tx: DbOrTx,
  issued: WithSubqueryWithSelection<{ id: typeof invoices.id }, string>,
  paid: { paymentId: Placeholder; amount: Placeholder; retainerInvoiceId: Placeholder },
): WithSubquery {
  const columns = [
    invoicePayments.invoiceId,
    invoicePayments.paymentId,
    invoicePayments.amount,
    invoicePayments.retainerInvoiceId,
    invoicePayments.part,
  ].map((column) => sql.identifier(column.name));
  return tx.$with(`${issued._.alias}_payment`, {}).as(
    sql`insert into ${invoicePayments} (${sql.join(columns, sql`, `)})
      select ${issued.id}, ${paid.paymentId}::integer, ${paid.amount}::integer, ${paid.retainerInvoiceId}::integer, 'payment'
      from ${issued}`,
  );
}

const p = sql.placeholder;
type TIssueValue =
  | 'prefix'
  | 'userId'
  | 'orderId'
  | 'orderExternalId'
  | 'currencyIso'
  | 'exchangeRate'
  | 'localization'
  | 'language'
  | 'totalAmount'
  | 'balance'
  | 'status'
  | 'paidAt'
  | 'lines'
  | 'billingAddress'
  | 'invoiceAddress'
  | 'purchaseOrderNumber'
  | 'vatNumber'
  | 'boletoUrl'
  | 'paymentId'
  | 'paidAmount'
  | 'retainerInvoiceId';

/** A JSON column's value passed as text to a placeholder inside `sql`, where no column encodes it. */
function jsonOrNull(value: Record<string, unknown> | null | undefined): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

/** The insert of an invoice under the next number of its year (nothing when the number is taken). */
function issuedInvoice(dbx: DbOrTx) {
  return dbx.$with('issued_invoice').as(
    dbx
      .insert(invoices)
      .values({
        invoiceNumber: nextDocumentNumber({ sequence: 'invoice_number_seq', prefix: p('prefix') }),
        userId: p('userId'),
        orderId: p('orderId'),
        orderExternalId: p('orderExternalId'),
        currencyIso: p('currencyIso'),
        exchangeRate: p('exchangeRate'),
        localization: p('localization'),
        language: p('language'),
        totalAmount: p('totalAmount'),
        balance: p('balance'),
        status: p('status'),
        paidAt: sql`${p('paidAt')}::timestamptz`,
        lines: p('lines'),
        billingAddress: sql`${p('billingAddress')}::jsonb`,
        invoiceAddress: sql`${p('invoiceAddress')}::jsonb`,
        purchaseOrderNumber: p('purchaseOrderNumber'),
        vatNumber: p('vatNumber'),
        boletoUrl: p('boletoUrl'),
      })
      .onConflictDoNothing()
      .returning({ id: invoices.id, invoiceNumber: invoices.invoiceNumber }),
  );
}

/**
 * An invoice, and the same with the payment applied at issue: each one statement built once
 * (compiled-statement.ts), as every order's checkout issues one.
 */
const issueStatement = compiledStatement('issue_invoice', (dbx) => {
  const issued = issuedInvoice(dbx);
  return dbx.with(issued).select().from(issued);
});
/** The CTE of a paid invoice's issue (`issued_invoice`: its id and number) that other writes may read. */
export type TIssuedInvoice = WithSubqueryWithSelection<
  { id: typeof invoices.id; invoiceNumber: typeof invoices.invoiceNumber },
  string
>;

function issuePaid(dbx: DbOrTx, alongside: (dbx: DbOrTx, issued: TIssuedInvoice) => WithSubquery[]) {
  const issued = issuedInvoice(dbx);
  return dbx
    .with(
      issued,
      paymentAtIssue(dbx, issued, {
        paymentId: p('paymentId'),
        amount: p('paidAmount'),
        retainerInvoiceId: p('retainerInvoiceId'),
      }),
      ...alongside(dbx, issued),
    )
    .select()
    .from(issued);
}

const issuePaidStatement = compiledStatement('issue_paid_invoice', (dbx) => issuePaid(dbx, () => []));

/**
 * The statement issuing an invoice with its payment applied, plus another module's writes that belong with it
 * (`alongside`: CTEs that must write only from the `issued_invoice` row, so that an insert finding its number
 * taken writes nothing and is drawn again). Built once per caller, named `name` (compiled-statement.ts); its
 * extra placeholders' values are what the caller gives createInvoice as `alongside.values`.
 */
export function issuePaidInvoiceStatementWith(name: string, alongside: (dbx: DbOrTx, issued: TIssuedInvoice) => WithSubquery[]) {
  return compiledStatement(name, (dbx) => issuePaid(dbx, alongside));
}

/** How many numbers an insert may find taken (written by hand or by the demo seed) before it gives up. */
const NUMBER_ATTEMPTS = 50;

type TNewInvoice = {
  userId: number;
  orderId: number | null;
  orderExternalId: string | null;
  currencyIso: string;
  /** The currency's rate per US dollar at issue, frozen on the invoice. */
  exchangeRate: string;
  totalAmount: number;
  lines: TInvoiceLine[];
  localization: string;
  language: string;
  billingAddress?: Record<string, unknown> | null;
  invoiceAddress?: Record<string, unknown> | null;
  purchaseOrderNumber?: string | null;
  vatNumber?: string | null;
  boletoUrl?: string | null;
  paid?: { paymentId: number; amount: number; retainerInvoiceId: number | null } | null;
};

/** The columns a new invoice is written with from its values (its number and order aside). */
const ISSUED_COLUMNS = [
  'userId',
  'orderExternalId',
  'currencyIso',
  'exchangeRate',
  'localization',
  'language',
  'totalAmount',
  'balance',
  'status',
  'paidAt',
  'lines',
  'billingAddress',
  'invoiceAddress',
  'purchaseOrderNumber',
  'vatNumber',
  'boletoUrl',
] as const satisfies readonly TIssueValue[];

/** A new invoice's values: its balance is its total less the payment applied at issue (a zero balance is paid). */
function issuedValuesOf(input: TNewInvoice) {
  const totalAmount = Math.max(0, input.totalAmount);
  const paidAmount = input.paid ? input.paid.amount : 0;
  if (paidAmount < 0 || paidAmount > totalAmount) throw new AppError(409, MESSAGE.paymentAmountMismatch);
  const isPaid = totalAmount - paidAmount === 0;
  return {
    userId: input.userId,
    orderExternalId: input.orderExternalId,
    currencyIso: input.currencyIso,
    exchangeRate: input.exchangeRate,
    localization: input.localization,
    language: input.language,
    totalAmount,
    balance: totalAmount - paidAmount,
    status: isPaid ? 'paid' : 'unpaid',
    paidAt: isPaid ? new Date() : null,
    lines: input.lines,
    billingAddress: input.billingAddress ?? null,
    invoiceAddress: input.invoiceAddress ?? null,
    purchaseOrderNumber: input.purchaseOrderNumber || null,
    vatNumber: input.vatNumber || null,
    boletoUrl: input.boletoUrl ?? null,
  } satisfies Record<(typeof ISSUED_COLUMNS)[number], unknown>;
}

/**
 * A new invoice whose balance is its total; a zero total is paid from the start. `paid` is a payment applied
 * at issue (the order's own payment, as applyPaymentToInvoice would record it): the invoice is written with
 * that balance already and the payment beside it, so a checkout issues a paid invoice in one statement.
 */
export async function createInvoice(
  tx: DbOrTx,
  input: TNewInvoice,
  /** With a payment applied at issue: the statement to issue it with (issuePaidInvoiceStatementWith) and its values. */
  alongside?: { statement: ReturnType<typeof issuePaidInvoiceStatementWith>; values: Record<string, unknown> },
): Promise<{ id: number; invoiceNumber: string }> {
  const issued = issuedValuesOf(input);
  const isPaidAtIssue = input.paid !== null && input.paid !== undefined && input.paid.amount > 0;
  if (alongside && !isPaidAtIssue) throw new Error('writes alongside an invoice need its payment applied at issue');
  const values = {
    ...issued,
    prefix: invoicePrefix(),
    orderId: input.orderId,
    billingAddress: jsonOrNull(issued.billingAddress),
    invoiceAddress: jsonOrNull(issued.invoiceAddress),
    paymentId: input.paid?.paymentId ?? null,
    paidAmount: input.paid ? input.paid.amount : 0,
    retainerInvoiceId: input.paid?.retainerInvoiceId ?? null,
  } satisfies Record<TIssueValue, unknown>;
  for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt += 1) {
    const [inserted] = await (alongside
      ? alongside.statement(tx, { ...values, ...alongside.values })
      : (isPaidAtIssue ? issuePaidStatement : issueStatement)(tx, values));
    if (inserted) return inserted;
  }
  throw new Error(`no free invoice number under ${invoicePrefix()}`);
}

const INVOICE_COLUMNS = getTableColumns(invoices);

/** The next invoice number of the year (placeholder `${prefix}prefix`), drawn by a statement that records it elsewhere too. */
export function nextInvoiceNumberOf(prefix: string): SQL<string> {
  return nextDocumentNumber({ sequence: 'invoice_number_seq', prefix: sql.placeholder(`${prefix}prefix`) });
}

/**
 * Issues an order's invoice with its payment applied, inside another module's statement (payments' Complete
 * Order in one statement): the invoice numbered `invoiceNumber` (nextInvoiceNumberOf, drawn by the caller) of
 * the order `orderId`, inserted for the row of `gate` (a CTE answering one row or none), and its payment at
 * issue. Its values are placeholders named `${prefix}<name>` (paidInvoiceSelectValues). Nothing is done on
 * conflict: a number found taken fails the whole statement (a unique violation), and the caller then issues the
 * invoice with createInvoice, which draws another.
 */
export function issuePaidInvoiceFromRowOf(
  dbx: DbOrTx,
  gate: WithSubquery,
  drawn: { invoiceNumber: SQL<string>; orderId: SQL<number> },
  prefix: string,
) {
  const list = selectListOf(INVOICE_COLUMNS, ISSUED_COLUMNS, prefix);
  const names = sql.join(
    [INVOICE_COLUMNS.invoiceNumber, INVOICE_COLUMNS.orderId].map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const issued: TIssuedInvoice = dbx
    .$with('issued_invoice', { id: invoices.id, invoiceNumber: invoices.invoiceNumber })
    .as(
      sql`insert into ${invoices} (${names}, ${list.names}) select ${drawn.invoiceNumber}, ${drawn.orderId}, ${list.values} from ${gate} returning *`,
    );
  const paid = paymentAtIssue(dbx, issued, {
    paymentId: sql.placeholder(`${prefix}paymentId`),
    amount: sql.placeholder(`${prefix}paidAmount`),
    retainerInvoiceId: sql.placeholder(`${prefix}retainerInvoiceId`),
  });
  return { issued, writes: [issued, paid] };
}

/** The values of issuePaidInvoiceFromRowOf's placeholders, and of nextInvoiceNumberOf's with the same prefix. */
export function paidInvoiceSelectValues(
  input: TNewInvoice & { paid: { paymentId: number; amount: number; retainerInvoiceId: number | null } },
  prefix: string,
): Record<string, unknown> {
  if (input.paid.amount <= 0) throw new Error('an invoice issued with its payment needs a payment applied');
  return {
    ...encodedForSelect(INVOICE_COLUMNS, issuedValuesOf(input), prefix),
    [`${prefix}prefix`]: invoicePrefix(),
    [`${prefix}paymentId`]: input.paid.paymentId,
    [`${prefix}paidAmount`]: input.paid.amount,
    [`${prefix}retainerInvoiceId`]: input.paid.retainerInvoiceId,
  };
}
