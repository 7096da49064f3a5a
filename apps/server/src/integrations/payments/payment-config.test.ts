import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { settings } from '../../schema/platform.ts';
import { loadPaymentConfig, resolveWebhookSecret } from './payment-config.ts';
import { sandboxWebhookRequest } from './sandbox-webhook-delivery.ts';

/** The constant an earlier version signed with when no secret was configured. */
const FORMER_CONSTANT = 'sandbox-webhook-secret-for-development-only';
const DEVELOPMENT = { NODE_ENV: 'development' };

describe.each(BACKENDS)('the sandbox webhook secret on %s', (backend) => {
  const t = withTestApp(backend);

  async function storedSecret() {
    const [row] = await t.db.select().from(settings).where(eq(settings.name, 'payment-webhook-secret'));
    return row?.value;
  }

  it('is generated at random on the first start and kept in the database when none is configured', async () => {
    const secret = loadPaymentConfig(DEVELOPMENT).webhookSecret;
    expect(secret).not.toBe(FORMER_CONSTANT);
    expect(Buffer.from(secret, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect(await storedSecret()).toBe(secret);
  });

  it('refuses a webhook signed with the former constant', async () => {
    const event = {
      id: 'evt_forged',
      type: 'payment.approved' as const,
      data: { sessionId: 'ses_forged', reference: 'INV-2026-000001', amount: 100, currency: 'USD' },
    };
    const request = sandboxWebhookRequest(FORMER_CONSTANT, event);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/sandbox',
      headers: request.headers,
      payload: request.body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'webhook-signature-invalid' });
  });

  it('is read back from the database at the next start, not generated again', async () => {
    const kept = await storedSecret();
    await t.db
      .update(settings)
      .set({ value: 'the-secret-a-previous-start-generated' })
      .where(eq(settings.name, 'payment-webhook-secret'));
    try {
      await resolveWebhookSecret(t.db, DEVELOPMENT);
      expect(loadPaymentConfig(DEVELOPMENT).webhookSecret).toBe('the-secret-a-previous-start-generated');
    } finally {
      await t.db
        .update(settings)
        .set({ value: kept ?? '' })
        .where(eq(settings.name, 'payment-webhook-secret'));
      await resolveWebhookSecret(t.db, DEVELOPMENT);
    }
  });

  it('gives way to PAYMENT_WEBHOOK_SECRET, and is required in production', async () => {
    const configured = { ...DEVELOPMENT, PAYMENT_WEBHOOK_SECRET: 'a-configured-secret-of-the-provider' };
    await resolveWebhookSecret(t.db, configured);
    expect(loadPaymentConfig(configured).webhookSecret).toBe('a-configured-secret-of-the-provider');
    await expect(resolveWebhookSecret(t.db, { NODE_ENV: 'production' })).rejects.toThrow(/PAYMENT_WEBHOOK_SECRET/);
  });
});
