import { z } from 'zod';

const ZTaxServiceEnv = z.object({
  TAX_SERVICE_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /** Seconds the sandbox takes to issue an accepted fapiao, as a provider's test mode does. */
  TAX_SANDBOX_ISSUE_DELAY_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  /** Seconds between two polls of a fapiao still being issued. */
  FAPIAO_POLL_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  /** How many times a fapiao is polled before staff must decide it (about a day at the default interval). */
  FAPIAO_MAX_POLLS: z.coerce.number().int().min(1).max(100_000).default(17_280),
  /**
   * Localizations that issue fapiaos after payment (comma-separated identities, e.g. `cn`): written to the
   * localization's allowsFapiaoProcessingAfterPayment at start. Empty keeps the seeded flags (China asks
   * for the fapiao at checkout instead).
   */
  FAPIAO_AFTER_PAYMENT_LOCALIZATIONS: z.string().default(''),
});

export type TTaxServiceConfig = {
  provider: 'sandbox';
  sandboxIssueDelaySeconds: number;
  pollSeconds: number;
  maxPolls: number;
  afterPaymentLocalizations: string[];
};

/** The tax service's settings from the environment, with safe development defaults (the sandbox). */
export function loadTaxServiceConfig(env: NodeJS.ProcessEnv = process.env): TTaxServiceConfig {
  const parsed = ZTaxServiceEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid tax service configuration:\n${lines}`);
  }
  const e = parsed.data;
  return {
    provider: e.TAX_SERVICE_PROVIDER,
    sandboxIssueDelaySeconds: e.TAX_SANDBOX_ISSUE_DELAY_SECONDS,
    pollSeconds: e.FAPIAO_POLL_SECONDS,
    maxPolls: e.FAPIAO_MAX_POLLS,
    afterPaymentLocalizations: e.FAPIAO_AFTER_PAYMENT_LOCALIZATIONS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}
