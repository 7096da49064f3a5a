import { z } from 'zod';
import { WECHAT_LOGIN_STATUSES } from '../rules/wechat-login.ts';
import { ZUser } from './account.ts';

export * from '../rules/wechat-login.ts';

/**
 * WeChat QR sign-in (shell-and-account §2, §4, §7): POST /api/auth/wechat-login asks for a code and its QR,
 * GET /api/auth/wechat-login/{loginCode} is polled until the phone confirms. Linking WeChat to a signed-in
 * account (our design: the spec names no call) runs the same QR flow under /api/account/wechat-link.
 */

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
