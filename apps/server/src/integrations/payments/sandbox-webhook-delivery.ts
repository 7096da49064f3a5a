import type { TSandboxWebhookEvent } from '@portal/domain';
import type { DbOrTx } from '../../platform/db.ts';
import { JobError, type TJob } from '../../platform/jobs.ts';
import { jobs } from '../../schema/platform.ts';
import type { TPaymentConfig } from './payment-config.ts';
import { SANDBOX_SIGNATURE_HEADER } from './sandbox-gateway.ts';
import { signWebhook } from './webhook-signature.ts';

export const DELIVER_SANDBOX_WEBHOOK_JOB = 'payments.deliver-sandbox-webhook';

/** Queued in the transaction that records the payer's decision; retried with back-off until the portal answers 2xx. */
export async function enqueueSandboxWebhook(tx: DbOrTx, url: string, event: TSandboxWebhookEvent): Promise<void> {
  await tx.insert(jobs).values({ kind: DELIVER_SANDBOX_WEBHOOK_JOB, payload: { url, event }, maxAttempts: 10 });
}

/** The request the sandbox sends: the body as bytes and its signature, made at send time. */
export function sandboxWebhookRequest(secret: string, event: TSandboxWebhookEvent, now = new Date()) {
  const body = JSON.stringify(event);
  return { body, headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signWebhook(secret, body, now) } };
}

export function createDeliverSandboxWebhookHandler(config: TPaymentConfig) {
  return async (job: TJob) => {
    const { url, event } = job.payload as { url: string; event: TSandboxWebhookEvent };
    const request = sandboxWebhookRequest(config.webhookSecret, event);
    const response = await fetch(url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new JobError(`webhook answered ${response.status}`);
  };
}
