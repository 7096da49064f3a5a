import { randomBytes } from 'node:crypto';
import { convertBetween } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { currencyRow, insertPayment } from '../../../test/fixtures/orders/checkout-fixtures.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { credits, ledgerMovements, prepayments, vouchers } from '../../schema/ledger.ts';
import {
  createPrepayment,
  findPrepaymentForUser,
  fundPrepayment,
  getLedgerBalances,
  spendCredits,
  spendPrepayment,
  spendVoucher,
  verifyVoucher,
} from './service.ts';

async function grantCredit(
  db: Db,
  userId: number,
  values: { balance: number; currencyIso?: string; createdAt?: Date; expiresAt?: Date },
) {
  const [row] = await db
    .insert(credits)
    .values({
      userId,
      referenceNumber: `CR-T${randomBytes(5).toString('hex').toUpperCase()}`,
      currencyIso: values.currencyIso ?? 'USD',
      totalAmount: values.balance,
      balance: values.balance,
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
      ...(values.expiresAt ? { expiresAt: values.expiresAt } : {}),
    })
    .returning();
  if (!row) throw new Error('credit not stored');
  return row;
}

async function paidPrepayment(db: Db, userId: number, amount: number, currencyIso = 'USD') {
  const [row] = await db
    .insert(prepayments)
    .values({
      userId,
      retainerInvoiceNumber: `RI-T-${randomBytes(5).toString('hex').toUpperCase()}`,
      currencyIso,
      totalAmount: amount,
      paidAmount: amount,
      availableAmount: amount,
      status: 'paid',
    })
    .returning();
  if (!row) throw new Error('prepayment not stored');
  return row;
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe.each(BACKENDS)('ledger on %s', (backend) => {
  const t = withTestApp(backend);

  describe('balances', () => {
    it('sums credits and paid prepayments in the payment currency, skipping expired ones and unpaid prepayments', async () => {
      const user = await createUser(t.db);
      const usd = await currencyRow(t.db, 'USD');
      const cny = await currencyRow(t.db, 'CNY');
      await grantCredit(t.db, user.id, { balance: 5_000 });
      await grantCredit(t.db, user.id, { balance: 700, expiresAt: new Date(Date.now() - 1000) });
      await grantCredit(t.db, user.id, { balance: 10_000, currencyIso: 'CNY' });
      await paidPrepayment(t.db, user.id, 20_000);
      await createPrepayment(t.db, { userId: user.id, amount: 99_000, currencyIso: 'USD', localization: 'us' });

      const inUsd = await getLedgerBalances(t.db, user.id, usd);
      const cnyInUsd = convertBetween(10_000, cny, usd);
      expect(inUsd.creditBalance).toBe(5_000 + cnyInUsd);
      expect(inUsd.usdCredits).toBe(5_000 + cnyInUsd);
      expect(inUsd.availablePrepayment).toBe(20_000);

      const inCny = await getLedgerBalances(t.db, user.id, cny);
      expect(inCny.creditBalance).toBe(convertBetween(5_000, usd, cny) + 10_000);
      expect(inCny.usdCredits).toBe(inUsd.usdCredits);
    });

    it('counts a credit only when it is worth at least one minor unit in the payment currency', async () => {
      const user = await createUser(t.db);
      // One fen is less than half a cent: worth nothing in USD.
      await grantCredit(t.db, user.id, { balance: 1, currencyIso: 'CNY' });
      const balances = await getLedgerBalances(t.db, user.id, await currencyRow(t.db, 'USD'));
      expect(balances.creditBalance).toBe(0);
    });

    it('tells whether a voucher is available to the user', async () => {
      const user = await createUser(t.db);
      const other = await createUser(t.db);
      const code = `MINE-${randomBytes(4).toString('hex')}`;
      const usd = await currencyRow(t.db, 'USD');
      const before = await getLedgerBalances(t.db, other.id, usd);
      await t.db.insert(vouchers).values({ code, currencyIso: 'USD', amount: 1000, balance: 1000, userId: user.id });
      expect((await getLedgerBalances(t.db, user.id, usd)).voucherAvailable).toBe(true);
      expect((await getLedgerBalances(t.db, other.id, usd)).voucherAvailable).toBe(before.voucherAvailable);
    });
  });

  describe('credits', () => {
    it('spends the oldest credit first and records each movement', async () => {
      const user = await createUser(t.db);
      const usd = await currencyRow(t.db, 'USD');
      const older = await grantCredit(t.db, user.id, { balance: 3_000, createdAt: new Date('2026-01-01T00:00:00Z') });
      const newer = await grantCredit(t.db, user.id, { balance: 4_000, createdAt: new Date('2026-02-01T00:00:00Z') });
      const payment = await insertPayment(t.db, { userId: user.id, total: 5_000 });
      await t.db.transaction((tx) => spendCredits(tx, { userId: user.id, paymentId: payment.id, amount: 5_000, currency: usd }));
      const rows = await t.db.select().from(credits).where(eq(credits.userId, user.id));
      expect(rows.find((r) => r.id === older.id)?.balance).toBe(0);
      expect(rows.find((r) => r.id === newer.id)?.balance).toBe(2_000);
      const movements = await t.db.select().from(ledgerMovements).where(eq(ledgerMovements.paymentId, payment.id));
      expect(movements.map((m) => [m.kind, m.sourceRef, m.amount]).sort()).toEqual(
        [
          ['credit', String(older.id), -3_000],
          ['credit', String(newer.id), -2_000],
        ].sort(),
      );
    });

    it('converts the spend into the credit currency', async () => {
      const user = await createUser(t.db);
      const cny = await currencyRow(t.db, 'CNY');
      const credit = await grantCredit(t.db, user.id, { balance: 5_000 });
      const payment = await insertPayment(t.db, { userId: user.id, total: 7_000, currencyIso: 'CNY' });
      await t.db.transaction((tx) => spendCredits(tx, { userId: user.id, paymentId: payment.id, amount: 7_000, currency: cny }));
      const [row] = await t.db.select().from(credits).where(eq(credits.id, credit.id));
      expect(row?.balance).toBe(5_000 - Math.round(7_000 / Number(cny.exchangeRate)));
    });

    it('refuses to overdraw and leaves every balance as it was', async () => {
      const user = await createUser(t.db);
      const usd = await currencyRow(t.db, 'USD');
      const credit = await grantCredit(t.db, user.id, { balance: 1_000 });
      const payment = await insertPayment(t.db, { userId: user.id, total: 1_001 });
      const error = await rejection(
        t.db.transaction((tx) => spendCredits(tx, { userId: user.id, paymentId: payment.id, amount: 1_001, currency: usd })),
      );
      expect([error.statusCode, error.code]).toEqual([409, 'credits-amount-exceeds']);
      const [row] = await t.db.select().from(credits).where(eq(credits.id, credit.id));
      expect(row?.balance).toBe(1_000);
      expect(await t.db.select().from(ledgerMovements).where(eq(ledgerMovements.paymentId, payment.id))).toEqual([]);
    });

    it('never goes below zero under concurrent spends', async () => {
      const user = await createUser(t.db);
      const usd = await currencyRow(t.db, 'USD');
      const credit = await grantCredit(t.db, user.id, { balance: 1_000 });
      const payment = await insertPayment(t.db, { userId: user.id, total: 300 });
      const results = await Promise.allSettled(
        Array.from({ length: 8 }, () =>
          t.db.transaction((tx) => spendCredits(tx, { userId: user.id, paymentId: payment.id, amount: 300, currency: usd })),
        ),
      );
      const succeeded = results.filter((r) => r.status === 'fulfilled').length;
      expect(succeeded).toBe(3);
      for (const failure of results.filter((r) => r.status === 'rejected')) {
        expect((failure as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409, code: 'credits-amount-exceeds' });
      }
      const [row] = await t.db.select().from(credits).where(eq(credits.id, credit.id));
      expect(row?.balance).toBe(100);
    });
  });

  describe('prepayments', () => {
    it('spends only paid prepayments, and refuses more than they hold', async () => {
      const user = await createUser(t.db);
      const usd = await currencyRow(t.db, 'USD');
      const paid = await paidPrepayment(t.db, user.id, 15_000);
      await createPrepayment(t.db, { userId: user.id, amount: 50_000, currencyIso: 'USD', localization: 'us' });
      const payment = await insertPayment(t.db, { userId: user.id, total: 10_000 });
      const spent = await t.db.transaction((tx) =>
        spendPrepayment(tx, { userId: user.id, paymentId: payment.id, amount: 10_000, currency: usd }),
      );
      expect(spent.prepaymentIds).toEqual([paid.id]);
      const error = await rejection(
        t.db.transaction((tx) => spendPrepayment(tx, { userId: user.id, paymentId: payment.id, amount: 5_001, currency: usd })),
      );
      expect([error.statusCode, error.code]).toEqual([409, 'prepay-amount-exceeds']);
      const [row] = await t.db.select().from(prepayments).where(eq(prepayments.id, paid.id));
      expect(row?.availableAmount).toBe(5_000);
    });

    it('never goes below zero under concurrent spends', async () => {
      const user = await createUser(t.db);
      const usd = await currencyRow(t.db, 'USD');
      const paid = await paidPrepayment(t.db, user.id, 1_000);
      const payment = await insertPayment(t.db, { userId: user.id, total: 400 });
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, () =>
          t.db.transaction((tx) => spendPrepayment(tx, { userId: user.id, paymentId: payment.id, amount: 400, currency: usd })),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
      const [row] = await t.db.select().from(prepayments).where(eq(prepayments.id, paid.id));
      expect(row?.availableAmount).toBe(200);
    });

    it('numbers retainer invoices by localization and finds them only for their owner', async () => {
      const user = await createUser(t.db);
      const other = await createUser(t.db);
      const first = await createPrepayment(t.db, { userId: user.id, amount: 10_000, currencyIso: 'USD', localization: 'us' });
      const second = await createPrepayment(t.db, { userId: user.id, amount: 10_000, currencyIso: 'USD', localization: 'us' });
      const chinese = await createPrepayment(t.db, { userId: user.id, amount: 100_000, currencyIso: 'CNY', localization: 'cn' });
      expect(first.retainerInvoiceNumber).toMatch(/^RI-US-\d{6}$/);
      expect(Number(second.retainerInvoiceNumber.slice(6))).toBe(Number(first.retainerInvoiceNumber.slice(6)) + 1);
      expect(chinese.retainerInvoiceNumber).toMatch(/^RI-CN-\d{6}$/);
      expect((await findPrepaymentForUser(t.db, user.id, first.retainerInvoiceNumber))?.id).toBe(first.id);
      expect(await findPrepaymentForUser(t.db, other.id, first.retainerInvoiceNumber)).toBeNull();
    });

    it('numbers concurrent prepayments uniquely', async () => {
      const user = await createUser(t.db);
      const created = await Promise.all(
        Array.from({ length: 6 }, () =>
          t.db.transaction((tx) =>
            createPrepayment(tx, { userId: user.id, amount: 10_000, currencyIso: 'EUR', localization: 'es' }),
          ),
        ),
      );
      expect(new Set(created.map((c) => c.retainerInvoiceNumber)).size).toBe(6);
    });

    it('funds a prepayment in parts, once per payment, never above its total', async () => {
      const user = await createUser(t.db);
      const { id } = await createPrepayment(t.db, { userId: user.id, amount: 15_000, currencyIso: 'USD', localization: 'us' });
      const first = await insertPayment(t.db, { userId: user.id, total: 10_000, purpose: 'prepay' });
      const second = await insertPayment(t.db, { userId: user.id, total: 5_000, purpose: 'prepay' });
      const fund = (paymentId: number, amount: number) =>
        t.db.transaction((tx) => fundPrepayment(tx, { prepaymentId: id, paymentId, amount }));

      expect(await fund(first.id, 10_000)).toEqual({ status: 'unpaid', paidAmount: 10_000, availableAmount: 10_000 });
      expect(await fund(first.id, 10_000)).toEqual({ status: 'unpaid', paidAmount: 10_000, availableAmount: 10_000 });
      const error = await rejection(fund(second.id, 5_001));
      expect([error.statusCode, error.code]).toEqual([409, 'prepay-amount-exceeds']);
      expect(await fund(second.id, 5_000)).toEqual({ status: 'paid', paidAmount: 15_000, availableAmount: 15_000 });
      const movements = await t.db
        .select()
        .from(ledgerMovements)
        .where(and(eq(ledgerMovements.kind, 'prepayment'), eq(ledgerMovements.sourceRef, String(id))));
      expect(movements.map((m) => m.amount).sort()).toEqual([10_000, 5_000].sort());
    });
  });

  describe('vouchers', () => {
    it('verifies a voucher by code in any case and says what it covers of the total', async () => {
      const user = await createUser(t.db);
      const code = `V-${randomBytes(4).toString('hex').toUpperCase()}`;
      await t.db.insert(vouchers).values({ code, currencyIso: 'USD', amount: 10_000, balance: 10_000 });
      const usd = await currencyRow(t.db, 'USD');
      const cny = await currencyRow(t.db, 'CNY');
      expect(await verifyVoucher(t.db, { code: code.toLowerCase(), userId: user.id, currency: usd, total: 4_000 })).toEqual({
        valid: true,
        amount: 4_000,
        error: null,
      });
      expect((await verifyVoucher(t.db, { code, userId: user.id, currency: usd, total: 50_000 })).amount).toBe(10_000);
      expect((await verifyVoucher(t.db, { code, userId: user.id, currency: cny, total: 10_000_000 })).amount).toBe(
        Math.round(10_000 * Number(cny.exchangeRate)),
      );
    });

    it('refuses unknown, expired, spent and other people’s vouchers', async () => {
      const user = await createUser(t.db);
      const other = await createUser(t.db);
      const usd = await currencyRow(t.db, 'USD');
      const suffix = randomBytes(4).toString('hex').toUpperCase();
      await t.db.insert(vouchers).values([
        { code: `EXP-${suffix}`, currencyIso: 'USD', amount: 100, balance: 100, expiresAt: new Date(Date.now() - 1000) },
        { code: `SPENT-${suffix}`, currencyIso: 'USD', amount: 100, balance: 0 },
        { code: `THEIRS-${suffix}`, currencyIso: 'USD', amount: 100, balance: 100, userId: other.id },
      ]);
      for (const code of ['NO-SUCH-CODE', `EXP-${suffix}`, `SPENT-${suffix}`, `THEIRS-${suffix}`]) {
        expect(await verifyVoucher(t.db, { code, userId: user.id, currency: usd, total: 100 })).toEqual({
          valid: false,
          amount: 0,
          error: 'voucher-invalid',
        });
      }
      expect((await verifyVoucher(t.db, { code: `THEIRS-${suffix}`, userId: other.id, currency: usd, total: 100 })).valid).toBe(
        true,
      );
    });

    it('spends a voucher in parts and refuses more than its balance, also when spent concurrently', async () => {
      const user = await createUser(t.db);
      const usd = await currencyRow(t.db, 'USD');
      const code = `PART-${randomBytes(4).toString('hex').toUpperCase()}`;
      await t.db.insert(vouchers).values({ code, currencyIso: 'USD', amount: 1_000, balance: 1_000 });
      const payment = await insertPayment(t.db, { userId: user.id, total: 300 });
      const results = await Promise.allSettled(
        Array.from({ length: 5 }, () =>
          t.db.transaction((tx) =>
            spendVoucher(tx, { code, userId: user.id, paymentId: payment.id, amount: 300, currency: usd }),
          ),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
      const [row] = await t.db.select().from(vouchers).where(eq(vouchers.code, code));
      expect(row?.balance).toBe(100);
      const error = await rejection(
        t.db.transaction((tx) => spendVoucher(tx, { code, userId: user.id, paymentId: payment.id, amount: 101, currency: usd })),
      );
      expect([error.statusCode, error.code]).toEqual([409, 'voucher-invalid']);
    });
  });
});
