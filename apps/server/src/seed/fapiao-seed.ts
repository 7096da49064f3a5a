import { PAYMENT_METHOD } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { applyPaymentToInvoice, createInvoice } from '../modules/invoices/index.ts';
import { rewardPointsFor } from '../modules/orders/index.ts';
import { awardPointsOfPaidOrders } from '../modules/rewards/index.ts';
import type { Db } from '../platform/db.ts';
import { users } from '../schema/account.ts';
import { currencies } from '../schema/catalogue.ts';
import { orders, type TPlacedService } from '../schema/orders.ts';
import { payments } from '../schema/payments.ts';
import { rewardEvents } from '../schema/rewards.ts';

const LI_WEI_ORDER = 'LWE30511';
const DAY_MS = 24 * 3600 * 1000;

/**
 * Li Wei's order paid by Alipay with its paid invoice, for the fapiao after payment (with
 * FAPIAO_AFTER_PAYMENT_LOCALIZATIONS=cn the invoices page offers "Request fapiao" on it). Added once.
 */
export async function seedFapiaoDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'li.wei@demo.test'));
    const [cny] = await tx.select().from(currencies).where(eq(currencies.isoCode, 'CNY'));
    if (!user || !cny) return;
    const placedAt = new Date(Date.now() - 12 * DAY_MS);
    const total = 168_000;
    const service: TPlacedService = {
      identity: 'premium-editing',
      name: 'Premium Editing',
      type: 'editing',
      deliveryTier: 'standard',
      quantity: 1,
      timelineDays: 5,
      deadline: new Date(placedAt.getTime() + 5 * DAY_MS).toISOString(),
      listPrice: total,
      discountAmount: 0,
      totalPrice: total,
    };
    const [payment] = await tx
      .insert(payments)
      .values({
        receiptCode: `RDEMO${LI_WEI_ORDER}`,
        userId: user.id,
        purpose: 'order',
        methodId: PAYMENT_METHOD.alipay,
        provider: 'alipay',
        status: 'captured',
        currencyIso: 'CNY',
        total,
        amount: total,
        details: { localization: 'cn', language: 'zh_CN' },
        createdAt: placedAt,
        completedAt: placedAt,
      })
      .onConflictDoNothing()
      .returning();
    if (!payment) return;
    const [order] = await tx
      .insert(orders)
      .values({
        externalId: LI_WEI_ORDER,
        userId: user.id,
        title: '基于深度学习的肺结节检测方法研究',
        status: 'placed',
        currencyIso: 'CNY',
        subtotal: total,
        total,
        services: [service],
        deadline: service.deadline,
        wordCount: 6100,
        manuscriptLanguageId: 1,
        paymentId: payment.id,
        receiptCode: payment.receiptCode,
        rewardPoints: rewardPointsFor(total, cny),
        rewardPointsCreditedAt: placedAt,
        localization: 'cn',
        language: 'zh_CN',
        createdAt: placedAt,
      })
      .returning({ id: orders.id });
    if (!order) return;
    const invoice = await createInvoice(tx, {
      userId: user.id,
      orderId: order.id,
      orderExternalId: LI_WEI_ORDER,
      currencyIso: 'CNY',
      exchangeRate: cny.exchangeRate,
      totalAmount: total,
      lines: [{ description: service.name, quantity: 1, amount: total }],
      localization: 'cn',
      language: 'zh_CN',
      billingAddress: {
        name: '李伟',
        organization: '北京大学',
        address1: '颐和园路5号',
        city: '北京',
        state: 'BJ',
        zip: '100871',
        country: 7,
      },
      invoiceAddress: null,
      purchaseOrderNumber: null,
    });
    await applyPaymentToInvoice(tx, { invoiceNumber: invoice.invoiceNumber, paymentId: payment.id, amount: total });
    await tx
      .update(payments)
      .set({ orderId: order.id, invoiceNumbers: [invoice.invoiceNumber] })
      .where(eq(payments.id, payment.id));
    // A paid order earns its points, dated with the order, as a placed one would have.
    await awardPointsOfPaidOrders(tx, user.id);
    await tx
      .update(rewardEvents)
      .set({ createdAt: placedAt })
      .where(eq(rewardEvents.sourceKey, `order:${order.id}`));
  });
}
