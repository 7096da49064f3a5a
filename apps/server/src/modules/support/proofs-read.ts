import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { isLiveSession, selectWithSession } from '../../platform/sessions.ts';
import { invoices } from '../../schema/invoices.ts';
import { orders } from '../../schema/orders.ts';
import { isFirstInvoiceOf } from '../invoices/index.ts';
import { isUsersOrderOfNumber, readUsersOrder } from '../orders/index.ts';
import { paymentProofsJsonOf } from './repository.ts';

/**
 * GET /api/order/{externalId}/proof-of-payment in one statement: the session, the user's order of that
 * number (another user's is simply not joined), its first invoice and its proofs. Only the columns the
 * answer needs: the order's and the invoice's whole rows, described and decoded column by column, cost
 * more CPU than everything else the read did.
 */
export function preparePaymentProofsRead(db: Db) {
  return selectWithSession(db, {
    order: { externalId: orders.externalId, title: orders.title, status: orders.status },
    invoice: { status: invoices.status, balance: invoices.balance },
    proofs: paymentProofsJsonOf(orders.id),
  })
    .leftJoin(orders, isUsersOrderOfNumber)
    .leftJoin(invoices, isFirstInvoiceOf(orders.id))
    .where(isLiveSession)
    .prepare('payment_proofs_read');
}

export type TPaymentProofsRead = ReturnType<typeof preparePaymentProofsRead>;

/** The user's order with its invoice and proofs: 401 without a live session, 404 for an order not the user's. */
export async function readPaymentProofs(read: TPaymentProofsRead, request: FastifyRequest, externalId: string) {
  const { order, invoice, proofs } = await readUsersOrder(read, request, externalId);
  return { order, invoice, proofs };
}
