import { type TCurrency, type TDashboardResponse, UNPAID_INVOICE_BANNER_LIMIT } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { column, jsonRow, rowOf, type TAssert, type TRowAgrees, type TRowType } from '../../platform/kept-read.ts';
import { isLiveSession, requireSessionRead, selectWithSession } from '../../platform/sessions.ts';
import { users } from '../../schema/account.ts';
import { orderForms } from '../../schema/order-form.ts';
import type { TCatalogueService } from '../catalogue/index.ts';
import { unpaidInvoiceSummaryOf } from '../invoices/index.ts';
import { ledgerBalancesOf, ledgerColumnsOf } from '../ledger/index.ts';

/** The open order form (alias `f`) of the unfinished-order banner. */
const FORM_IN_PROGRESS_ROW = jsonRow({
  currentStep: column<string>(sql`f.current_step`),
  updatedAt: column<string>(sql`f.updated_at`),
});
type _FormInProgressAgrees = TAssert<
  TRowAgrees<TRowType<typeof FORM_IN_PROGRESS_ROW>, NonNullable<TDashboardResponse['orderFormInProgress']>>
>;

/**
 * GET /api/researcher/dashboard in one statement: the session, the unpaid invoices of the banner (how many,
 * the totals and the oldest ten), the credit and prepayment balances, and the open order form's step when
 * the researcher got past the first one (the unfinished-order banner).
 */
export function prepareDashboardRead(db: Db) {
  return selectWithSession(db, {
    unpaid: unpaidInvoiceSummaryOf(users.id, UNPAID_INVOICE_BANNER_LIMIT),
    ...ledgerColumnsOf(users.id),
    formInProgress: rowOf(
      FORM_IN_PROGRESS_ROW,
      (row) => sql`(select ${row} from ${orderForms} f
      where f.user_id = ${users.id} and f.status = 'open' and f.current_step <> 'get-started' limit 1)`,
    ),
  })
    .where(isLiveSession)
    .prepare('researcher_dashboard');
}

export type TDashboardRead = ReturnType<typeof prepareDashboardRead>;

export async function readDashboard(
  deps: { catalogue: TCatalogueService; read: TDashboardRead },
  request: FastifyRequest,
): Promise<TDashboardResponse> {
  const row = await requireSessionRead(request, deps.read);
  const currencyOf = async (iso: string | null): Promise<TCurrency> => {
    const currency = (await deps.catalogue.findCurrency(iso ?? 'USD')) ?? (await deps.catalogue.findCurrency('USD'));
    if (!currency) throw new Error('USD is not in the catalogue');
    return currency;
  };
  const currency = await currencyOf(row.user.currencyIso);
  const balances = ledgerBalancesOf(row, currency);
  return {
    unpaidInvoices: {
      count: row.unpaid.count,
      totals: await Promise.all(
        row.unpaid.totals.map(async (total) => ({
          currency: await currencyOf(total.currencyIso),
          balance: Number(total.balance),
        })),
      ),
      invoices: await Promise.all(
        row.unpaid.invoices.map(async (invoice) => ({
          invoiceNumber: invoice.invoiceNumber,
          formattedDate: new Date(invoice.transactionDate).toISOString().slice(0, 10),
          balance: invoice.balance,
          currency: await currencyOf(invoice.currencyIso),
        })),
      ),
    },
    creditBalance: balances.creditBalance,
    availablePrepayment: balances.availablePrepayment,
    currency,
    orderFormInProgress: row.formInProgress
      ? { currentStep: row.formInProgress.currentStep, updatedAt: new Date(row.formInProgress.updatedAt).toISOString() }
      : null,
  };
}
