import {
  ORDER_STAGE_NAMES,
  PAYMENT_METHOD,
  PAYMENT_METHOD_RULES,
  type TCurrency,
  type TOrderDetails,
  type TOrderStageName,
} from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { loadPaymentConfig } from '../../integrations/payments/payment-config.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { requestLocale } from '../../platform/request-language.ts';
import { isLiveSession, requireSessionRead, rowJsonOf, selectWithSession, type TSessionRow } from '../../platform/sessions.ts';
import { users } from '../../schema/account.ts';
import { invoices } from '../../schema/invoices.ts';
import { orders } from '../../schema/orders.ts';
import { payments } from '../../schema/payments.ts';
import {
  catalogueLanguageOf,
  placedServiceName,
  type TCatalogueLanguage,
  type TCatalogueService,
  type TOrderFormCatalogue,
} from '../catalogue/index.ts';
import { currencyViewOf, findInvoiceOfOrder, isFirstInvoiceOf, type TInvoiceRow } from '../invoices/index.ts';
import { filesJsonOf } from '../order-form/index.ts';
import {
  canServiceBeRemoved,
  isOrderEditable,
  isOrderPaidOf,
  orderCertificateOf,
  orderStagesOf,
  orderStateOf,
  placedServiceFileType,
} from './order-state.ts';
import type { TOrderRow } from './service.ts';

type TPaymentRow = typeof payments.$inferSelect;

type TOrderPayment = TOrderDetails['payment'];

/** The sandbox provider lets the payer settle a boleto at its own page; a real provider has no such page. */
let sandboxProvider: boolean | undefined;
const isSandbox = () => {
  sandboxProvider ??= loadPaymentConfig().provider === 'sandbox';
  return sandboxProvider;
};

/**
 * What the order page shows of the order's payment: the payment row when there is one (read-only; the
 * payments module owns it), else what the order and its invoice tell.
 */
export async function orderPaymentOf(db: DbOrTx, catalogue: TCatalogueService, order: TOrderRow): Promise<TOrderPayment> {
  const invoice = await findInvoiceOfOrder(db, order.id);
  const [payment] = order.paymentId === null ? [] : await db.select().from(payments).where(eq(payments.id, order.paymentId));
  return orderPaymentFrom(catalogue, order, payment ?? null, invoice ?? null);
}

async function orderPaymentFrom(
  catalogue: TCatalogueService,
  order: TOrderRow,
  payment: TPaymentRow | null,
  invoice: TInvoiceRow | null,
): Promise<TOrderPayment> {
  const iso = payment?.currencyIso ?? order.currencyIso ?? invoice?.currencyIso ?? 'USD';
  const currency: TCurrency | undefined = (await catalogue.findCurrency(iso)) ?? (await catalogue.findCurrency('USD'));
  if (!currency) throw new Error('USD is not in the catalogue');
  if (payment) {
    const rules = PAYMENT_METHOD_RULES[payment.methodId as keyof typeof PAYMENT_METHOD_RULES];
    const details = payment.details as Record<string, unknown>;
    return {
      paymentId: payment.id,
      receiptCode: payment.receiptCode,
      methodId: payment.methodId,
      methodKey: rules?.key ?? 'unknown',
      status: payment.status === 'captured' ? 'paid' : payment.status === 'awaiting-payment' ? 'awaiting-payment' : 'pending',
      amount: payment.amount,
      total: payment.total,
      currency: currencyViewOf(currency),
      invoiceNumber: invoice?.invoiceNumber ?? payment.invoiceNumbers[0] ?? null,
      boletoUrl: invoice?.boletoUrl ?? (typeof details.boletoUrl === 'string' ? details.boletoUrl : null),
      installments: payment.installments,
      payLaterUrl:
        payment.methodId === PAYMENT_METHOD.boleto && payment.status === 'awaiting-payment' && isSandbox()
          ? `/sandbox/boleto/${encodeURIComponent(payment.receiptCode)}`
          : null,
      creditsApplied: payment.creditsApplied,
      prepaymentApplied: payment.prepaymentApplied,
      voucherApplied: payment.voucherApplied,
    };
  }
  // Orders placed before online payment (or by staff): the invoice says whether it is paid; bank transfer by default.
  const isPaid = invoice ? invoice.balance === 0 : order.status !== 'awaiting-payment';
  const methodId = order.total === 0 ? PAYMENT_METHOD.free : PAYMENT_METHOD.bankTransfer;
  return {
    paymentId: null,
    receiptCode: order.receiptCode ?? '',
    methodId,
    methodKey: PAYMENT_METHOD_RULES[methodId].key,
    status: isPaid ? 'paid' : 'awaiting-payment',
    amount: invoice?.totalAmount ?? order.total,
    total: invoice?.totalAmount ?? order.total,
    currency: currencyViewOf(currency),
    invoiceNumber: invoice?.invoiceNumber ?? null,
    boletoUrl: invoice?.boletoUrl ?? null,
    installments: null,
    payLaterUrl: null,
    creditsApplied: 0,
    prepaymentApplied: 0,
    voucherApplied: 0,
  };
}

