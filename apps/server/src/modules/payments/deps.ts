import type { TPaymentConfig } from '../../integrations/payments/payment-config.ts';
import type { TPaymentGateway } from '../../integrations/payments/payment-gateway.ts';
import type { payments } from '../../schema/payments.ts';
import type { TCheckoutDeps } from './checkout-deps.ts';

export type TPaymentRow = typeof payments.$inferSelect;
export type TCurrencyView = NonNullable<Awaited<ReturnType<TCheckoutDeps['catalogue']['findCurrency']>>>;

/**
 * What the payments module's use cases are given, built once by routes.ts (and jobs.ts): the checkout's
 * dependencies with the payment provider configured.
 */
export type TPaymentDeps = Pick<TCheckoutDeps, 'db' | 'catalogue' | 'orderForm'> & {
  log: Pick<TCheckoutDeps['log'], 'warn' | 'error' | 'info'>;
  gateway: TPaymentGateway;
  paymentConfig: TPaymentConfig;
  webhookUrl: string;
};
