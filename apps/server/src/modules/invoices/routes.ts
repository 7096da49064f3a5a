import type { FastifyInstance } from 'fastify';
import type { TCheckoutDeps } from '../../checkout-deps.ts';

/** Invoices, receipts, retainer invoices, statements of delivery, placed orders and reward points. */
export function invoicesRoutes(_deps: TCheckoutDeps) {
  return async (_app: FastifyInstance) => {};
}
