import { randomBytes } from 'node:crypto';
import { convertBetween, MESSAGE } from '@portal/domain';
import { and, asc, eq, gt, gte, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { insertWithNextNumber } from '../../platform/document-numbers.ts';
import { AppError } from '../../platform/errors.ts';
import { users } from '../../schema/account.ts';
import { currencies } from '../../schema/catalogue.ts';
import { credits, ledgerMovements, prepayments, vouchers } from '../../schema/ledger.ts';
import { ledgerBalancesOf, ledgerColumnsOf, type TLedgerBalances } from './ledger-reads.ts';

export type TCurrencyRow = typeof currencies.$inferSelect;
export type TCreditRow = typeof credits.$inferSelect;
export type TPrepaymentRow = typeof prepayments.$inferSelect;
export type TVoucherRow = typeof vouchers.$inferSelect;
type TRate = Pick<TCurrencyRow, 'exchangeRate' | 'numDecimals'>;

const notExpired = (column: typeof credits.expiresAt | typeof prepayments.expiresAt | typeof vouchers.expiresAt) =>
  or(isNull(column), gt(column, sql`now()`));

/** What a source's balance is worth in the payment's currency, and how much of the source a part of that costs. */
function converter(source: TRate, target: TRate) {
  return {
    worth: (balance: number) => convertBetween(balance, source, target),
    /**
     * The source amount to take for `part` of the target currency. Taking everything the balance is worth
     * takes the whole balance, so rounding can never ask for a minor unit more than the source holds.
     */
    cost: (part: number, balance: number) =>
      part >= convertBetween(balance, source, target) ? balance : Math.min(balance, convertBetween(part, target, source)),
  };
}

async function usableCredits(db: DbOrTx, userId: number) {
  return db
    .select({ credit: credits, rate: { exchangeRate: currencies.exchangeRate, numDecimals: currencies.numDecimals } })
    .from(credits)
    .innerJoin(currencies, eq(currencies.isoCode, credits.currencyIso))
    .where(and(eq(credits.userId, userId), gt(credits.balance, 0), notExpired(credits.expiresAt)))
    .orderBy(asc(credits.createdAt), asc(credits.id));
}

async function usablePrepayments(db: DbOrTx, userId: number) {
  return db
    .select({ prepayment: prepayments, rate: { exchangeRate: currencies.exchangeRate, numDecimals: currencies.numDecimals } })
    .from(prepayments)
    .innerJoin(currencies, eq(currencies.isoCode, prepayments.currencyIso))
    .where(
      and(
        eq(prepayments.userId, userId),
        eq(prepayments.status, 'paid'),
        gt(prepayments.availableAmount, 0),
        notExpired(prepayments.expiresAt),
      ),
    )
    .orderBy(asc(prepayments.createdAt), asc(prepayments.id));
}

/** Vouchers the user may use: unrestricted or theirs, with a balance, not expired. */
const voucherUsableBy = (userId: number) =>
  and(or(isNull(vouchers.userId), eq(vouchers.userId, userId)), gt(vouchers.balance, 0), notExpired(vouchers.expiresAt));

/**
 * The user's credit and prepayment balances in `currency` (ledgerBalancesOf), in one statement: the same
 * columns the invoices and payment reads select beside their own.
 */
export async function getLedgerBalances(db: DbOrTx, userId: number, currency: TCurrencyRow): Promise<TLedgerBalances> {
  // The user's id as a parameter: in a one-table select drizzle names users.id without its table, which
  // the correlated subqueries would read as their own id.
  const [row] = await db
    .select(ledgerColumnsOf(sql`${userId}::int`))
    .from(users)
    .where(eq(users.id, userId));
  return ledgerBalancesOf(row ?? { usableCredits: [], usablePrepayments: [], voucherAvailable: false }, currency);
}

type TSpend = { userId: number; paymentId: number; amount: number; currency: TCurrencyRow };

/**
 * Takes `amount` (minor units of `currency`) from the user's credits, oldest first. Each step is one
 * conditional update, so concurrent spends can never take a balance below zero; a shortfall is 409.
 */
export async function spendCredits(tx: DbOrTx, input: TSpend): Promise<{ creditIds: number[] }> {
  const exceeds = () => new AppError(409, MESSAGE.creditsAmountExceeds);
  if (input.amount <= 0) return { creditIds: [] };
  let remaining = input.amount;
  const creditIds: number[] = [];
  for (const { credit, rate } of await usableCredits(tx, input.userId)) {
    if (remaining <= 0) break;
    const convert = converter(rate, input.currency);
    const worth = convert.worth(credit.balance);
    if (worth < 1) continue;
    const part = Math.min(remaining, worth);
    const cost = convert.cost(part, credit.balance);
    const [updated] = await tx
      .update(credits)
      .set({ balance: sql`${credits.balance} - ${cost}` })
      .where(and(eq(credits.id, credit.id), gte(credits.balance, cost)))
      .returning({ id: credits.id });
    if (!updated) throw exceeds();
    await tx.insert(ledgerMovements).values({
      userId: input.userId,
      kind: 'credit',
      sourceRef: String(credit.id),
      paymentId: input.paymentId,
      amount: -cost,
      currencyIso: credit.currencyIso,
    });
    creditIds.push(credit.id);
    remaining -= part;
  }
  if (remaining > 0) throw exceeds();
  return { creditIds };
}

/** Takes `amount` from the user's paid prepayments, oldest first, like spendCredits; a shortfall is 409. */
export async function spendPrepayment(tx: DbOrTx, input: TSpend): Promise<{ prepaymentIds: number[] }> {
  const exceeds = () => new AppError(409, MESSAGE.prepayAmountExceeds);
  if (input.amount <= 0) return { prepaymentIds: [] };
  let remaining = input.amount;
  const prepaymentIds: number[] = [];
  for (const { prepayment, rate } of await usablePrepayments(tx, input.userId)) {
    if (remaining <= 0) break;
    const convert = converter(rate, input.currency);
    const worth = convert.worth(prepayment.availableAmount);
    if (worth < 1) continue;
    const part = Math.min(remaining, worth);
    const cost = convert.cost(part, prepayment.availableAmount);
    const [updated] = await tx
      .update(prepayments)
      .set({ availableAmount: sql`${prepayments.availableAmount} - ${cost}` })
      .where(and(eq(prepayments.id, prepayment.id), eq(prepayments.status, 'paid'), gte(prepayments.availableAmount, cost)))
      .returning({ id: prepayments.id });
    if (!updated) throw exceeds();
    await tx.insert(ledgerMovements).values({
      userId: input.userId,
      kind: 'prepayment',
      sourceRef: String(prepayment.id),
      paymentId: input.paymentId,
      amount: -cost,
      currencyIso: prepayment.currencyIso,
    });
    prepaymentIds.push(prepayment.id);
    remaining -= part;
  }
  if (remaining > 0) throw exceeds();
  return { prepaymentIds };
}

async function findUsableVoucher(db: DbOrTx, code: string, userId: number) {
  const trimmed = code.trim();
  if (trimmed === '' || trimmed.length > 64) return undefined;
  const [row] = await db
    .select({ voucher: vouchers, rate: { exchangeRate: currencies.exchangeRate, numDecimals: currencies.numDecimals } })
    .from(vouchers)
    .innerJoin(currencies, eq(currencies.isoCode, vouchers.currencyIso))
    .where(and(sql`upper(${vouchers.code}) = upper(${trimmed})`, voucherUsableBy(userId)));
  return row;
}

/** Whether `code` is a voucher this user may use, and what it covers of `total` (minor units of `currency`). */
export async function verifyVoucher(
  db: DbOrTx,
  input: { code: string; userId: number; currency: TCurrencyRow; total: number },
): Promise<{ valid: boolean; amount: number; error: string | null }> {
  const found = await findUsableVoucher(db, input.code, input.userId);
  if (!found) return { valid: false, amount: 0, error: MESSAGE.voucherInvalid };
  const worth = convertBetween(found.voucher.balance, found.rate, input.currency);
  if (worth < 1) return { valid: false, amount: 0, error: MESSAGE.voucherInvalid };
  return { valid: true, amount: Math.max(0, Math.min(worth, input.total)), error: null };
}

/** Takes `amount` (minor units of `currency`) from the voucher in one conditional update; 409 `voucher-invalid` otherwise. */
export async function spendVoucher(
  tx: DbOrTx,
  input: { code: string; userId: number; paymentId: number; amount: number; currency: TCurrencyRow },
): Promise<void> {
  const invalid = () => new AppError(409, MESSAGE.voucherInvalid);
  if (input.amount <= 0) return;
  const found = await findUsableVoucher(tx, input.code, input.userId);
  if (!found) throw invalid();
  const convert = converter(found.rate, input.currency);
  if (input.amount > convert.worth(found.voucher.balance)) throw invalid();
  const cost = convert.cost(input.amount, found.voucher.balance);
  const [updated] = await tx
    .update(vouchers)
    .set({ balance: sql`${vouchers.balance} - ${cost}` })
    .where(and(eq(vouchers.code, found.voucher.code), gte(vouchers.balance, cost), voucherUsableBy(input.userId)))
    .returning({ code: vouchers.code });
  if (!updated) throw invalid();
  await tx.insert(ledgerMovements).values({
    userId: input.userId,
    kind: 'voucher',
    sourceRef: found.voucher.code,
    paymentId: input.paymentId,
    amount: -cost,
    currencyIso: found.voucher.currencyIso,
  });
}

/** A retainer-invoice number prefix: `RI-US-`, from the localization (the prepay page hides fapiao when it holds US). */
export function retainerInvoicePrefix(localization: string): string {
  const code = localization.replace(/[^a-z]/gi, '').toUpperCase() || 'US';
  return `RI-${code}-`;
}

/** A new prepayment with its unpaid retainer invoice (`RI-US-000123`). */
export async function createPrepayment(
  tx: DbOrTx,
  input: { userId: number; amount: number; currencyIso: string; localization: string },
): Promise<{ id: number; retainerInvoiceNumber: string }> {
  const { row, documentNumber } = await insertWithNextNumber(
    tx,
    { sequence: 'retainer_invoice_number_seq', prefix: retainerInvoicePrefix(input.localization) },
    async (retainerInvoiceNumber) => {
      const [inserted] = await tx
        .insert(prepayments)
        .values({
          userId: input.userId,
          retainerInvoiceNumber,
          currencyIso: input.currencyIso,
          totalAmount: input.amount,
          localization: input.localization,
        })
        .onConflictDoNothing()
        .returning({ id: prepayments.id });
      return inserted;
    },
  );
  return { id: row.id, retainerInvoiceNumber: documentNumber };
}

/** The user's prepayment by its retainer-invoice number; another user's (or an unknown one) is null. */
export async function findPrepaymentForUser(
  db: DbOrTx,
  userId: number,
  retainerInvoiceNumber: string,
): Promise<TPrepaymentRow | null> {
  if (retainerInvoiceNumber.length > 40) return null;
  const [row] = await db
    .select()
    .from(prepayments)
    .where(and(eq(prepayments.userId, userId), eq(prepayments.retainerInvoiceNumber, retainerInvoiceNumber)));
  return row ?? null;
}

/**
 * Records `amount` received for a prepayment's retainer invoice. Idempotent per payment: a second call for
 * the same payment changes nothing. Never funds above the total (409 `prepay-amount-exceeds`); the
 * prepayment becomes paid, and its balance usable, once fully funded.
 */
export async function fundPrepayment(
  tx: DbOrTx,
  input: { prepaymentId: number; paymentId: number; amount: number },
): Promise<{ status: 'unpaid' | 'paid'; paidAmount: number; availableAmount: number }> {
  // The row lock orders concurrent calls for one prepayment, so the duplicate check below is reliable.
  const [current] = await tx.select().from(prepayments).where(eq(prepayments.id, input.prepaymentId)).for('update');
  if (!current) throw AppError.notFound();
  const [seen] = await tx
    .select({ id: ledgerMovements.id })
    .from(ledgerMovements)
    .where(
      and(
        eq(ledgerMovements.kind, 'prepayment'),
        eq(ledgerMovements.sourceRef, String(current.id)),
        eq(ledgerMovements.paymentId, input.paymentId),
        gt(ledgerMovements.amount, 0),
      ),
    )
    .limit(1);
  if (seen) return { status: current.status, paidAmount: current.paidAmount, availableAmount: current.availableAmount };
  if (input.amount <= 0) throw new AppError(400, MESSAGE.invalidValue);
  const [updated] = await tx
    .update(prepayments)
    .set({
      paidAmount: sql`${prepayments.paidAmount} + ${input.amount}`,
      availableAmount: sql`${prepayments.availableAmount} + ${input.amount}`,
      status: sql`case when ${prepayments.paidAmount} + ${input.amount} >= ${prepayments.totalAmount} then 'paid' else ${prepayments.status} end`,
      paidAt: sql`case when ${prepayments.paidAmount} + ${input.amount} >= ${prepayments.totalAmount} then now() else ${prepayments.paidAt} end`,
      paymentId: input.paymentId,
    })
    .where(
      and(eq(prepayments.id, input.prepaymentId), sql`${prepayments.paidAmount} + ${input.amount} <= ${prepayments.totalAmount}`),
    )
    .returning();
  if (!updated) throw new AppError(409, MESSAGE.prepayAmountExceeds);
  await tx.insert(ledgerMovements).values({
    userId: updated.userId,
    kind: 'prepayment',
    sourceRef: String(updated.id),
    paymentId: input.paymentId,
    amount: input.amount,
    currencyIso: updated.currencyIso,
  });
  return { status: updated.status, paidAmount: updated.paidAmount, availableAmount: updated.availableAmount };
}

/**
 * Grants account credit (e.g. services taken off a paid order): a new credit with its ledger movement. The
 * reference number is random, `CR-` and ten hexadecimal digits.
 */
export async function grantCredit(
  tx: DbOrTx,
  input: { userId: number; currencyIso: string; amount: number; reason: string },
): Promise<{ referenceNumber: string }> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) throw new AppError(400, MESSAGE.invalidValue);
  const referenceNumber = `CR-${randomBytes(5).toString('hex').toUpperCase()}`;
  const [credit] = await tx
    .insert(credits)
    .values({
      userId: input.userId,
      referenceNumber,
      currencyIso: input.currencyIso,
      totalAmount: input.amount,
      balance: input.amount,
      reason: input.reason,
    })
    .returning({ id: credits.id });
  if (!credit) throw new Error('credit not stored');
  await tx.insert(ledgerMovements).values({
    userId: input.userId,
    kind: 'credit',
    sourceRef: String(credit.id),
    amount: input.amount,
    currencyIso: input.currencyIso,
  });
  return { referenceNumber };
}
