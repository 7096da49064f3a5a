import { PAYMENT_METHOD } from '@portal/domain';
import type { TOrderSnapshot } from '../../schema/orders.ts';
import type { TCurrencyRow } from '../ledger/index.ts';
import type { placeOrder } from '../orders/index.ts';
import type { TPaymentRow } from './deps.ts';

// What a payment's details keep for its order and invoice, as both ways of completing it (complete-payment.ts and
// complete-order-statement.ts through payment-completer.ts) pass them to the orders and invoices modules.

export function boletoUrlOf(payment: TPaymentRow): string | null {
  return payment.methodId === PAYMENT_METHOD.boleto ? `/api/payment/${payment.receiptCode}/boleto` : null;
}

/** The order a payment pays for, from the snapshot its details keep. */
export function orderInputOf(
  payment: TPaymentRow,
  orderFormId: number,
  currency: TCurrencyRow,
  status: 'placed' | 'awaiting-payment',
): Parameters<typeof placeOrder>[1] {
  const snapshot = (payment.details as Record<string, unknown>).orderSnapshot as TOrderSnapshot;
  return {
    userId: payment.userId,
    orderFormId,
    snapshot,
    currency,
    paymentId: payment.id,
    receiptCode: payment.receiptCode,
    status,
  };
}

/** The invoice of a payment's order, with what the payment's details keep for it. */
export function invoiceInputOf(
  payment: TPaymentRow,
  snapshot: TOrderSnapshot,
  order: {
    orderId: number | null;
    externalId: string;
    boletoUrl: string | null;
    currency: TCurrencyRow;
    paid: { paymentId: number; amount: number; retainerInvoiceId: number | null } | null;
  },
) {
  const details = payment.details as Record<string, unknown>;
  return {
    userId: payment.userId,
    orderId: order.orderId,
    orderExternalId: order.externalId,
    currencyIso: payment.currencyIso,
    exchangeRate: order.currency.exchangeRate,
    totalAmount: payment.total,
    lines: snapshot.services.map((s) => ({
      identity: s.identity,
      description: s.name,
      quantity: s.quantity,
      amount: s.totalPrice,
    })),
    localization: String(details.localization ?? 'us'),
    language: String(details.language ?? 'en_US'),
    billingAddress: (details.billingAddress as Record<string, unknown> | null) ?? null,
    invoiceAddress: (details.invoiceAddress as Record<string, unknown> | null) ?? null,
    purchaseOrderNumber: (details.purchaseOrderNumber as string | null) ?? null,
    vatNumber: (details.vatNumber as string | null) ?? null,
    boletoUrl: order.boletoUrl,
    paid: order.paid,
  };
}
