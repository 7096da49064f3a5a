import { PAYMENT_METHOD } from '@portal/domain';
import { eq, inArray } from 'drizzle-orm';
import { applyPaymentToInvoice, createInvoice } from '../modules/invoices/index.ts';
import { createPrepayment, fundPrepayment } from '../modules/ledger/index.ts';
import { rewardPointsFor } from '../modules/orders/index.ts';
import { awardRewardPoints } from '../modules/rewards/index.ts';
import type { Db, Tx } from '../platform/db.ts';
import { users } from '../schema/account.ts';
import { currencies } from '../schema/catalogue.ts';
import { invoices } from '../schema/invoices.ts';
import { credits, prepayments, vouchers } from '../schema/ledger.ts';
import { orders, type TPlacedService } from '../schema/orders.ts';
import { payments } from '../schema/payments.ts';
import { rewardEvents } from '../schema/rewards.ts';
import { ANN_ARBOR_ADDRESS } from './demo-address.ts';

const DAY_MS = 24 * 3600 * 1000;

export const DEMO_VOUCHERS = [
  { code: 'DEMO-VOUCHER-100', currencyIso: 'USD', amount: 10_000, balance: 10_000 },
  { code: 'INSTITUTE-500', currencyIso: 'USD', amount: 50_000, balance: 50_000 },
] as const;

const ALICE_CREDIT = 'CR-DEMO-000001';

type TDemoOrder = {
  externalId: string;
  title: string;
  daysAgo: number;
  isPaid: boolean;
  /** As placed; seedFulfilmentDemo moves each through its stages afterwards. */
  status: 'placed' | 'completed' | 'awaiting-payment';
  services: TPlacedService[];
};

/** A deadline `days` from now (negative: in the past), on the half hour, as placed orders keep it. */
function daysFromNow(days: number): string {
  const step = 30 * 60 * 1000;
  return new Date(Math.ceil((Date.now() + days * DAY_MS) / step) * step).toISOString();
}

function service(identity: string, name: string, type: string, price: number, deadline: string): TPlacedService {
  return {
    identity,
    name,
    type,
    deliveryTier: 'standard',
    quantity: 1,
    timelineDays: 5,
    deadline,
    listPrice: price,
    discountAmount: 0,
    totalPrice: price,
  };
}

/**
 * Alice's orders, one for each state a researcher meets (seedFulfilmentDemo gives each its stages, files and
 * certificate): DEMO-1003 just placed, DEMO-1002 in editing, DEMO-1001 completed with its certificate,
 * AWK20481 completed with a touch-up and a re-edit on offer, AWK20482 completed but its bank transfer unpaid.
 */
const ALICE_ORDERS: TDemoOrder[] = [
  {
    externalId: 'DEMO-1001',
    title: 'Catalytic hydrogenation of CO2 over copper clusters',
    daysAgo: 60,
    isPaid: true,
    status: 'placed',
    services: [service('premium-editing', 'Premium Editing', 'editing', 31_500, daysFromNow(-55))],
  },
  {
    externalId: 'DEMO-1002',
    title: 'Machine learning for protein folding kinetics',
    daysAgo: 3,
    isPaid: true,
    status: 'placed',
    services: [service('scientific-editing', 'Scientific Editing', 'editing', 42_000, daysFromNow(-0.25))],
  },
  {
    externalId: 'DEMO-1003',
    title: 'Soil microbiome shifts under drought stress',
    daysAgo: 0.25,
    isPaid: true,
    status: 'placed',
    services: [service('standard-editing', 'Standard Editing', 'editing', 16_800, daysFromNow(5))],
  },
  {
    externalId: 'AWK20481',
    title: 'Nanoporous graphene membranes for desalination',
    daysAgo: 40,
    isPaid: true,
    status: 'placed',
    services: [service('premium-editing', 'Premium Editing', 'editing', 28_900, '2026-10-20')],
  },
  {
    externalId: 'AWK20482',
    title: 'Urban heat islands and pediatric asthma admissions',
    daysAgo: 6,
    isPaid: false,
    status: 'awaiting-payment',
    services: [
      service('standard-editing', 'Standard Editing', 'editing', 17_450, '2026-11-28'),
      service('figure-formatting', 'Figure Formatting', 'figures', 6_000, '2026-11-28'),
    ],
  },
];

async function userIdOf(tx: Tx, email: string): Promise<number | undefined> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}

