import { randomBytes } from 'node:crypto';
import { PAYMENT_METHOD, type TPaymentResult, type TSandboxWebhookEvent } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { addressPayload, countryIdOf, type TUserOverrides } from '../../../test/factories.ts';
import { inject } from '../../../test/http.ts';
import type { TTestApp } from '../../../test/test-app.ts';
import { loadPaymentConfig } from '../../integrations/payments/payment-config.ts';
import { DELIVER_SANDBOX_WEBHOOK_JOB, sandboxWebhookRequest } from '../../integrations/payments/sandbox-webhook-delivery.ts';
import { jobs } from '../../schema/platform.ts';
import { orderFormClient, signedIn, type TWho } from '../order-form/test-client.ts';

/** The secret the sandbox signs with in tests (the one kept in the test database). */
export const sandboxWebhookSecret = () => loadPaymentConfig({ NODE_ENV: 'test' }).webhookSecret;

export const newIdempotencyKey = () => `key-${randomBytes(8).toString('hex')}`;

/** A Brazilian researcher paying in reais, who may pay by boleto. */
export const BRAZILIAN_RESEARCHER: TUserOverrides = {
  countryId: countryIdOf('BR'),
  currencyIso: 'BRL',
  localization: 'br',
  language: 'pt_BR',
};

/**
 * Test helpers for payments as the web client and the sandbox provider drive them: an order form at the
 * payment step, Complete Order, the payer's decision on the sandbox checkout page, and its signed webhook.
 */
export function paymentsTestClient(t: TTestApp) {
  const billing = () => {
    const { label: _label, ...fields } = addressPayload();
    return fields;
  };

  /** A card nonce from the sandbox's hosted card form, as the card frame posts it to the page. */
  async function tokenize(number: string): Promise<string> {
    const response = await inject(t.app, {
      method: 'POST',
      url: '/sandbox/card/tokenize',
      // The card frame is the sandbox's page: it answers a browser on this machine only.
      ip: '127.0.0.1',
      body: { number, expiry: '12/39', cvv: '123' },
    });
    if (response.statusCode !== 200) throw new Error(`tokenize answered ${response.statusCode}: ${response.body}`);
    return response.json().nonce as string;
  }

  /** A signed-in researcher's order form for Standard Editing, ready for the payment step. */
  async function orderReady(overrides: TUserOverrides = {}) {
    const { user, who } = await signedIn(t.app, t.db, overrides);
    const { id, order } = await orderFormClient(t.app).openWithService(who, 'standard-editing');
    return { user, who, id, order };
  }

  function pay(id: string, who: TWho, body: unknown, key: string | null = newIdempotencyKey()): Promise<LightMyRequestResponse> {
    return inject(t.app, {
      method: 'PUT',
      url: `/api/order-form/${id}/payments`,
      body,
      session: who.session ?? null,
      headers: key ? { 'idempotency-key': key } : {},
    });
  }

  /** Complete Order settled by the researcher's credits alone (no method collects anything). */
  function payWithCredits(ready: { id: string; who: TWho }, creditsApplied: number): Promise<LightMyRequestResponse> {
    return pay(ready.id, ready.who, {
      paymentMethodId: PAYMENT_METHOD.credits,
      amount: 0,
      currencyIso: 'USD',
      useCredits: 'yes',
      creditsApplied,
    });
  }

  /** Complete Order by PayPal: the answer sends the payer to the sandbox checkout page. */
  async function payAtPayPal(ready: { id: string; who: TWho; order: { total: number } }): Promise<TPaymentResult> {
    const body = {
      paymentMethodId: PAYMENT_METHOD.payPal,
      amount: ready.order.total,
      currencyIso: 'USD',
      billingAddress: billing(),
    };
    const response = await pay(ready.id, ready.who, body);
    if (response.statusCode !== 200) throw new Error(`PayPal payment answered ${response.statusCode}: ${response.body}`);
    return response.json() as TPaymentResult;
  }

  /** The payer's choice on the sandbox checkout page of a redirect payment. */
  function decideAtProvider(result: TPaymentResult, decision: 'approve' | 'decline') {
    return t.app.inject({
      method: 'POST',
      url: `${result.redirectUrl}/decision`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `decision=${decision}`,
    });
  }

  /** The webhook the sandbox queued when the payer decided. */
  async function queuedWebhook(reference: string): Promise<TSandboxWebhookEvent> {
    const rows = await t.db.select().from(jobs).where(eq(jobs.kind, DELIVER_SANDBOX_WEBHOOK_JOB));
    const payload = rows
      .map((r) => r.payload as { url: string; event: TSandboxWebhookEvent })
      .find((p) => p.event.data.reference === reference);
    if (!payload) throw new Error(`no webhook queued for ${reference}`);
    return payload.event;
  }

  /** The sandbox's delivery of an event, signed now (or at `at`, or with another secret). */
  function sendWebhook(event: TSandboxWebhookEvent, at = new Date(), secret = sandboxWebhookSecret()) {
    const request = sandboxWebhookRequest(secret, event, at);
    return t.app.inject({ method: 'POST', url: '/api/payment/webhook/sandbox', headers: request.headers, payload: request.body });
  }

  return { billing, tokenize, orderReady, pay, payWithCredits, payAtPayPal, decideAtProvider, queuedWebhook, sendWebhook };
}

/** Complete Order by boleto for a Brazilian researcher (CPF, São Paulo billing address). */
export function boletoPayment(total: number, numberOfInstallments = 1) {
  return {
    paymentMethodId: PAYMENT_METHOD.boleto,
    amount: total,
    currencyIso: 'BRL',
    brazilPaymentMethods: 'allpago',
    requestAllpago: true,
    numberOfInstallments,
    taxIdentification: { type: 'CPF', number: '529.982.247-25' },
    boletoPayer: 'Ada Lovelace',
    billingAddress: {
      name: 'Ada Lovelace',
      phone: '11987654321',
      organization: 'Universidade de São Paulo',
      address1: 'Av. Paulista 1000',
      city: 'São Paulo',
      state: 'SP',
      zip: '01310-100',
      country: countryIdOf('BR'),
    },
  };
}
