import type { TDashboardResponse, TInvoice } from '@portal/domain';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  column,
  jsonRow,
  requiredRowOf,
  rowsOf,
  type TAssert,
  type TRowAgrees,
  type TRowType,
} from '../../platform/kept-read.ts';
import { invoicePayments, invoices } from '../../schema/invoices.ts';
import { orders } from '../../schema/orders.ts';
import { fapiaoOfDocumentJson, fapiaoPaymentOfInvoiceJson } from '../fapiao/index.ts';

/** Invoices a page of the invoice list holds. */
export const INVOICE_PAGE_SIZE = 10;

/** Join condition: the invoice row is the order's first (its own; later ones are re-edits' and extras'). */
export function isFirstInvoiceOf(orderId: SQLWrapper): SQL {
  return sql`${invoices.id} = (select min(fi.id) from ${invoices} fi where fi.order_id = ${orderId})`;
}

/**
 * Invoices as JSON columns of the invoices read (GET /api/invoice/load), correlated on the user, so the
 * page, its count and the unpaid invoices come back in the session's statement. The filters are
 * placeholders (status, from, to, orderNumber, offset): one prepared statement serves every query.
 */

/** A payment of an invoice (alias `ip`, invoice_payments). */
const INVOICE_PAYMENT_ROW = jsonRow({
  id: column<number>(sql`ip.payment_id`),
  amount: column<number>(sql`ip.amount`),
  retainerInvoiceId: column<number | null>(sql`ip.retainer_invoice_id`),
});

/** One invoice row (alias `i`). */
const INVOICE_ROW = jsonRow({
  id: column<number>(sql`i.id`),
  invoiceNumber: column<string>(sql`i.invoice_number`),
  transactionDate: column<string>(sql`i.transaction_date`),
  balance: column<number>(sql`i.balance`),
  totalAmount: column<number>(sql`i.total_amount`),
  exchangeRate: column<string>(sql`i.exchange_rate`),
  currencyIso: column<string>(sql`i.currency_iso`),
  localization: column<string>(sql`i.localization`),
  pendingWriteoff: column<boolean>(sql`i.pending_writeoff`),
  boletoUrl: column<string | null>(sql`i.boleto_url`),
  orderExternalId: column<string | null>(sql`i.order_external_id`),
  orderStatus: column<string | null>(sql`(select o.status from ${orders} o where o.id = i.order_id)`),
  payments: rowsOf(
    INVOICE_PAYMENT_ROW,
    (row) => sql`coalesce((
    select json_agg(${row}
      order by ip.id)
    from ${invoicePayments} ip where ip.invoice_id = i.id), '[]'::json)`,
  ),
  /** The invoice's fapiao (live, else latest) and the captured payment one may be requested for. */
  fapiao: fapiaoOfDocumentJson(sql`i.user_id`, sql`i.invoice_number`),
  fapiaoPayment: fapiaoPaymentOfInvoiceJson(sql`i.id`),
});
export type TInvoiceJson = TRowType<typeof INVOICE_ROW>;
// The payments and the fapiao are renamed on their way to the page (invoice-load.ts).
type _InvoiceAgrees = TAssert<TRowAgrees<Omit<TInvoiceJson, 'payments' | 'fapiao'>, TInvoice>>;
const invoiceJson = INVOICE_ROW.sql;

/** An invoice that can still be paid (the partial index invoices_user_payable matches it). */
const isPayable = sql`i.balance > 0 and i.pending_writeoff = false and i.status <> 'void'`;

/** The list filters of the invoices page; days compare in UTC, as the list shows them. */
const matchesFilters = sql`i.status <> 'void'
  and (${sql.placeholder('status')}::text <> 'unpaid' or (${isPayable}))
  and (${sql.placeholder('from')}::date is null or (i.transaction_date at time zone 'UTC')::date >= ${sql.placeholder('from')}::date)
  and (${sql.placeholder('to')}::date is null or (i.transaction_date at time zone 'UTC')::date <= ${sql.placeholder('to')}::date)
  and (${sql.placeholder('orderNumber')}::text is null or i.order_external_id = ${sql.placeholder('orderNumber')}::text)`;

export type TInvoiceListColumns = {
  invoiceCount: SQL<number>;
  invoicePage: SQL<TInvoiceJson[]>;
  unpaidInvoices: SQL<TInvoiceJson[]>;
};

