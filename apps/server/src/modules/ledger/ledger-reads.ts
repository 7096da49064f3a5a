import { convertBetween } from '@portal/domain';
import type { TCredit, TPrepayment } from '@portal/domain/api/payment';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { column, jsonRow, type TAssert, type TRowAgrees, type TRowOf } from '../../platform/kept-read.ts';
import { currencies } from '../../schema/catalogue.ts';
import { credits, prepayments, vouchers } from '../../schema/ledger.ts';

/**
 * The ledger as columns of another read's statement, correlated on the user: balances and lists come back
 * in the same round trip as the session and the read's own rows. Each column is a JSON value built by
 * PostgreSQL; the functions below turn them into what the API answers.
 */

type TRate = { exchangeRate: string; numDecimals: number };

/** Exchange rates are held per US dollar, so USD itself is rate 1 with cents. */
export const USD_RATE: TRate = { exchangeRate: '1', numDecimals: 2 };

/** A usable credit or prepayment: its remaining amount and its currency's rate (alias `cur`). */
const usableAmountRow = (amount: SQL) =>
  jsonRow({
    amount: column<number>(amount),
    exchangeRate: column<string>(sql`cur.exchange_rate::text`),
    numDecimals: column<number>(sql`cur.num_decimals`),
  });
export type TUsableAmount = TRowOf<ReturnType<typeof usableAmountRow>['columns']>;

export type TLedgerColumns = {
  usableCredits: SQL<TUsableAmount[]>;
  usablePrepayments: SQL<TUsableAmount[]>;
  voucherAvailable: SQL<boolean>;
};

/** Usable credits, usable prepayments and whether a voucher is usable, as three columns; ledgerBalancesOf turns them into balances. */
export function ledgerColumnsOf(userId: SQLWrapper): TLedgerColumns {
  return {
    usableCredits: sql<TUsableAmount[]>`coalesce((
      select json_agg(${usableAmountRow(sql`c.balance`).sql} order by c.created_at, c.id)
      from ${credits} c join ${currencies} cur on cur.iso_code = c.currency_iso
      where c.user_id = ${userId} and c.balance > 0 and (c.expires_at is null or c.expires_at > now())), '[]'::json)`,
    usablePrepayments: sql<TUsableAmount[]>`coalesce((
      select json_agg(${usableAmountRow(sql`p.available_amount`).sql} order by p.created_at, p.id)
      from ${prepayments} p join ${currencies} cur on cur.iso_code = p.currency_iso
      where p.user_id = ${userId} and p.status = 'paid' and p.available_amount > 0
        and (p.expires_at is null or p.expires_at > now())), '[]'::json)`,
    voucherAvailable: sql<boolean>`exists (
      select 1 from ${vouchers} v
      where (v.user_id is null or v.user_id = ${userId}) and v.balance > 0 and (v.expires_at is null or v.expires_at > now()))`,
  };
}

export type TLedgerBalances = {
  creditBalance: number;
  availablePrepayment: number;
  voucherAvailable: boolean;
  usdCredits: number;
};

/**
 * The user's credit and prepayment balances in `currency`; a credit counts when it is worth at least one
 * minor unit there (shell-and-account §9). usdCredits is the credit balance in US cents.
 */
export function ledgerBalancesOf(
  rows: { usableCredits: TUsableAmount[]; usablePrepayments: TUsableAmount[]; voucherAvailable: boolean },
  currency: TRate,
): TLedgerBalances {
  let creditBalance = 0;
  let usdCredits = 0;
  for (const credit of rows.usableCredits) {
    const worth = convertBetween(credit.amount, credit, currency);
    if (worth >= 1) creditBalance += worth;
    usdCredits += convertBetween(credit.amount, credit, USD_RATE);
  }
  let availablePrepayment = 0;
  for (const prepayment of rows.usablePrepayments) availablePrepayment += convertBetween(prepayment.amount, prepayment, currency);
  return { creditBalance, availablePrepayment, voucherAvailable: rows.voucherAvailable, usdCredits };
}

/** A credit as the credits list shows it. */
const CREDIT_ROW = jsonRow({
  referenceNumber: column<string>(sql`c.reference_number`),
  currencyIso: column<string>(sql`c.currency_iso`),
  totalAmount: column<number>(sql`c.total_amount`),
  balance: column<number>(sql`c.balance`),
  createdAt: column<string>(sql`c.created_at`),
  expiresAt: column<string | null>(sql`c.expires_at`),
});
export type TCreditJson = TRowOf<typeof CREDIT_ROW.columns>;
type _CreditAgrees = TAssert<TRowAgrees<TCreditJson, TCredit>>;

/** Every credit of the user, newest first (the credits list). */
export function creditsJsonOf(userId: SQLWrapper): SQL<TCreditJson[]> {
  return sql<TCreditJson[]>`coalesce((
    select json_agg(${CREDIT_ROW.sql} order by c.created_at desc, c.id desc)
    from ${credits} c where c.user_id = ${userId}), '[]'::json)`;
}

/** A prepayment as the prepayments list shows it; paymentId names the payment that funded it. */
const PREPAYMENT_COLUMNS = {
  retainerInvoiceNumber: column<string>(sql`p.retainer_invoice_number`),
  currencyIso: column<string>(sql`p.currency_iso`),
  totalAmount: column<number>(sql`p.total_amount`),
  paidAmount: column<number>(sql`p.paid_amount`),
  availableAmount: column<number>(sql`p.available_amount`),
  status: column<string>(sql`p.status`),
  boletoUrl: column<string | null>(sql`p.boleto_url`),
  paymentId: column<number | null>(sql`p.payment_id`),
  createdAt: column<string>(sql`p.created_at`),
  expiresAt: column<string | null>(sql`p.expires_at`),
};
export type TPrepaymentJson = TRowOf<typeof PREPAYMENT_COLUMNS>;
type _PrepaymentAgrees = TAssert<TRowAgrees<TPrepaymentJson, TPrepayment>>;

/** Every prepayment of the user, newest first, each with `funding`: a column of the funding payment (payments module). */
export function prepaymentsJsonOf(
  userId: SQLWrapper,
  funding: (paymentId: SQL) => SQL,
): SQL<(TPrepaymentJson & { funding: unknown })[]> {
  return sql`coalesce((
    select json_agg(${jsonRow({ ...PREPAYMENT_COLUMNS, funding: column<unknown>(funding(sql`p.payment_id`)) }).sql}
      order by p.created_at desc, p.id desc)
    from ${prepayments} p where p.user_id = ${userId}), '[]'::json)`;
}
