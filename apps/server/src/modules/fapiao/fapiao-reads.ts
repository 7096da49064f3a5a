import {
  isFapiaoCancellable,
  isFapiaoRequestable,
  type TFapiao,
  type TInvoiceFapiao,
  type TLocale,
  type TPrepayment,
} from '@portal/domain';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { translate } from '../../platform/i18n.ts';
import {
  column,
  jsonRow,
  requiredRowOf,
  rowOf,
  rowsOf,
  type TAssert,
  type TRowAgrees,
  type TRowOf,
  type TRowType,
} from '../../platform/kept-read.ts';
import { users } from '../../schema/account.ts';
import { countries, localizations } from '../../schema/catalogue.ts';
import { fapiaos, type TFapiaoRow } from '../../schema/fapiao.ts';
import { invoicePayments } from '../../schema/invoices.ts';
import { payments } from '../../schema/payments.ts';

/** How many fapiaos the researcher's list answers (newest first): a researcher requests at most a few per payment. */
export const FAPIAO_LIST_LIMIT = 200;

/**
 * Fapiaos as columns of the invoices read (GET /api/invoice/load, which the prepay page shares), so the
 * invoice list and the prepayments show theirs in the same round trip. The fapiao module owns the joins of
 * its table with the payments that fapiaos are requested for.
 */

/**
 * The fapiao shown beside a document (alias `f`), with the paying payment's completion (alias `fp`: the
 * cancellation window).
 */
const BRIEF_ROW = jsonRow({
  identity: column<string>(sql`f.identity`),
  status: column<TFapiaoRow['status']>(sql`f.status`),
  type: column<TFapiaoRow['type']>(sql`f.type`),
  number: column<string | null>(sql`f.number`),
  receiptCode: column<string>(sql`f.receipt_code`),
  paymentCompletedAt: column<string | null>(sql`coalesce(fp.completed_at, fp.created_at)`),
});
export type TFapiaoBriefJson = TRowOf<typeof BRIEF_ROW.columns>;
type _BriefAgrees = TAssert<TRowAgrees<TFapiaoBriefJson, TInvoiceFapiao>>;
const briefJson = BRIEF_ROW.sql;

/** The captured payment a fapiao could be asked for (alias `fpay`): its method decides (fapiao rules). */
const PAYMENT_ROW = jsonRow({
  id: column<number>(sql`fpay.id`),
  methodId: column<number>(sql`fpay.method_id`),
  status: column<string>(sql`fpay.status`),
});
export type TFapiaoPaymentJson = TRowOf<typeof PAYMENT_ROW.columns>;

/** The live fapiao of a document (else its latest one), for the invoice list; through fapiaos_receipt. */
export function fapiaoOfDocumentJson(userId: SQLWrapper, receiptCode: SQLWrapper): SQL<TFapiaoBriefJson | null> {
  return sql<TFapiaoBriefJson | null>`(select ${briefJson} from ${fapiaos} f left join ${payments} fp on fp.id = f.payment_id
    where f.receipt_code = ${receiptCode} and f.user_id = ${userId}
    order by (f.status in ('requested', 'issued')) desc, f.created_at desc limit 1)`;
}

/** The last captured payment of an invoice (through invoice_payments_invoice), for the request link. */
export function fapiaoPaymentOfInvoiceJson(invoiceId: SQLWrapper): SQL<TFapiaoPaymentJson | null> {
  return sql<TFapiaoPaymentJson | null>`(select ${PAYMENT_ROW.sql}
    from ${invoicePayments} fip join ${payments} fpay on fpay.id = fip.payment_id
    where fip.invoice_id = ${invoiceId} and fpay.status = 'captured' order by fip.id desc limit 1)`;
}

/**
 * A prepayment's funding payment (alias `pay`; what the prepay page showed before: id and amount) with its
 * method, status and fapiao.
 */
const FUNDING_ROW = jsonRow({
  id: column<number>(sql`pay.id`),
  amount: column<number>(sql`pay.amount`),
  methodId: column<number>(sql`pay.method_id`),
  status: column<string>(sql`pay.status`),
  fapiao: rowOf(
    BRIEF_ROW,
    (row) => sql`(select ${row} from ${fapiaos} f left join ${payments} fp on fp.id = f.payment_id
        where f.payment_id = pay.id and f.context = 'prepayment'
        order by (f.status in ('requested', 'issued')) desc, f.created_at desc limit 1)`,
  ),
});
export type TPrepaymentFundingJson = TRowType<typeof FUNDING_ROW>;
type _FundingAgrees = TAssert<TRowAgrees<TPrepaymentFundingJson, NonNullable<TPrepayment['payment']>>>;

/** A prepayment's funding payment and its fapiao: given to prepaymentsJsonOf as its `funding` column. */
export function prepaymentFundingJsonOf(paymentId: SQLWrapper): SQL<TPrepaymentFundingJson | null> {
  return rowOf(
    FUNDING_ROW,
    (row) => sql`(select ${row}
    from ${payments} pay where pay.id = ${paymentId})`,
  );
}

/** Where an issued fapiao's PDF downloads. */
export const fapiaoDocumentUrl = (identity: string) => `/api/fapiao/${identity}/document`;

