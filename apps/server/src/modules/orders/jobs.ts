import type { TCheckoutJobDeps } from '../../checkout-deps.ts';
import type { TJobHandler } from '../../platform/jobs.ts';

/** Background jobs of placed orders (reward points). */
export function orderJobHandlers(_deps: TCheckoutJobDeps): Record<string, TJobHandler> {
  return {};
}
