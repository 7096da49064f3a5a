import { PAYMENT_METHOD } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { countryIdOf, createSignedInUser } from '../../../test/factories.ts';
import type { TApp } from '../../app.ts';
import type { Db } from '../../platform/db.ts';
import { localizations } from '../../schema/catalogue.ts';
import { payments } from '../../schema/payments.ts';
import { createPrepayment, fundPrepayment } from '../ledger/service.ts';
import { insertPayment, placeTestOrder } from '../orders/fixtures/checkout-fixtures.ts';

/** Tests only: the China localization issuing fapiaos after payment (FAPIAO_AFTER_PAYMENT_LOCALIZATIONS=cn). */
export async function allowFapiaoAfterPayment(db: Db, allows = true): Promise<void> {
  await db.update(localizations).set({ allowsFapiaoProcessingAfterPayment: allows }).where(eq(localizations.identity, 'cn'));
}

/** A researcher in China, signed in. */
export function chineseResearcher(app: TApp, db: Db) {
  return createSignedInUser(app, db, {
    countryId: countryIdOf('CN'),
    currencyIso: 'CNY',
    language: 'zh_CN',
    localization: 'cn',
    firstName: '伟',
    lastName: '李',
  });
}

/** An order paid by `methodId` (Alipay unless given) with its paid invoice, the payment captured `daysAgo` days ago. */
export async function paidInvoice(db: Db, userId: number, options: { methodId?: number; daysAgo?: number } = {}) {
  const placed = await placeTestOrder(db, userId, {
    snapshot: { currencyIso: 'CNY', localization: 'cn', language: 'zh_CN', total: 150_000 },
    methodId: options.methodId ?? PAYMENT_METHOD.alipay,
  });
  await db
    .update(payments)
    .set({ completedAt: sql`now() - make_interval(days => ${options.daysAgo ?? 1})` })
    .where(eq(payments.id, placed.payment.id));
  return { invoiceNumber: placed.invoiceNumber, paymentId: placed.payment.id };
}

/** A paid prepayment of ¥2,000.00 funded by UnionPay. */
export async function paidPrepayment(db: Db, userId: number, localization = 'cn') {
  return db.transaction(async (tx) => {
    const prepayment = await createPrepayment(tx, { userId, amount: 200_000, currencyIso: 'CNY', localization });
    const payment = await insertPayment(tx as unknown as Db, {
      userId,
      total: 200_000,
      purpose: 'prepay',
      methodId: PAYMENT_METHOD.unionPay,
      currencyIso: 'CNY',
      prepaymentId: prepayment.id,
      completedAt: new Date(),
    });
    await fundPrepayment(tx, { prepaymentId: prepayment.id, paymentId: payment.id, amount: 200_000 });
    return { retainerInvoiceNumber: prepayment.retainerInvoiceNumber, paymentId: payment.id };
  });
}

export const GENERAL_FAPIAO = {
  type: 'general',
  serviceType: 'editing',
  organizationName: '北京大学',
  taxpayerNumber: '12100000400000624D',
  contactEmail: 'li.wei@example.cn',
  contactPhone: '13800138000',
  shippingAddress: '',
};