/** The order's services, each saying whether the order edit may take it off (order-state.ts canServiceBeRemoved). */
export function orderServicesOf(
  catalogue: Pick<TOrderFormCatalogue, 'services' | 'serviceByIdentity'>,
  order: Pick<TOrderRow, 'services' | 'status' | 'stage' | 'completedAt'> & { paid: boolean },
  language: TCatalogueLanguage,
): TOrderDetails['services'] {
  return order.services.map((service) => ({
    identity: service.identity,
    name: placedServiceName(catalogue, service, language),
    type: service.type,
    deliveryTier: service.deliveryTier,
    quantity: service.quantity,
    totalPrice: service.totalPrice,
    fileType: placedServiceFileType(catalogue, service),
    canBeRemovedFromOrder: canServiceBeRemoved(catalogue, order, service),
  }));
}

/**
 * GET /api/order/{externalId} in one statement: the session, the user's order of that number (another
 * user's is simply not joined), its payment, its first invoice, its files, whether it is paid, its
 * certificate and its stage timeline.
 */
export function prepareOrderRead(db: Db) {
  return selectWithSession(db, {
    order: rowJsonOf(orders),
    payment: rowJsonOf(payments),
    invoice: rowJsonOf(invoices),
    files: filesJsonOf(orders.orderFormId),
    paid: isOrderPaidOf(orders.id, orders.status),
    certificate: orderCertificateOf(orders.id),
    stages: orderStagesOf(orders.id),
  })
    .leftJoin(orders, isUsersOrderOfNumber)
    .leftJoin(payments, eq(payments.id, orders.paymentId))
    .leftJoin(invoices, isFirstInvoiceOf(orders.id))
    .where(isLiveSession)
    .prepare('order_read');
}

export type TOrderRead = ReturnType<typeof prepareOrderRead>;

/**
 * Join condition of a read of one order (GET /api/order/{externalId}/…) with the session: the user's order
 * of the number given as the `externalId` placeholder. Another user's order is simply not joined.
 */
export const isUsersOrderOfNumber = and(eq(orders.userId, users.id), eq(orders.externalId, sql.placeholder('externalId')));

/**
 * Runs a read of one order with the session (isUsersOrderOfNumber): 401 without a live session, 404 for an
 * order that is not the user's.
 */
export async function readUsersOrder<TRow extends TSessionRow & { order: object | null }>(
  read: { execute: (params: Record<string, unknown>) => Promise<TRow[]> },
  request: FastifyRequest,
  externalId: string,
): Promise<TRow & { order: NonNullable<TRow['order']> }> {
  const row = await requireSessionRead(request, read, { externalId });
  const { order } = row;
  if (!order) throw AppError.notFound();
  return { ...row, order };
}

/** The user's order as read with the session: 401 without a live session, 404 for an order not the user's. */
export async function readOrderRow(read: TOrderRead, request: FastifyRequest, externalId: string) {
  const row = await readUsersOrder(read, request, externalId);
  return { ...row, paid: row.paid ?? false };
}

export type TOrderReadRow = Awaited<ReturnType<typeof readOrderRow>>;

/** The placed order with its services, files, payment, state and timeline, as the order page shows it. */
export async function orderDetailsOf(
  catalogueService: TCatalogueService,
  row: TOrderReadRow,
  language: TCatalogueLanguage,
): Promise<TOrderDetails> {
  const { order, paid } = row;
  const catalogue = await catalogueService.orderForm();
  return {
    ...orderStateOf(catalogue, { ...order, paid, certificate: row.certificate ?? null }, language),
    wordCount: order.wordCount,
    services: orderServicesOf(catalogue, { ...order, paid }, language),
    files: (order.orderFormId === null ? [] : row.files).map((file) => ({
      identity: file.identity,
      name: file.name,
      kind: file.kind as TOrderDetails['files'][number]['kind'],
      expired: file.expired,
    })),
    payment: await orderPaymentFrom(catalogueService, order, row.payment, row.invoice),
    journal: order.journalName ? { name: order.journalName, url: order.journalUrl ?? '' } : null,
    styleOfEnglish: order.styleOfEnglish,
    rewardPoints: order.rewardPoints,
    stages: (row.stages ?? []).flatMap((event) =>
      (ORDER_STAGE_NAMES as readonly string[]).includes(event.stage)
        ? [{ stage: event.stage as TOrderStageName, occurredAt: new Date(event.occurredAt).toISOString() }]
        : [],
    ),
    deadlineAvailable: isOrderEditable(order),
    notificationEmails: order.notificationEmails,
  };
}

/** GET /api/order/{externalId}. */
export async function readOrderDetails(
  deps: { catalogue: TCatalogueService; read: TOrderRead },
  request: FastifyRequest,
  externalId: string,
): Promise<TOrderDetails> {
  const row = await readOrderRow(deps.read, request, externalId);
  return orderDetailsOf(deps.catalogue, row, catalogueLanguageOf(requestLocale(request)));
}
