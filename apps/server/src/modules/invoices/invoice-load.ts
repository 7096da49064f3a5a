import {
  allowedPaymentMethods,
  convertBetween,
  PAYMENT_METHOD_RULES,
  type TCredit,
  type TCurrency,
  type TInvoice,
  type TInvoiceLoadResponse,
  type TLocale,
  type TPaymentMethod,
  type TPrepayment,
} from '@portal/domain';
import { type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { configuredMethodsFor, paymentMethodViewsOf } from '../../integrations/payments/configured-methods.ts';
import { formatDocumentDate } from '../../platform/billing-document.ts';
import type { Db } from '../../platform/db.ts';
import { column, jsonRow, rowsOf, type TAssert, type TRowAgrees, type TRowType } from '../../platform/kept-read.ts';
import { requestLocale } from '../../platform/request-language.ts';
import { isLiveSession, runSessionRead, selectWithSession } from '../../platform/sessions.ts';
import { users } from '../../schema/account.ts';
import { payments } from '../../schema/payments.ts';
import type { TCatalogueService } from '../catalogue/index.ts';
import {
  fapiaoSettingsJsonOf,
  invoiceFapiaoViewOf,
  prepaymentFundingJsonOf,
  requestablePaymentIdOf,
  type TPrepaymentFundingJson,
} from '../fapiao/index.ts';
import { creditsJsonOf, ledgerBalancesOf, ledgerColumnsOf, prepaymentsJsonOf } from '../ledger/index.ts';
import { INVOICE_PAGE_SIZE, invoiceListColumnsOf, type TInvoiceJson } from './invoice-reads.ts';

export type TInvoiceFilters = {
  status: 'unpaid' | 'all';
  from?: string | undefined;
  to?: string | undefined;
  orderNumber?: string | undefined;
};

/** A payment waiting on a provider (alias `pp`). */
const PENDING_PAYMENT_ROW = jsonRow({
  receiptCode: column<string>(sql`pp.receipt_code`),
  amount: column<number>(sql`pp.amount`),
  methodId: column<number>(sql`pp.method_id`),
});
type _PendingAgrees = TAssert<TRowAgrees<TRowType<typeof PENDING_PAYMENT_ROW>, TInvoiceLoadResponse['pendingPayments'][number]>>;

/**
 * The user's payments still waiting on a provider (redirected or pending), newest first, at most 50: a column
 * of the invoice load, so the page's read stays one statement.
 */
function pendingPaymentsJsonOf(userId: SQLWrapper) {
  return rowsOf(
    PENDING_PAYMENT_ROW,
    (row) => sql`coalesce((
    select json_agg(${row}
      order by pp.created_at desc)
    from (select receipt_code, amount, method_id, created_at from ${payments}
          where user_id = ${userId} and status in ('redirected', 'pending')
          order by created_at desc limit 50) pp), '[]'::json)`,
  );
}

/** The statement of delivery exists once the order is delivered. */
export function isOrderDelivered(status: string | null | undefined): boolean {
  return (status ?? '').toLowerCase() === 'completed';
}

export function currencyViewOf(currency: TCurrency): TCurrency {
  const { isoCode, shortName, name, sign, exchangeRate, numDecimals } = currency;
  return { isoCode, shortName, name, sign, exchangeRate, numDecimals };
}

/** The methods a payoff may use for this user, named in the reader's language. */
export function payoffMethodsOf(
  input: { localization: string; countryIso: string | null; amountDue: number; creditBalance: number; isImpersonated: boolean },
  locale: TLocale,
): TPaymentMethod[] {
  const allowed = allowedPaymentMethods({
    purpose: 'payoff',
    configuredMethods: configuredMethodsFor(input.localization),
    amountDue: input.amountDue,
    total: input.amountDue,
    userCountryIso: input.countryIso,
    brazilOption: null,
    usingFunds: false,
    requireFapiao: false,
    isImpersonated: input.isImpersonated,
    isStaffBankTransferGoal: false,
    adminCreated: false,
    creditBalance: input.creditBalance,
  });
  return paymentMethodViewsOf(allowed, locale);
}

/** The invoices read: session, user, the page, unpaid invoices, credits, prepayments, pending payments and balances. */
export function prepareInvoiceRead(db: Db) {
  return selectWithSession(db, {
    ...invoiceListColumnsOf(users.id),
    ...ledgerColumnsOf(users.id),
    credits: creditsJsonOf(users.id),
    prepayments: prepaymentsJsonOf(users.id, prepaymentFundingJsonOf),
    pendingPayments: pendingPaymentsJsonOf(users.id),
    fapiaoSettings: fapiaoSettingsJsonOf(users.id),
  })
    .where(isLiveSession)
    .prepare('invoice_read');
}

export type TInvoiceRead = ReturnType<typeof prepareInvoiceRead>;

/**
 * GET /api/invoice/load: the signed-in user's invoices (one page), unpaid invoices, credits and prepayments,
 * in one statement with the session lookup; null without a live session.
 */
export async function loadInvoices(
  deps: { catalogue: TCatalogueService; read: TInvoiceRead },
  request: FastifyRequest,
  query: TInvoiceFilters & { page: number },
): Promise<TInvoiceLoadResponse | null> {
  const { catalogue } = deps;
  const row = await runSessionRead(request, deps.read, {
    status: query.status,
    from: query.from ?? null,
    to: query.to ?? null,
    orderNumber: query.orderNumber || null,
    offset: (query.page - 1) * INVOICE_PAGE_SIZE,
  });
  if (!row) return null;
  const locale = requestLocale(request);
  const user = row.user;
  const { currencyByIso } = await catalogue.catalogue();
  const userCurrency = currencyByIso.get((user.currencyIso ?? 'USD').toUpperCase()) ?? currencyByIso.get('USD');
  if (!userCurrency) throw new Error('USD is not in the catalogue');
  const currencyOf = (iso: string) => currencyByIso.get(iso.toUpperCase()) ?? userCurrency;
  const date = (value: string) => formatDocumentDate(new Date(value), locale);
  const currencyViews = new Map<string, TCurrency>();
  const currencyViewFor = (iso: string) => {
    let view = currencyViews.get(iso);
    if (!view) {
      view = currencyViewOf(currencyOf(iso));
      currencyViews.set(iso, view);
    }
    return view;
  };

  // Fapiaos after payment: the user's localization and country decide, with each payment's method.
  const fapiaoContext = { now: new Date(), isPermitted: row.impersonatorId !== null };
  const fapiaoRules = {
    localizationAllowsAfterPayment: row.fapiaoSettings?.allowsAfterPayment ?? false,
    userCountryIso: row.fapiaoSettings?.countryIso ?? null,
  };

  const invoiceView = (invoice: TInvoiceJson): TInvoice => ({
    invoiceNumber: invoice.invoiceNumber,
    transactionDate: new Date(invoice.transactionDate).toISOString(),
    formattedDate: date(invoice.transactionDate),
    balance: invoice.balance,
    totalAmount: invoice.totalAmount,
    exchangeRate: invoice.exchangeRate,
    currency: currencyViewFor(invoice.currencyIso),
    localization: invoice.localization,
    pendingWriteoff: invoice.pendingWriteoff,
    boletoUrl: invoice.boletoUrl,
    customFields: { Submission: invoice.orderExternalId },
    payments: invoice.payments.map((p) => ({ id: p.id, amount: p.amount, retainerinvoice_id: p.retainerInvoiceId })),
    statementOfDelivery: { status: isOrderDelivered(invoice.orderStatus) ? 'available' : 'pending' },
    fapiao: invoiceFapiaoViewOf(invoice.fapiao, fapiaoContext),
    fapiaoPaymentId: requestablePaymentIdOf(invoice.fapiaoPayment, invoice.fapiao, {
      ...fapiaoRules,
      documentNumber: invoice.invoiceNumber,
    }),
  });

  const credits: TCredit[] = row.credits.map((credit) => ({
    referenceNumber: credit.referenceNumber,
    formattedDate: date(credit.createdAt),
    transactionDate: new Date(credit.createdAt).toISOString(),
    expirationDate: credit.expiresAt ? new Date(credit.expiresAt).toISOString() : null,
    formattedExpirationDate: credit.expiresAt ? date(credit.expiresAt) : null,
    totalAmount: credit.totalAmount,
    balance: credit.balance,
    currency: currencyViewFor(credit.currencyIso),
  }));

  const prepayments: TPrepayment[] = row.prepayments.map((prepayment) => {
    const funding = prepayment.funding as TPrepaymentFundingJson | null;
    return {
      retainerInvoiceNumber: prepayment.retainerInvoiceNumber,
      formattedDate: date(prepayment.createdAt),
      transactionDate: new Date(prepayment.createdAt).toISOString(),
      expirationDate: prepayment.expiresAt ? new Date(prepayment.expiresAt).toISOString() : null,
      totalAmount: prepayment.totalAmount,
      availablePrepaymentAmount: prepayment.status === 'paid' ? prepayment.availableAmount : 0,
      balance: prepayment.totalAmount - prepayment.paidAmount,
      boletoUrl: prepayment.boletoUrl,
      fapiao: invoiceFapiaoViewOf(funding?.fapiao ?? null, fapiaoContext),
      fapiaoPaymentId: requestablePaymentIdOf(funding, funding?.fapiao ?? null, {
        ...fapiaoRules,
        documentNumber: prepayment.retainerInvoiceNumber,
      }),
      payment: funding ? { id: funding.id, amount: funding.amount } : null,
      currency: currencyViewFor(prepayment.currencyIso),
    };
  });

  const pendingPayments = row.pendingPayments.map((p) => ({
    receiptCode: p.receiptCode,
    amount: p.amount,
    methodKey: PAYMENT_METHOD_RULES[p.methodId as keyof typeof PAYMENT_METHOD_RULES]?.key ?? 'unknown',
  }));

  const balances = ledgerBalancesOf(row, userCurrency);
  let unpaidTotal = 0;
  for (const invoice of row.unpaidInvoices)
    unpaidTotal += convertBetween(invoice.balance, currencyOf(invoice.currencyIso), userCurrency);
  const country = await catalogue.findCountry(user.countryId);

  const pages = Math.max(1, Math.ceil(row.invoiceCount / INVOICE_PAGE_SIZE));
  return {
    pendingPayments,
    invoices: row.invoicePage.map(invoiceView),
    unpaidInvoices: row.unpaidInvoices.map(invoiceView),
    credits,
    currency: currencyViewOf(userCurrency),
    paymentMethods: payoffMethodsOf(
      {
        localization: user.localization,
        countryIso: country?.iso ?? null,
        amountDue: unpaidTotal,
        creditBalance: balances.creditBalance,
        isImpersonated: row.impersonatorId !== null,
      },
      locale,
    ),
    usdCredits: balances.usdCredits,
    prepayments,
    voucherAvailable: balances.voucherAvailable,
    fapiaoAfterPayment: fapiaoRules.localizationAllowsAfterPayment,
    pagination: {
      previous: query.page > 1 ? query.page - 1 : null,
      next: query.page < pages ? query.page + 1 : null,
      current: query.page,
      total: row.invoiceCount,
    },
  };
}