async function seedAliceOrders(tx: Tx, userId: number): Promise<void> {
  const existing = await tx
    .select({ externalId: orders.externalId })
    .from(orders)
    .where(
      inArray(
        orders.externalId,
        ALICE_ORDERS.map((o) => o.externalId),
      ),
    );
  const [usd] = await tx.select().from(currencies).where(eq(currencies.isoCode, 'USD'));
  if (!usd) return;
  const credited: { orderId: number; externalId: string; points: number; placedAt: Date }[] = [];
  for (const demo of ALICE_ORDERS) {
    if (existing.some((e) => e.externalId === demo.externalId)) continue;
    const placedAt = new Date(Date.now() - demo.daysAgo * DAY_MS);
    const total = demo.services.reduce((sum, s) => sum + s.totalPrice, 0);
    const [payment] = await tx
      .insert(payments)
      .values({
        receiptCode: `RDEMO${demo.externalId}`,
        userId,
        purpose: 'order',
        methodId: demo.isPaid ? PAYMENT_METHOD.creditCard : PAYMENT_METHOD.bankTransfer,
        provider: demo.isPaid ? 'card' : 'portal',
        status: demo.isPaid ? 'captured' : 'awaiting-payment',
        currencyIso: 'USD',
        total,
        amount: total,
        details: demo.isPaid
          ? { card: { brand: 'Visa', lastFour: '1111' }, localization: 'us', language: 'en_US' }
          : { localization: 'us', language: 'en_US' },
        createdAt: placedAt,
        completedAt: demo.isPaid ? placedAt : null,
      })
      .onConflictDoNothing()
      .returning();
    if (!payment) continue;
    const points = rewardPointsFor(total, usd);
    const [order] = await tx
      .insert(orders)
      .values({
        externalId: demo.externalId,
        userId,
        title: demo.title,
        status: demo.status,
        currencyIso: 'USD',
        subtotal: total,
        total,
        services: demo.services,
        deadline: demo.services[0]?.deadline ?? null,
        wordCount: 5200,
        manuscriptLanguageId: 1,
        paymentId: payment.id,
        receiptCode: payment.receiptCode,
        rewardPoints: points,
        rewardPointsCreditedAt: placedAt,
        localization: 'us',
        language: 'en_US',
        createdAt: placedAt,
      })
      .returning({ id: orders.id });
    if (!order) continue;
    // Points come with payment: the order still awaiting its bank transfer earns them when it is paid.
    if (demo.isPaid) credited.push({ orderId: order.id, externalId: demo.externalId, points, placedAt });
    const invoice = await createInvoice(tx, {
      userId,
      orderId: order.id,
      orderExternalId: demo.externalId,
      currencyIso: 'USD',
      exchangeRate: usd.exchangeRate,
      totalAmount: total,
      lines: demo.services.map((s) => ({
        identity: s.identity,
        description: s.name,
        quantity: s.quantity,
        amount: s.totalPrice,
      })),
      localization: 'us',
      language: 'en_US',
      billingAddress: {
        name: 'Alice Walker',
        ...ANN_ARBOR_ADDRESS,
        country: 45,
      },
      invoiceAddress: demo.isPaid
        ? null
        : {
            name: 'Accounts Payable',
            organization: 'UM Department of Chemistry',
            address1: '930 N University Ave',
            city: 'Ann Arbor',
            state: 'MI',
            zip: '48109',
            country: 45,
          },
      purchaseOrderNumber: demo.isPaid ? null : 'UM-PO-55120',
    });
    await tx.update(invoices).set({ transactionDate: placedAt }).where(eq(invoices.id, invoice.id));
    if (demo.isPaid) {
      await applyPaymentToInvoice(tx, { invoiceNumber: invoice.invoiceNumber, paymentId: payment.id, amount: total });
    }
    await tx
      .update(payments)
      .set({ orderId: order.id, invoiceNumbers: [invoice.invoiceNumber] })
      .where(eq(payments.id, payment.id));
  }
  // The orders' points go through the one award path, oldest first, so the points history reads like a real one.
  for (const award of credited.sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime())) {
    await awardRewardPoints(tx, {
      userId,
      kind: 'order',
      points: award.points,
      sourceKey: `order:${award.orderId}`,
      details: { externalId: award.externalId },
    });
    await tx
      .update(rewardEvents)
      .set({ createdAt: award.placedAt })
      .where(eq(rewardEvents.sourceKey, `order:${award.orderId}`));
  }
}

async function seedLiWeiPrepayment(tx: Tx, userId: number): Promise<void> {
  const [existing] = await tx.select({ id: prepayments.id }).from(prepayments).where(eq(prepayments.userId, userId)).limit(1);
  if (existing) return;
  const amount = 200_000;
  const prepayment = await createPrepayment(tx, { userId, amount, currencyIso: 'CNY', localization: 'cn' });
  const [payment] = await tx
    .insert(payments)
    .values({
      receiptCode: `RDEMO${prepayment.retainerInvoiceNumber.replace(/[^A-Z0-9]/g, '')}`,
      userId,
      purpose: 'prepay',
      methodId: PAYMENT_METHOD.unionPay,
      provider: 'unionpay',
      status: 'captured',
      currencyIso: 'CNY',
      total: amount,
      amount,
      prepaymentId: prepayment.id,
      details: { localization: 'cn', language: 'zh_CN' },
      completedAt: new Date(),
    })
    .returning({ id: payments.id });
  if (!payment) return;
  await fundPrepayment(tx, { prepaymentId: prepayment.id, paymentId: payment.id, amount });
}

/**
 * Demo money for the checkout: Alice's credit and her invoiced orders (four paid, one awaiting a bank
 * transfer), Li Wei's paid prepayment and two vouchers. Safe to run at every start: each piece is added
 * only when it is missing, and nothing a person changed is overwritten.
 */
export async function seedCheckoutDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(vouchers)
      .values([...DEMO_VOUCHERS])
      .onConflictDoNothing();
    const alice = await userIdOf(tx, 'alice@demo.test');
    if (alice !== undefined) {
      await tx
        .insert(credits)
        .values({
          userId: alice,
          referenceNumber: ALICE_CREDIT,
          currencyIso: 'USD',
          totalAmount: 5_000,
          balance: 5_000,
          reason: 'goodwill',
        })
        .onConflictDoNothing();
      await seedAliceOrders(tx, alice);
    }
    const liWei = await userIdOf(tx, 'li.wei@demo.test');
    if (liWei !== undefined) await seedLiWeiPrepayment(tx, liWei);
  });
}
