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
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { translate } from '../../platform/i18n.ts';
import type { TAuth } from '../../platform/sessions.ts';
import type { TCatalogueService } from '../catalogue/service.ts';
import { getLedgerBalances, listCredits, listPrepayments } from '../ledger/service.ts';
import { orders } from '../orders/table.ts';
import { configuredMethodsFor } from '../payments/configured-methods.ts';
import { payments } from '../payments/table.ts';
import { formatDocumentDate } from './pdf-document.ts';
import {
  INVOICE_PAGE_SIZE,
  listInvoices,
  listPaymentsOfInvoices,
  listUnpaidInvoices,
  type TInvoiceFilters,
  type TInvoiceRow,
} from './service.ts';

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
  return allowed.map((id) => {
    const rules = PAYMENT_METHOD_RULES[id];
    return {
      id,
      key: rules.key,
      name: translate(locale, `payment-method-${rules.key}`),
      subheader: null,
      flow: rules.flow,
      isExternal: rules.isExternal,
    };
  });
}

/** GET /api/invoice/load: the signed-in user's invoices (one page), unpaid invoices, credits and prepayments. */
export async function loadInvoices(
  deps: { db: DbOrTx; catalogue: TCatalogueService },
  auth: TAuth,
  query: TInvoiceFilters & { page: number },
  locale: TLocale,
): Promise<TInvoiceLoadResponse> {
  const { db, catalogue } = deps;
  const user = auth.user;
  const usd = await catalogue.findCurrency('USD');
  const userCurrency = (await catalogue.findCurrency(user.currencyIso)) ?? usd;
  if (!userCurrency) throw new Error('USD is not in the catalogue');
  const currencyOf = async (iso: string) => currencyViewOf((await catalogue.findCurrency(iso)) ?? userCurrency);
  const date = (value: Date) => formatDocumentDate(value, locale);

  const page = await listInvoices(db, user.id, query, query.page);
  const unpaid = await listUnpaidInvoices(db, user.id);
  const invoiceRows = [...page.rows, ...unpaid.filter((u) => !page.rows.some((r) => r.id === u.id))];
  const applied = await listPaymentsOfInvoices(
    db,
    invoiceRows.map((r) => r.id),
  );
  const orderIds = invoiceRows.map((r) => r.orderId).filter((id): id is number => id !== null);
  const orderStatus = new Map(
    orderIds.length === 0
      ? []
      : (await db.select({ id: orders.id, status: orders.status }).from(orders).where(inArray(orders.id, orderIds))).map(
          (o) => [o.id, o.status] as const,
        ),
  );

  async function invoiceView(row: TInvoiceRow): Promise<TInvoice> {
    return {
      invoiceNumber: row.invoiceNumber,
      transactionDate: row.transactionDate.toISOString(),
      formattedDate: date(row.transactionDate),
      balance: row.balance,
      totalAmount: row.totalAmount,
      exchangeRate: row.exchangeRate,
      currency: await currencyOf(row.currencyIso),
      localization: row.localization,
      pendingWriteoff: row.pendingWriteoff,
      boletoUrl: row.boletoUrl,
      customFields: { Submission: row.orderExternalId },
      payments: applied
        .filter((p) => p.invoiceId === row.id)
        .map((p) => ({ id: p.paymentId, amount: p.amount, retainerinvoice_id: p.retainerInvoiceId })),
      statementOfDelivery: {
        status: row.orderId !== null && isOrderDelivered(orderStatus.get(row.orderId)) ? 'available' : 'pending',
      },
      fapiao: null,
    };
  }

  const credits: TCredit[] = [];
  for (const credit of await listCredits(db, user.id)) {
    credits.push({
      referenceNumber: credit.referenceNumber,
      formattedDate: date(credit.createdAt),
      transactionDate: credit.createdAt.toISOString(),
      expirationDate: credit.expiresAt?.toISOString() ?? null,
      formattedExpirationDate: credit.expiresAt ? date(credit.expiresAt) : null,
      totalAmount: credit.totalAmount,
      balance: credit.balance,
      currency: await currencyOf(credit.currencyIso),
    });
  }

  const prepaymentRows = await listPrepayments(db, user.id);
  const fundingIds = prepaymentRows.map((p) => p.paymentId).filter((id): id is number => id !== null);
  const fundingPayments =
    fundingIds.length === 0
      ? []
      : await db.select({ id: payments.id, amount: payments.amount }).from(payments).where(inArray(payments.id, fundingIds));
  const prepayments: TPrepayment[] = [];
  for (const prepayment of prepaymentRows) {
    const funding = fundingPayments.find((p) => p.id === prepayment.paymentId);
    prepayments.push({
      retainerInvoiceNumber: prepayment.retainerInvoiceNumber,
      formattedDate: date(prepayment.createdAt),
      transactionDate: prepayment.createdAt.toISOString(),
      expirationDate: prepayment.expiresAt?.toISOString() ?? null,
      totalAmount: prepayment.totalAmount,
      availablePrepaymentAmount: prepayment.status === 'paid' ? prepayment.availableAmount : 0,
      balance: prepayment.totalAmount - prepayment.paidAmount,
      boletoUrl: prepayment.boletoUrl,
      fapiao: null,
      payment: funding ? { id: funding.id, amount: funding.amount } : null,
      currency: await currencyOf(prepayment.currencyIso),
    });
  }

  const pendingPayments = (
    await db
      .select({ receiptCode: payments.receiptCode, amount: payments.amount, methodId: payments.methodId })
      .from(payments)
      .where(and(eq(payments.userId, user.id), inArray(payments.status, ['redirected', 'pending'])))
      .orderBy(desc(payments.createdAt))
      .limit(50)
  ).map((p) => ({
    receiptCode: p.receiptCode,
    amount: p.amount,
    methodKey: PAYMENT_METHOD_RULES[p.methodId as keyof typeof PAYMENT_METHOD_RULES]?.key ?? 'unknown',
  }));

  const balances = await getLedgerBalances(db, user.id, { ...userCurrency, sortOrder: 0 });
  let unpaidTotal = 0;
  for (const invoice of unpaid) {
    unpaidTotal += convertBetween(
      invoice.balance,
      (await catalogue.findCurrency(invoice.currencyIso)) ?? userCurrency,
      userCurrency,
    );
  }
  const country = await catalogue.findCountry(user.countryId);

  const pages = Math.max(1, Math.ceil(page.total / INVOICE_PAGE_SIZE));
  return {
    pendingPayments,
    invoices: await Promise.all(page.rows.map(invoiceView)),
    unpaidInvoices: await Promise.all(unpaid.map(invoiceView)),
    credits,
    currency: currencyViewOf(userCurrency),
    paymentMethods: payoffMethodsOf(
      {
        localization: user.localization,
        countryIso: country?.iso ?? null,
        amountDue: unpaidTotal,
        creditBalance: balances.creditBalance,
        isImpersonated: auth.impersonatorId !== null,
      },
      locale,
    ),
    usdCredits: balances.usdCredits,
    prepayments,
    voucherAvailable: balances.voucherAvailable,
    pagination: {
      previous: query.page > 1 ? query.page - 1 : null,
      next: query.page < pages ? query.page + 1 : null,
      current: query.page,
      total: page.total,
    },
  };
}
