import type { TThrottleRule } from '../../platform/throttle.ts';

const WINDOW_MS = 15 * 60_000;

/**
 * Attempts at a second factor (signing in, confirming an enrolment, proving oneself to remove a factor):
 * 5 per account and 30 per address in 15 minutes, as failed passwords. The account's rule comes first.
 */
export function twoFactorThrottleRules(userId: number, ip: string): [TThrottleRule, TThrottleRule] {
  return [
    { key: `two-factor:account:${userId}`, limit: 5, windowMs: WINDOW_MS },
    { key: `two-factor:address:${ip}`, limit: 30, windowMs: WINDOW_MS },
  ];
}
