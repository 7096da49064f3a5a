import { z } from 'zod';
import { WECHAT_POLL_INTERVAL_MS, WECHAT_POLL_LIMIT } from '../constants.ts';
import { ZUser } from './account.ts';

/**
 * WeChat QR sign-in (shell-and-account §2, §4, §7): POST /api/auth/wechat-login asks for a code and its QR,
 * GET /api/auth/wechat-login/{loginCode} is polled until the phone confirms. Linking WeChat to a signed-in
 * account (our design: the spec names no call) runs the same QR flow under /api/account/wechat-link.
 */

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

/** The code is random and unguessable (256 bits, base64url); anything else is simply not found. */
export const ZWeChatLoginCodeParams = z.object({ loginCode: z.string().min(1).max(200) });

export const ZWeChatLoginCreateResponse = z.object({
  error: z.string().nullable(),
  loginCode: z.string().nullable(),
  ticket: z.string().nullable(),
  /** The QR image to show (an SVG served by the portal). */
  url: z.string().nullable(),
});
export type TWeChatLoginCreateResponse = z.infer<typeof ZWeChatLoginCreateResponse>;

export const ZWeChatLoginPollResponse = z.object({
  error: z.string().nullable(),
  loggedIn: z.boolean(),
  redirectUri: z.string().nullable(),
  user: ZUser.nullable(),
  status: z.enum(WECHAT_LOGIN_STATUSES),
});
export type TWeChatLoginPollResponse = z.infer<typeof ZWeChatLoginPollResponse>;

export const ZWeChatIdentity = z.object({ nickname: z.string(), linkedAt: z.string() });
export type TWeChatIdentity = z.infer<typeof ZWeChatIdentity>;

export const ZWeChatAccountResponse = z.object({ wechat: ZWeChatIdentity.nullable() });
export type TWeChatAccountResponse = z.infer<typeof ZWeChatAccountResponse>;

export const ZWeChatLinkPollResponse = z.object({
  error: z.string().nullable(),
  linked: z.boolean(),
  status: z.enum(WECHAT_LOGIN_STATUSES),
  wechat: ZWeChatIdentity.nullable(),
});
export type TWeChatLinkPollResponse = z.infer<typeof ZWeChatLinkPollResponse>;

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