/** How many invoices match the filters, the page at `offset` (newest first), and every payable invoice (oldest first, at most 500). */
export function invoiceListColumnsOf(userId: SQLWrapper): TInvoiceListColumns {
  return {
    invoiceCount: sql<number>`(select count(*)::int from ${invoices} i where i.user_id = ${userId} and ${matchesFilters})`,
    // The page's rows are chosen first and only those ten are built into JSON: building before the
    // limit cost a page far down a long history every row above it.
    invoicePage: sql<TInvoiceJson[]>`coalesce((
      select json_agg(${invoiceJson} order by i.transaction_date desc, i.id desc)
      from (select i.* from ${invoices} i
            where i.user_id = ${userId} and ${matchesFilters}
            order by i.transaction_date desc, i.id desc
            limit ${sql.raw(String(INVOICE_PAGE_SIZE))} offset ${sql.placeholder('offset')}) i), '[]'::json)`,
    unpaidInvoices: sql<TInvoiceJson[]>`coalesce((
      select json_agg(${invoiceJson} order by i.transaction_date, i.id)
      from (select i.* from ${invoices} i where i.user_id = ${userId} and ${isPayable}
            order by i.transaction_date, i.id limit 500) i), '[]'::json)`,
  };
}

/** Whether an order has an invoice left to pay (through invoices_order). */
export function hasPayableInvoiceOf(orderId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${invoices} i where i.order_id = ${orderId} and ${isPayable})`;
}

/** The boleto documents of an order's invoices still to pay. */
export function pendingBoletoUrlsOf(orderId: SQLWrapper): SQL<string[]> {
  return sql<string[]>`coalesce((select json_agg(i.boleto_url order by i.id) from ${invoices} i
    where i.order_id = ${orderId} and ${isPayable} and i.boleto_url is not null), '[]'::json)`;
}

/** The balance due in a currency (alias `t`: the payable invoices grouped by currency). */
const UNPAID_TOTAL_ROW = jsonRow({
  currencyIso: column<string>(sql`t.currency_iso`),
  balance: column<number>(sql`t.balance`),
});

/** A payable invoice of the banner (alias `i`). */
const UNPAID_INVOICE_ROW = jsonRow({
  invoiceNumber: column<string>(sql`i.invoice_number`),
  transactionDate: column<string>(sql`i.transaction_date`),
  balance: column<number>(sql`i.balance`),
  currencyIso: column<string>(sql`i.currency_iso`),
});

/** Whether the user owes anything on an invoice (the migration status's hasUnpaidInvoices): a boolean column. */
export function hasPayableInvoicesOf(userId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${invoices} i where i.user_id = ${userId} and ${isPayable})`;
}
/**
 * The dashboard's unpaid-invoices banner: how many, the balance due per currency over every payable invoice,
 * and the oldest `limit` payable invoices (through invoices_user_payable).
 */
function unpaidInvoiceSummaryRow(userId: SQLWrapper, limit: number) {
  return jsonRow({
    count: column<number>(sql`(select count(*)::int from ${invoices} i where i.user_id = ${userId} and ${isPayable})`),
    totals: rowsOf(
      UNPAID_TOTAL_ROW,
      (row) => sql`coalesce((select json_agg(${row} order by t.currency_iso)
        from (select i.currency_iso, sum(i.balance)::bigint as balance from ${invoices} i
              where i.user_id = ${userId} and ${isPayable} group by i.currency_iso) t), '[]'::json)`,
    ),
    invoices: rowsOf(
      UNPAID_INVOICE_ROW,
      (row) => sql`coalesce((select json_agg(${row}
          order by i.transaction_date, i.id)
        from (select i.* from ${invoices} i where i.user_id = ${userId} and ${isPayable}
              order by i.transaction_date, i.id limit ${sql.raw(String(limit))}) i), '[]'::json)`,
    ),
  });
}
export type TUnpaidInvoiceSummary = TRowType<ReturnType<typeof unpaidInvoiceSummaryRow>>;
type TBanner = TDashboardResponse['unpaidInvoices'];
type _BannerTotalAgrees = TAssert<TRowAgrees<TUnpaidInvoiceSummary['totals'][number], TBanner['totals'][number]>>;
type _BannerInvoiceAgrees = TAssert<TRowAgrees<TUnpaidInvoiceSummary['invoices'][number], TBanner['invoices'][number]>>;

export function unpaidInvoiceSummaryOf(userId: SQLWrapper, limit: number): SQL<TUnpaidInvoiceSummary> {
  return requiredRowOf(unpaidInvoiceSummaryRow(userId, limit), (row) => sql`(select ${row})`);
}
