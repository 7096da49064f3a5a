import { z } from 'zod';

/** Development-only secret: any deployment with NODE_ENV=production must set PAYMENT_WEBHOOK_SECRET. */
const DEVELOPMENT_WEBHOOK_SECRET = 'sandbox-webhook-secret-for-development-only';

const ZPaymentEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PAYMENT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Seconds a webhook's timestamp may be old. */
  PAYMENT_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  BANK_ACCOUNT_NAME: z.string().default('Manuscript Services LLC'),
  BANK_ACCOUNT_NUMBER: z.string().default('000123456789 (routing 026009593)'),
  BANK_NAME: z.string().default('Sandbox National Bank'),
  BANK_LOCATION: z.string().default('100 Federal Street, Boston, MA 02110, United States'),
  CHAOS_KILL_AFTER_PROVIDER_APPROVAL: z.enum(['0', '1']).default('0'),
});

export type TPaymentConfig = {
  provider: 'sandbox';
  webhookSecret: string;
  webhookToleranceSeconds: number;
  bankDetails: { username: string; account: string; bank: string; location: string };
  /** Test hook for scripts/kill-the-server.ts: the process kills itself right after a card approval. */
  isChaosKillAfterApproval: boolean;
};

/** Payment settings, read once from the environment; production refuses to start without a webhook secret. */
export function loadPaymentConfig(env: NodeJS.ProcessEnv = process.env): TPaymentConfig {
  const parsed = ZPaymentEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid payment configuration:\n${lines}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.PAYMENT_WEBHOOK_SECRET) {
    throw new Error('Invalid payment configuration:\n  PAYMENT_WEBHOOK_SECRET: required in production');
  }
  return {
    provider: e.PAYMENT_PROVIDER,
    webhookSecret: e.PAYMENT_WEBHOOK_SECRET ?? DEVELOPMENT_WEBHOOK_SECRET,
    webhookToleranceSeconds: e.PAYMENT_WEBHOOK_TOLERANCE_SECONDS,
    bankDetails: { username: e.BANK_ACCOUNT_NAME, account: e.BANK_ACCOUNT_NUMBER, bank: e.BANK_NAME, location: e.BANK_LOCATION },
    isChaosKillAfterApproval: e.CHAOS_KILL_AFTER_PROVIDER_APPROVAL === '1',
  };
}
