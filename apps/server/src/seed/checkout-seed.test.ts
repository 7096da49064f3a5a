import { ZInvoiceLoadResponse } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoStorage } from '../../test/fixtures/seed/demo-storage.ts';
import { inject, login } from '../../test/http.ts';
import { BACKENDS, withTestApp } from '../../test/test-app.ts';
import { users } from '../schema/account.ts';
import { invoices } from '../schema/invoices.ts';
import { credits, prepayments, vouchers } from '../schema/ledger.ts';
import { orders } from '../schema/orders.ts';
import { seedCheckoutDemo } from './checkout-seed.ts';
import { DEMO_PASSWORD, seedDemoData } from './seed.ts';

describe.each(BACKENDS)('checkout demo data on %s', (backend) => {
  const t = withTestApp(backend);

  it('adds credits, a prepayment, vouchers and invoiced orders once, however often it runs', async () => {
    await seedDemoData(t.db, demoStorage());
    await seedCheckoutDemo(t.db);
    await seedCheckoutDemo(t.db);
    const userId = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]?.id ?? -1;
    const alice = await userId('alice@demo.test');
    const liWei = await userId('li.wei@demo.test');

    const aliceCredits = await t.db.select().from(credits).where(eq(credits.userId, alice));
    expect(aliceCredits.map((c) => [c.referenceNumber.slice(0, 3), c.currencyIso, c.balance])).toEqual([['CR-', 'USD', 5_000]]);
    const liWeiPrepayments = await t.db.select().from(prepayments).where(eq(prepayments.userId, liWei));
    expect(liWeiPrepayments).toHaveLength(1);
    expect(liWeiPrepayments[0]).toMatchObject({
      currencyIso: 'CNY',
      totalAmount: 200_000,
      availableAmount: 200_000,
      status: 'paid',
    });
    expect(liWeiPrepayments[0]?.retainerInvoiceNumber).toMatch(/^RI-CN-\d{6}$/);
    const codes = (await t.db.select().from(vouchers)).map((v) => [v.code, v.currencyIso, v.balance]);
    expect(codes).toEqual(
      expect.arrayContaining([
        ['DEMO-VOUCHER-100', 'USD', 10_000],
        ['INSTITUTE-500', 'USD', 50_000],
      ]),
    );
    const aliceInvoices = await t.db.select().from(invoices).where(eq(invoices.userId, alice));
    expect(aliceInvoices.map((i) => i.status).sort()).toEqual(['paid', 'paid', 'paid', 'paid', 'unpaid']);
    const placed = await t.db.select().from(orders).where(eq(orders.userId, alice));
    expect(placed.filter((o) => o.paymentId !== null)).toHaveLength(5);
  });

  it('gives Alice a non-empty invoices page', async () => {
    await seedDemoData(t.db, demoStorage());
    const session = await login(t.app, 'alice@demo.test', DEMO_PASSWORD);
    const body = ZInvoiceLoadResponse.parse((await inject(t.app, { url: '/api/invoice/load', session })).json());
    expect(body.invoices).toHaveLength(5);
    expect(body.unpaidInvoices).toHaveLength(1);
    expect(body.credits).toHaveLength(1);
    expect(body.usdCredits).toBe(5_000);
    expect(body.voucherAvailable).toBe(true);
  });
});
