import type { TCheckoutJobDeps } from '../../checkout-deps.ts';
import type { TJobHandler } from '../../platform/jobs.ts';

/** Background jobs of the payments module (webhook delivery by the sandbox provider, recovery of stuck payments). */
export function paymentJobHandlers(_deps: TCheckoutJobDeps): Record<string, TJobHandler> {
  return {};
}
