import { WECHAT_POLL_INTERVAL_MS, WECHAT_POLL_LIMIT } from '../constants.ts';

/** WeChat QR sign-in's error keys, states and polling schedule: no zod, so the QR control loads without it. */

export const WECHAT_LOGIN_ERROR = {
  /** The flag is off, or no WeChat provider is configured. */
  unavailable: 'wechat-unavailable',
  /** Unknown, already used, or created by another browser: nothing to tell apart for a caller. */
  unknown: 'wechat-login-unknown',
  expired: 'wechat-login-expired',
  refused: 'wechat-login-refused',
  /** The WeChat user confirmed, but no account is linked to it: sign in with e-mail and link it first. */
  notLinked: 'wechat-not-linked',
  /** Link mode: that WeChat user is already linked to another account. */
  linkedElsewhere: 'wechat-linked-elsewhere',
} as const;

/** Where a code stands, as the polling browser sees it. */
export const WECHAT_LOGIN_STATUSES = ['pending', 'scanned', 'confirmed', 'refused', 'expired', 'consumed'] as const;
export type TWeChatLoginStatus = (typeof WECHAT_LOGIN_STATUSES)[number];

/** What the browser does after a poll: wait for the next one, stop (success or error), or give up. */
export type TWeChatPollStep = 'wait' | 'done' | 'give-up';

/**
 * The polling schedule (§4, §9): every 2 seconds, at most 30 times. `pollsMade` counts the answered polls;
 * an answer that is no longer pending ends the polling at once.
 */
export function nextWeChatPollStep(pollsMade: number, status: TWeChatLoginStatus, hasError: boolean): TWeChatPollStep {
  if (hasError || (status !== 'pending' && status !== 'scanned')) return 'done';
  return pollsMade >= WECHAT_POLL_LIMIT ? 'give-up' : 'wait';
}

export const WECHAT_POLL_SCHEDULE = { intervalMs: WECHAT_POLL_INTERVAL_MS, limit: WECHAT_POLL_LIMIT } as const;
