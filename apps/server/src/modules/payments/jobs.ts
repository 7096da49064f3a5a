import { createPaymentProvider } from '../../integrations/payments/create-payment-gateway.ts';
import { loadPaymentConfig } from '../../integrations/payments/payment-config.ts';
import {
  createDeliverSandboxWebhookHandler,
  DELIVER_SANDBOX_WEBHOOK_JOB,
} from '../../integrations/payments/sandbox-webhook-delivery.ts';
import { JobError, type TJobHandler } from '../../platform/jobs.ts';
import { createCatalogueService } from '../catalogue/index.ts';
import type { TCheckoutJobDeps } from './checkout-deps.ts';
import { RECOVER_PAYMENT_JOB } from './payment-statements.ts';
import { recoverPayment } from './reconcile-payment.ts';

/** Background jobs of the payments module (webhook delivery by the sandbox provider, recovery of stuck payments). */
export function paymentJobHandlers(deps: TCheckoutJobDeps): Record<string, TJobHandler> {
  const paymentConfig = loadPaymentConfig();
  const provider = createPaymentProvider(deps.db, paymentConfig, deps.config.publicUrl);
  const payments = {
    db: deps.db,
    catalogue: createCatalogueService(deps.db),
    orderForm: deps.orderForm,
    log: deps.log,
    gateway: provider.gateway,
    paymentConfig,
    webhookUrl: provider.webhookUrl,
  };
  return {
    [DELIVER_SANDBOX_WEBHOOK_JOB]: createDeliverSandboxWebhookHandler(paymentConfig),
    [RECOVER_PAYMENT_JOB]: async (job) => {
      const outcome = await recoverPayment(payments, Number(job.payload.paymentId));
      // Still undecided at the provider: fail this attempt so the queue retries later with back-off.
      if (outcome === 'open') throw new JobError('payment not decided yet');
    },
  };
}
