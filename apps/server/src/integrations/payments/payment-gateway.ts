import type { TPaymentMethodId } from '@portal/domain';
import type { TWebhookRefusal } from './webhook-signature.ts';

/** A charge or session outcome as the processor reports it. */
export type TGatewayStatus = 'approved' | 'declined' | 'open' | 'not-found';

export type TCardChargeInput = {
  /** The merchant's idempotency key (the portal's receipt code): the same key never charges twice. */
  idempotencyKey: string;
  nonce: string;
  amount: number;
  currencyIso: string;
  numDecimals: number;
};

export type TCardChargeResult = {
  status: 'approved' | 'declined';
  chargeId: string;
  /** The processor's message on a decline ('Processor Declined'). */
  message: string | null;
  code: string | null;
  card: { brand: string; lastFour: string } | null;
};

export type TRedirectSessionInput = {
  /** The portal's receipt code; one session per reference. */
  reference: string;
  methodId: TPaymentMethodId;
  amount: number;
  currencyIso: string;
  installments: number | null;
  returnUrl: string;
  webhookUrl: string;
};

export type TRedirectSession = {
  sessionId: string;
  redirectUrl: string | null;
  redirectForm: { action: string; method: 'GET' | 'POST'; fields: Record<string, string> } | null;
};

/** A verified provider event, reduced to what the portal acts on. */
export type TGatewayEvent = {
  eventId: string;
  type: 'payment.approved' | 'payment.declined';
  sessionId: string;
  reference: string;
  amount: number;
  currencyIso: string;
  message: string | null;
  payload: Record<string, unknown>;
};

export type TWebhookRequest = { rawBody: string; headers: Record<string, string | string[] | undefined>; now?: Date };

/** A webhook read: the verified event, or why it was refused. */
export type TWebhookReading = { event: TGatewayEvent; refusal?: never } | { event?: never; refusal: TWebhookRefusal };

/**
 * What the portal needs from a payment processor. One adapter per provider; `sandbox` is built in and
 * behaves like a processor's test mode. Adapters keep no state in memory: a restart loses nothing.
 */
export type TPaymentGateway = {
  readonly name: string;
  /** A token the hosted card form is initialised with. */
  createClientToken: (input: { origin: string }) => string;
  chargeCard: (input: TCardChargeInput) => Promise<TCardChargeResult>;
  /** The charge made with an idempotency key, when there is one (recovery after a crash). */
  retrieveCharge: (idempotencyKey: string) => Promise<TCardChargeResult | null>;
  createRedirectSession: (input: TRedirectSessionInput) => Promise<TRedirectSession>;
  /** A redirect session's state and the reference (receipt code) it was opened for. */
  retrieveSession: (sessionId: string) => Promise<{ status: TGatewayStatus; message: string | null; reference: string | null }>;
  /** Verifies the signature and freshness of a webhook and reads its event; the refusal when it may not be read. */
  parseWebhook: (request: TWebhookRequest) => TWebhookReading;
};