/** Whether the researcher may be offered the cancel button: an impersonating staff member always may. */
export function invoiceFapiaoViewOf(
  brief: TFapiaoBriefJson | null,
  context: { now: Date; isPermitted: boolean },
): TInvoiceFapiao | null {
  if (!brief) return null;
  return {
    identity: brief.identity,
    status: brief.status,
    type: brief.type,
    number: brief.number,
    url: brief.status === 'issued' ? fapiaoDocumentUrl(brief.identity) : null,
    completed: brief.status === 'issued',
    receiptCode: brief.receiptCode,
    cancellable: isFapiaoCancellable({
      status: brief.status,
      paymentCompletedAt: brief.paymentCompletedAt,
      now: context.now,
      isPermitted: context.isPermitted,
    }),
  };
}

/** The payment a new fapiao may be requested for, when none is live and the rules allow it. */
export function requestablePaymentIdOf(
  payment: TFapiaoPaymentJson | null,
  fapiao: TFapiaoBriefJson | null,
  context: { localizationAllowsAfterPayment: boolean; userCountryIso: string | null; documentNumber: string },
): number | null {
  if (!payment) return null;
  if (fapiao && (fapiao.status === 'requested' || fapiao.status === 'issued')) return null;
  const requestable = isFapiaoRequestable({
    localizationAllowsAfterPayment: context.localizationAllowsAfterPayment,
    userCountryIso: context.userCountryIso,
    methodId: payment.methodId,
    paymentStatus: payment.status,
    documentNumber: context.documentNumber,
  });
  return requestable ? payment.id : null;
}

/** A fapiao row as the researcher's calls answer it. */
export function fapiaoViewOf(
  row: TFapiaoRow,
  context: { locale: TLocale; now: Date; paymentCompletedAt: Date | string | null; isPermitted: boolean },
): TFapiao {
  return {
    identity: row.identity,
    type: row.type,
    serviceType: row.serviceType,
    serviceTypeName: translate(context.locale, `fapiao-service-type-${row.serviceType}`),
    organizationName: row.organizationName,
    taxpayerNumber: row.taxpayerNumber,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    shippingAddress: row.shippingAddress,
    status: row.status,
    number: row.number,
    url: row.status === 'issued' ? fapiaoDocumentUrl(row.identity) : null,
    completed: row.status === 'issued',
    receiptCode: row.receiptCode,
    paymentId: row.paymentId,
    context: row.context,
    amount: row.amount,
    currencyIso: row.currencyIso,
    cancellable: isFapiaoCancellable({
      status: row.status,
      paymentCompletedAt: context.paymentCompletedAt,
      now: context.now,
      isPermitted: context.isPermitted,
    }),
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    issuedAt: row.issuedAt ? row.issuedAt.toISOString() : null,
  };
}

/** A fapiao of the list as the JSON column carries it: the row (to_json) and its payment's completion. */
const LIST_ROW = jsonRow({
  fapiao: column<Record<string, unknown>>(sql`to_json(f)`),
  paymentCompletedAt: column<string | null>(sql`coalesce(fp.completed_at, fp.created_at)`),
});
export type TFapiaoListJson = TRowType<typeof LIST_ROW>;

/**
 * The researcher's fapiaos for invoices and prepayments, or (digital) those for digital purchases, newest
 * first, as a JSON array (through fapiaos_user); each row decodes with rowDecoderOf(fapiaos).
 */
export function fapiaoListJsonOf(userId: SQLWrapper, digital: boolean): SQL<TFapiaoListJson[]> {
  const context = digital ? sql`f.context = 'digital'` : sql`f.context <> 'digital'`;
  return rowsOf(
    LIST_ROW,
    (row) => sql`coalesce((
    select json_agg(${row}
      order by f.created_at desc, f.id desc)
    from (select * from ${fapiaos} f where f.user_id = ${userId} and ${context}
          order by f.created_at desc, f.id desc limit ${sql.raw(String(FAPIAO_LIST_LIMIT))}) f
    left join ${payments} fp on fp.id = f.payment_id), '[]'::json)`,
  );
}

/** The user's side of the fapiao rules (alias `fu`): whether their localization issues fapiaos after payment, and their country. */
const SETTINGS_ROW = jsonRow({
  allowsAfterPayment: column<boolean>(
    sql`coalesce((select l.allows_fapiao_processing_after_payment from ${localizations} l where l.identity = fu.localization), false)`,
  ),
  countryIso: column<string | null>(sql`(select c.iso from ${countries} c where c.id = fu.country_id)`),
});
export type TFapiaoSettingsJson = TRowType<typeof SETTINGS_ROW>;

/** The user's fapiao settings, read with the statement rather than from the catalogue cache (a minute behind). */
export function fapiaoSettingsJsonOf(userId: SQLWrapper): SQL<TFapiaoSettingsJson> {
  return requiredRowOf(
    SETTINGS_ROW,
    (row) => sql`(select ${row}
    from ${users} fu where fu.id = ${userId})`,
  );
}

/**
 * The fapiaos requested after payment as rows (id, created_at, fapiao) in the checkout form's shape, for the
 * checkout's previous-fapiao selector: the organization is the title, delivered with the payment. Failed ones
 * and those without a taxpayer number (the checkout requires one) are left out.
 */
export function fapiaoRequestsAsCheckoutFormsOf(userId: SQLWrapper): SQL {
  return sql`select f.payment_id as id, f.created_at, jsonb_build_object('type', f.type, 'deliveryTimeline', 'with-payment',
      'title', f.organization_name, 'taxpayerNumber', f.taxpayer_number, 'specialInstructions', '') as fapiao
    from ${fapiaos} f where f.user_id = ${userId} and f.status <> 'failed' and f.taxpayer_number <> ''`;
}
