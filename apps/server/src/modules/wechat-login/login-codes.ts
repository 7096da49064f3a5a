import { randomBytes } from 'node:crypto';
import { WECHAT_LOGIN_ERROR } from '@portal/domain/api/wechat-login';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { renderSVG } from 'uqr';
import type { TConfig } from '../../config.ts';
import type { TWeChatProfile, TWeChatProvider, TWeChatScanEvents } from '../../integrations/wechat/wechat-provider.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { hashToken } from '../../platform/sessions.ts';
import { takeThrottleSlots } from '../../platform/throttle.ts';
import { wechatIdentities, wechatLoginCodes } from '../../schema/wechat-login.ts';

const MINUTE = 60_000;
/** How long a QR code can be scanned and confirmed; the browser gives up polling after a minute (30 × 2 s). */
export const LOGIN_CODE_LIFETIME_MS = 2 * MINUTE;
const CREATE_ADDRESS_LIMIT = { limit: 20, windowMs: 10 * MINUTE };
const CREATE_ACCOUNT_LIMIT = { limit: 10, windowMs: 10 * MINUTE };

/** The random cookie binding a code to the browser that asked for it. */
export const BROWSER_COOKIE = 'wechat_login';

export type TLoginCodeRow = typeof wechatLoginCodes.$inferSelect;
export type TPurpose = TLoginCodeRow['purpose'];

const OPEN_STATUSES = ['pending', 'scanned'] as const;

export const unknownCode = () => new AppError(404, WECHAT_LOGIN_ERROR.unknown);

export type TLoginCodeDeps = { db: Db; config: TConfig; provider: TWeChatProvider | null };

/** The flag and a provider: without both WeChat sign-in does not exist (404). */
export function assertAvailable({ config, provider }: Pick<TLoginCodeDeps, 'config' | 'provider'>): TWeChatProvider {
  if (!config.featureFlags.wechat_sso || !provider) throw new AppError(404, WECHAT_LOGIN_ERROR.unavailable);
  return provider;
}

/**
 * Opens a QR sign-in (or, for a signed-in user, an account link) at WeChat and answers the code the browser
 * polls with. The browser gets a fresh random cookie; the row keeps its hash, so the code alone polls nothing.
 */
export async function createLoginCode(
  deps: TLoginCodeDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  purpose: TPurpose,
): Promise<{ error: null; loginCode: string; ticket: string; url: string }> {
  const provider = assertAvailable(deps);
  const { db, config } = deps;
  const userId = purpose === 'link' ? (request.auth?.user.id ?? null) : null;
  const rule =
    userId === null
      ? { key: `wechat-login:address:${request.ip}`, ...CREATE_ADDRESS_LIMIT }
      : { key: `wechat-link:account:${userId}`, ...CREATE_ACCOUNT_LIMIT };
  if (!(await takeThrottleSlots(db, [rule]))) throw new AppError(429, 'too-many-requests');
  const { ticket, qrContent } = await provider.createQrLogin();
  const loginCode = randomBytes(32).toString('base64url');
  const browserToken = randomBytes(32).toString('base64url');
  await db.insert(wechatLoginCodes).values({
    codeHash: hashToken(loginCode),
    browserHash: hashToken(browserToken),
    purpose,
    requestedByUserId: userId,
    ticket,
    qrContent,
    expiresAt: new Date(Date.now() + LOGIN_CODE_LIFETIME_MS),
  });
  reply.setCookie(BROWSER_COOKIE, browserToken, {
    path: '/api/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isSecureCookie,
    maxAge: (LOGIN_CODE_LIFETIME_MS / 1000) * 5,
  });
  return { error: null, loginCode, ticket, url: `/api/auth/wechat-login/${loginCode}/qr.svg` };
}

/** The caller's own code of that purpose (same browser; for a link, the same signed-in user), else 404. */
export async function findOwnCode(db: Db, request: FastifyRequest, loginCode: string, purpose: TPurpose | null) {
  const browserToken = request.cookies[BROWSER_COOKIE];
  if (!browserToken) throw unknownCode();
  const [row] = await db
    .select()
    .from(wechatLoginCodes)
    .where(and(eq(wechatLoginCodes.codeHash, hashToken(loginCode)), eq(wechatLoginCodes.browserHash, hashToken(browserToken))));
  if (!row || (purpose !== null && row.purpose !== purpose)) throw unknownCode();
  if (row.purpose === 'link' && row.requestedByUserId !== request.auth?.user.id) throw unknownCode();
  return row;
}

/** An open code past its time becomes expired (once); answers the row as it now stands. */
export async function expireIfDue(db: Db, row: TLoginCodeRow): Promise<TLoginCodeRow> {
  const isOpen = row.status === 'pending' || row.status === 'scanned' || row.status === 'confirmed';
  if (!isOpen || row.expiresAt.getTime() > Date.now()) return row;
  const [expired] = await db
    .update(wechatLoginCodes)
    .set({ status: 'expired' })
    .where(and(eq(wechatLoginCodes.id, row.id), eq(wechatLoginCodes.status, row.status)))
    .returning();
  return expired ?? { ...row, status: 'expired' };
}

/** The QR image of the caller's own open code. */
export async function loginCodeQrSvg(deps: TLoginCodeDeps, request: FastifyRequest, loginCode: string): Promise<string> {
  assertAvailable(deps);
  const row = await expireIfDue(deps.db, await findOwnCode(deps.db, request, loginCode, null));
  if (row.status !== 'pending' && row.status !== 'scanned') throw unknownCode();
  return renderSVG(row.qrContent, { border: 2, pixelSize: 6 });
}

/** WeChat's reports about a ticket (the sandbox phone page delivers them in development and tests). */
export function createScanEvents(db: Db): TWeChatScanEvents {
  const openTicket = (ticket: string) =>
    and(
      eq(wechatLoginCodes.ticket, ticket),
      inArray(wechatLoginCodes.status, [...OPEN_STATUSES]),
      gt(wechatLoginCodes.expiresAt, new Date()),
    );
  return {
    async find(ticket) {
      const [row] = await db
        .select({ status: wechatLoginCodes.status, purpose: wechatLoginCodes.purpose })
        .from(wechatLoginCodes)
        .where(openTicket(ticket));
      return row ?? null;
    },

    async scanned(ticket) {
      const rows = await db.update(wechatLoginCodes).set({ status: 'scanned' }).where(openTicket(ticket)).returning({
        id: wechatLoginCodes.id,
      });
      return rows.length > 0;
    },

    async confirmed(ticket: string, profile: TWeChatProfile) {
      const [linked] = await db
        .select({ userId: wechatIdentities.userId })
        .from(wechatIdentities)
        .where(eq(wechatIdentities.openid, profile.openid));
      const rows = await db
        .update(wechatLoginCodes)
        .set({
          status: 'confirmed',
          openid: profile.openid,
          unionid: profile.unionid,
          nickname: profile.nickname,
          // A link keeps its requester; a sign-in is for the account the WeChat user is linked to, if any.
          userId: linked?.userId ?? null,
          decidedAt: new Date(),
        })
        .where(openTicket(ticket))
        .returning({ id: wechatLoginCodes.id });
      return rows.length > 0;
    },

    async refused(ticket) {
      const rows = await db
        .update(wechatLoginCodes)
        .set({ status: 'refused', decidedAt: new Date() })
        .where(openTicket(ticket))
        .returning({ id: wechatLoginCodes.id });
      return rows.length > 0;
    },
  };
}
