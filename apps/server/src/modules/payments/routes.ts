import {
  MESSAGE,
  type TPaymentResult,
  ZClientTokenResponse,
  ZPaymentFormFields,
  ZPaymentLoadResponse,
  ZPaymentResult,
  ZPayoffRequest,
  ZPrepayRequest,
  ZVoucherResponse,
} from '@portal/domain';
import { ZDigitalPaymentRequest } from '@portal/domain/api/digital-purchases';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPaymentProvider } from '../../integrations/payments/create-payment-gateway.ts';
import { hasSandboxPages, loadPaymentConfig } from '../../integrations/payments/payment-config.ts';
import { sandboxPages } from '../../integrations/payments/sandbox-pages.ts';
import { AppError } from '../../platform/errors.ts';
import { keptReadRoute } from '../../platform/kept-read.ts';
import { requireAuth, type TAuth } from '../../platform/sessions.ts';
import { verifyVoucher } from '../ledger/index.ts';
import type { TCheckoutDeps } from './checkout-deps.ts';
import type { TPaymentDeps } from './deps.ts';
import { handleWebhookEvent } from './handle-webhook-event.ts';
import { idempotencyKeyOf, requestHashOf, runIdempotent, type TSubmissionKey } from './idempotency.ts';
import { PAYMENT_FORM_READ } from './kept-reads.ts';
import { loadPaymentData, preparePaymentRead } from './payment-load.ts';
import { currencyOf, currencyRowOf } from './payment-validation.ts';
import { returnFromProvider } from './return-from-provider.ts';
import { submitDigital } from './submit-digital.ts';
import { submitOrder } from './submit-order.ts';
import { submitPayoff } from './submit-payoff.ts';
import { submitPrepay } from './submit-prepay.ts';

const ZIdentityParams = z.object({ id: z.string().max(64) });
const ZVoucherParams = z.object({ orderIdentity: z.string().max(64), code: z.string().trim().min(1).max(64) });
const ZReceiptParams = z.object({ receiptCode: z.string().min(1).max(64) });

/** Payment calls: PUT /api/order-form/{id}/payments, payoff, prepay, load, client token, voucher, webhooks. */
export function paymentsRoutes(deps: TCheckoutDeps): FastifyPluginAsyncZod {
  const paymentRead = preparePaymentRead(deps.db);

  return async (app) => {
    const paymentConfig = loadPaymentConfig();
    const provider = createPaymentProvider(deps.db, paymentConfig, deps.config.publicUrl);
    const payments: TPaymentDeps = { ...deps, gateway: provider.gateway, paymentConfig, webhookUrl: provider.webhookUrl };
    const { db } = deps;

    if (hasSandboxPages(paymentConfig, deps.config.env)) await app.register(sandboxPages(db, provider));

    /**
     * A submission run once per Idempotency-Key (idempotency.ts), its use case given the key as its one handle.
     * `claimInRun`: the use case claims the key in the statement writing its pending payment (one round trip fewer).
     */
    function submitOnce(
      request: FastifyRequest,
      path: string,
      run: (auth: TAuth, key: TSubmissionKey) => Promise<TPaymentResult>,
      options?: { claimInRun: boolean },
    ) {
      const auth = requireAuth(request);
      const input = {
        userId: auth.user.id,
        key: idempotencyKeyOf(request),
        requestHash: requestHashOf(request.method, path, request.body),
      };
      return runIdempotent(db, input, (key) => run(auth, key), options).then(({ body }) => body);
    }

    app.put(
      '/api/order-form/:id/payments',
      { schema: { params: ZIdentityParams, body: ZPaymentFormFields, response: { 200: ZPaymentResult } } },
      (request) =>
        submitOnce(
          request,
          `/api/order-form/${request.params.id}/payments`,
          (auth, key) => submitOrder(payments, request, auth, request.params.id, request.body, key),
          { claimInRun: true },
        ),
    );

    app.post('/api/payoff/payment', { schema: { body: ZPayoffRequest, response: { 200: ZPaymentResult } } }, (request) =>
      submitOnce(request, '/api/payoff/payment', (auth, key) => submitPayoff(payments, auth, request.body, key)),
    );

    app.post('/api/prepay/payment', { schema: { body: ZPrepayRequest, response: { 200: ZPaymentResult } } }, (request) =>
      submitOnce(request, '/api/prepay/payment', (auth, key) => submitPrepay(payments, auth, request.body, key)),
    );

    // The automated tools' purchases: an editing subscription or a translation package (purpose digital).
    for (const [path, type] of [
      ['/api/digital-edit/payment', 'editing'],
      ['/api/digital-translation/payment', 'translation'],
    ] as const) {
      app.post(path, { schema: { body: ZDigitalPaymentRequest, response: { 200: ZPaymentResult } } }, (request) =>
        submitOnce(request, path, (auth, key) => submitDigital(payments, auth, type, request.body, key)),
      );
    }

    app.get(
      '/api/payment/load',
      { schema: { response: { 200: ZPaymentLoadResponse } }, config: keptReadRoute(PAYMENT_FORM_READ) },
      async (request) => {
        const loaded = await loadPaymentData({ catalogue: deps.catalogue, read: paymentRead }, paymentConfig, request);
        if (!loaded) throw AppError.sessionInvalid();
        return loaded;
      },
    );

    app.get('/api/payment/braintree-client-token', { schema: { response: { 200: ZClientTokenResponse } } }, async (request) => {
      requireAuth(request);
      return { clientToken: provider.gateway.createClientToken({ origin: new URL(deps.config.publicUrl).origin }) };
    });

    app.put(
      '/api/order-form/:orderIdentity/voucher/:code',
      { schema: { params: ZVoucherParams, response: { 200: ZVoucherResponse } } },
      async (request) => {
        const auth = requireAuth(request);
        const row = await deps.orderForm.findOrderFormForRequest(request, request.params.orderIdentity);
        const view = await deps.orderForm.toOrderFormView(request, row);
        const currency = await currencyOf(deps.catalogue, view.currency.isoCode);
        const { code } = request.params;
        const result = await verifyVoucher(db, {
          code,
          userId: auth.user.id,
          currency: currencyRowOf(currency),
          total: view.total,
        });
        return { valid: result.valid, code, amount: result.valid ? result.amount : 0, error: result.error };
      },
    );

    // The provider signs the exact bytes it sends, so this route reads the body unparsed.
    await app.register(async (webhooks) => {
      webhooks.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
        done(null, body);
      });
      webhooks.post('/api/payment/webhook/sandbox', async (request, reply) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const { event, refusal } = provider.gateway.parseWebhook({ rawBody, headers: request.headers });
        if (!event) {
          // Why, and nothing of what was sent: neither the signature, nor the body, nor the secret.
          request.log.warn({ provider: provider.gateway.name, refusal }, 'payment webhook refused');
          throw new AppError(400, MESSAGE.webhookSignatureInvalid);
        }
        const { duplicate } = await handleWebhookEvent(payments, event);
        return reply.send({ received: true, duplicate });
      });
    });

    app.get('/api/payment/return/:receiptCode', { schema: { params: ZReceiptParams } }, async (request, reply) => {
      const auth = requireAuth(request);
      return reply.redirect(await returnFromProvider(payments, auth, request.params.receiptCode), 302);
    });
  };
}
