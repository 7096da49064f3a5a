import type { FastifyInstance } from 'fastify';
import type { TCheckoutDeps } from '../../checkout-deps.ts';

/** Payment calls: PUT /api/order-form/{id}/payments, payoff, prepay, load, client token, voucher, webhooks. */
export function paymentsRoutes(_deps: TCheckoutDeps) {
  return async (_app: FastifyInstance) => {};
}
