import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { invoicePayments, invoices } from '../../schema/invoices.ts';
import { orders } from '../../schema/orders.ts';
import {
  fapiaoOfDocumentJson,
  fapiaoPaymentOfInvoiceJson,
  type TFapiaoBriefJson,
  type TFapiaoPaymentJson,
} from '../fapiao/index.ts';

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

export type TInvoiceJson = {
  id: number;
  invoiceNumber: string;
  transactionDate: string;
  balance: number;
  totalAmount: number;
  exchangeRate: string;
  currencyIso: string;
  localization: string;
  pendingWriteoff: boolean;
  boletoUrl: string | null;
  orderExternalId: string | null;
  orderStatus: string | null;
  payments: { id: number; amount: number; retainerInvoiceId: number | null }[];
  /** The invoice's fapiao (live, else latest) and the captured payment one may be requested for. */
  fapiao: TFapiaoBriefJson | null;
  fapiaoPayment: TFapiaoPaymentJson | null;
};

/** One invoice row (alias `i`) as TInvoiceJson. */
const invoiceJson = sql`json_build_object(
  'id', i.id, 'invoiceNumber', i.invoice_number, 'transactionDate', i.transaction_date, 'balance', i.balance,
  'totalAmount', i.total_amount, 'exchangeRate', i.exchange_rate, 'currencyIso', i.currency_iso,
  'localization', i.localization, 'pendingWriteoff', i.pending_writeoff, 'boletoUrl', i.boleto_url,
  'orderExternalId', i.order_external_id, 'orderStatus', (select o.status from ${orders} o where o.id = i.order_id),
  'payments', coalesce((
    select json_agg(json_build_object('id', ip.payment_id, 'amount', ip.amount, 'retainerInvoiceId', ip.retainer_invoice_id)
      order by ip.id)
    from ${invoicePayments} ip where ip.invoice_id = i.id), '[]'::json),
  'fapiao', ${fapiaoOfDocumentJson(sql`i.user_id`, sql`i.invoice_number`)},
  'fapiaoPayment', ${fapiaoPaymentOfInvoiceJson(sql`i.id`)})`;

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

export type TUnpaidInvoiceSummary = {
  count: number;
  /** The balance due per currency, over every payable invoice. */
  totals: { currencyIso: string; balance: number }[];
  /** The oldest `limit` payable invoices. */
  invoices: { invoiceNumber: string; transactionDate: string; balance: number; currencyIso: string }[];
};

/** Whether the user owes anything on an invoice (the migration status's hasUnpaidInvoices): a boolean column. */
export function hasPayableInvoicesOf(userId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${invoices} i where i.user_id = ${userId} and ${isPayable})`;
}
/** The dashboard's unpaid-invoices banner: how many, the totals, and the first few (through invoices_user_payable). */
export function unpaidInvoiceSummaryOf(userId: SQLWrapper, limit: number): SQL<TUnpaidInvoiceSummary> {
  return sql<TUnpaidInvoiceSummary>`(select json_build_object(
      'count', (select count(*)::int from ${invoices} i where i.user_id = ${userId} and ${isPayable}),
      'totals', coalesce((select json_agg(json_build_object('currencyIso', t.currency_iso, 'balance', t.balance) order by t.currency_iso)
        from (select i.currency_iso, sum(i.balance)::bigint as balance from ${invoices} i
              where i.user_id = ${userId} and ${isPayable} group by i.currency_iso) t), '[]'::json),
      'invoices', coalesce((select json_agg(json_build_object('invoiceNumber', i.invoice_number,
          'transactionDate', i.transaction_date, 'balance', i.balance, 'currencyIso', i.currency_iso)
          order by i.transaction_date, i.id)
        from (select i.* from ${invoices} i where i.user_id = ${userId} and ${isPayable}
              order by i.transaction_date, i.id limit ${sql.raw(String(limit))}) i), '[]'::json)))`;
}
